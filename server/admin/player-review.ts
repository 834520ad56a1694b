// What an operator reads about a player: the record, the latest coin history, and the signs of
// abuse SECURITY.md leaves to the payout review. Reads only: no transaction.
import type { Firestore } from 'firebase-admin/firestore';
import { battleHistory, type BattleRecord } from '../battles/battle-stats.ts';
import { coinHistory } from '../economy/ledger.ts';
import { type UserDoc } from '../users/user-doc.ts';

const dayMs = 86_400_000;
/** An account younger than this is new. */
export const newAccountDays = 7;
/** This many referral bonuses within a day is a burst. */
export const referralBurst = 3;
/** This many paid battles won against one opponent among the latest 50 looks like collusion. */
export const feeWinsSameOpponent = 3;

export type PayoutFlag = 'new_account' | 'referral_burst' | 'fee_wins_same_opponent';

export const playerSummary = (id: string, u: UserDoc) => ({
  id,
  name: u.name,
  email: u.email,
  coins: u.coins,
  status: u.status,
  date_registered: u.date_registered.toDate().toISOString(),
});

const iso = (d: FirebaseFirestore.Timestamp | Date) => (d instanceof Date ? d : d.toDate()).toISOString();

export async function recentHistory(db: Firestore, uid: string, limit = 10) {
  const snap = await coinHistory(db, uid).orderBy('date', 'desc').limit(limit).get();
  return snap.docs.map((d) => ({ id: d.id, type: d.get('type') as string, title: d.get('title') as string, coins: d.get('coins') as number, date: iso(d.get('date')) }));
}

export async function recentBattles(db: Firestore, uid: string, limit: number) {
  return (await battleHistory(db, uid).orderBy('date', 'desc').limit(limit).get()).docs.map((d) => d.data() as BattleRecord);
}

export async function payoutFlags(db: Firestore, uid: string, user: UserDoc, now: Date): Promise<PayoutFlag[]> {
  const [referrals, battles] = await Promise.all([
    coinHistory(db, uid).where('type', '==', 'referral').where('date', '>=', new Date(now.getTime() - dayMs)).count().get(),
    recentBattles(db, uid, 50),
  ]);
  const feeWinsBy = new Map<string, number>();
  for (const b of battles) {
    if (b.result !== 'won' || !(b.entryFee > 0)) continue;
    for (const other of b.opponentUids) feeWinsBy.set(other, (feeWinsBy.get(other) ?? 0) + 1);
  }
  const flags: PayoutFlag[] = [];
  if (now.getTime() - user.date_registered.toMillis() < newAccountDays * dayMs) flags.push('new_account');
  if (referrals.data().count >= referralBurst) flags.push('referral_burst');
  if ([...feeWinsBy.values()].some((n) => n >= feeWinsSameOpponent)) flags.push('fee_wins_same_opponent');
  return flags;
}
