import { describe, expect, it } from 'vitest';
import { drawRandom, nextRandom } from './seeded-random';

describe('seeded random', () => {
  it('replays the same values from the same seed', () => {
    expect(drawRandom(42, 5)).toEqual(drawRandom(42, 5));
  });

  it('gives different values for different seeds', () => {
    expect(drawRandom(1, 5).values).not.toEqual(drawRandom(2, 5).values);
  });

  it('matches mulberry32 reference output', () => {
    // mulberry32(1)() in the reference implementation
    expect(nextRandom(1).value).toBeCloseTo(0.6270739405881613, 12);
  });

  it('continues the sequence from the returned state', () => {
    const first = drawRandom(7, 3);
    const second = drawRandom(first.state, 2);
    expect([...first.values, ...second.values]).toEqual(drawRandom(7, 5).values);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const { values } = drawRandom(123, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const buckets = [0, 0, 0, 0];
    for (const value of values) buckets[Math.floor(value * 4)] += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(2300);
  });
});
