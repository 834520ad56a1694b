import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage } from './commands.ts';
import { countdown, type CountdownTick } from './countdown.ts';
import type { Cue } from './cue.ts';
import type {
  AnswerRecord,
  FinishInput,
  GradeAnswerInput,
  GradeAnswerOutput,
  HintInput,
  HintOutput,
  HintUse,
  Lifeline,
  LifelineUse,
  LoadQuestionsInput,
  LoadQuestionsOutput,
  QuizAnswer,
  QuizQuestion,
  QuizResult,
  QuizSessionInput,
  UseLifelineInput,
  UseLifelineOutput,
} from './quiz-types.ts';
import { defaultSystemConfig } from '../contract/settings.ts';

export interface QuizSessionContext extends Required<QuizSessionInput> {
  sessionId: string;
  questions: QuizQuestion[];
  index: number;
  answers: AnswerRecord[];
  /** The answer being graded; null when the time ran out. */
  pendingAnswer: QuizAnswer | null;
  /** In order of use; the last one is the one in flight while playing.question.lifeline. */
  lifelinesUsed: LifelineUse[];
  /** 50/50 on the current question. */
  removedOptionIds: string[];
  /** Audience poll on the current question. */
  poll: Record<string, number> | null;
  /** guess the word: the hints taken, in order */
  hints: HintUse[];
  result: QuizResult | null;
  error: Message | null;
  /** what the clock shows: the question's seconds left, or the quiz's (timing 'total') */
  secondsLeft: number;
}

export type QuizSessionEvent =
  | { type: 'answer'; answer: QuizAnswer }
  | { type: 'lifeline'; lifeline: Lifeline }
  | { type: 'hint' }
  | { type: 'next' }
  | { type: 'finish' }
  | { type: 'retry' }
  | { type: 'quit' }
  | { type: 'start' }
  | CountdownTick;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`quiz-session: actor ${name} was not provided`);
};

const currentQuestionId = (context: QuizSessionContext) => context.questions[context.index].id;

const exclusivePartner: Partial<Record<Lifeline, Lifeline>> = {
  fifty_fifty: 'audience_poll',
  audience_poll: 'fifty_fifty',
};

const quizSeconds = ({ context }: { context: QuizSessionContext }) => context.questionSeconds * 1000;

// A failed request waits for RETRY; the overall timer (if any) keeps running around it.
const retryOnError = {
  tags: 'error',
  on: { retry: { target: 'request', actions: 'clearError' } },
} as const;

const recordError = {
  type: 'recordError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const quizSession = setup({
  types: {
    input: {} as QuizSessionInput,
    context: {} as QuizSessionContext,
    events: {} as QuizSessionEvent,
    output: {} as QuizResult | null,
  },
  actors: {
    loadQuestions: fromPromise<LoadQuestionsOutput, LoadQuestionsInput>(notProvided('loadQuestions')),
    gradeAnswer: fromPromise<GradeAnswerOutput, GradeAnswerInput>(notProvided('gradeAnswer')),
    useLifeline: fromPromise<UseLifelineOutput, UseLifelineInput>(notProvided('useLifeline')),
    getHint: fromPromise<HintOutput, HintInput>(notProvided('getHint')),
    finish: fromPromise<QuizResult, FinishInput>(notProvided('finish')),
    countdown,
  },
  actions: {
    // The app shows it as a toast.
    notify: (_args, _params: { message: Message }) => {},
    cue: (_args, _params: { cue: Cue }) => {},
    recordError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    noStartScreen: ({ context }) => !context.startScreen,
    answersHidden: ({ context }) => context.hideAnswers,
    perQuestionTiming: ({ context }) => context.timing === 'per-question',
    totalTiming: ({ context }) => context.timing === 'total',
    noQuestions: (_, params: { questions: QuizQuestion[] }) => params.questions.length === 0,
    hasNextQuestion: ({ context }) => context.index + 1 < context.questions.length,
    lifelineNotAllowed: ({ context }, params: { lifeline: Lifeline }) =>
      !context.lifelinesAllowed || (params.lifeline === 'reset_timer' && context.timing === 'total'),
    lifelineUsed: ({ context }, params: { lifeline: Lifeline }) =>
      context.lifelinesUsed.some((use) => use.lifeline === params.lifeline),
    lifelineExcluded: ({ context }, params: { lifeline: Lifeline }) =>
      context.lifelinesUsed.some(
        (use) => use.lifeline === exclusivePartner[params.lifeline] && use.questionId === currentQuestionId(context),
      ),
    lastLifelineIs: ({ context }, params: { lifeline: Lifeline }) =>
      context.lifelinesUsed.at(-1)?.lifeline === params.lifeline,
  },
  delays: {
    questionTime: quizSeconds,
    quizTime: quizSeconds,
    revealDelay: 1500,
  },
}).createMachine({
  id: 'quizSession',
  context: ({ input }) => ({
    mode: input.mode,
    params: input.params,
    questionSeconds: input.questionSeconds ?? defaultSystemConfig.question_seconds,
    lifelinesAllowed: input.lifelinesAllowed,
    timing: input.timing,
    startScreen: input.startScreen ?? false,
    hideAnswers: input.hideAnswers ?? false,
    sessionId: '',
    questions: [],
    index: 0,
    answers: [],
    pendingAnswer: null,
    lifelinesUsed: [],
    removedOptionIds: [],
    poll: null,
    hints: [],
    result: null,
    error: null,
    secondsLeft: input.questionSeconds ?? defaultSystemConfig.question_seconds,
  }),
  initial: 'ready',
  output: ({ context }) => context.result,
  on: {
    quit: '.quit',
    'countdown.tick': { actions: assign({ secondsLeft: ({ event }) => event.secondsLeft }) },
  },
  states: {
    // A set with a start screen waits here for the player's Start: nothing is loaded, so the server
    // has not opened the set and no clock runs (opening it serves question 1, whose time counts).
    ready: {
      always: { guard: 'noStartScreen', target: 'loading' },
      on: { start: 'loading' },
    },

    loading: {
      initial: 'request',
      states: {
        request: {
          invoke: {
            src: 'loadQuestions',
            input: ({ context }) => ({ mode: context.mode, params: context.params }),
            onDone: [
              {
                guard: { type: 'noQuestions', params: ({ event }) => ({ questions: event.output.questions }) },
                target: '#quizSession.empty',
              },
              {
                target: '#quizSession.playing',
                actions: assign({
                  sessionId: ({ event }) => event.output.sessionId,
                  questions: ({ event }) => event.output.questions,
                }),
              },
            ],
            onError: { target: 'error', actions: recordError },
          },
        },
        error: retryOnError,
      },
    },

    empty: { type: 'final' },

    playing: {
      initial: 'question',
      // the clock on screen counts what the `after` deadlines below count, on the same clock
      invoke: {
        src: 'countdown',
        input: ({ context }) => ({ seconds: context.timing === 'total' ? context.questionSeconds : null }),
      },
      after: {
        quizTime: { guard: 'totalTiming', target: 'finishing', actions: assign({ secondsLeft: 0 }) },
      },
      on: {
        finish: 'finishing',
      },
      states: {
        question: {
          initial: 'idle',
          // entering the question (a new one, or the reset-timer lifeline) starts its clock again
          invoke: {
            src: 'countdown',
            input: ({ context }) => ({ seconds: context.timing === 'per-question' ? context.questionSeconds : null }),
          },
          after: {
            questionTime: {
              guard: 'perQuestionTiming',
              target: 'grading',
              // the deadline may fire before the countdown's last tick: the clock shows the 0 it reached
              actions: assign({ pendingAnswer: null, secondsLeft: 0 }),
            },
          },
          states: {
            idle: {
              on: {
                answer: {
                  target: '#quizSession.playing.grading',
                  actions: assign({ pendingAnswer: ({ event }) => event.answer }),
                },
                hint: 'hint',
                lifeline: [
                  {
                    guard: { type: 'lifelineNotAllowed', params: ({ event }) => ({ lifeline: event.lifeline }) },
                    actions: { type: 'notify', params: { message: { code: 'lifeline_not_allowed' } } },
                  },
                  {
                    guard: { type: 'lifelineUsed', params: ({ event }) => ({ lifeline: event.lifeline }) },
                    actions: { type: 'notify', params: { message: { code: 'lifeline_used' } } },
                  },
                  {
                    guard: { type: 'lifelineExcluded', params: ({ event }) => ({ lifeline: event.lifeline }) },
                    actions: { type: 'notify', params: { message: { code: 'lifeline_not_allowed' } } },
                  },
                  {
                    target: 'lifeline',
                    actions: assign({
                      lifelinesUsed: ({ context, event }) => [
                        ...context.lifelinesUsed,
                        { lifeline: event.lifeline, questionId: currentQuestionId(context) },
                      ],
                    }),
                  },
                ],
              },
            },
            hint: {
              invoke: {
                src: 'getHint',
                input: ({ context }) => ({ sessionId: context.sessionId, questionId: currentQuestionId(context) }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    hints: ({ context, event }) => [
                      ...context.hints,
                      { questionId: currentQuestionId(context), ...event.output },
                    ],
                  }),
                },
                // the server's refusal as it says it (not enough coins, no hints left)
                onError: {
                  target: 'idle',
                  actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
            lifeline: {
              invoke: {
                src: 'useLifeline',
                input: ({ context, event }) => {
                  assertEvent(event, 'lifeline');
                  return {
                    sessionId: context.sessionId,
                    questionId: currentQuestionId(context),
                    lifeline: event.lifeline,
                  };
                },
                onDone: [
                  {
                    guard: { type: 'lastLifelineIs', params: { lifeline: 'skip' } },
                    target: '#quizSession.playing.advance',
                    actions: assign({
                      answers: ({ context }) => [
                        ...context.answers,
                        {
                          questionId: currentQuestionId(context),
                          answer: null,
                          correct: false,
                          correctAnswer: null,
                          skipped: true,
                        },
                      ],
                    }),
                  },
                  {
                    // Re-entering the question state restarts its questionTime delay.
                    guard: { type: 'lastLifelineIs', params: { lifeline: 'reset_timer' } },
                    target: '#quizSession.playing.question',
                    reenter: true,
                  },
                  {
                    target: 'idle',
                    actions: assign({
                      removedOptionIds: ({ context, event }) =>
                        event.output.removeOptionIds ?? context.removedOptionIds,
                      poll: ({ context, event }) => event.output.poll ?? context.poll,
                    }),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                    assign({ lifelinesUsed: ({ context }) => context.lifelinesUsed.slice(0, -1) }),
                  ],
                },
              },
            },
          },
        },

        grading: {
          initial: 'request',
          states: {
            request: {
              invoke: {
                src: 'gradeAnswer',
                input: ({ context }) => ({
                  sessionId: context.sessionId,
                  questionId: currentQuestionId(context),
                  answer: context.pendingAnswer,
                }),
                onDone: {
                  target: '#quizSession.playing.answered',
                  actions: [
                    assign({
                      answers: ({ context, event }) => [
                        ...context.answers,
                        {
                          questionId: currentQuestionId(context),
                          answer: context.pendingAnswer,
                          correct: event.output.correct,
                          correctAnswer: event.output.correctAnswer,
                          points: event.output.points,
                          ...(event.output.note ? { note: event.output.note } : {}),
                        },
                      ],
                    }),
                    // right, wrong, or the empty answer of a question whose time ran out; nothing where right and wrong are withheld
                    enqueueActions(({ context, event, enqueue }) => {
                      const { correct } = event.output;
                      const cue = correct
                        ? 'correct'
                        : context.pendingAnswer === null
                          ? 'timeUp'
                          : correct === false
                            ? 'wrong'
                            : null;
                      if (cue) enqueue({ type: 'cue', params: { cue } });
                    }),
                  ],
                },
                onError: { target: 'error', actions: recordError },
              },
            },
            error: retryOnError,
          },
        },

        // the graded answer on screen for a moment; with answers hidden (exams) there is nothing to show
        answered: {
          always: { guard: 'answersHidden', target: 'advance' },
          after: { revealDelay: 'advance' },
          on: { next: 'advance' },
        },

        advance: {
          always: [
            {
              guard: 'hasNextQuestion',
              target: 'question',
              actions: assign({
                index: ({ context }) => context.index + 1,
                pendingAnswer: null,
                removedOptionIds: [],
                poll: null,
              }),
            },
            { target: '#quizSession.finishing' },
          ],
        },
      },
    },

    finishing: {
      initial: 'request',
      states: {
        request: {
          invoke: {
            src: 'finish',
            input: ({ context }) => ({ sessionId: context.sessionId }),
            onDone: {
              target: '#quizSession.result',
              actions: [
                assign({ result: ({ event }) => event.output }),
                // a passed round (a cleared level, an exam passed) is a win
                enqueueActions(({ event, enqueue }) => {
                  if (event.output.passed) enqueue({ type: 'cue', params: { cue: 'win' } });
                }),
              ],
            },
            onError: { target: 'error', actions: recordError },
          },
        },
        error: retryOnError,
      },
    },

    result: { type: 'final' },

    quit: { type: 'final' },
  },
});

export type QuizSessionMachine = typeof quizSession;
