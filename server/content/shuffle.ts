// Deterministic shuffles: the same seed gives the same order (the daily quiz for everybody on one
// day, a re-served session, an import run twice).
import { createHash, randomInt } from 'node:crypto';

/** A PRNG (mulberry32) seeded from any string; yields floats in [0, 1). */
export function seededRandom(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher-Yates) driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const seededShuffle = <T>(items: readonly T[], seed: string): T[] => shuffled(items, seededRandom(seed));

/** Unpredictable floats in [0, 1) for what players must not foresee (question picks, lifelines). */
export const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;
