import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './commands.ts';
import { defaultSystemConfig } from '../contract/settings.ts';

// The exam's anti-cheat rules on the page: every time the player leaves the page is a rule
// violation, captured with the question on screen; away longer than the tolerance, or out of time,
// ends it. What counts is the server's record: the page sends it a heartbeat at once and every few
// seconds saying whether it is there (server/quiz/exam-presence.ts judges the leaves by its own
// clock), and the server's word that the exam has ended ends it here too.

export type ExamCompletionReason = 'left' | 'time' | 'submitted';

/** How often the exam page sends its heartbeat; the server counts a page silent for longer (and a slack) as away. */
export const examHeartbeatMs = 3000;

export interface ExamRulesInput {
  /** the exam's play session, which the heartbeats name */
  sessionId: string;
  durationSeconds: number;
  /** 5 seconds by default (exam_leave_tolerance_ms, docs/economy.md). */
  leaveToleranceMs?: number;
}

export interface ExamRulesOutput {
  reason: ExamCompletionReason;
  violations: number;
  capturedQuestionIds: string[];
  elapsedSeconds: number;
}

export interface ExamRulesContext {
  sessionId: string;
  durationSeconds: number;
  leaveToleranceMs: number;
  /** Ticked every second by an `after` loop, so the actor's clock drives it. */
  elapsedSeconds: number;
  /** The question on screen. */
  questionId: string | null;
  violations: number;
  capturedQuestionIds: string[];
  /** Set by every transition into `completed`. */
  reason: ExamCompletionReason | null;
}

export type ExamRulesEvent =
  | { type: 'visibilityHidden' }
  | { type: 'blur' }
  | { type: 'visibilityVisible' }
  | { type: 'focus' }
  | { type: 'question'; questionId: string }
  | { type: 'submit' };

export const examRemainingSeconds = (context: ExamRulesContext) =>
  Math.max(0, context.durationSeconds - context.elapsedSeconds);

/** One heartbeat: whether the page is there; the server answers why the exam has ended, or null. */
export type ExamHeartbeatInput = { sessionId: string; visible: boolean };

const rulesSetup = setup({
  types: {
    input: {} as ExamRulesInput,
    context: {} as ExamRulesContext,
    events: {} as ExamRulesEvent,
    output: {} as ExamRulesOutput,
  },
  actors: {
    heartbeat: fromPromise<ExamCompletionReason | null, ExamHeartbeatInput>(notProvided('heartbeat')),
  },
  guards: {
    serverEnded: (_, { reason }: { reason: ExamCompletionReason | null }) => reason !== null,
  },
  actions: {
    complete: assign((_, params: { reason: ExamCompletionReason }) => ({ reason: params.reason })),
    recordViolation: assign(({ context }) => ({
      violations: context.violations + 1,
      capturedQuestionIds:
        context.questionId === null || context.capturedQuestionIds.includes(context.questionId)
          ? context.capturedQuestionIds
          : [...context.capturedQuestionIds, context.questionId],
    })),
  },
  delays: {
    examTime: ({ context }) => context.durationSeconds * 1000,
    leaveTolerance: ({ context }) => context.leaveToleranceMs,
    tick: 1000,
    heartbeat: examHeartbeatMs,
  },
});

/** A presence's heartbeats: one at once, then one every interval (an unanswered one gives way to the next). */
const beating = (visible: boolean) =>
  rulesSetup.createStateConfig({
    invoke: {
      src: 'heartbeat',
      input: ({ context }) => ({ sessionId: context.sessionId, visible }),
      onDone: {
        guard: { type: 'serverEnded', params: ({ event }) => ({ reason: event.output }) },
        target: '#examRules.completed',
        actions: { type: 'complete', params: ({ event }) => ({ reason: event.output! }) },
      },
      // a heartbeat lost on the way: the server counts the silence, the next one goes on
      onError: {},
    },
    after: { heartbeat: { target: 'beating', reenter: true } },
  });

export const examRules = rulesSetup.createMachine({
  id: 'examRules',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    durationSeconds: input.durationSeconds,
    leaveToleranceMs: input.leaveToleranceMs ?? defaultSystemConfig.exam_leave_tolerance_ms,
    elapsedSeconds: 0,
    questionId: null,
    violations: 0,
    capturedQuestionIds: [],
    reason: null,
  }),
  initial: 'running',
  output: ({ context }) => ({
    reason: context.reason as ExamCompletionReason,
    violations: context.violations,
    capturedQuestionIds: context.capturedQuestionIds,
    elapsedSeconds: context.elapsedSeconds,
  }),
  states: {
    running: {
      type: 'parallel',
      after: {
        examTime: {
          target: 'completed',
          actions: [
            assign(({ context }) => ({ elapsedSeconds: context.durationSeconds })),
            { type: 'complete', params: { reason: 'time' } },
          ],
        },
      },
      on: {
        question: { actions: assign({ questionId: ({ event }) => event.questionId }) },
        submit: { target: 'completed', actions: { type: 'complete', params: { reason: 'submitted' } } },
      },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                tick: {
                  target: 'ticking',
                  reenter: true,
                  actions: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
                },
              },
            },
          },
        },
        presence: {
          initial: 'present',
          states: {
            // each presence tells the server at once, then every interval
            present: {
              on: { visibilityHidden: 'away', blur: 'away' },
              initial: 'beating',
              states: { beating: beating(true) },
            },
            // Hidden and blur usually fire together for one leave: the second is ignored here.
            away: {
              initial: 'beating',
              states: { beating: beating(false) },
              entry: 'recordViolation',
              after: {
                leaveTolerance: {
                  target: '#examRules.completed',
                  actions: { type: 'complete', params: { reason: 'left' } },
                },
              },
              on: { visibilityVisible: 'present', focus: 'present' },
            },
          },
        },
      },
    },
    completed: { type: 'final' },
  },
});

export type ExamRulesMachine = typeof examRules;
