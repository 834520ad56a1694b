// Tests only: records a graded play the way the play actions do, in one transaction.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { applyPlayResult, type PlayResult } from './awards.ts';

export function recordPlay(db: Firestore, uid: string, r: Partial<PlayResult>, now = new Date()) {
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef(db, uid))).data() as UserDoc;
    const play = {
      key: `test_${randomUUID()}`,
      coins: 0,
      score: 0,
      answered: 0,
      correct: 0,
      mode: 'quiz_zone',
      title: 'Test play',
      ...r,
    };
    applyPlayResult(tx, db, uid, user, play, now);
  });
}
