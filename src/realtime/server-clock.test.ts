import { beforeEach, describe, expect, it, vi } from 'vitest';

// the clock keeps its samples in the module: a fresh one for each test
let clock: typeof import('./server-clock.ts');
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers({ now: 1_000_000 });
  clock = await import('./server-clock.ts');
  return () => vi.useRealTimers();
});

/** Our heartbeat leaves; the server stamps it `stampAfterMs` later on its clock (`aheadMs` ahead of ours); we hear it `echoMs` after the stamp. */
function beat(aheadMs: number, stampAfterMs: number, echoMs: number) {
  clock.stampSent();
  vi.advanceTimersByTime(stampAfterMs);
  const stamp = Date.now() + aheadMs;
  vi.advanceTimersByTime(echoMs);
  clock.heardServerTime(stamp);
  vi.advanceTimersByTime(5_000);
}

describe('serverNow', () => {
  it('leaves a right clock alone, even after a slow echo (a busy phone)', () => {
    beat(0, 20, 440);
    expect(clock.serverNow()).toBe(Date.now());
  });

  it('moves a slow clock forward as far as the stamps prove, and no further back after a slow echo', () => {
    beat(5_000, 30, 30); // the server is 5 s ahead
    const offset = () => clock.serverNow() - Date.now();
    expect(offset()).toBeGreaterThanOrEqual(4_970);
    expect(offset()).toBeLessThanOrEqual(5_030);
    beat(5_000, 30, 600);
    expect(offset()).toBeGreaterThanOrEqual(4_970);
  });

  it('moves a fast clock back', () => {
    beat(-3_000, 40, 40); // the server is 3 s behind us
    const offset = clock.serverNow() - Date.now();
    expect(offset).toBeGreaterThanOrEqual(-3_040);
    expect(offset).toBeLessThanOrEqual(-2_960);
  });

  it('follows a clock that was set anew: bounds that no longer meet start over from the newest', () => {
    beat(2_000, 10, 10);
    beat(-1_000, 10, 10);
    const offset = clock.serverNow() - Date.now();
    expect(offset).toBeGreaterThanOrEqual(-1_010);
    expect(offset).toBeLessThanOrEqual(-990);
  });
});
