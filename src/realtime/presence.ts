// The player's own presence heartbeat: one write of presence/{uid} (firestore.rules: the request's
// time and a place, never while they appear offline). Friends read it through their own listeners.
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { PresencePlace } from '../../machines/presence-beat.ts';

export const beatPresence = (db: Firestore, uid: string, place: PresencePlace) =>
  setDoc(doc(db, 'presence', uid), { lastSeen: serverTimestamp(), place });
