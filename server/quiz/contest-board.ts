// Contest results: contests/{id}/leaderboard/{uid} { uid, name, profile, score, correct_answers,
// questions_attended, rank_key, date, play_held, play }, one row per player, written when their
// session finishes (the play it holds is applied at the settlement: contest-plays.ts).
// rank_key orders by score, then by who got there first, in one field (no composite index).
// A contest that has ended is settled once, in the background (background.ts): prizes by rank
// through the ledger, then every held play applied, then badges. Reads never settle.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { contestsCol, type ContestDoc } from '../content/catalog.ts';
import { applyOrLeave, recordPendingAward } from '../economy/pending-awards.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { applyCoins } from '../economy/ledger.ts';
import { repeatEvery } from '../repeat.ts';
import { userRef } from '../users/user-doc.ts';
import { applyHeldPlays } from './contest-plays.ts';

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

export const contestBoard = (db: Firestore, contestId: string) =>
  contestsCol(db).doc(contestId).collection('leaderboard');

/** The player's rank on a contest's board: 1 + how many rank above them. */
export async function contestRank(db: Firestore, contestId: string, row: ContestRow) {
  const above = await contestBoard(db, contestId).where('rank_key', '>', row.rank_key).count().get();
  return above.data().count + 1;
}

/**
 * How long after its end a contest is settled: a play that finished before the end may still be
 * committing its row (a finish after the end writes none, finish.ts).
 */
export const contestCloseMs = 2_000;

/**
 * The board's first `places` players who still have an account: a deleted account's row goes with
 * it, but one deleted during the settlement, or by other means, must not take a place (its prize
 * could not be paid, and the whole settlement would fail on every pass).
 */
export async function winners(db: Firestore, contestId: string, places: number): Promise<string[]> {
  const found: string[] = [];
  let last: QueryDocumentSnapshot | undefined;
  while (found.length < places) {
    const page = contestBoard(db, contestId)
      .orderBy('rank_key', 'desc')
      .limit(places - found.length);
    const rows = (await (last ? page.startAfter(last) : page).get()).docs;
    if (rows.length === 0) break;
    const accounts = await db.getAll(...rows.map((d) => userRef(db, d.id)));
    found.push(...rows.filter((_, i) => accounts[i]!.exists).map((d) => d.id));
    last = rows.at(-1);
  }
  return found;
}

/**
 * Pays the prizes of an ended contest once, applies its held plays (contest-plays.ts), then gives
 * the badges. The board is ranked before the transaction (no row can join it after the end); the
 * prizes' transaction reads the contest by id and nothing else and marks them paid, and `settled`
 * comes last, once no play is held: a repeat, or a holder that dies half way, pays and applies
 * nothing twice and leaves nothing out. Returns whether this call settled it.
 */
export async function settleContest(db: Firestore, contestId: string, now: Date): Promise<boolean> {
  const ref = contestsCol(db).doc(contestId);
  const contest = (await ref.get()).data() as ContestDoc | undefined;
  if (!contest || contest.settled || contest.end_date.toMillis() + contestCloseMs > now.getTime()) return false;
  const places = Math.max(0, ...contest.prizes.map((p) => p.rank));
  const ranked = contest.prizes_paid
    ? []
    : (await winners(db, contestId, places)).map((uid, i) => ({ uid, rank: i + 1 }));
  const paid = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data() as ContestDoc | undefined;
    if (!fresh || fresh.settled || fresh.prizes_paid) return false;
    for (const { uid, rank } of ranked) {
      const coins = contest.prizes.find((p) => p.rank === rank)?.coins ?? 0;
      if (coins > 0) {
        applyCoins(
          tx,
          db,
          uid,
          `contest_prize_${contestId}`,
          { type: 'contest_prize', title: `${contest.name}: rank ${rank}`, coins },
          now,
        );
        tellPlayer(
          tx,
          db,
          uid,
          `contest_prize_${contestId}`,
          { kind: 'contest_prize', params: { contest: contest.name, rank, coins } },
          now,
        );
      }
      recordPendingAward(tx, db, `contest_${contestId}_${uid}`, uid, { kind: 'contest', rank }, now);
    }
    tx.update(ref, { prizes_paid: true });
    return true;
  });
  const playAwards = await applyHeldPlays(db, contestBoard(db, contestId), contest, now);
  const settled = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data() as ContestDoc | undefined;
    if (!fresh || fresh.settled) return false;
    tx.update(ref, { settled: true, settledAt: now });
    return true;
  });
  // the badges last (each a pending record already, never lost if this pass dies): the prizes' and the plays' this pass wrote
  const prizeAwards = paid
    ? ranked.map(({ uid, rank }) => ({
        key: `contest_${contestId}_${uid}`,
        uid,
        event: { kind: 'contest', rank } as const,
      }))
    : [];
  await Promise.all(
    [...prizeAwards, ...playAwards].map(({ key, uid, event }) => applyOrLeave(db, key, { uid, event, at: now })),
  );
  return settled;
}

const settlersAtOnce = 4;

/** One pass: settles every contest past its close. Returns the ids it settled. */
export async function settleEndedContests(db: Firestore, now: Date): Promise<string[]> {
  const open = await contestsCol(db).where('settled', '==', false).get();
  const due = open.docs.filter((d) => (d.data() as ContestDoc).end_date.toMillis() + contestCloseMs <= now.getTime());
  const settled: string[] = [];
  // a few at a time: one contest still locked by a dead instance's transaction holds up no other
  await Promise.all(
    Array.from({ length: Math.min(settlersAtOnce, due.length) }, async () => {
      for (let doc = due.shift(); doc; doc = due.shift())
        if (await settleContest(db, doc.id, now)) settled.push(doc.id);
    }),
  );
  return settled;
}

/** Settles contests as they close, a pass every `intervalMs` (background.ts runs it under a lease). */
export function startContestSettler(db: Firestore, opts: { intervalMs?: number; now?: () => Date } = {}): () => void {
  const now = opts.now ?? (() => new Date());
  return repeatEvery(opts.intervalMs ?? 1_000, 'contest settler', () => settleEndedContests(db, now()));
}
