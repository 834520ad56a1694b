import { assign, setup } from 'xstate';

// The exam's anti-cheat rules: every time the player leaves the page is a rule violation,
// captured with the question on screen; away longer than the tolerance, or out of time, ends it.

export type ExamCompletionReason = 'left' | 'time' | 'submitted';

export interface ExamRulesInput {
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
  | { type: 'VISIBILITY_HIDDEN' }
  | { type: 'BLUR' }
  | { type: 'VISIBILITY_VISIBLE' }
  | { type: 'FOCUS' }
  | { type: 'QUESTION'; questionId: string }
  | { type: 'SUBMIT' };

export const examRemainingSeconds = (context: ExamRulesContext) =>
  Math.max(0, context.durationSeconds - context.elapsedSeconds);

export const examRules = setup({
  types: {
    input: {} as ExamRulesInput,
    context: {} as ExamRulesContext,
    events: {} as ExamRulesEvent,
    output: {} as ExamRulesOutput,
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
  },
}).createMachine({
  id: 'examRules',
  context: ({ input }) => ({
    durationSeconds: input.durationSeconds,
    leaveToleranceMs: input.leaveToleranceMs ?? 5000,
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
        QUESTION: { actions: assign({ questionId: ({ event }) => event.questionId }) },
        SUBMIT: { target: 'completed', actions: { type: 'complete', params: { reason: 'submitted' } } },
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
            present: {
              on: { VISIBILITY_HIDDEN: 'away', BLUR: 'away' },
            },
            // Hidden and blur usually fire together for one leave: the second is ignored here.
            away: {
              entry: 'recordViolation',
              after: {
                leaveTolerance: {
                  target: '#examRules.completed',
                  actions: { type: 'complete', params: { reason: 'left' } },
                },
              },
              on: { VISIBILITY_VISIBLE: 'present', FOCUS: 'present' },
            },
          },
        },
      },
    },
    completed: { type: 'final' },
  },
});

export type ExamRulesMachine = typeof examRules;
