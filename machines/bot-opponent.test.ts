import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { newRating } from '../contract/rating.ts';
import { botLevelFor, botOpponent, skillAt, type AnswerSkill, type BotAnswer, type BotQuestion } from './bot-opponent';

const levels = { gentle: skillAt(-1.5), typical: skillAt(0), sharp: skillAt(1.5) };

const questions = (count: number): BotQuestion[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `q${index + 1}`,
    optionIds: ['a', 'b', 'c', 'd'],
    correctOptionId: ['a', 'b', 'c', 'd'][index % 4],
  }));

function runBot(seed: number, skill: AnswerSkill, list: BotQuestion[]) {
  const clock = new SimulatedClock();
  const answers: (BotAnswer & { at: number })[] = [];
  const actor = createActor(
    botOpponent.provide({ actions: { answer: (_, answer) => answers.push({ ...answer, at: clock.now() }) } }),
    { clock, input: { seed, skill, questions: list } },
  ).start();
  return { actor, answers, clock };
}

/** Plays the whole game, jumping the clock to each planned answer. */
function playThrough(seed: number, skill: AnswerSkill, list: BotQuestion[]) {
  const bot = runBot(seed, skill, list);
  while (bot.actor.getSnapshot().status === 'active')
    bot.clock.increment(bot.actor.getSnapshot().context.plan?.delayMs ?? 0);
  return bot;
}

describe('botOpponent', () => {
  it('answers after the planned delay, not before', () => {
    const { actor, answers, clock } = runBot(9, levels.typical, questions(3));
    const delay = actor.getSnapshot().context.plan!.delayMs;
    clock.increment(delay - 1);
    expect(answers).toEqual([]);
    clock.increment(1);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ questionId: 'q1', at: delay });
  });

  it('thinks within its level’s range, varying per question', () => {
    const { min, max } = levels.sharp.thinkMs;
    const { answers } = playThrough(3, levels.sharp, questions(200));
    const pauses = answers.map((answer, index) => answer.at - (index === 0 ? 0 : answers[index - 1].at));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(min);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(max);
    expect(new Set(pauses).size).toBeGreaterThan(100);
  });

  it('answers every question once, in order, then finishes', () => {
    const { actor, answers } = playThrough(5, levels.gentle, questions(4));
    expect(answers.map((answer) => answer.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('replays the same game from the same seed, and another from another seed', () => {
    const game = (seed: number) => playThrough(seed, levels.typical, questions(10)).answers;
    expect(game(11)).toEqual(game(11));
    expect(game(11)).not.toEqual(game(12));
  });

  it.each(Object.entries(levels))('is right about as often as its %s level says', (_name, skill) => {
    const { accuracy } = skill;
    const list = questions(1000);
    const { answers } = playThrough(2024, skill, list);
    const right = answers.filter((answer, index) => answer.optionId === list[index].correctOptionId).length;
    expect(right / list.length).toBeGreaterThan(accuracy - 0.05);
    expect(right / list.length).toBeLessThan(accuracy + 0.05);
  });

  it('picks one of the question’s wrong options when it misses', () => {
    const list = questions(300);
    const { answers } = playThrough(77, levels.gentle, list);
    const misses = answers.filter((answer, index) => answer.optionId !== list[index].correctOptionId);
    expect(misses.length).toBeGreaterThan(0);
    expect(misses.every((answer) => ['a', 'b', 'c', 'd'].includes(answer.optionId))).toBe(true);
    expect(new Set(misses.map((answer) => answer.optionId)).size).toBe(4);
  });

  it('finishes at once with no questions', () => {
    const { actor, answers } = runBot(1, levels.sharp, []);
    expect(actor.getSnapshot().status).toBe('done');
    expect(answers).toEqual([]);
  });

  it('a rating picks an equal opponent: gentle for a new player, sharper and quicker the stronger', () => {
    const newcomer = botLevelFor(undefined);
    const settledTypical = botLevelFor({ mu: 25, sigma: 1.5, games: 40 });
    const strong = botLevelFor({ mu: 35, sigma: 1.5, games: 40 });
    expect(botLevelFor(newRating)).toEqual(newcomer);
    expect(newcomer.accuracy).toBeLessThan(settledTypical.accuracy);
    expect(settledTypical.accuracy).toBeLessThan(strong.accuracy);
    expect(strong.thinkMs.max).toBeLessThan(settledTypical.thinkMs.max);
    // the same rating, the same bot: nothing random in the level itself
    expect(botLevelFor({ mu: 30, sigma: 2, games: 12 })).toEqual(botLevelFor({ mu: 30, sigma: 2, games: 12 }));
  });

  it('stays within human bounds at the extremes of the ratings', () => {
    for (const mu of [-50, 0, 25, 60, 120]) {
      const { accuracy, thinkMs } = botLevelFor({ mu, sigma: 1, games: 100 });
      expect(accuracy).toBeGreaterThanOrEqual(0.25);
      expect(accuracy).toBeLessThanOrEqual(0.97);
      expect(thinkMs.min).toBeGreaterThanOrEqual(600);
      expect(thinkMs.max).toBeLessThanOrEqual(13_500);
    }
  });
});
