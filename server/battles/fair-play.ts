// Who a player may meet in a random battle, as lichess keeps its pools: a player flagged for foul
// play meets only other flagged players (or the bot), and one who leaves most of their battles
// meets others who do, after a longer wait. Server only:
//   users/{uid}/pairing/fairPlay   { foulPlay: true, flaggedAt, right_percent, median_ms }
// set after a finished battle when the payout review's answer-key rule holds (server/admin/player-review.ts)
// and kept: playing slower for a while does not wash it out; only an operator clears it
// ({ foulPlay: false, clearedAt, cleared_reason }), and the rule then reads only later battles. Leaving is counted where a room finishes
// (users/{uid}/stats/battles `left` of `played`).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { answerKeyFigures } from '../admin/player-review.ts';
import { userRef } from '../users/user-doc.ts';

export type PairingPool = 'fair' | 'foul' | 'leaver';

export interface FairPlayDoc {
  foulPlay: boolean;
  /** when the answer-key rule raised the flag, and the figures it read */
  flaggedAt?: Timestamp;
  right_percent?: number;
  median_ms?: number;
  /** when an operator cleared it, and why (server/admin/fair-play-flag.ts) */
  clearedAt?: Timestamp;
  cleared_reason?: string;
}

export const fairPlayRef = (db: Firestore, uid: string) => userRef(db, uid).collection('pairing').doc('fairPlay');
const battleTotalsRef = (db: Firestore, uid: string) => userRef(db, uid).collection('stats').doc('battles');

/** A player who left more than half of at least this many battles plays in the leavers' pool. */
export const leaverMinBattles = 6;
/** ... and is paired only after searching this long. */
export const leaverDelayMs = 6_000;

/** The pool a player searches in: read by id, before the pairing transaction (only the server writes either document). */
export async function pairingPool(db: Firestore, uid: string): Promise<PairingPool> {
  const [fair, totals] = await db.getAll(fairPlayRef(db, uid), battleTotalsRef(db, uid));
  if (fair!.get('foulPlay') === true) return 'foul';
  const played = (totals!.get('played') as number | undefined) ?? 0;
  const left = (totals!.get('left') as number | undefined) ?? 0;
  return played >= leaverMinBattles && left * 2 > played ? 'leaver' : 'fair';
}

/**
 * Flags the player for foul play when their latest battle answers read like an answer key's (the
 * payout review's rule); run after each finished battle between people. The first flag's figures
 * stay. Once an operator cleared a flag, only battles finished after that count.
 */
export async function judgeFoulPlay(db: Firestore, uid: string, now: Date): Promise<void> {
  const ref = fairPlayRef(db, uid);
  const read = await ref.get();
  const doc = read.data() as FairPlayDoc | undefined;
  if (doc?.foulPlay === true) return;
  const { flagged, right_percent, median_ms } = await answerKeyFigures(db, uid, doc?.clearedAt);
  if (!flagged) return;
  // the figures came from a query, so outside a transaction: flag only if nobody changed the document since
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.updateTime?.toMillis() !== read.updateTime?.toMillis()) return;
    tx.set(ref, { foulPlay: true, flaggedAt: now, right_percent, median_ms });
  });
}
