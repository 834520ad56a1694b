// users/{uid}/blocks/{otherUid}: the players a player has blocked. Only the server writes them and
// only the owner reads them. A block works both ways: blocked pairs never meet, whichever of the two
// blocked the other (random pairing, rematch offers, invitations, friend requests, challenges).
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { userRef } from '../users/user-doc.ts';

export interface BlockDoc {
  /** The blocked player's uid (the document id too). */
  uid: string;
  since: Timestamp;
}

export const blocksCol = (db: Firestore, uid: string) => userRef(db, uid).collection('blocks');
export const blockRef = (db: Firestore, uid: string, otherUid: string) => blocksCol(db, uid).doc(otherUid);

/** Which of the two blocked the other (`a` when both did), or null: two reads by id, so it may run inside a transaction. */
export async function blockerBetween(db: Firestore, tx: Transaction, a: string, b: string): Promise<string | null> {
  const [ab, ba] = await tx.getAll(blockRef(db, a, b), blockRef(db, b, a));
  return ab!.exists ? a : ba!.exists ? b : null;
}

/** Whether either player blocked the other (inside a transaction too). */
export const blockedBetween = async (db: Firestore, tx: Transaction, a: string, b: string): Promise<boolean> =>
  (await blockerBetween(db, tx, a, b)) !== null;
