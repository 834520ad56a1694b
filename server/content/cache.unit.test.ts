import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFor } from './cache.ts';

const db = {} as Firestore; // a cache is kept per database object; the loads here do not use it
const before = process.env.CONTENT_CACHE_MS;
afterEach(() => void (process.env.CONTENT_CACHE_MS = before));

function counting() {
  const loads: string[] = [];
  const read = cacheFor(async (_db, key) => {
    loads.push(key);
    await sleep(10);
    return { key, at: loads.length };
  });
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

  it('reads through at CONTENT_CACHE_MS=0', async () => {
    process.env.CONTENT_CACHE_MS = '0';
    const { loads, read } = counting();
    await read(db, 'q1');
    await read(db, 'q1');
    expect(loads).toEqual(['q1', 'q1']);
  });
});
