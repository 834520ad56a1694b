import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { botOpponent, type BotAnswer, type BotDifficulty, type BotQuestion } from './bot-opponent';

const questions = (count: number): BotQuestion[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `q${index + 1}`,
    optionIds: ['a', 'b', 'c', 'd'],
    correctOptionId: ['a', 'b', 'c', 'd'][index % 4],
  }));

function runBot(seed: number, difficulty: BotDifficulty, list: BotQuestion[]) {
  const clock = new SimulatedClock();
  const answers: (BotAnswer & { at: number })[] = [];
  const actor = createActor(
    botOpponent.provide({ actions: { answer: (_, answer) => answers.push({ ...answer, at: clock.now() }) } }),
    { clock, input: { seed, difficulty, questions: list } },
  ).start();
  return { actor, answers, clock };
}

/** Plays the whole game, jumping the clock to each planned answer. */
function playThrough(seed: number, difficulty: BotDifficulty, list: BotQuestion[]) {
  const bot = runBot(seed, difficulty, list);
  while (bot.actor.getSnapshot().status === 'active') bot.clock.increment(bot.actor.getSnapshot().context.plan?.delayMs ?? 0);
  return bot;
}

describe('botOpponent', () => {
  it('answers after the planned delay, not before', () => {
    const { actor, answers, clock } = runBot(9, 'medium', questions(3));
    const delay = actor.getSnapshot().context.plan!.delayMs;
    clock.increment(delay - 1);
    expect(answers).toEqual([]);
    clock.increment(1);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ questionId: 'q1', at: delay });
  });

  it('thinks for a human-like 1.5 to 8 seconds per question', () => {
    const { answers } = playThrough(3, 'hard', questions(200));
    const pauses = answers.map((answer, index) => answer.at - (index === 0 ? 0 : answers[index - 1].at));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(1500);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(8000);
    expect(new Set(pauses).size).toBeGreaterThan(100);
  });

  it('answers every question once, in order, then finishes', () => {
    const { actor, answers } = playThrough(5, 'easy', questions(4));
    expect(answers.map((answer) => answer.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('replays the same game from the same seed, and another from another seed', () => {
    const game = (seed: number) => playThrough(seed, 'medium', questions(10)).answers;
    expect(game(11)).toEqual(game(11));
    expect(game(11)).not.toEqual(game(12));
  });

  it.each([
    ['easy', 0.4],
    ['medium', 0.6],
    ['hard', 0.8],
  ] as const)('is right about as often as %s difficulty says (%d)', (difficulty, accuracy) => {
    const list = questions(1000);
    const { answers } = playThrough(2024, difficulty, list);
    const right = answers.filter((answer, index) => answer.optionId === list[index].correctOptionId).length;
    expect(right / list.length).toBeGreaterThan(accuracy - 0.05);
    expect(right / list.length).toBeLessThan(accuracy + 0.05);
  });

  it('picks one of the question’s wrong options when it misses', () => {
    const list = questions(300);
    const { answers } = playThrough(77, 'easy', list);
    const misses = answers.filter((answer, index) => answer.optionId !== list[index].correctOptionId);
    expect(misses.length).toBeGreaterThan(0);
    expect(misses.every((answer) => ['a', 'b', 'c', 'd'].includes(answer.optionId))).toBe(true);
    expect(new Set(misses.map((answer) => answer.optionId)).size).toBe(4);
  });

  it('finishes at once with no questions', () => {
    const { actor, answers } = runBot(1, 'hard', []);
    expect(actor.getSnapshot().status).toBe('done');
    expect(answers).toEqual([]);
  });
});
