import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { quizSession } from './quiz-session.ts';
import type {
  FinishInput,
  GradeAnswerInput,
  GradeAnswerOutput,
  HintInput,
  HintOutput,
  Lifeline,
  LoadQuestionsInput,
  LoadQuestionsOutput,
  QuizQuestion,
  QuizResult,
  QuizSessionInput,
  UseLifelineInput,
  UseLifelineOutput,
} from './quiz-types.ts';
import type { MessageCode } from '../contract/messages.ts';
import { refused } from './refusal-kit.ts';

const QUESTIONS: QuizQuestion[] = ['q1', 'q2', 'q3'].map((id) => ({
  id,
  kind: 'choice',
  question: `Question ${id}`,
  options: ['a', 'b', 'c', 'd'].map((option) => ({ id: option, text: option.toUpperCase() })),
}));
const KEY: Record<string, string> = { q1: 'a', q2: 'b', q3: 'c' };
const RESULT: QuizResult = {
  total: 3,
  correct: 2,
  incorrect: 1,
  percentage: 67,
  coinsEarned: 3,
  scoreEarned: 4,
  passed: true,
};

/** Moves the clock a second at a time, as real time passes (SimulatedClock fires one delay per increment). */
function seconds(clock: SimulatedClock, count: number) {
  for (let i = 0; i < count; i += 1) clock.increment(1000);
}

/** Lets promise callbacks (the fake server answering) reach the actor. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A fake API call that stays pending until the test answers it. */
function pendingCalls<I, O>() {
  const calls: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  return {
    logic,
    calls,
    inputs: () => calls.map((call) => call.input),
    async resolve(output: O | ((input: I) => O)) {
      const call = last();
      call.resolve(typeof output === 'function' ? (output as (input: I) => O)(call.input) : output);
      await settle();
    },
    async reject(error: unknown) {
      last().reject(error);
      await settle();
    },
  };
}

/** The fake server's grading: right when the answer matches the key. */
const graded = ({ questionId, answer }: GradeAnswerInput): GradeAnswerOutput => ({
  correct: answer === KEY[questionId],
  correctAnswer: KEY[questionId],
  points: answer === KEY[questionId] ? 4 : -4,
});

function start(input: Partial<QuizSessionInput> = {}) {
  const clock = new SimulatedClock();
  const load = pendingCalls<LoadQuestionsInput, LoadQuestionsOutput>();
  const grade = pendingCalls<GradeAnswerInput, GradeAnswerOutput>();
  const lifeline = pendingCalls<UseLifelineInput, UseLifelineOutput>();
  const hint = pendingCalls<HintInput, HintOutput>();
  const finish = pendingCalls<FinishInput, QuizResult>();
  const notices: MessageCode[] = [];
  const cues: string[] = [];
  const machine = quizSession.provide({
    actors: {
      loadQuestions: load.logic,
      gradeAnswer: grade.logic,
      useLifeline: lifeline.logic,
      getHint: hint.logic,
      finish: finish.logic,
    },
    actions: { notify: (_, { message }) => void notices.push(message.code), cue: (_, { cue }) => void cues.push(cue) },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      mode: 'quiz_zone',
      params: { category: 'science', level: 1 },
      lifelinesAllowed: true,
      timing: 'per-question',
      ...input,
    },
  }).start();
  const snapshot = () => actor.getSnapshot();
  return {
    clock,
    actor,
    load,
    grade,
    lifeline,
    hint,
    finish,
    notices,
    cues,
    snapshot,
    context: () => snapshot().context,
    async answer(answer: string) {
      actor.send({ type: 'answer', answer });
      await grade.resolve(graded);
    },
    async useLifeline(name: Lifeline, output: UseLifelineOutput = {}) {
      const before = lifeline.calls.length;
      actor.send({ type: 'lifeline', lifeline: name });
      if (lifeline.calls.length > before) await lifeline.resolve(output);
    },
  };
}

async function playing(input: Partial<QuizSessionInput> = {}) {
  const quiz = start(input);
  await quiz.load.resolve({ sessionId: 's-1', questions: QUESTIONS });
  return quiz;
}

describe('quiz session: the start screen', () => {
  it('waits in ready without loading, however long, and no clock runs; START opens the set and question 1 gets its full time', async () => {
    const quiz = start({ startScreen: true, questionSeconds: 20 });
    expect(quiz.snapshot().value).toBe('ready');
    seconds(quiz.clock, 120);
    expect(quiz.snapshot().value).toBe('ready');
    expect(quiz.load.calls).toHaveLength(0); // the server has not opened the set
    expect(quiz.context().secondsLeft).toBe(20);

    quiz.actor.send({ type: 'start' });
    expect(quiz.snapshot().matches({ loading: 'request' })).toBe(true);
    seconds(quiz.clock, 3); // the load takes a while: still no question clock
    await quiz.load.resolve({ sessionId: 's-1', questions: QUESTIONS });
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().secondsLeft).toBe(20);
    seconds(quiz.clock, 19);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
  });

  it('QUIT from the start screen ends without loading; without a start screen the set loads at once', () => {
    const quiz = start({ startScreen: true });
    quiz.actor.send({ type: 'quit' });
    expect(quiz.snapshot().value).toBe('quit');
    expect(quiz.load.calls).toHaveLength(0);
    expect(start().load.calls).toHaveLength(1);
  });
});

describe('quiz session: loading', () => {
  it('asks the loader with the mode and its params, then shows the first question', async () => {
    const quiz = start({ mode: 'contest', params: { contestId: 'c-9' } });
    expect(quiz.snapshot().matches({ loading: 'request' })).toBe(true);
    expect(quiz.load.inputs()).toEqual([{ mode: 'contest', params: { contestId: 'c-9' } }]);

    await quiz.load.resolve({ sessionId: 's-1', questions: QUESTIONS });

    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context()).toMatchObject({ sessionId: 's-1', questions: QUESTIONS, index: 0, answers: [] });
  });

  it('with no questions ends in empty, without a result', async () => {
    const quiz = start();
    await quiz.load.resolve({ sessionId: 's-1', questions: [] });

    expect(quiz.snapshot().value).toBe('empty');
    expect(quiz.snapshot().status).toBe('done');
    expect(quiz.snapshot().output).toBeNull();
  });

  it('waits in loading.error after a failure and loads again on RETRY', async () => {
    const quiz = start();
    await quiz.load.reject(refused('already_played'));

    expect(quiz.snapshot().matches({ loading: 'error' })).toBe(true);
    expect(quiz.snapshot().hasTag('error')).toBe(true);
    expect(quiz.context().error).toEqual({ code: 'already_played' });

    quiz.actor.send({ type: 'retry' });
    expect(quiz.load.calls).toHaveLength(2);
    expect(quiz.context().error).toBeNull();
    await quiz.load.resolve({ sessionId: 's-2', questions: QUESTIONS });

    expect(quiz.snapshot().matches('playing')).toBe(true);
    expect(quiz.context().sessionId).toBe('s-2');
  });

  it('shows failed_to_fetch when the failure carries no code', async () => {
    const quiz = start();
    await quiz.load.reject(null);

    expect(quiz.context().error).toEqual({ code: 'failed_to_fetch' });
  });
});

describe('quiz session: answering', () => {
  it('sends the answer to the server and keeps a right answer for the review', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'answer', answer: 'a' });

    expect(quiz.snapshot().matches({ playing: { grading: 'request' } })).toBe(true);
    expect(quiz.grade.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1', answer: 'a' }]);

    await quiz.grade.resolve(graded);

    expect(quiz.snapshot().matches({ playing: 'answered' })).toBe(true);
    expect(quiz.context().answers).toEqual([
      { questionId: 'q1', answer: 'a', correct: true, correctAnswer: 'a', points: 4 },
    ]);
  });

  it('keeps a wrong answer with the right one the server revealed', async () => {
    const quiz = await playing();
    await quiz.answer('d');

    expect(quiz.context().answers).toEqual([
      { questionId: 'q1', answer: 'd', correct: false, correctAnswer: 'a', points: -4 },
    ]);
  });

  it('ignores a second ANSWER while grading and while the answer is shown', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'answer', answer: 'a' });
    quiz.actor.send({ type: 'answer', answer: 'b' });
    await quiz.grade.resolve(graded);
    quiz.actor.send({ type: 'answer', answer: 'c' });
    await settle();

    expect(quiz.grade.calls).toHaveLength(1);
    expect(quiz.context().answers).toHaveLength(1);
    expect(quiz.context().answers[0].answer).toBe('a');
  });

  it('shows the answer for the reveal delay, then the next question', async () => {
    const quiz = await playing();
    await quiz.answer('a');

    quiz.clock.increment(1499);
    expect(quiz.snapshot().matches({ playing: 'answered' })).toBe(true);
    quiz.clock.increment(1);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().index).toBe(1);
  });

  it('goes on at once on NEXT', async () => {
    const quiz = await playing();
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });

    expect(quiz.snapshot().matches({ playing: 'question' })).toBe(true);
    expect(quiz.context().index).toBe(1);
  });

  it('with answers hidden (an exam), goes on to the next question by itself as soon as the answer is saved', async () => {
    const quiz = await playing({ hideAnswers: true, timing: 'total', lifelinesAllowed: false });
    quiz.actor.send({ type: 'answer', answer: 'a' });
    await quiz.grade.resolve({ correct: null, correctAnswer: null });

    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().index).toBe(1);
  });

  it('keeps the explanation a grading brings with that answer, for the review', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'answer', answer: 'b' });
    await quiz.grade.resolve((input) => ({ ...graded(input), note: 'A is right because...' }));
    await quiz.answer('b'); // no explanation for q2: none kept

    expect(quiz.context().answers.map((answer) => answer.note)).toEqual(['A is right because...']);
  });

  it('grades a question whose time ran out as unanswered (answer null) and moves on', async () => {
    const quiz = await playing();
    quiz.clock.increment(29_999);
    expect(quiz.grade.calls).toHaveLength(0);

    quiz.clock.increment(1);
    expect(quiz.grade.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1', answer: null }]);
    await quiz.grade.resolve(graded);

    expect(quiz.context().answers).toEqual([
      { questionId: 'q1', answer: null, correct: false, correctAnswer: 'a', points: -4 },
    ]);
    quiz.clock.increment(1500);
    expect(quiz.context().index).toBe(1);
  });

  it('gives every question its own full time, of the length asked for', async () => {
    const quiz = await playing({ questionSeconds: 10 });
    quiz.clock.increment(9_000);
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });

    quiz.clock.increment(9_999);
    expect(quiz.grade.calls).toHaveLength(1);
    quiz.clock.increment(1);
    expect(quiz.grade.inputs()[1]).toEqual({ sessionId: 's-1', questionId: 'q2', answer: null });
  });

  it('finishes after the last question and ends with the server result', async () => {
    const quiz = await playing();
    for (const answer of ['a', 'b', 'd']) {
      await quiz.answer(answer);
      quiz.actor.send({ type: 'next' });
    }

    expect(quiz.snapshot().matches({ finishing: 'request' })).toBe(true);
    expect(quiz.finish.inputs()).toEqual([{ sessionId: 's-1' }]);
    await quiz.finish.resolve(RESULT);

    expect(quiz.snapshot().value).toBe('result');
    expect(quiz.snapshot().status).toBe('done');
    expect(quiz.snapshot().output).toEqual(RESULT);
    expect(quiz.context().answers.map((a) => a.correct)).toEqual([true, true, false]);
  });

  it('waits in grading.error after a failed grading and grades the same answer again on RETRY', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'answer', answer: 'a' });
    await quiz.grade.reject(refused('failed_to_fetch'));

    expect(quiz.snapshot().matches({ playing: { grading: 'error' } })).toBe(true);
    expect(quiz.snapshot().hasTag('error')).toBe(true);
    expect(quiz.context().error).toEqual({ code: 'failed_to_fetch' });

    quiz.actor.send({ type: 'retry' });
    expect(quiz.grade.inputs()).toEqual([
      { sessionId: 's-1', questionId: 'q1', answer: 'a' },
      { sessionId: 's-1', questionId: 'q1', answer: 'a' },
    ]);
    await quiz.grade.resolve(graded);
    expect(quiz.snapshot().matches({ playing: 'answered' })).toBe(true);
    expect(quiz.context().error).toBeNull();
  });

  it('waits in finishing.error after a failed finish and finishes again on RETRY', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'finish' });
    await quiz.finish.reject(refused('failed_to_fetch'));

    expect(quiz.snapshot().matches({ finishing: 'error' })).toBe(true);
    quiz.actor.send({ type: 'retry' });
    await quiz.finish.resolve(RESULT);

    expect(quiz.finish.calls).toHaveLength(2);
    expect(quiz.snapshot().output).toEqual(RESULT);
  });

  it('finishes early on FINISH (exam submitted or left)', async () => {
    const quiz = await playing();
    await quiz.answer('a');
    quiz.actor.send({ type: 'finish' });

    expect(quiz.snapshot().matches('finishing')).toBe(true);
    expect(quiz.finish.inputs()).toEqual([{ sessionId: 's-1' }]);
  });

  it('stops on QUIT without finishing', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'quit' });

    expect(quiz.snapshot().value).toBe('quit');
    expect(quiz.snapshot().output).toBeNull();
    expect(quiz.finish.calls).toHaveLength(0);
  });
});

describe('quiz session: guess the word hints', () => {
  it('asks the server for a hint on the question on screen, keeps each one, and plays on', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'hint' });
    expect(quiz.snapshot().matches({ playing: { question: 'hint' } })).toBe(true);
    expect(quiz.hint.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1' }]);
    await quiz.hint.resolve({ hint: 'A fruit' });
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    quiz.actor.send({ type: 'hint' });
    await quiz.hint.resolve({ letter: { position: 0, letter: 'A' } });
    expect(quiz.context().hints).toEqual([
      { questionId: 'q1', hint: 'A fruit' },
      { questionId: 'q1', letter: { position: 0, letter: 'A' } },
    ]);
  });

  it("says the server's refusal and keeps the question open", async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'hint' });
    await quiz.hint.reject(refused('not_enough_coins'));
    expect(quiz.notices).toEqual(['not_enough_coins']);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().hints).toEqual([]);
    await quiz.answer('a');
    expect(quiz.context().answers).toHaveLength(1);
  });
});

describe('quiz session: lifelines', () => {
  it.each<Lifeline>(['fifty_fifty', 'audience_poll', 'reset_timer', 'skip'])(
    "refuses %s with 'lifeline_not_allowed' when the mode has no lifelines",
    async (name) => {
      const quiz = await playing({ lifelinesAllowed: false });
      await quiz.useLifeline(name);

      expect(quiz.notices).toEqual(['lifeline_not_allowed']);
      expect(quiz.lifeline.calls).toHaveLength(0);
      expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    },
  );

  it('asks the server for 50/50 and shows the options it removed', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'lifeline', lifeline: 'fifty_fifty' });

    expect(quiz.snapshot().matches({ playing: { question: 'lifeline' } })).toBe(true);
    expect(quiz.lifeline.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1', lifeline: 'fifty_fifty' }]);
    await quiz.lifeline.resolve({ removeOptionIds: ['b', 'd'] });

    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().removedOptionIds).toEqual(['b', 'd']);
    expect(quiz.context().lifelinesUsed).toEqual([{ lifeline: 'fifty_fifty', questionId: 'q1' }]);
  });

  it("refuses a lifeline used before with 'lifeline_used', on any later question", async () => {
    const quiz = await playing();
    await quiz.useLifeline('fifty_fifty', { removeOptionIds: ['b', 'd'] });
    await quiz.useLifeline('fifty_fifty');
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });
    await quiz.useLifeline('fifty_fifty');

    expect(quiz.notices).toEqual(['lifeline_used', 'lifeline_used']);
    expect(quiz.lifeline.calls).toHaveLength(1);
  });

  it('refuses the audience poll after 50/50 on the same question, allows it on the next', async () => {
    const quiz = await playing();
    await quiz.useLifeline('fifty_fifty', { removeOptionIds: ['b', 'd'] });
    await quiz.useLifeline('audience_poll');
    expect(quiz.notices).toEqual(['lifeline_not_allowed']);

    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });
    expect(quiz.context().removedOptionIds).toEqual([]);
    await quiz.useLifeline('audience_poll', { poll: { a: 10, b: 55, c: 20, d: 15 } });

    expect(quiz.lifeline.inputs().at(-1)).toEqual({ sessionId: 's-1', questionId: 'q2', lifeline: 'audience_poll' });
    expect(quiz.context().poll).toEqual({ a: 10, b: 55, c: 20, d: 15 });
    expect(quiz.notices).toEqual(['lifeline_not_allowed']);
  });

  it('refuses 50/50 after the audience poll on the same question and clears the poll on the next', async () => {
    const quiz = await playing();
    await quiz.useLifeline('audience_poll', { poll: { a: 60, b: 20, c: 10, d: 10 } });
    await quiz.useLifeline('fifty_fifty');

    expect(quiz.notices).toEqual(['lifeline_not_allowed']);
    expect(quiz.lifeline.calls).toHaveLength(1);
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });
    expect(quiz.context().poll).toBeNull();
  });

  it('counts the question down on its own clock, freezes it while grading, and starts again at the next question', async () => {
    const quiz = await playing();
    expect(quiz.context().secondsLeft).toBe(30);
    seconds(quiz.clock, 12);
    expect(quiz.context().secondsLeft).toBe(18);
    quiz.actor.send({ type: 'answer', answer: 'a' });
    seconds(quiz.clock, 5); // the grading is slow: the clock shown stays where the answer stopped it
    expect(quiz.context().secondsLeft).toBe(18);
    await quiz.grade.resolve(graded);
    quiz.actor.send({ type: 'next' });
    expect(quiz.context().secondsLeft).toBe(30);
    seconds(quiz.clock, 29);
    expect(quiz.context().secondsLeft).toBe(1);
    seconds(quiz.clock, 1); // time's up: the clock says 0 as the deadline sends the empty answer
    expect(quiz.context().secondsLeft).toBe(0);
    expect(quiz.grade.inputs().at(-1)).toEqual({ sessionId: 's-1', questionId: 'q2', answer: null });
  });

  it('cues each graded answer as the server graded it (right, wrong, time up) and a passed round as a win', async () => {
    const quiz = await playing();
    await quiz.answer('a'); // right
    quiz.actor.send({ type: 'next' });
    await quiz.answer('a'); // wrong
    quiz.actor.send({ type: 'next' });
    seconds(quiz.clock, 30);
    await quiz.grade.resolve(graded); // the empty answer of a question out of time
    expect(quiz.cues).toEqual(['correct', 'wrong', 'timeUp']);
    quiz.actor.send({ type: 'next' });
    await quiz.finish.resolve(RESULT);
    expect(quiz.cues).toEqual(['correct', 'wrong', 'timeUp', 'win']);
  });

  it('cues nothing of right or wrong where the server withholds it (a running contest), and time up still', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'answer', answer: 'a' });
    await quiz.grade.resolve(() => ({ correct: null, correctAnswer: null }));
    expect(quiz.context().answers.at(-1)).toMatchObject({ correct: null, correctAnswer: null });
    quiz.actor.send({ type: 'next' });
    seconds(quiz.clock, 30);
    await quiz.grade.resolve(() => ({ correct: null, correctAnswer: null }));
    expect(quiz.cues).toEqual(['timeUp']);
  });

  it('puts the clock back to full on reset_timer', async () => {
    const quiz = await playing();
    seconds(quiz.clock, 20);
    expect(quiz.context().secondsLeft).toBe(10);
    await quiz.useLifeline('reset_timer');
    expect(quiz.context().secondsLeft).toBe(30);
  });

  it('restarts the question time on reset_timer', async () => {
    const quiz = await playing();
    quiz.clock.increment(20_000);
    await quiz.useLifeline('reset_timer');

    quiz.clock.increment(29_999);
    expect(quiz.grade.calls).toHaveLength(0);
    quiz.clock.increment(1);
    expect(quiz.grade.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1', answer: null }]);
  });

  it('keeps the question time running during other lifelines', async () => {
    const quiz = await playing();
    quiz.clock.increment(10_000);
    await quiz.useLifeline('fifty_fifty', { removeOptionIds: ['b', 'd'] });

    quiz.clock.increment(20_000);
    expect(quiz.grade.inputs()).toEqual([{ sessionId: 's-1', questionId: 'q1', answer: null }]);
  });

  it('skips the question on skip: recorded as unanswered, not graded', async () => {
    const quiz = await playing();
    await quiz.useLifeline('skip');

    expect(quiz.grade.calls).toHaveLength(0);
    expect(quiz.context().answers).toEqual([
      { questionId: 'q1', answer: null, correct: false, correctAnswer: null, skipped: true },
    ]);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);
    expect(quiz.context().index).toBe(1);
  });

  it('finishes when the last question is skipped', async () => {
    const quiz = await playing();
    for (const answer of ['a', 'b']) {
      await quiz.answer(answer);
      quiz.actor.send({ type: 'next' });
    }
    await quiz.useLifeline('skip');

    expect(quiz.snapshot().matches('finishing')).toBe(true);
  });

  it('ignores lifelines and answers while a lifeline request is out', async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'lifeline', lifeline: 'fifty_fifty' });
    quiz.actor.send({ type: 'lifeline', lifeline: 'skip' });
    quiz.actor.send({ type: 'answer', answer: 'a' });

    expect(quiz.lifeline.calls).toHaveLength(1);
    expect(quiz.grade.calls).toHaveLength(0);
    expect(quiz.notices).toEqual([]);
  });

  it("shows the server's refusal and leaves the lifeline unused", async () => {
    const quiz = await playing();
    quiz.actor.send({ type: 'lifeline', lifeline: 'fifty_fifty' });
    await quiz.lifeline.reject(refused('not_enough_coins'));

    expect(quiz.notices).toEqual(['not_enough_coins']);
    expect(quiz.context().lifelinesUsed).toEqual([]);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);

    await quiz.useLifeline('fifty_fifty', { removeOptionIds: ['b', 'c'] });
    expect(quiz.context().removedOptionIds).toEqual(['b', 'c']);
  });
});

describe('quiz session: total timing (self challenge, exam)', () => {
  const total = { timing: 'total', questionSeconds: 60 } as const;

  it('has no per-question timeout: one overall timer finishes the quiz', async () => {
    const quiz = await playing(total);
    quiz.clock.increment(59_999);
    expect(quiz.grade.calls).toHaveLength(0);
    expect(quiz.snapshot().matches({ playing: { question: 'idle' } })).toBe(true);

    quiz.clock.increment(1);
    expect(quiz.snapshot().matches({ finishing: 'request' })).toBe(true);
    expect(quiz.finish.inputs()).toEqual([{ sessionId: 's-1' }]);
    expect(quiz.grade.calls).toHaveLength(0);
  });

  it('shows the overall time left, not a per-question one', async () => {
    const quiz = await playing(total);
    expect(quiz.context().secondsLeft).toBe(60);
    seconds(quiz.clock, 20);
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });
    expect(quiz.context().secondsLeft).toBe(40);
    seconds(quiz.clock, 39);
    expect(quiz.context().secondsLeft).toBe(1);
  });

  it('runs the overall timer across questions and failed requests', async () => {
    const quiz = await playing(total);
    quiz.clock.increment(20_000);
    await quiz.answer('a');
    quiz.actor.send({ type: 'next' });
    quiz.clock.increment(20_000);
    quiz.actor.send({ type: 'answer', answer: 'b' });
    await quiz.grade.reject(refused('failed_to_fetch'));
    expect(quiz.snapshot().matches({ playing: { grading: 'error' } })).toBe(true);

    quiz.clock.increment(20_000);
    expect(quiz.snapshot().matches('finishing')).toBe(true);
  });

  it("refuses reset_timer with 'lifeline_not_allowed'", async () => {
    const quiz = await playing(total);
    await quiz.useLifeline('reset_timer');

    expect(quiz.notices).toEqual(['lifeline_not_allowed']);
    expect(quiz.lifeline.calls).toHaveLength(0);
  });
});

// Model-based paths: a small events-only model of the flow (two questions); every path drives
// the real machine, with the fake server answering as each model event says.
const flowModel = createMachine({
  types: {} as {
    context: { index: number; skipUsed: boolean };
    events:
      | { type: 'LOAD_OK' | 'LOAD_EMPTY' | 'LOAD_FAIL' | 'RETRY' | 'QUIT' }
      | { type: 'ANSWER_RIGHT' | 'ANSWER_WRONG' | 'TIMEOUT' | 'SKIP' | 'GRADE_FAIL' }
      | { type: 'NEXT' | 'REVEAL_OVER' | 'FINISH_OK' | 'FINISH_FAIL' };
  },
  id: 'flow',
  context: { index: 0, skipUsed: false },
  initial: 'loading',
  states: {
    loading: { on: { LOAD_OK: 'question', LOAD_EMPTY: 'empty', LOAD_FAIL: 'loadError', QUIT: 'quit' } },
    loadError: { on: { RETRY: 'loading', QUIT: 'quit' } },
    empty: { type: 'final' },
    question: {
      on: {
        ANSWER_RIGHT: 'answered',
        ANSWER_WRONG: 'answered',
        TIMEOUT: 'answered',
        GRADE_FAIL: 'gradeError',
        SKIP: [
          {
            guard: ({ context }) => !context.skipUsed && context.index === 1,
            target: 'finishing',
            actions: assign({ skipUsed: true }),
          },
          {
            guard: ({ context }) => !context.skipUsed,
            target: 'question',
            actions: assign({ skipUsed: true, index: 1 }),
          },
        ],
        QUIT: 'quit',
      },
    },
    gradeError: { on: { RETRY: 'answered', QUIT: 'quit' } },
    answered: {
      on: {
        NEXT: [
          { guard: ({ context }) => context.index === 1, target: 'finishing' },
          { target: 'question', actions: assign({ index: 1 }) },
        ],
        REVEAL_OVER: [
          { guard: ({ context }) => context.index === 1, target: 'finishing' },
          { target: 'question', actions: assign({ index: 1 }) },
        ],
        QUIT: 'quit',
      },
    },
    finishing: { on: { FINISH_OK: 'result', FINISH_FAIL: 'finishError', QUIT: 'quit' } },
    finishError: { on: { RETRY: 'finishing', QUIT: 'quit' } },
    result: { type: 'final' },
    quit: { type: 'final' },
  },
});

describe('quiz session: model-based paths', () => {
  const paths = createTestModel(flowModel).getShortestPaths();

  it('covers every state of the flow model', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(flowModel.root.states).sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const quiz = start();
    const two = QUESTIONS.slice(0, 2);
    const realState = {
      loading: { loading: 'request' },
      loadError: { loading: 'error' },
      empty: 'empty',
      question: { playing: { question: 'idle' } },
      gradeError: { playing: { grading: 'error' } },
      answered: { playing: 'answered' },
      finishing: { finishing: 'request' },
      finishError: { finishing: 'error' },
      result: 'result',
      quit: 'quit',
    } as const;

    await path.test({
      states: {
        '*': (model) => {
          expect(quiz.snapshot().matches(realState[model.value as keyof typeof realState])).toBe(true);
          if (model.matches('question') || model.matches('answered')) {
            expect(quiz.context().index).toBe(model.context.index);
          }
        },
      },
      events: {
        LOAD_OK: () => quiz.load.resolve({ sessionId: 's-1', questions: two }),
        LOAD_EMPTY: () => quiz.load.resolve({ sessionId: 's-1', questions: [] }),
        LOAD_FAIL: () => quiz.load.reject(refused('failed_to_fetch')),
        RETRY: async () => {
          quiz.actor.send({ type: 'retry' });
          if (quiz.snapshot().matches('playing')) await quiz.grade.resolve(graded);
        },
        QUIT: () => quiz.actor.send({ type: 'quit' }),
        ANSWER_RIGHT: () => quiz.answer(KEY[quiz.context().questions[quiz.context().index].id]),
        ANSWER_WRONG: () => quiz.answer('d'),
        TIMEOUT: async () => {
          quiz.clock.increment(30_000);
          await quiz.grade.resolve(graded);
        },
        GRADE_FAIL: async () => {
          quiz.actor.send({ type: 'answer', answer: 'a' });
          await quiz.grade.reject(refused('failed_to_fetch'));
        },
        SKIP: () => quiz.useLifeline('skip'),
        NEXT: () => quiz.actor.send({ type: 'next' }),
        REVEAL_OVER: () => quiz.clock.increment(1500),
        FINISH_OK: () => quiz.finish.resolve(RESULT),
        FINISH_FAIL: () => quiz.finish.reject(refused('failed_to_fetch')),
      },
    });
  });
});
