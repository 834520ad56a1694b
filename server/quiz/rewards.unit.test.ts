import { describe, expect, it } from 'vitest';
import { defaultSystemConfig } from '../../contract/settings.ts';
import { answersScore, guessWordCoins, percentageOf, winningCoins } from './rewards.ts';

const c = defaultSystemConfig;

describe('winningCoins', () => {
  it('pays 4 - floor((70 - pct) / 10) below 70 %, 4 from 70 %, never below 0', () => {
    const table = [
      [100, 4],
      [70, 4],
      [69, 4],
      [60, 3],
      [59, 3],
      [50, 2],
      [41, 2],
      [40, 1],
      [31, 1],
      [30, 0],
      [0, 0],
    ];
    expect(table.map(([pct]) => [pct, winningCoins(pct!, c)])).toEqual(table);
  });
});

describe('answersScore and percentageOf', () => {
  it('+4 per right, -4 per wrong; percentages rounded', () => {
    expect(answersScore(7, 3, c)).toBe(16);
    expect(percentageOf(2, 3)).toBe(67);
    expect(percentageOf(0, 0)).toBe(0);
  });
});

describe('guessWordCoins', () => {
  it('the maximum in proportion to the words found, less one per hint, never below 0', () => {
    expect(guessWordCoins(10, 10, 0, c)).toBe(10);
    expect(guessWordCoins(5, 10, 2, c)).toBe(3);
    expect(guessWordCoins(1, 10, 5, c)).toBe(0);
  });
});
