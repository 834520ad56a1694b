import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { examRules, type ExamCompletionReason, type ExamHeartbeatInput, type ExamRulesOutput } from './exam-rules.ts';
import { examRecord, examSession, examSessionId, type OpenedExam } from './exam-session.ts';
import { quizSession } from './quiz-session.ts';
import type {
  GradeAnswerInput,
  GradeAnswerOutput,
  LoadQuestionsOutput,
  QuizQuestion,
  QuizResult,
} from './quiz-types.ts';
import { refused } from './refusal-kit.ts';

const QUESTIONS: QuizQuestion[] = ['q1', 'q2'].map((id) => ({
  id,
  kind: 'choice',
  question: `Question ${id}`,
  options: ['a', 'b'].map((option) => ({ id: option, text: option.toUpperCase() })),
}));
const SECONDS = 600;
const TOLERANCE = 5000;
const RESULT: QuizResult = {
  total: 2,
  correct: 1,
  incorrect: 1,
  percentage: 50,
  coinsEarned: 0,
  scoreEarned: 0,
  passed: true,
};
const opened = (answeredCount = 0): OpenedExam => ({
  sessionId: 's-1',
  title: 'Science',
  secondsLeft: SECONDS,
  answeredCount,
  served: { sessionId: 's-1', questions: QUESTIONS } satisfies LoadQuestionsOutput,
});

// a macrotask lets the promise actors settle; setImmediate, unlike setTimeout, waits no 1 ms minimum
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The exam session with fakes for the server: opening and handing in wait until the test answers. */
function exam() {
  const clock = new SimulatedClock();
  const notices: string[] = [];
  let open: { resolve: (o: OpenedExam) => void; reject: (e: Error) => void } | undefined;
  let handIn: { rules: ExamRulesOutput; resolve: (r: QuizResult) => void } | undefined;
  const handedIn: ExamRulesOutput[] = [];
  const logic = examSession.provide({
    actors: {
      openExam: fromPromise(() => new Promise<OpenedExam>((resolve, reject) => (open = { resolve, reject }))),
      // the server hears the page and has not ended the exam
      rules: examRules.provide({
        actors: { heartbeat: fromPromise<ExamCompletionReason | null, ExamHeartbeatInput>(async () => null) },
      }),
      quiz: quizSession.provide({
        actors: {
          loadQuestions: fromPromise(async ({ input }) => input.params.served as LoadQuestionsOutput),
          gradeAnswer: fromPromise<GradeAnswerOutput, GradeAnswerInput>(async () => ({
            correct: true,
            correctAnswer: null,
          })),
          // as the app's: the rules' record goes with the hand-in
          finish: fromPromise(async ({ system }) => {
            const record = await examRecord(system);
            return new Promise<QuizResult>((resolve) => (handIn = { rules: record, resolve }));
          }),
        },
      }),
    },
    actions: {
      resumed: (_, { count }) => void notices.push(`resumed ${count}`),
      ended: (_, { reason }) => void notices.push(`ended: ${reason}`),
    },
  });
  const actor = createActor(logic, {
    clock,
    systemId: examSessionId,
    input: { examId: 'e1', key: 'SCI2026', leaveToleranceMs: TOLERANCE },
  }).start();
  const quiz = () => actor.getSnapshot().children.quiz!.getSnapshot();
  const rules = () => actor.getSnapshot().children.rules!.getSnapshot();
  return {
    actor,
    clock,
    notices,
    handedIn,
    quiz,
    rules,
    async open(result: OpenedExam | Error) {
      if (result instanceof Error) open!.reject(result);
      else open!.resolve(result);
      await settle();
    },
    async advance(ms: number) {
      for (let passed = 0; passed < ms; passed += 1000) {
        clock.increment(Math.min(1000, ms - passed));
        await settle();
      }
    },
    async answer() {
      actor.getSnapshot().children.quiz!.send({ type: 'answer', answer: 'a' });
      await settle();
      clock.increment(1500); // the reveal
      await settle();
    },
    async finish() {
      handedIn.push(handIn!.rules);
      handIn!.resolve(RESULT);
      await settle();
    },
  };
}

describe('examSession', () => {
  it('opens the exam, then plays its questions against the server-counted time, telling the rules each question on screen', async () => {
    const e = exam();
    expect(e.actor.getSnapshot().value).toBe('opening');
    await e.open(opened());
    expect(e.quiz().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(e.rules().context).toMatchObject({ durationSeconds: SECONDS, questionId: 'q1' });
    expect(e.quiz().context.secondsLeft).toBe(SECONDS);
    await e.answer();
    expect(e.rules().context.questionId).toBe('q2');
  });

  it('says a resumed exam kept its answers', async () => {
    const e = exam();
    await e.open(opened(3));
    expect(e.notices).toEqual(['resumed 3']);
  });

  it('says why it cannot open, and opens on a retry', async () => {
    const e = exam();
    await e.open(refused('invalid_exam_key'));
    expect(e.actor.getSnapshot().value).toBe('failed');
    expect(e.actor.getSnapshot().context.error).toEqual({ code: 'invalid_exam_key' });
    e.actor.send({ type: 'retry' });
    await e.open(opened());
    expect(e.quiz().matches('playing')).toBe(true);
  });

  it('hands the exam in once the tolerance of a leave is over, with the violation and the question on screen', async () => {
    const e = exam();
    await e.open(opened());
    await e.answer();
    e.actor.send({ type: 'visibilityHidden' });
    await e.advance(TOLERANCE - 1000);
    expect(e.quiz().matches('playing')).toBe(true);
    await e.advance(1000);
    expect(e.quiz().matches('finishing')).toBe(true);
    expect(e.notices).toEqual(['ended: left']);
    await e.finish();
    expect(e.handedIn).toEqual([
      expect.objectContaining({ reason: 'left', violations: 1, capturedQuestionIds: ['q2'] }),
    ]);
    expect(e.quiz().value).toBe('result');
    expect(e.actor.getSnapshot().matches({ running: 'over' })).toBe(true);
  });

  it('hands the exam in when its time is up, the clock at zero', async () => {
    const e = exam();
    await e.open(opened());
    await e.advance(SECONDS * 1000);
    expect(e.quiz().matches('finishing')).toBe(true);
    expect(e.notices).toEqual(['ended: time']);
    await e.finish();
    expect(e.handedIn[0]).toMatchObject({ reason: 'time', elapsedSeconds: SECONDS });
  });

  it('quitting hands the exam in with the answers given, and stops its clock', async () => {
    const e = exam();
    await e.open(opened());
    await e.answer();
    await e.advance(3000);
    e.actor.send({ type: 'quit' });
    await settle();
    expect(e.quiz().matches('finishing')).toBe(true);
    await e.advance(5000);
    await e.finish();
    expect(e.handedIn).toEqual([{ reason: 'submitted', violations: 0, capturedQuestionIds: [], elapsedSeconds: 4 }]);
    expect(e.notices).toEqual([]);
  });
});

// Model-based paths: an events-only model of the exam (two questions, at most one short leave);
// every path drives the real machine on the simulated clock.
const examModel = createMachine({
  types: {} as {
    context: { index: number; violations: number; reason: string | null };
    events: {
      type:
        | 'OPEN_OK'
        | 'OPEN_FAIL'
        | 'RETRY'
        | 'ANSWER'
        | 'LEAVE_SHORT'
        | 'LEAVE_LONG'
        | 'TIME_UP'
        | 'SUBMIT'
        | 'QUIT'
        | 'FINISH_OK';
    };
  },
  id: 'exam',
  context: { index: 0, violations: 0, reason: null },
  initial: 'opening',
  states: {
    opening: { on: { OPEN_OK: 'taking', OPEN_FAIL: 'failed' } },
    failed: { on: { RETRY: 'opening' } },
    taking: {
      on: {
        ANSWER: [
          { guard: ({ context }) => context.index === 0, target: 'taking', actions: assign({ index: 1 }) },
          { target: 'handingIn', actions: assign({ reason: 'submitted' }) },
        ],
        LEAVE_SHORT: {
          guard: ({ context }) => context.violations === 0,
          target: 'taking',
          actions: assign({ violations: 1 }),
        },
        LEAVE_LONG: {
          target: 'handingIn',
          actions: assign({ violations: ({ context }) => context.violations + 1, reason: 'left' }),
        },
        TIME_UP: { target: 'handingIn', actions: assign({ reason: 'time' }) },
        SUBMIT: { target: 'handingIn', actions: assign({ reason: 'submitted' }) },
        QUIT: { target: 'handingIn', actions: assign({ reason: 'submitted' }) },
      },
    },
    handingIn: { on: { FINISH_OK: 'result' } },
    result: { type: 'final' },
  },
});

describe('examSession: model-based paths', () => {
  const model = createTestModel(examModel);
  const paths = [...model.getShortestPaths(), ...model.getSimplePaths({ toState: (state) => state.matches('result') })];

  it('covers every state of the exam model', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(examModel.root.states).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const e = exam();
    await path.test({
      states: {
        opening: () => expect(e.actor.getSnapshot().value).toBe('opening'),
        failed: () => expect(e.actor.getSnapshot().value).toBe('failed'),
        taking: (state) => {
          expect(e.quiz().matches({ playing: { question: 'idle' } })).toBe(true);
          expect(e.quiz().context.index).toBe(state.context.index);
          expect(e.rules().context).toMatchObject({
            questionId: QUESTIONS[state.context.index]!.id,
            violations: state.context.violations,
          });
        },
        handingIn: (state) => {
          expect(e.quiz().matches('finishing')).toBe(true);
          expect(e.rules().status).toBe('done');
          expect(e.rules().context).toMatchObject({
            reason: state.context.reason,
            violations: state.context.violations,
          });
        },
        result: (state) => {
          expect(e.quiz().value).toBe('result');
          expect(e.handedIn).toEqual([
            expect.objectContaining({ reason: state.context.reason, violations: state.context.violations }),
          ]);
        },
      },
      events: {
        OPEN_OK: () => e.open(opened()),
        OPEN_FAIL: () => e.open(refused('failed_to_fetch')),
        RETRY: async () => {
          e.actor.send({ type: 'retry' });
          await settle();
        },
        ANSWER: () => e.answer(),
        LEAVE_SHORT: async () => {
          e.actor.send({ type: 'visibilityHidden' });
          await e.advance(1000);
          e.actor.send({ type: 'visibilityVisible' });
          await settle();
        },
        LEAVE_LONG: async () => {
          e.actor.send({ type: 'blur' });
          await e.advance(TOLERANCE);
        },
        TIME_UP: () => e.advance(SECONDS * 1000),
        SUBMIT: async () => {
          e.actor.send({ type: 'submit' });
          await settle();
        },
        QUIT: async () => {
          e.actor.send({ type: 'quit' });
          await settle();
        },
        FINISH_OK: () => e.finish(),
      },
    });
  });
});
