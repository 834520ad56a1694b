// Applies one graded play (a quiz, a battle, a contest...) to the player's economy, inside the
// caller's transaction. applyPlayResult does no reads: the caller reads the user doc first (all
// its other reads too) and then calls it, so the transaction keeps reads before writes.
// A replayed key fails the transaction with ALREADY_EXISTS (see isAlreadyApplied in ledger.ts).
//
// Data model (UTC dates):
//   users/{uid}                                 coins, coins_earned, all_time_score (user-doc.ts)
//   users/{uid}/coinHistory/{key}               the ledger (ledger.ts)
//   users/{uid}/plays/{key}                     one graded play: { mode, title, coins, score,
//                                               answered, correct, categoryId, date } (the idempotency key)
//   users/{uid}/playDays/{YYYY-MM-DD}           { played: true, daily?: true } (streak and thirsty badges)
//   users/{uid}/stats/summary                   { questions_answered, correct_answers,
//                                               categories: { [categoryId]: { answered, correct } },
//                                               random_win_streak }
//   users/{uid}/stats/battles                   { won, lost, drawn, played } (battles)
//   users/{uid}/badges/{type}                   { type, status 0|1|2, unlockedAt } (badges.ts)
//   leaderboards/daily-YYYY-MM-DD/entries/{uid} { uid, name, profile, score, updatedAt }
//   leaderboards/monthly-YYYY-MM/entries/{uid}  same shape
//   leaderboards/global/entries/{uid}           same shape, score = the user's all_time_score
// Leaderboards rank by score descending, ties to whoever reached the score first (updatedAt).
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { UserDoc } from '../users/user-doc.ts';
import { applyCoins } from './ledger.ts';

export interface PlayResult {
  /** Idempotency key, e.g. 'quiz_<sessionId>'. */
  key: string;
  coins: number;
  score: number;
  answered: number;
  correct: number;
  categoryId?: string;
  mode: string;
  title: string;
  /** the coins are the player's own given back (a draw's fee): they move the balance, not coins_earned */
  refund?: boolean;
  /** when it was played, if it is applied later (a contest's play, at the contest's end): its day counts as played */
  playedAt?: Date;
}

export const dayKey = (d: Date) => d.toISOString().slice(0, 10);
export const monthKey = (d: Date) => d.toISOString().slice(0, 7);

export const boardIds = (now: Date) => ({
  daily: `daily-${dayKey(now)}`,
  monthly: `monthly-${monthKey(now)}`,
  global: 'global',
});
export type BoardKind = keyof ReturnType<typeof boardIds>;

export const boardEntries = (db: Firestore, boardId: string) =>
  db.collection('leaderboards').doc(boardId).collection('entries');
export const playDays = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection('playDays');
export const statsSummaryRef = (db: Firestore, uid: string) =>
  db.collection('users').doc(uid).collection('stats').doc('summary');

export function applyPlayResult(
  tx: Transaction,
  db: Firestore,
  uid: string,
  user: UserDoc,
  r: PlayResult,
  now: Date,
): void {
  const userDoc = db.collection('users').doc(uid);
  tx.create(userDoc.collection('plays').doc(r.key), {
    mode: r.mode,
    title: r.title,
    coins: r.coins,
    score: r.score,
    answered: r.answered,
    correct: r.correct,
    categoryId: r.categoryId ?? '',
    date: r.playedAt ?? now,
  });
  if (r.coins !== 0)
    applyCoins(
      tx,
      db,
      uid,
      r.key,
      { type: r.mode, title: r.title, coins: r.coins, ...(r.refund ? { refund: true } : {}) },
      now,
    );

  // The boards move by what the all-time score really moved (it never goes below 0).
  const allTime = Math.max(0, (user.all_time_score ?? 0) + r.score);
  const moved = allTime - (user.all_time_score ?? 0);
  if (moved !== 0) {
    tx.update(userDoc, { all_time_score: allTime });
    const who = { uid, name: user.name, profile: user.profile, updatedAt: now };
    const ids = boardIds(now);
    tx.set(boardEntries(db, ids.daily).doc(uid), { ...who, score: FieldValue.increment(moved) }, { merge: true });
    tx.set(boardEntries(db, ids.monthly).doc(uid), { ...who, score: FieldValue.increment(moved) }, { merge: true });
    tx.set(boardEntries(db, ids.global).doc(uid), { ...who, score: allTime });
  }

  const categories = r.categoryId
    ? {
        categories: {
          [r.categoryId]: { answered: FieldValue.increment(r.answered), correct: FieldValue.increment(r.correct) },
        },
      }
    : {};
  tx.set(
    statsSummaryRef(db, uid),
    {
      questions_answered: FieldValue.increment(r.answered),
      correct_answers: FieldValue.increment(r.correct),
      ...categories,
    },
    { merge: true },
  );
  tx.set(playDays(db, uid).doc(dayKey(r.playedAt ?? now)), { played: true }, { merge: true });
}
