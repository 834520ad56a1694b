// The rating of a battle between people (never the bot): Weng-Lin (openskill) over the room's
// standings, a free-for-all of 2-4, applied in the transaction that finishes the room, so it is
// applied once, like the coins. The pure part (rateBattle, repeatWeight) is what the simulation runs.
//
// Anti-farming: two players who battle each other again and again on one day (a friend losing on
// purpose) move each other's ratings less each time, and not at all past a few. The count lives in
// ratingPairs/{YYYY-MM-DD}_{uidA}_{uidB} (uids sorted; server only; expires with the day), read by
// id in the finishing transaction.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { rate } from 'openskill';
import { isProvisional, newRating, ratingFigure, type Rating, type RatingChange } from '../../contract/rating.ts';
import { boardEntries, dayKey } from '../economy/awards.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';

/** The share of a full rating step for a battle of two players who already had n rated battles today. */
const repeatWeights = [1, 0.5, 0.25];
export const repeatWeight = (earlierToday: number) => repeatWeights[earlierToday] ?? 0;

/** The ladder: leaderboards/rating/entries/{uid}, score = the rating figure; settled ratings only. */
export const ladderId = 'rating';

/**
 * openskill's options for every rating and prediction: beta is the spread of one battle's result
 * around a player's skill. A battle of 10 questions is a noisier test than openskill's default
 * (25/6) assumes: at 6 the predicted win chances match the outcomes (`npm run simulate`).
 */
export const ratingModel = { beta: 6 };

export interface RatedSeat {
  rating: Rating | undefined;
  /** 1 is first; equal ranks drew */
  rank: number;
}

/** Each seat's new rating, moved by `weight` (0-1) of the full Weng-Lin step; at 0 nothing moves. */
export function rateBattle(seats: RatedSeat[], weight: number): Rating[] {
  const before = seats.map((s) => s.rating ?? newRating);
  if (weight <= 0 || seats.length < 2) return before;
  const after = rate(
    before.map((r) => [{ mu: r.mu, sigma: r.sigma }]),
    { ...ratingModel, rank: seats.map((s) => s.rank) },
  );
  return before.map((r, i) => {
    const next = after[i]![0]!;
    return {
      mu: r.mu + weight * (next.mu - r.mu),
      sigma: r.sigma + weight * (next.sigma - r.sigma),
      games: r.games + 1,
    };
  });
}

const dayMs = 86_400_000;

function pairRefs(db: Firestore, uids: string[], now: Date) {
  const sorted = [...uids].sort();
  return sorted.flatMap((a, i) =>
    sorted.slice(i + 1).map((b) => db.collection('ratingPairs').doc(`${dayKey(now)}_${a}_${b}`)),
  );
}

/** The transaction's reads for rating these players: today's pair counts, by id. */
export const readRatingPairs = (
  tx: Transaction,
  db: Firestore,
  uids: string[],
  now: Date,
): Promise<DocumentSnapshot[]> => (uids.length < 2 ? Promise.resolve([]) : tx.getAll(...pairRefs(db, uids, now)));

/**
 * Rates the humans of a finished room inside `tx` (reads done: `users`, `pairs`); returns each
 * rated player's change for the result screen. The most repeated pair in the room sets the weight.
 */
export function applyRatings(
  tx: Transaction,
  db: Firestore,
  standings: { uid: string; rank: number }[],
  users: Map<string, UserDoc>,
  pairs: DocumentSnapshot[],
  now: Date,
): Map<string, RatingChange> {
  const rated = standings.filter((s) => users.has(s.uid));
  if (rated.length < 2) return new Map();
  const earlier = Math.max(0, ...pairs.map((p) => (p.get('count') as number | undefined) ?? 0));
  const weight = repeatWeight(earlier);
  const expireAt = Timestamp.fromMillis(now.getTime() + 2 * dayMs);
  for (const p of pairs) tx.set(p.ref, { count: FieldValue.increment(1), expireAt }, { merge: true });
  const next = rateBattle(
    rated.map((s) => ({ rating: users.get(s.uid)!.rating, rank: s.rank })),
    weight,
  );
  const changes = new Map<string, RatingChange>();
  rated.forEach((s, i) => {
    const user = users.get(s.uid)!;
    const rating = next[i]!;
    const figure = ratingFigure(rating);
    changes.set(s.uid, { figure, change: figure - ratingFigure(user.rating), provisional: isProvisional(rating) });
    if (weight <= 0) return;
    tx.update(userRef(db, s.uid), { rating });
    if (!isProvisional(rating)) {
      tx.set(boardEntries(db, ladderId).doc(s.uid), {
        uid: s.uid,
        name: user.name,
        profile: user.profile,
        score: figure,
        updatedAt: now,
      });
    }
  });
  return changes;
}
