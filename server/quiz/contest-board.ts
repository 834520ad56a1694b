// Contest results: contests/{id}/leaderboard/{uid} { uid, name, profile, score, correct_answers,
// questions_attended, rank_key, date }, one row per player, written when their session finishes.
// rank_key orders by score, then by who got there first, in one field (no composite index).
// A contest that has ended is settled once: prizes by rank through the ledger, then badges.
import type { Firestore } from 'firebase-admin/firestore';
import { contestsCol, type ContestDoc } from '../content/catalog.ts';
import { applyOrLeave, recordPendingAward } from '../economy/pending-awards.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { applyCoins } from '../economy/ledger.ts';

export interface ContestRow {
  uid: string;
  name: string;
  profile: string;
  score: number;
  correct_answers: number;
  questions_attended: number;
  rank_key: number;
  date: Date;
}

const timeSpan = 1e13; // beyond any epoch millisecond this product will see

export const rankKey = (score: number, at: Date) => Math.max(0, score) * timeSpan + (timeSpan - at.getTime());

export const contestBoard = (db: Firestore, contestId: string) => contestsCol(db).doc(contestId).collection('leaderboard');

/** The player's rank on a contest's board: 1 + how many rank above them. */
export async function contestRank(db: Firestore, contestId: string, row: ContestRow) {
  const above = await contestBoard(db, contestId).where('rank_key', '>', row.rank_key).count().get();
  return above.data().count + 1;
}

/** Pays the prizes of an ended contest once, then gives the winner's badge. */
export async function settleContest(db: Firestore, contest: ContestDoc, now: Date): Promise<void> {
  if (contest.settled || contest.end_date.toDate() > now) return;
  const ref = contestsCol(db).doc(contest.id);
  const places = Math.max(0, ...contest.prizes.map((p) => p.rank));
  const winners = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data() as ContestDoc;
    if (fresh.settled) return [];
    const top = places > 0 ? (await tx.get(contestBoard(db, contest.id).orderBy('rank_key', 'desc').limit(places))).docs : [];
    const ranked = top.map((d, i) => ({ uid: d.id, rank: i + 1 }));
    for (const { uid, rank } of ranked) {
      const coins = contest.prizes.find((p) => p.rank === rank)?.coins ?? 0;
      if (coins > 0) {
        applyCoins(tx, db, uid, `contest_prize_${contest.id}`, { type: 'contest_prize', title: `${contest.name}: rank ${rank}`, coins }, now);
        tellPlayer(tx, db, uid, `contest_prize_${contest.id}`, { kind: 'contest_prize', params: { contest: contest.name, rank, coins } }, now);
      }
      recordPendingAward(tx, db, `contest_${contest.id}_${uid}`, uid, { kind: 'contest', rank }, now);
    }
    tx.update(ref, { settled: true, settledAt: now });
    return ranked;
  });
  await Promise.all(winners.map(({ uid, rank }) => applyOrLeave(db, `contest_${contest.id}_${uid}`, { uid, event: { kind: 'contest', rank }, at: now })));
}
