// An operator reads and clears a player's foul-play flag (server/battles/fair-play.ts). Clearing
// starts the answer-key rule's window afresh: the answers that raised the flag never raise it again.
// The flag and the audit record move in one transaction; clearing a flag that is not raised (a double
// click, a resend) changes nothing and records nothing, and a flag raised again since the operator
// read it (another flaggedAt) is not cleared unseen.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { fairPlayRef, type FairPlayDoc } from '../battles/fair-play.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { userRef } from '../users/user-doc.ts';
import { recordAudit, type AuditActor } from './audit.ts';

const iso = (d: Timestamp) => d.toDate().toISOString();

/** The flag as the console shows it: the figures it was raised on, or when and why it was cleared. */
export async function shownFairPlay(db: Firestore, uid: string) {
  const doc = (await fairPlayRef(db, uid).get()).data() as FairPlayDoc | undefined;
  return {
    flag:
      doc?.foulPlay === true
        ? { flagged_at: iso(doc.flaggedAt!), right_percent: doc.right_percent ?? 0, median_ms: doc.median_ms ?? 0 }
        : null,
    cleared: doc?.foulPlay === false ? { cleared_at: iso(doc.clearedAt!), reason: doc.cleared_reason ?? '' } : null,
  };
}

export interface Clearing {
  uid: string;
  /** the flag's flaggedAt as the console showed it */
  flaggedAt: string;
  reason: string;
}

export async function clearFairPlayFlag(
  db: Firestore,
  actor: AuditActor,
  { uid, flaggedAt, reason }: Clearing,
  now: Date,
) {
  // a flag keeps an account out of the honest pool: lifting one's own takes a second operator
  if (uid === actor.uid) throw badRequest('own_fair_play_flag');
  return db.runTransaction(async (tx) => {
    const [user, flag] = await tx.getAll(userRef(db, uid), fairPlayRef(db, uid));
    if (!user!.exists) throw notFound('no_player');
    const before = flag!.data() as FairPlayDoc | undefined;
    if (before?.foulPlay === true) {
      if (!before.flaggedAt || iso(before.flaggedAt) !== flaggedAt) throw conflict('flag_changed');
      tx.set(fairPlayRef(db, uid), { foulPlay: false, clearedAt: now, cleared_reason: reason });
      recordAudit(
        tx,
        db,
        actor,
        {
          action: 'clear_fair_play_flag',
          target: uid,
          before: {
            foulPlay: true,
            flagged_at: flaggedAt,
            right_percent: before.right_percent ?? null,
            median_ms: before.median_ms ?? null,
          },
          after: { foulPlay: false, reason },
        },
        now,
      );
    }
    return { id: uid, flagged: false as const };
  });
}
