import { assign, setup } from 'xstate';
import { newRating, type Rating } from '../contract/rating.ts';
import { drawRandom } from './seeded-random';

// The bot a player may face after matchmaking finds no one. The server's bot runner drives
// it with the server's clock and sends each `answer` it emits through the normal grading
// path; the machine itself does no I/O. Same seed, same questions: same game.

/** How someone answers: the chance of a right answer, and the range of their thinking time. */
export interface AnswerSkill {
  accuracy: number;
  thinkMs: { min: number; max: number };
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/**
 * How a player of latent skill z answers (0: a typical player; each unit one standard deviation of
 * the players): the better, the more often right and the faster. The simulation's players answer
 * by it too, so "a bot at your level" is measured against the same model.
 */
export function skillAt(z: number): AnswerSkill {
  const median = clamp(4_500 - 1_200 * z, 1_200, 9_000);
  return {
    accuracy: clamp(0.62 + 0.14 * z, 0.25, 0.97),
    thinkMs: { min: Math.round(median / 2), max: Math.round(median * 1.5) },
  };
}

/**
 * The hidden skill one point of mu stands for among the players (a regression of skill on mu, so
 * an estimate, not an echo), and a player's sigma once the rating has settled (about 30 battles):
 * both fitted by `npm run simulate`, whose report prints the fit beside these.
 */
export const skillPerMu = 0.08;
export const settledSigma = 5;

/**
 * The bot for a player of this rating: the opponent the rating predicts to be their equal. While
 * the rating is unsure (sigma above a settled one's) the estimate leans low, so a new player meets
 * a gentle bot and the bot sharpens as the rating learns them.
 */
export function botLevelFor(r: Rating | undefined): AnswerSkill {
  const { mu, sigma } = r ?? newRating;
  return skillAt(skillPerMu * (mu - newRating.mu - Math.max(0, sigma - settledSigma)));
}

/** One answer drawn for a question: right with the skill's accuracy (else a wrong option), after its thinking time. */
export function drawAnswer(
  question: Pick<BotQuestion, 'optionIds' | 'correctOptionId'>,
  skill: AnswerSkill,
  rng: number,
): { optionId: string; delayMs: number; rng: number } {
  const {
    values: [hit = 0, pick = 0, pause = 0],
    state,
  } = drawRandom(rng, 3);
  const wrong = question.optionIds.filter((id) => id !== question.correctOptionId);
  const optionId =
    hit < skill.accuracy || wrong.length === 0 ? question.correctOptionId : wrong[Math.floor(pick * wrong.length)];
  const { min, max } = skill.thinkMs;
  return { optionId, delayMs: Math.round(min + pause * (max - min)), rng: state };
}

/** A question as the server's bot runner knows it (with its answer). */
export interface BotQuestion {
  id: string;
  optionIds: string[];
  correctOptionId: string;
}

export interface BotAnswer {
  questionId: string;
  optionId: string;
}

export interface BotOpponentInput {
  seed: number;
  skill: AnswerSkill;
  questions: BotQuestion[];
}

interface BotPlan {
  delayMs: number;
  optionId: string;
}

export interface BotOpponentContext {
  rng: number;
  questions: BotQuestion[];
  /** the question being thought about; -1 before the first */
  index: number;
  skill: AnswerSkill;
  plan: BotPlan | null;
}

export const botOpponent = setup({
  types: {
    context: {} as BotOpponentContext,
    input: {} as BotOpponentInput,
  },
  actions: {
    answer: (_args, _answer: BotAnswer) => {},
    planNext: assign(({ context }) => {
      const index = context.index + 1;
      const { optionId, delayMs, rng } = drawAnswer(context.questions[index], context.skill, context.rng);
      return { index, plan: { optionId, delayMs }, rng };
    }),
  },
  guards: {
    moreQuestions: ({ context }) => context.index + 1 < context.questions.length,
  },
  delays: {
    thinkTime: ({ context }) => context.plan?.delayMs ?? 0,
  },
}).createMachine({
  id: 'botOpponent',
  context: ({ input }) => ({
    rng: input.seed,
    questions: input.questions,
    index: -1,
    skill: input.skill,
    plan: null,
  }),
  initial: 'next',
  states: {
    next: {
      always: [{ guard: 'moreQuestions', target: 'thinking', actions: 'planNext' }, { target: 'done' }],
    },
    thinking: {
      after: {
        thinkTime: {
          target: 'next',
          actions: {
            type: 'answer',
            params: ({ context }) => ({
              questionId: context.questions[context.index].id,
              optionId: context.plan?.optionId ?? '',
            }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
