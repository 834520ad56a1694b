// A contest's plays count towards the players' own figures (score, boards, statistics, coins,
// badges) only once the contest has ended: a helper account that compared its figures before and
// after a live play would learn how many of its answers were right. A play finished while the
// contest runs is held in its board row (finish.ts); the settler applies every held play at the
// settlement, a few players per transaction, and tells each player the results are in.
import { Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import type { ContestDoc } from '../content/catalog.ts';
import { applyPlayResult, type PlayResult } from '../economy/awards.ts';
import type { BadgeEvent } from '../economy/badges.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { recordPendingAward } from '../economy/pending-awards.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';

/** A play held in its board row until the contest's settlement. */
export interface DeferredPlay {
  play_held: boolean;
  play?: { result: Omit<PlayResult, 'playedAt'>; event: BadgeEvent; at: Timestamp };
}

export const deferredPlay = (result: PlayResult, event: BadgeEvent, now: Date): DeferredPlay => ({
  play_held: true,
  play: { result, event, at: Timestamp.fromDate(now) },
});

/** Players per transaction: a play is about ten writes, well under a commit's limit. */
const playersPerTransaction = 25;
const transactionsAtOnce = 4;

/**
 * Applies the ended contest's held plays, each once: a transaction reads its players' rows and
 * accounts by id, applies the plays still held and marks them applied, so a repeated or
 * concurrent pass, or one that dies half way, applies nothing twice and leaves nothing out.
 * A row whose account is gone has nothing to apply to. Returns the badges' pending records, which
 * the settler applies after the prizes, judged at the settlement (the statistics they read have moved).
 */
export async function applyHeldPlays(
  db: Firestore,
  board: CollectionReference,
  contest: ContestDoc,
  now: Date,
): Promise<HeldAward[]> {
  const held = (await board.where('play_held', '==', true).select().get()).docs.map((d) => d.id);
  const chunks = Array.from({ length: Math.ceil(held.length / playersPerTransaction) }, (_, i) =>
    held.slice(i * playersPerTransaction, (i + 1) * playersPerTransaction),
  );
  const awards: HeldAward[] = [];
  await Promise.all(
    Array.from({ length: Math.min(transactionsAtOnce, chunks.length) }, async () => {
      for (let uids = chunks.shift(); uids; uids = chunks.shift())
        awards.push(...(await applyChunk(db, board, contest, uids, now)));
    }),
  );
  return awards;
}

/** A held play's badges, recorded as pending: the settler applies them once the prizes are paid. */
export interface HeldAward {
  key: string;
  uid: string;
  event: BadgeEvent;
}

function applyChunk(db: Firestore, board: CollectionReference, contest: ContestDoc, uids: string[], now: Date) {
  return db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...uids.map((uid) => board.doc(uid)), ...uids.map((uid) => userRef(db, uid)));
    const awards: HeldAward[] = [];
    for (const [i, uid] of uids.entries()) {
      const row = snaps[i]!.data() as DeferredPlay | undefined;
      const user = snaps[uids.length + i]!.data() as UserDoc | undefined;
      if (!row?.play_held || !row.play) continue;
      tx.update(board.doc(uid), { play_held: false });
      if (!user) continue;
      applyPlayResult(tx, db, uid, user, { ...row.play.result, playedAt: row.play.at.toDate() }, now);
      recordPendingAward(tx, db, row.play.result.key, uid, row.play.event, now);
      tellPlayer(
        tx,
        db,
        uid,
        `contest_result_${contest.id}`,
        { kind: 'contest_result', params: { contest: contest.name } },
        now,
      );
      awards.push({ uid, key: row.play.result.key, event: row.play.event });
    }
    return awards;
  });
}
