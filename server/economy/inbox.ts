// The player's own notifications: users/{uid}/inbox/{key} { kind, params, date, read }, written in
// the transaction that does what they tell of (a badge unlocked, a friend's sign-up paid, a
// contest prize, a payment request settled), so one is never told without the other. The web app
// words them in the player's language from kind and params; get_inbox lists them, the header shows
// the unread count.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { userRef } from '../users/user-doc.ts';
import type { InboxKind } from '../../contract/actions/notifications.ts';

export interface InboxNote {
  kind: InboxKind;
  params: Record<string, string | number>;
}

export const inboxOf = (db: Firestore, uid: string) => userRef(db, uid).collection('inbox');

/** Kinds stored before a live friend's challenge and an asynchronous one shared theirs, read as today's. */
const olderKinds: Record<string, InboxKind> = {
  friend_challenge_declined: 'challenge_declined',
  friend_challenge_lapsed: 'challenge_expired',
};
/** A stored note's kind as get_inbox answers it. */
export const kindOf = (stored: string): string => olderKinds[stored] ?? stored;

export function tellPlayer(tx: Transaction, db: Firestore, uid: string, key: string, note: InboxNote, now: Date): void {
  tx.set(inboxOf(db, uid).doc(key), { ...note, date: now, read: false });
}
