import { assign, setup } from 'xstate';
import { drawRandom } from './seeded-random';

// The bot a player may face after matchmaking finds no one. The server's bot runner drives
// it with the server's clock and sends each `answer` it emits through the normal grading
// path; the machine itself does no I/O. Same seed, same questions: same game.

export type BotDifficulty = 'easy' | 'medium' | 'hard';

export const botAccuracy: Record<BotDifficulty, number> = { easy: 0.4, medium: 0.6, hard: 0.8 };

/** Human-like thinking time before each answer. */
export const defaultBotDelayMs = { min: 1_500, max: 8_000 };

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
  difficulty: BotDifficulty;
  questions: BotQuestion[];
  delayMs?: { min: number; max: number };
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
  accuracy: number;
  delayMs: { min: number; max: number };
  plan: BotPlan | null;
}

function planFor(question: BotQuestion, context: BotOpponentContext): { plan: BotPlan; rng: number } {
  const {
    values: [hit = 0, pick = 0, pause = 0],
    state,
  } = drawRandom(context.rng, 3);
  const wrong = question.optionIds.filter((id) => id !== question.correctOptionId);
  const optionId =
    hit < context.accuracy || wrong.length === 0 ? question.correctOptionId : wrong[Math.floor(pick * wrong.length)];
  const { min, max } = context.delayMs;
  return { plan: { delayMs: Math.round(min + pause * (max - min)), optionId }, rng: state };
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
      const { plan, rng } = planFor(context.questions[index], context);
      return { index, plan, rng };
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
    accuracy: botAccuracy[input.difficulty],
    delayMs: input.delayMs ?? defaultBotDelayMs,
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
