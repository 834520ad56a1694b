// What the 50/50 and the audience poll show, decided by the server. Pure, given a random source.
import { optionIds } from '../content/catalog.ts';
import { shuffled } from '../content/shuffle.ts';

/** Two wrong options of four, picked at random, to remove. */
export function fiftyFifty(answer: string, random: () => number): string[] {
  const wrong = optionIds.filter((id) => id !== answer);
  return shuffled(wrong, random).slice(0, 2).sort();
}

/** Percentages per option summing to 100: the right one gets 45-64 %, each wrong one less than it. */
export function audiencePoll(answer: string, random: () => number): Record<string, number> {
  const right = 45 + Math.floor(random() * 20);
  const wrong = optionIds.filter((id) => id !== answer);
  const poll: Record<string, number> = Object.fromEntries(optionIds.map((id) => [id, 0]));
  poll[answer] = right;
  for (let left = 100 - right; left > 0; left--) {
    const open = wrong.filter((id) => poll[id] < right - 1);
    poll[open[Math.floor(random() * open.length)]] += 1;
  }
  return poll;
}
