// Awards that follow a result (badges and their unlocks; after a battle, the foul-play flag that
// pairing reads) are never dropped. The result's own transaction writes a pending record
// (pendingAwards/{key}); the request that wrote it applies it right after and deletes it. If that
// fails, or the process dies in between, the award worker of any instance finds the record, takes a
// short lease on it in a transaction (so two instances do not work one record at once), applies it
// and deletes it. Applying is idempotent: a badge that is unlocked already is not unlocked again.
import { Timestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { afterReply } from '../after-reply.ts';
import type { SystemConfig } from '../../contract/settings.ts';
import { log } from '../log.ts';
import { repeatEvery } from '../repeat.ts';
import { judgeFoulPlay } from '../battles/fair-play.ts';
import { checkBadges, type BadgeEvent } from './badges.ts';

interface PendingAward {
  uid: string;
  event: BadgeEvent;
  /** When the result was committed (the badge rules' clock). */
  at: Timestamp;
  /** A worker holds the record until then. */
  leaseUntil: Timestamp;
}

export const pendingAwards = (db: Firestore) => db.collection('pendingAwards');

/** The worker leaves a record alone this long after its result: the request is applying it. */
const requestGraceMs = 15_000;
const leaseMs = 30_000;

/** Records, inside the result's transaction, the award that follows it. */
export function recordPendingAward(
  tx: Transaction,
  db: Firestore,
  key: string,
  uid: string,
  event: BadgeEvent,
  now: Date,
): void {
  tx.set(pendingAwards(db).doc(key), {
    uid,
    event,
    at: Timestamp.fromDate(now),
    leaseUntil: Timestamp.fromMillis(0),
  } satisfies PendingAward);
}

/** What a pending record says: the player, the event and when its result was committed. */
export interface Award {
  uid: string;
  event: BadgeEvent;
  at: Date;
}

/**
 * Applies an award and deletes its record (with `alsoWrite`'s writes, in one batch); returns the
 * badges newly unlocked. Throws if it could not. The request that recorded it passes what it knows.
 */
export async function applyAward(
  db: Firestore,
  key: string,
  award: Award,
  config?: SystemConfig,
  alsoWrite?: (batch: WriteBatch, badges: string[]) => void,
) {
  const badges = await checkBadges(db, award.uid, award.event, award.at, config);
  // a battle between people adds to the answers the answer-key rule reads: pairing keeps a flagged player apart
  if (award.event.kind === 'battle' && !award.event.vsBot) await judgeFoulPlay(db, award.uid, award.at);
  const batch = db.batch();
  batch.delete(pendingAwards(db).doc(key));
  alsoWrite?.(batch, badges);
  await batch.commit();
  return badges;
}

/** Applies it now if it can; a failure is left to the worker, never dropped. */
export async function applyOrLeave(
  db: Firestore,
  key: string,
  award: Award,
  config?: SystemConfig,
  alsoWrite?: (batch: WriteBatch, badges: string[]) => void,
): Promise<string[]> {
  try {
    return await applyAward(db, key, award, config, alsoWrite);
  } catch (err) {
    log('warn', { msg: 'award left for the worker', key, err: String(err) });
    return [];
  }
}

/**
 * Applies it after the reply, for a result whose reply names no badge (a battle's end): the player
 * hears at once and the badge follows. A failure or a dead process leaves the record to the worker.
 */
export function applySoon(db: Firestore, key: string, award: Award): void {
  afterReply(applyOrLeave(db, key, award));
}

/** One pass of the worker: every record its request has not applied, each under a lease. */
export async function workPendingAwards(db: Firestore, now: Date): Promise<number> {
  const stale = await pendingAwards(db)
    .where('at', '<=', Timestamp.fromMillis(now.getTime() - requestGraceMs))
    .orderBy('at')
    .limit(50)
    .get();
  let applied = 0;
  for (const doc of stale.docs) {
    const leased = await db.runTransaction(async (tx) => {
      const award = (await tx.get(doc.ref)).data() as PendingAward | undefined;
      if (!award || award.leaseUntil.toMillis() > now.getTime()) return false;
      tx.update(doc.ref, { leaseUntil: Timestamp.fromMillis(now.getTime() + leaseMs) });
      return true;
    });
    if (!leased) continue;
    const { uid, event, at } = doc.data() as PendingAward;
    await applyAward(db, doc.id, { uid, event, at: at.toDate() })
      .then(() => applied++)
      .catch((err: unknown) =>
        log('warn', { msg: 'pending award failed, retried after its lease', key: doc.id, err: String(err) }),
      );
  }
  return applied;
}

/** Runs workPendingAwards every `intervalMs` (never two passes at once); returns the stop function. */
export function startAwardWorker(db: Firestore, opts: { intervalMs?: number; now?: () => Date } = {}): () => void {
  const now = opts.now ?? (() => new Date());
  return repeatEvery(opts.intervalMs ?? 5_000, 'award worker', () => workPendingAwards(db, now()));
}
