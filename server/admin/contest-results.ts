// An ended contest as the console shows it: its winners as the settlement ranks them (the board's
// first players who still have an account, contest-board.ts) and whether each prize is paid: the
// prize's ledger line is in the winner's coin history. Read only: reads never settle.
import type { Firestore } from 'firebase-admin/firestore';
import type { ContestDoc } from '../content/catalog.ts';
import { coinHistory } from '../economy/ledger.ts';
import { contestBoard, winners } from '../quiz/contest-board.ts';

/** Ranks shown even when fewer carry a prize: an operator asked about third place can answer. */
const shownPlaces = 3;

export async function contestResults(db: Firestore, contest: ContestDoc) {
  const places = Math.max(shownPlaces, ...contest.prizes.map((p) => p.rank));
  const uids = await winners(db, contest.id, places);
  if (uids.length === 0) return [];
  const [rows, lines] = await Promise.all([
    db.getAll(...uids.map((uid) => contestBoard(db, contest.id).doc(uid))),
    db.getAll(...uids.map((uid) => coinHistory(db, uid).doc(`contest_prize_${contest.id}`))),
  ]);
  return uids.map((uid, i) => {
    const rank = i + 1;
    const line = lines[i]!;
    const prize = line.exists
      ? (line.get('coins') as number)
      : (contest.prizes.find((p) => p.rank === rank)?.coins ?? 0);
    const prize_status = line.exists ? ('paid' as const) : prize > 0 ? ('pending' as const) : ('none' as const);
    return {
      rank,
      uid,
      name: (rows[i]!.get('name') as string | undefined) ?? '',
      score: (rows[i]!.get('score') as number | undefined) ?? 0,
      prize,
      prize_status,
    };
  });
}
