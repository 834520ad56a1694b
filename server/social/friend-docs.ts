// A player's friends and friend requests, and their presence, as Firestore keeps them. The server
// writes friendships and requests (both sides in one transaction); only their owner reads them.
//
//   users/{uid}/friends/{friendUid}         FriendDoc: one side of a friendship (the owner reads)
//   users/{uid}/friendRequests/{otherUid}   FriendRequestDoc: 'out' at the sender, 'in' at the recipient
//   presence/{uid}                          PresenceDoc: written by the player's own app, read by their friends
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { userRef } from '../users/user-doc.ts';

export interface FriendDoc {
  uid: string;
  name: string;
  since: Timestamp | Date;
}

export interface FriendRequestDoc {
  /** the other player */
  uid: string;
  name: string;
  /** 'in': they asked this player; 'out': this player asked them */
  direction: 'in' | 'out';
  since: Timestamp | Date;
}

/** One document per player: its heartbeat is one write however many friends read it (firestore.rules). */
export interface PresenceDoc {
  lastSeen: Timestamp;
  place: 'online' | 'battle';
}

export const friendRef = (db: Firestore, uid: string, friendUid: string) =>
  userRef(db, uid).collection('friends').doc(friendUid);
export const friendRequestRef = (db: Firestore, uid: string, otherUid: string) =>
  userRef(db, uid).collection('friendRequests').doc(otherUid);
export const presenceRef = (db: Firestore, uid: string) => db.collection('presence').doc(uid);
