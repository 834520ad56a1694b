import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { examHeartbeatMs, examRemainingSeconds, examRules, type ExamCompletionReason } from './exam-rules.ts';

/** The rules with a heartbeat that records what the page says and answers with the server's `reply` for that beat. */
function start(durationSeconds = 600, reply: (beat: number) => ExamCompletionReason | null = () => null) {
  const clock = new SimulatedClock();
  const beats: { sessionId: string; visible: boolean }[] = [];
  const heartbeat = fromPromise<ExamCompletionReason | null, { sessionId: string; visible: boolean }>(
    async ({ input }) => reply(beats.push(input)),
  );
  const logic = examRules.provide({ actors: { heartbeat } });
  const actor = createActor(logic, {
    clock,
    input: { sessionId: 's1', durationSeconds, leaveToleranceMs: 5000 },
  }).start();
  const snapshot = () => actor.getSnapshot();
  // SimulatedClock jumps straight to the new time and a timer set while it fires counts from
  // there: step a millisecond at a time so the 1 s tick loop runs on time, as on a real clock.
  const advance = (ms: number) => {
    for (let step = 0; step < ms; step += 1) clock.increment(1);
  };
  return { advance, actor, beats, snapshot, context: () => snapshot().context };
}

/** Lets the heartbeats' promises settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('exam rules', () => {
  it('counts elapsed seconds on the actor clock; remaining time follows from it', () => {
    const exam = start(600);
    exam.advance(59_999);
    expect(exam.context().elapsedSeconds).toBe(59);

    exam.advance(1);
    expect(exam.context().elapsedSeconds).toBe(60);
    expect(examRemainingSeconds(exam.context())).toBe(540);
    expect(exam.snapshot().matches('running')).toBe(true);
  });

  it('records a leave shorter than 5 s as a violation with the question on screen, and goes on', () => {
    const exam = start();
    exam.actor.send({ type: 'question', questionId: 'q1' });
    exam.actor.send({ type: 'visibilityHidden' });
    exam.advance(4_999);
    exam.actor.send({ type: 'visibilityVisible' });
    exam.advance(60_000);

    expect(exam.snapshot().matches({ running: { presence: 'present' } })).toBe(true);
    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: ['q1'] });
  });

  it('counts hidden and blur of one leave once, and focus as coming back', () => {
    const exam = start();
    exam.actor.send({ type: 'question', questionId: 'q1' });
    exam.actor.send({ type: 'visibilityHidden' });
    exam.actor.send({ type: 'blur' });
    exam.actor.send({ type: 'focus' });
    exam.actor.send({ type: 'visibilityVisible' });

    expect(exam.snapshot().matches({ running: { presence: 'present' } })).toBe(true);
    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: ['q1'] });
  });

  it('does not count the same leave again while the clock ticks', () => {
    const exam = start();
    exam.actor.send({ type: 'blur' });
    exam.advance(4_000);

    expect(exam.snapshot().matches({ running: { presence: 'away' } })).toBe(true);
    expect(exam.context().violations).toBe(1);
  });

  it('gives every leave its own 5 s: short leaves do not add up', () => {
    const exam = start();
    for (let leave = 0; leave < 3; leave += 1) {
      exam.actor.send({ type: 'blur' });
      exam.advance(4_000);
      exam.actor.send({ type: 'focus' });
    }

    expect(exam.snapshot().matches('running')).toBe(true);
    expect(exam.context().violations).toBe(3);
  });

  it("completes with reason 'left' when away for 5 s", () => {
    const exam = start();
    exam.advance(10_500);
    exam.actor.send({ type: 'question', questionId: 'q4' });
    exam.actor.send({ type: 'visibilityHidden' });
    exam.advance(4_999);
    expect(exam.snapshot().matches({ running: { presence: 'away' } })).toBe(true);
    exam.advance(1);

    expect(exam.snapshot().value).toBe('completed');
    expect(exam.snapshot().status).toBe('done');
    expect(exam.snapshot().output).toEqual({
      reason: 'left',
      violations: 1,
      capturedQuestionIds: ['q4'],
      elapsedSeconds: 15,
    });
  });

  it("completes with reason 'time' when the exam time is up", () => {
    const exam = start(90);
    exam.advance(89_999);
    expect(exam.snapshot().matches('running')).toBe(true);

    exam.advance(1);
    expect(exam.snapshot().output).toEqual({
      reason: 'time',
      violations: 0,
      capturedQuestionIds: [],
      elapsedSeconds: 90,
    });
    expect(examRemainingSeconds(exam.context())).toBe(0);
  });

  it("completes with reason 'submitted' on SUBMIT", () => {
    const exam = start();
    exam.advance(42_500);
    exam.actor.send({ type: 'submit' });

    expect(exam.snapshot().output).toEqual({
      reason: 'submitted',
      violations: 0,
      capturedQuestionIds: [],
      elapsedSeconds: 42,
    });
  });

  it('captures each question once, in order of the first leave on it', () => {
    const exam = start();
    const leaveOn = (questionId: string) => {
      exam.actor.send({ type: 'question', questionId });
      exam.actor.send({ type: 'visibilityHidden' });
      exam.actor.send({ type: 'visibilityVisible' });
    };
    leaveOn('q2');
    leaveOn('q5');
    leaveOn('q2');
    exam.actor.send({ type: 'submit' });

    expect(exam.snapshot().output).toMatchObject({ violations: 3, capturedQuestionIds: ['q2', 'q5'] });
  });

  it('counts a leave before any question is shown without capturing a question', () => {
    const exam = start();
    exam.actor.send({ type: 'blur' });
    exam.actor.send({ type: 'focus' });

    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: [] });
  });

  it('tells the server the page is there at once and every few seconds, and at once when it leaves and comes back', async () => {
    const exam = start();
    await settle();
    expect(exam.beats).toEqual([{ sessionId: 's1', visible: true }]);
    exam.advance(examHeartbeatMs);
    await settle();
    expect(exam.beats.map((b) => b.visible)).toEqual([true, true]);
    exam.actor.send({ type: 'visibilityHidden' });
    exam.actor.send({ type: 'blur' });
    await settle();
    exam.advance(1_000);
    exam.actor.send({ type: 'visibilityVisible' });
    await settle();
    expect(exam.beats.map((b) => b.visible)).toEqual([true, true, false, true]);
  });

  it("ends with the server's word: a heartbeat answered 'left' completes the rules as left", async () => {
    const exam = start(600, (beat) => (beat === 2 ? 'left' : null));
    await settle();
    exam.advance(examHeartbeatMs);
    await settle();

    expect(exam.snapshot().status).toBe('done');
    expect(exam.snapshot().output).toMatchObject({ reason: 'left' });
  });
});
