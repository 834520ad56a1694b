import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFor, questionCacheMs } from './cache.ts';

const db = {} as Firestore; // a cache is kept per database object; the loads here do not use it
const before = process.env.CONTENT_CACHE_MS;
afterEach(() => void (process.env.CONTENT_CACHE_MS = before));

function counting(lifetime?: () => number) {
  const loads: string[] = [];
  const read = cacheFor(
    async (_db, key) => {
      loads.push(key);
      await sleep(10);
      return { key, at: loads.length };
    },
    100,
    lifetime,
  );
  return { loads, read };
}

describe('cacheFor', () => {
  it('loads a key once for concurrent and repeated reads within its lifetime, again after it', async () => {
    process.env.CONTENT_CACHE_MS = '100';
    const { loads, read } = counting();
    const [a, b] = await Promise.all([read(db, 'q1'), read(db, 'q1')]);
    expect(await read(db, 'q1')).toBe(a);
    expect(b).toBe(a);
    await read(db, 'q2');
    expect(loads).toEqual(['q1', 'q2']);
    await sleep(150);
    expect((await read(db, 'q1')).at).toBe(3);
  });

  it('hands out frozen values, so no caller can change what the others read', async () => {
    process.env.CONTENT_CACHE_MS = '100';
    const value = await counting().read(db, 'q1');
    expect(Object.isFrozen(value)).toBe(true);
  });

  it('keeps a key for the lifetime it is given, past the content lifetime', async () => {
    process.env.CONTENT_CACHE_MS = '50';
    const { loads, read } = counting(() => 1_000);
    await read(db, 'q1');
    await sleep(100);
    await read(db, 'q1');
    expect(loads).toEqual(['q1']);
  });

  it('keeps questions 10 minutes by default, not at all with the content cache off', () => {
    process.env.CONTENT_CACHE_MS = '5000';
    expect(questionCacheMs()).toBe(600_000);
    process.env.CONTENT_CACHE_MS = '0';
    expect(questionCacheMs()).toBe(0);
  });

  it('reads through at CONTENT_CACHE_MS=0', async () => {
    process.env.CONTENT_CACHE_MS = '0';
    const { loads, read } = counting();
    await read(db, 'q1');
    await read(db, 'q1');
    expect(loads).toEqual(['q1', 'q1']);
  });
});
