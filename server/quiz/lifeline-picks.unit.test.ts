import { describe, expect, it } from 'vitest';
import { seededRandom } from '../content/shuffle.ts';
import { audiencePoll, fiftyFifty } from './lifeline-picks.ts';

describe('fiftyFifty', () => {
  it('removes two options, never the right one, and not always the same two', () => {
    const picks = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const removed = fiftyFifty('c', seededRandom(String(seed)));
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain('c');
      picks.add(removed.join());
    }
    expect(picks.size).toBe(3);
  });
});

describe('audiencePoll', () => {
  it('gives the right option 45-64 %, each wrong one less, 100 % in all', () => {
    const rights = new Set<number>();
    for (let seed = 0; seed < 500; seed++) {
      const poll = audiencePoll('b', seededRandom(String(seed)));
      expect(Object.keys(poll).sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(Object.values(poll).reduce((x, y) => x + y, 0)).toBe(100);
      expect(poll.b).toBeGreaterThanOrEqual(45);
      expect(poll.b).toBeLessThanOrEqual(64);
      for (const id of ['a', 'c', 'd']) expect(poll[id]).toBeLessThan(poll.b!);
      rights.add(poll.b!);
    }
    expect(Math.min(...rights)).toBe(45);
    expect(Math.max(...rights)).toBe(64);
  });
});
