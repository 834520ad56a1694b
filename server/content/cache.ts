// What does not change per request, kept a few seconds in the instance's memory: the system
// configuration, questions, and the content that read actions list. CONTENT_CACHE_MS sets how
// long (5 s by default; the tests set 0: they edit content and look at once), QUESTION_CACHE_MS
// how long for questions (10 min by default). A cached value is
// frozen: callers share it. The cache lives on the server only: it never changes what a client
// is sent, and a question's answer stays where it was (see served-question.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { LRUCache } from 'lru-cache';

export const contentCacheMs = () => Number(process.env.CONTENT_CACHE_MS ?? 5_000);

/**
 * Questions are kept longer than the rest: a battle's answers come seconds to minutes after its
 * questions were served, and each would otherwise wait for a read of its question before grading.
 * An editor's change to a question reaches play within this time. Off with the content cache.
 */
export const questionCacheMs = () => (contentCacheMs() > 0 ? Number(process.env.QUESTION_CACHE_MS ?? 600_000) : 0);

/**
 * `load` through a cache per database, kept `lifetime()` ms: concurrent misses of one key share one
 * load. `forget` drops a key from this instance's cache (an operator's edit, seen at once here).
 */
export function cacheFor<V extends object>(
  load: (db: Firestore, key: string) => Promise<V>,
  max = 10_000,
  lifetime: () => number = contentCacheMs,
) {
  const caches = new WeakMap<Firestore, LRUCache<string, V>>();
  const read = (db: Firestore, key: string): Promise<V> => {
    const ttl = lifetime();
    if (ttl <= 0) return load(db, key);
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<string, V>({ max, ttl, fetchMethod: async (k) => Object.freeze(await load(db, k)) });
      caches.set(db, cache);
    }
    return cache.fetch(key) as Promise<V>;
  };
  return Object.assign(read, { forget: (db: Firestore, key: string) => void caches.get(db)?.delete(key) });
}
