import { describe, expect, it } from 'vitest';
import { defaultSystemConfig } from '../../contract/settings.ts';
import type { RankedPlayer } from '../../machines/battle-rules.ts';
import { gradeAnswer, playDeadline, settle } from './scoring.ts';

const c = defaultSystemConfig;

const player = (uid: string, points: number, state: RankedPlayer['state'] = 'finished'): RankedPlayer => ({
  uid,
  name: uid,
  image: '',
  points,
  correctAnswers: points / 4,
  state,
});

const coinsOf = (s: ReturnType<typeof settle>) => Object.fromEntries(s.standings.map((x) => [x.uid, x.coins]));

describe('gradeAnswer', () => {
  it.each([
    [0, 6],
    [2000, 6],
    [2001, 5],
    [4000, 5],
    [4001, 4],
    [30_000, 4],
    [32_000, 4],
  ])('a right answer after %d ms scores %d', (ms, points) => {
    expect(gradeAnswer('b', 'b', ms, c)).toEqual({ correct: true, points });
  });

  it('a wrong answer, a timeout and a right answer past the question time score nothing', () => {
    expect(gradeAnswer('a', 'b', 500, c)).toEqual({ correct: false, points: 0 });
    expect(gradeAnswer('', 'b', 500, c)).toEqual({ correct: false, points: 0 });
    expect(gradeAnswer('b', 'b', 32_001, c)).toEqual({ correct: false, points: 0 });
  });

  it('follows the configured numbers', () => {
    expect(gradeAnswer('b', 'b', 1000, { ...c, battle_points_correct: 10, battle_bonus_2s: 5 })).toEqual({
      correct: true,
      points: 15,
    });
  });
});

describe('settle', () => {
  it('1v1: the winner takes entry x 2', () => {
    const s = settle('random', 5, [player('a', 12), player('b', 20)], true);
    expect(s.winnerUids).toEqual(['b']);
    expect(s.drawn).toBe(false);
    expect(coinsOf(s)).toEqual({ a: 0, b: 10 });
  });

  it('1v1: a draw gives each their fee back', () => {
    const s = settle('friend', 10, [player('a', 12), player('b', 12)], true);
    expect(s.drawn).toBe(true);
    expect(coinsOf(s)).toEqual({ a: 10, b: 10 });
  });

  it('1v1: whoever left loses, whatever the points', () => {
    const s = settle('random', 5, [player('a', 40, 'left'), player('b', 0, 'playing')], true);
    expect(s.winnerUids).toEqual(['b']);
    expect(s.standings.find((x) => x.uid === 'a')).toMatchObject({ left: true, rank: 2, coins: 0 });
  });

  it('group: the first-ranked share entry x players, floored', () => {
    const s = settle('group', 5, [player('a', 20), player('b', 20), player('c', 4), player('d', 0)], true);
    expect(s.winnerUids).toEqual(['a', 'b']);
    expect(coinsOf(s)).toEqual({ a: 10, b: 10, c: 0, d: 0 });
    const three = settle('group', 5, [player('a', 20), player('b', 20), player('c', 4)], true);
    expect(coinsOf(three)).toEqual({ a: 7, b: 7, c: 0 });
  });

  it('nobody stayed: everyone gets the fee back', () => {
    const s = settle('random', 5, [player('a', 8, 'left'), player('b', 4, 'left')], true);
    expect(s).toMatchObject({ drawn: true, winnerUids: [] });
    expect(coinsOf(s)).toEqual({ a: 5, b: 5 });
  });

  it('fees not taken (a bot game): nobody is paid', () => {
    expect(coinsOf(settle('random', 0, [player('a', 8), player('bot', 4)], false))).toEqual({ a: 0, bot: 0 });
  });
});

describe('playDeadline', () => {
  it('is every question time with reveal and slack, plus the grace window', () => {
    const start = new Date(0);
    expect(playDeadline(start, 10, c).getTime()).toBe(10 * (30_000 + 1000 + 2000) + 20_000);
  });
});
