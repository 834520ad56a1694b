// The system configuration's document (config/system): the game's numbers an operator changed,
// read over their defaults (contract/settings.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { readSystemConfig, type SystemConfig } from '../contract/settings.ts';
import { cacheFor } from './content/cache.ts';

export const systemConfigRef = (db: Firestore) => db.doc('config/system');

const cachedConfig = cacheFor(async (db) => {
  const snap = await systemConfigRef(db).get();
  return readSystemConfig(snap.data());
}, 1);

/** The system configuration, at most CONTENT_CACHE_MS old (content/cache.ts). */
export const loadSystemConfig = (db: Firestore): Promise<SystemConfig> => cachedConfig(db, 'system');
