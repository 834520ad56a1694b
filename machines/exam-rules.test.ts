import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { examRemainingSeconds, examRules } from './exam-rules.ts';

function start(durationSeconds = 600) {
  const clock = new SimulatedClock();
  const actor = createActor(examRules, { clock, input: { durationSeconds, leaveToleranceMs: 5000 } }).start();
  const snapshot = () => actor.getSnapshot();
  // SimulatedClock jumps straight to the new time and a timer set while it fires counts from
  // there: step a millisecond at a time so the 1 s tick loop runs on time, as on a real clock.
  const advance = (ms: number) => {
    for (let step = 0; step < ms; step += 1) clock.increment(1);
  };
  return { advance, actor, snapshot, context: () => snapshot().context };
}

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
    exam.actor.send({ type: 'QUESTION', questionId: 'q1' });
    exam.actor.send({ type: 'VISIBILITY_HIDDEN' });
    exam.advance(4_999);
    exam.actor.send({ type: 'VISIBILITY_VISIBLE' });
    exam.advance(60_000);

    expect(exam.snapshot().matches({ running: { presence: 'present' } })).toBe(true);
    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: ['q1'] });
  });

  it('counts hidden and blur of one leave once, and focus as coming back', () => {
    const exam = start();
    exam.actor.send({ type: 'QUESTION', questionId: 'q1' });
    exam.actor.send({ type: 'VISIBILITY_HIDDEN' });
    exam.actor.send({ type: 'BLUR' });
    exam.actor.send({ type: 'FOCUS' });
    exam.actor.send({ type: 'VISIBILITY_VISIBLE' });

    expect(exam.snapshot().matches({ running: { presence: 'present' } })).toBe(true);
    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: ['q1'] });
  });

  it('does not count the same leave again while the clock ticks', () => {
    const exam = start();
    exam.actor.send({ type: 'BLUR' });
    exam.advance(4_000);

    expect(exam.snapshot().matches({ running: { presence: 'away' } })).toBe(true);
    expect(exam.context().violations).toBe(1);
  });

  it('gives every leave its own 5 s: short leaves do not add up', () => {
    const exam = start();
    for (let leave = 0; leave < 3; leave += 1) {
      exam.actor.send({ type: 'BLUR' });
      exam.advance(4_000);
      exam.actor.send({ type: 'FOCUS' });
    }

    expect(exam.snapshot().matches('running')).toBe(true);
    expect(exam.context().violations).toBe(3);
  });

  it("completes with reason 'left' when away for 5 s", () => {
    const exam = start();
    exam.advance(10_500);
    exam.actor.send({ type: 'QUESTION', questionId: 'q4' });
    exam.actor.send({ type: 'VISIBILITY_HIDDEN' });
    exam.advance(4_999);
    expect(exam.snapshot().matches({ running: { presence: 'away' } })).toBe(true);
    exam.advance(1);

    expect(exam.snapshot().value).toBe('completed');
    expect(exam.snapshot().status).toBe('done');
    expect(exam.snapshot().output).toEqual({ reason: 'left', violations: 1, capturedQuestionIds: ['q4'], elapsedSeconds: 15 });
  });

  it("completes with reason 'time' when the exam time is up", () => {
    const exam = start(90);
    exam.advance(89_999);
    expect(exam.snapshot().matches('running')).toBe(true);

    exam.advance(1);
    expect(exam.snapshot().output).toEqual({ reason: 'time', violations: 0, capturedQuestionIds: [], elapsedSeconds: 90 });
    expect(examRemainingSeconds(exam.context())).toBe(0);
  });

  it("completes with reason 'submitted' on SUBMIT", () => {
    const exam = start();
    exam.advance(42_500);
    exam.actor.send({ type: 'SUBMIT' });

    expect(exam.snapshot().output).toEqual({ reason: 'submitted', violations: 0, capturedQuestionIds: [], elapsedSeconds: 42 });
  });

  it('captures each question once, in order of the first leave on it', () => {
    const exam = start();
    const leaveOn = (questionId: string) => {
      exam.actor.send({ type: 'QUESTION', questionId });
      exam.actor.send({ type: 'VISIBILITY_HIDDEN' });
      exam.actor.send({ type: 'VISIBILITY_VISIBLE' });
    };
    leaveOn('q2');
    leaveOn('q5');
    leaveOn('q2');
    exam.actor.send({ type: 'SUBMIT' });

    expect(exam.snapshot().output).toMatchObject({ violations: 3, capturedQuestionIds: ['q2', 'q5'] });
  });

  it('counts a leave before any question is shown without capturing a question', () => {
    const exam = start();
    exam.actor.send({ type: 'BLUR' });
    exam.actor.send({ type: 'FOCUS' });

    expect(exam.context()).toMatchObject({ violations: 1, capturedQuestionIds: [] });
  });
});
