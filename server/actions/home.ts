// The home screen: one tile per game mode, each switched on or off in the system configuration
// (config/system `<tile>_mode`: '1' on, '0' off; its default, contract/settings.ts, is on).
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { contentLanguageId } from '../content/language.ts';

export const homeTiles = [
  { key: 'quiz_zone', route: '/quiz-zone' },
  { key: 'daily_quiz', route: '/quiz-play/daily-quiz-dashboard' },
  { key: 'true_false', route: '/quiz-play/true-and-false-play' },
  { key: 'fun_n_learn', route: '/fun-and-learn' },
  { key: 'guess_the_word', route: '/guess-the-word' },
  { key: 'self_challenge', route: '/self-learning' },
  { key: 'contest', route: '/contest-play' },
  { key: 'random_battle', route: '/random-battle' },
  { key: 'group_battle', route: '/group-battle' },
  { key: 'audio_questions', route: '/audio-questions' },
  { key: 'math_mania', route: '/math-mania' },
  { key: 'exam', route: '/exam-module' },
  { key: 'multi_match', route: '/multi-match-questions' },
] as const;

export const homeActions = {
  get_web_home_settings: defineAction(contract.get_web_home_settings, {
    auth: 'none',
    async handler(input, ctx) {
      return {
        language_id: contentLanguageId(ctx.config, input.language_id),
        tiles: homeTiles.map((t, i) => ({
          ...t,
          row_order: i + 1,
          enabled: ctx.config[`${t.key}_mode`] === '1' ? 1 : 0,
        })),
      };
    },
  }),
};
