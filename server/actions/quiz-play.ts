// Single-player play: every question-serving action opens a play session and answers
// `{ session_id, questions }` without answers; quiz_answer, quiz_lifeline, guess_word_hint and
// quiz_finish grade the session (server/quiz/).
import type { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { contract } from '../../contract/actions.ts';
import { dailyQuizInput, placeInput } from '../../contract/actions/quiz-play.ts';
import type { CategoryType } from '../../contract/fields.ts';
import { defineAction, type ActionContext } from '../action.ts';
import {
  findCategoryBySlug,
  funNLearnCol,
  queryQuestionIds,
  queryQuestions,
  readQuestions,
  readSubcategory,
  subcategoryIdOf,
  type CategoryDoc,
  type FunNLearnDoc,
  type QuestionDoc,
  type QuestionFilter,
} from '../content/catalog.ts';
import { contentLanguageId } from '../content/language.ts';
import { localDay, nextLocalDayStart } from '../content/local-day.ts';
import { cryptoRandom, seededShuffle, shuffled } from '../content/shuffle.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { finishSession } from '../quiz/finish.ts';
import { answerQuestion, takeHint, useLifeline } from '../quiz/moves.ts';
import { canPlayCategory, unlockedLevel, type LevelMode } from '../quiz/progress.ts';
import {
  openOnce,
  openSession,
  sessionsCol,
  titleOf,
  type PlaySession,
  type PlayMode,
  type SessionSpec,
} from '../quiz/session.ts';
import { placeById } from './categories.ts';

/** Questions per play where a mode draws from a larger pool. */
const questionsPerPlay = 10;

/**
 * The time zone picks which day's daily quiz a player sees, not how many: one a player per 20 hours
 * by the server's clock, whatever offset they send (+00:00 then +14:00 would be two days at once).
 */
const dailyQuizSpacingMs = 20 * 3_600_000;

/** n questions drawn at random from the pool matching the filter. */
async function draw(ctx: ActionContext, where: QuestionFilter, n: number) {
  return readQuestions(ctx.db, shuffled(await queryQuestionIds(ctx.db, where), cryptoRandom).slice(0, n));
}

/** Opens a session for these questions, or 'No questions found'. */
async function serve(ctx: ActionContext, mode: PlayMode, questions: QuestionDoc[], params: SessionSpec['params']) {
  if (questions.length === 0) throw notFound('no_questions');
  return openSession(
    ctx.db,
    { uid: ctx.uid, mode, params, questions, secondsPerQuestion: ctx.config.question_seconds },
    ctx.now(),
  );
}

function assertPlayable(ctx: ActionContext, category: CategoryDoc) {
  if (!canPlayCategory(ctx.user, category)) throw forbidden('category_locked');
}

/** The level modes: the level must be unlocked and the category open to the player. */
const byLevel = (mode: LevelMode, spec: typeof contract.get_questions_by_level) =>
  defineAction(spec, {
    auth: 'user',
    async handler(input, ctx) {
      const { category, subcategory } = await placeById(ctx, mode, input.category, input.subcategory);
      assertPlayable(ctx, category);
      const subcategoryId = subcategory?.id ?? '';
      if (input.level > (await unlockedLevel(ctx.db, ctx.uid, mode, category.id, subcategoryId)))
        throw forbidden('level_locked');
      const questions = await queryQuestions(ctx.db, {
        mode,
        category_id: category.id,
        subcategory_id: subcategoryId,
        level: input.level,
      });
      return serve(ctx, mode, questions, {
        language_id: category.language_id,
        title: titleOf(mode, `${subcategory?.subcategory_name ?? category.category_name}, level ${input.level}`),
        category_id: category.id,
        subcategory_id: subcategoryId,
        level: input.level,
        premium: category.is_premium === 1,
      });
    },
  });

/** The category, and the subcategory when `type` is subcategory, of this mode; else 'Document does not exist!'. */
async function placeOfType(ctx: ActionContext, mode: CategoryType, input: z.output<typeof placeInput>) {
  const sub = input.type === 'subcategory' ? await readSubcategory(ctx.db, input.type_id) : null;
  if (input.type === 'subcategory' && !sub) throw notFound();
  return placeById(ctx, mode, sub?.category_id ?? input.type_id, sub?.id ?? '');
}

/** The category modes picked by `type` (category|subcategory) and `type_id`. */
const byCategory = (mode: CategoryType & PlayMode, limit: number, spec: typeof contract.get_guess_the_word) =>
  defineAction(spec, {
    auth: 'user',
    async handler(input, ctx) {
      const { category, subcategory } = await placeOfType(ctx, mode, input);
      assertPlayable(ctx, category);
      const questions = await draw(
        ctx,
        { mode, category_id: category.id, ...(subcategory ? { subcategory_id: subcategory.id } : {}) },
        limit,
      );
      return serve(ctx, mode, questions, {
        language_id: category.language_id,
        title: titleOf(mode, subcategory?.subcategory_name ?? category.category_name),
        category_id: category.id,
        subcategory_id: subcategory?.id ?? '',
        reward_set: `${mode}--${subcategory?.id ?? category.id}`,
      });
    },
  });

/** The player's daily-quiz day (their time zone picks it) and where their daily plays are kept. */
function dailyPlace(input: z.output<typeof dailyQuizInput>, ctx: ActionContext) {
  const now = ctx.now();
  return {
    languageId: contentLanguageId(ctx.config, input.language_id),
    now,
    day: localDay(now, input.timezone, input.gmt_format),
    played: ctx.db.collection('users').doc(ctx.uid).collection('dailyQuiz'),
  };
}

export const quizPlayActions = {
  get_questions_by_level: byLevel('quiz', contract.get_questions_by_level),
  get_multi_match_questions_by_level: byLevel('multi_match', contract.get_multi_match_questions_by_level),

  get_daily_quiz: defineAction(contract.get_daily_quiz, {
    auth: 'user',
    async handler(input, ctx) {
      const { languageId, now, day, played } = dailyPlace(input, ctx);
      const pool = await queryQuestionIds(ctx.db, { mode: 'daily', language_id: languageId });
      const questions = await readQuestions(
        ctx.db,
        seededShuffle(pool, `daily:${languageId}:${day}`).slice(0, ctx.config.daily_quiz_questions),
      );
      if (questions.length === 0) throw notFound('no_questions');
      const slot = played.doc(`${languageId}-${day}`);
      const reply = await openOnce(
        ctx.db,
        slot,
        {
          uid: ctx.uid,
          mode: 'daily',
          params: { language_id: languageId, title: titleOf('daily', day), day },
          questions,
          secondsPerQuestion: ctx.config.question_seconds,
        },
        now,
        { gate: played.doc('latest'), ms: dailyQuizSpacingMs },
      );
      return { ...reply, day };
    },
  }),

  /** Whether today's daily quiz is played, its result, and when the next one opens. */
  get_daily_quiz_status: defineAction(contract.get_daily_quiz_status, {
    auth: 'user',
    async handler(input, ctx) {
      const { languageId, now, day, played } = dailyPlace(input, ctx);
      const [slot, latest] = await ctx.db.getAll(played.doc(`${languageId}-${day}`), played.doc('latest'));
      const sessionId = slot!.get('session_id') as string | undefined;
      const session = sessionId
        ? ((await sessionsCol(ctx.db).doc(sessionId).get()).data() as PlaySession | undefined)
        : undefined;
      const status = slot!.get('status') as 'playing' | 'finished' | undefined;
      if (status === 'playing') return { day, played: false, result: null, next_open_at: now.toISOString() }; // resumable
      const spacedUntil = ((latest!.get('openedAt') as Timestamp | undefined)?.toMillis() ?? 0) + dailyQuizSpacingMs;
      const doneToday = status === 'finished';
      // Played today: tomorrow (and 20 h after the last one). Not yet: now, or when the 20 h are up.
      const opensAt = Math.max(
        doneToday ? nextLocalDayStart(now, input.timezone, input.gmt_format).getTime() : now.getTime(),
        spacedUntil,
      );
      return {
        day,
        played: doneToday || opensAt > now.getTime(),
        result: doneToday && session?.result ? session.result : null,
        next_open_at: new Date(opensAt).toISOString(),
      };
    },
  }),

  get_questions_by_type: defineAction(contract.get_questions_by_type, {
    auth: 'user',
    async handler(input, ctx) {
      const languageId = contentLanguageId(ctx.config, input.language_id);
      const questions = await draw(
        ctx,
        { mode: 'true_false', language_id: languageId },
        ctx.config.true_false_questions,
      );
      return serve(ctx, 'true_false', questions, {
        language_id: languageId,
        title: titleOf('true_false'),
        reward_set: `true_false--${languageId}`,
      });
    },
  }),

  get_fun_n_learn: defineAction(contract.get_fun_n_learn, {
    auth: 'user',
    async handler(input, ctx) {
      // a category's passages are all of it; a subcategory's only the ones filed under it
      const { category, subcategory } = await placeOfType(ctx, 'fun_n_learn', input);
      const snap = await funNLearnCol(ctx.db).where('category_id', '==', category.id).get();
      return snap.docs
        .map((d) => d.data() as FunNLearnDoc)
        .filter((f) => !subcategory || f.subcategory_id === subcategory.id)
        .sort((a, b) => a.row_order - b.row_order)
        .map((f) => ({
          id: f.id,
          title: f.title,
          detail: f.detail,
          category_id: f.category_id,
          language_id: f.language_id,
          no_of_que: f.no_of_que,
        }));
    },
  }),

  get_fun_n_learn_questions: defineAction(contract.get_fun_n_learn_questions, {
    auth: 'user',
    async handler(input, ctx) {
      const passage = (await funNLearnCol(ctx.db).doc(input.fun_n_learn_id).get()).data() as FunNLearnDoc | undefined;
      if (!passage) throw notFound();
      const { category } = await placeById(ctx, 'fun_n_learn', passage.category_id, '');
      assertPlayable(ctx, category);
      const questions = await queryQuestions(ctx.db, { mode: 'fun_n_learn', parent_id: passage.id });
      return serve(ctx, 'fun_n_learn', questions, {
        language_id: passage.language_id,
        title: titleOf('fun_n_learn', passage.title),
        category_id: category.id,
        reward_set: `fun_n_learn--${passage.id}`,
      });
    },
  }),

  get_guess_the_word: byCategory('guess_the_word', questionsPerPlay, contract.get_guess_the_word),
  get_audio_questions: byCategory('audio', questionsPerPlay, contract.get_audio_questions),
  get_maths_questions: byCategory('math', questionsPerPlay, contract.get_maths_questions),

  get_questions_for_self_challenge: defineAction(contract.get_questions_for_self_challenge, {
    auth: 'user',
    async handler(input, ctx) {
      if (input.limit > ctx.config.self_challenge_max_questions)
        throw badRequest('at_most_questions', { max: ctx.config.self_challenge_max_questions });
      const languageId = contentLanguageId(ctx.config, input.language_id);
      const category = await findCategoryBySlug(ctx.db, languageId, 'quiz', input.category_slug);
      if (!category) throw notFound();
      assertPlayable(ctx, category);
      const subcategoryId = input.subcategory_slug ? subcategoryIdOf(category.id, input.subcategory_slug) : '';
      const questions = await draw(
        ctx,
        { mode: 'quiz', category_id: category.id, ...(subcategoryId ? { subcategory_id: subcategoryId } : {}) },
        input.limit,
      );
      return serve(ctx, 'self_challenge', questions, {
        language_id: languageId,
        title: titleOf('self_challenge', category.category_name),
        category_id: category.id,
        subcategory_id: subcategoryId,
      });
    },
  }),

  quiz_answer: defineAction(contract.quiz_answer, {
    auth: 'user',
    limits: ['answers'],
    handler: (input, ctx) => answerQuestion(ctx.db, ctx.uid, input, ctx.now()),
  }),

  quiz_lifeline: defineAction(contract.quiz_lifeline, {
    auth: 'user',
    limits: ['answers'],
    handler: (input, ctx) => useLifeline(ctx.db, ctx.uid, input, ctx.config, ctx.now()),
  }),

  guess_word_hint: defineAction(contract.guess_word_hint, {
    auth: 'user',
    limits: ['answers'],
    handler: (input, ctx) => takeHint(ctx.db, ctx.uid, input, ctx.config, ctx.now()),
  }),

  quiz_finish: defineAction(contract.quiz_finish, {
    auth: 'user',
    handler: (input, ctx) => finishSession(ctx.db, ctx.uid, input.session_id, ctx.config, ctx.now()),
  }),
};
