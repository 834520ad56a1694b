// The numbers of a single-player result (docs/economy.md, "Play"). Pure.
import type { SystemConfig } from '../../contract/settings.ts';

export const percentageOf = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

/** Full coins at the full-coins percentage and above, else `max - floor((full - pct) / 10)`; never below 0. */
export function winningCoins(percentage: number, c: SystemConfig): number {
  if (percentage >= c.full_coins_percentage) return c.maximum_winning_coins;
  return Math.max(0, c.maximum_winning_coins - Math.floor((c.full_coins_percentage - percentage) / 10));
}

/** +score_correct per right answer, score_wrong (negative) per wrong one; skipped ones count nothing. */
export const answersScore = (correct: number, wrong: number, c: SystemConfig) =>
  correct * c.score_correct + wrong * c.score_wrong;

/** Guess the word: the maximum coins in proportion to the words found, less one per hint taken. */
export const guessWordCoins = (correct: number, total: number, hintsUsed: number, c: SystemConfig) =>
  total > 0 ? Math.max(0, Math.floor((c.guess_the_word_max_coins * correct) / total) - hintsUsed) : 0;
