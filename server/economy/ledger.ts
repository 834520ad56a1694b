// The coin history: every change of a player's coins is one entry, written in the same
// transaction as the balance. An entry's id is its idempotency key, so a replayed award fails
// with ALREADY_EXISTS instead of paying twice.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { grpcStatus, hasStatus } from '../grpc-status.ts';

export interface LedgerEntry {
  /** What for, e.g. 'welcome_bonus', 'quiz_zone', 'battle_fee', 'redeem'. */
  type: string;
  title: string;
  /** Signed amount of coins. */
  coins: number;
  /** A badge reward: the badge, so the history can name it in the player's language. */
  badge?: string;
  /** Words of support's for the player (an adjustment's reason): the history shows them after the type's name, in any language. */
  note?: string;
  /** Coins given back (a fee, a redeem request): they move the balance, never coins_earned (Elite counts those). */
  refund?: true;
}

export const coinHistory = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection('coinHistory');

/** Writes the entry under `key` and moves the balance by entry.coins. Reads must be done before. */
export function applyCoins(
  tx: Transaction,
  db: Firestore,
  uid: string,
  key: string,
  entry: LedgerEntry,
  now: Date,
): void {
  tx.create(coinHistory(db, uid).doc(key), { ...entry, status: entry.coins >= 0 ? 0 : 1, date: now });
  tx.update(db.collection('users').doc(uid), {
    coins: FieldValue.increment(entry.coins),
    ...(entry.coins > 0 && !entry.refund ? { coins_earned: FieldValue.increment(entry.coins) } : {}),
  });
}

/** True for Firestore's ALREADY_EXISTS: the award with this key was applied before. */
export const isAlreadyApplied = (err: unknown) => hasStatus(err, grpcStatus.alreadyExists);
