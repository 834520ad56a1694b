// Who a player may meet in a random battle, as lichess keeps its pools: a player flagged for foul
// play meets only other flagged players (or the bot), and one who leaves most of their battles
// meets others who do, after a longer wait. Server only:
//   users/{uid}/pairing/fairPlay   { foulPlay: true, flaggedAt, right_percent, median_ms }
// set after a finished battle when the payout review's answer-key rule holds (server/admin/player-review.ts)
// and kept: playing slower for a while does not wash it out. Leaving is counted where a room finishes
// (users/{uid}/stats/battles `left` of `played`).
import type { Firestore } from 'firebase-admin/firestore';
import { answerKeyFigures } from '../admin/player-review.ts';
import { userRef } from '../users/user-doc.ts';

export type PairingPool = 'fair' | 'foul' | 'leaver';

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
 * payout review's rule); run after each finished battle between people. The first flag's figures stay.
 */
export async function judgeFoulPlay(db: Firestore, uid: string, now: Date): Promise<void> {
  const { flagged, right_percent, median_ms } = await answerKeyFigures(db, uid);
  if (!flagged || (await fairPlayRef(db, uid).get()).get('foulPlay') === true) return;
  await fairPlayRef(db, uid).set({ foulPlay: true, flaggedAt: now, right_percent, median_ms });
}
