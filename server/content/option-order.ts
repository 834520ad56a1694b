// The order in which one player sees a question's options. Every play session and every battle
// seat has a secret seed that stays on the server; options are served in a permutation drawn from
// it, and a served id ('a', 'b', ...) names a position in that order. An id relayed from another
// session names a different option there, so it is worth no more than a guess.
import { randomBytes } from 'node:crypto';
import { itemIds } from './catalog.ts';
import { seededShuffle } from './shuffle.ts';

/** A fresh secret seed for one session or seat (never sent to a client). */
export const newOrderSeed = () => randomBytes(16).toString('base64url');

/** The original indexes of a question's options, in the order this seed serves them. */
function optionOrder(seed: string, questionId: string, count: number): number[] {
  return seededShuffle([...Array(count).keys()], `${seed}:${questionId}`);
}

interface WithOptions {
  id: string;
  options: string[];
}

/** The options as this seed serves them: ids by position, texts in the shuffled order. */
export const servedOptions = (seed: string, q: WithOptions) =>
  optionOrder(seed, q.id, q.options.length).map((original, position) => ({
    id: itemIds[position]!,
    text: q.options[original]!,
  }));

/** The stored option id ('a'..'d', as in a question's answer) that a served id stands for; null when it is no option. */
export function originalOption(seed: string, q: WithOptions, servedId: string): string | null {
  const position = (itemIds as readonly string[]).indexOf(servedId);
  if (position < 0 || position >= q.options.length) return null;
  return itemIds[optionOrder(seed, q.id, q.options.length)[position]!]!;
}

/** The served id of a stored option id: how this player's screen names it. */
export function servedOption(seed: string, q: WithOptions, originalId: string): string {
  const original = (itemIds as readonly string[]).indexOf(originalId);
  return itemIds[optionOrder(seed, q.id, q.options.length).indexOf(original)]!;
}
