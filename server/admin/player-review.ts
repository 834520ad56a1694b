// What an operator reads about a player: the record, the latest coin history, and the signs of
// abuse SECURITY.md leaves to the payout review. Reads only: no transaction.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { battleHistory, opponentDaysOf, opponentsOf, type BattleRecord } from '../battles/battle-stats.ts';
import { coinHistory } from '../economy/ledger.ts';
import { type UserDoc } from '../users/user-doc.ts';

const dayMs = 86_400_000;
/** An account younger than this is new. */
export const newAccountDays = 7;
/** This many referral bonuses within a day is a burst. */
export const referralBurst = 3;
/**
 * This many fee battles won against one opponent, who gave more coins than they won back, looks
 * like collusion: counted over the last `collusionWindowDays` and over all time, so draws and
 * one-question rooms played in between dilute nothing.
 */
export const feeWinsSameOpponent = 3;
export const collusionWindowDays = 30;

/**
 * Battle answers right far more often and faster than a person can be: over a player's last
 * `answerKeyWindow` battle answers (`answerKeyMinAnswers` at least, so a few lucky answers judge
 * nobody), at least `answerKeyRightPercent` right at a median under `answerKeyMedianMs` from the
 * question served to the answer received, by the server's clock. SECURITY.md says why these figures.
 */
export const answerKeyWindow = 50;
export const answerKeyMinAnswers = 20;
export const answerKeyRightPercent = 95;
export const answerKeyMedianMs = 1_500;

export type PayoutFlag = 'new_account' | 'referral_burst' | 'fee_wins_same_opponent' | 'answer_key';

export const playerSummary = (id: string, u: UserDoc) => ({
  id,
  name: u.name,
  email: u.email,
  coins: u.coins,
  status: u.status,
  date_registered: u.date_registered.toDate().toISOString(),
});

const iso = (d: FirebaseFirestore.Timestamp | Date) => (d instanceof Date ? d : d.toDate()).toISOString();

export async function recentHistory(db: Firestore, uid: string, limit = 10) {
  const snap = await coinHistory(db, uid).orderBy('date', 'desc').limit(limit).get();
  return snap.docs.map((d) => ({
    id: d.id,
    type: d.get('type') as string,
    title: d.get('title') as string,
    coins: d.get('coins') as number,
    date: iso(d.get('date')),
  }));
}

/** The player's latest battles, newest first; with `since`, only those finished after it. */
export async function recentBattles(db: Firestore, uid: string, limit: number, since?: Timestamp) {
  const newest = battleHistory(db, uid).orderBy('date', 'desc');
  return (await (since ? newest.where('date', '>', since) : newest).limit(limit).get()).docs.map(
    (d) => d.data() as BattleRecord,
  );
}

export interface PairFigures {
  fee_battles: number;
  wins: number;
  losses: number;
  net_coins: number;
}

const figuresOf = (d: FirebaseFirestore.DocumentData): PairFigures => ({
  fee_battles: (d.fee_battles as number | undefined) ?? 0,
  wins: (d.wins as number | undefined) ?? 0,
  losses: (d.losses as number | undefined) ?? 0,
  net_coins: (d.net_coins as number | undefined) ?? 0,
});

/** Every opponent's fee battles against the player: over all time, and summed over the window's days. */
async function opponentFigures(db: Firestore, uid: string, now: Date) {
  const since = new Date(now.getTime() - collusionWindowDays * dayMs);
  const [all, days] = await Promise.all([
    opponentsOf(db, uid).get(),
    opponentDaysOf(db, uid).where('day', '>=', since).get(),
  ]);
  const allTime = new Map(all.docs.map((d) => [d.id, figuresOf(d.data())]));
  const recent = new Map<string, PairFigures>();
  for (const d of days.docs) {
    const f = figuresOf(d.data());
    const sum = recent.get(d.get('opponent') as string) ?? { fee_battles: 0, wins: 0, losses: 0, net_coins: 0 };
    recent.set(d.get('opponent') as string, {
      fee_battles: sum.fee_battles + f.fee_battles,
      wins: sum.wins + f.wins,
      losses: sum.losses + f.losses,
      net_coins: sum.net_coins + f.net_coins,
    });
  }
  return { allTime, recent };
}

const colluding = (f: PairFigures) => f.wins >= feeWinsSameOpponent && f.net_coins > 0;

export interface AnswerFigures {
  counted: number;
  right_percent: number;
  median_ms: number;
}

/** The answer-key figures of a player's latest battle answers (newest first), the flag's rule beside them. */
export function answerFigures(answers: { correct: boolean; ms: number }[]): AnswerFigures & { flagged: boolean } {
  const last = answers.slice(0, answerKeyWindow);
  const ms = last.map((a) => a.ms).sort((a, b) => a - b);
  const mid = Math.floor(ms.length / 2);
  const median = ms.length === 0 ? 0 : ms.length % 2 ? ms[mid]! : (ms[mid - 1]! + ms[mid]!) / 2;
  const right = last.length === 0 ? 0 : Math.round((last.filter((a) => a.correct).length / last.length) * 100);
  return {
    counted: last.length,
    right_percent: right,
    median_ms: Math.round(median),
    flagged: last.length >= answerKeyMinAnswers && right >= answerKeyRightPercent && median < answerKeyMedianMs,
  };
}

/**
 * The answer-key figures of the player's latest battle answers (a battle holds at least one, so the
 * last `answerKeyWindow` battles hold enough); with `since`, of battles finished after it only.
 */
export async function answerKeyFigures(db: Firestore, uid: string, since?: Timestamp) {
  const battles = await recentBattles(db, uid, answerKeyWindow, since);
  return answerFigures(battles.flatMap((b) => [...(b.answers ?? [])].reverse()));
}

export interface PayoutReview {
  flags: PayoutFlag[];
  evidence: {
    window_days: number;
    /** the opponent the player won the most coins from over all time, with the window's figures */
    top_opponent: (PairFigures & { uid: string; last_days: PairFigures }) | null;
    answers: AnswerFigures;
  };
}

export async function payoutReview(db: Firestore, uid: string, user: UserDoc, now: Date): Promise<PayoutReview> {
  const [referrals, pairs, answers] = await Promise.all([
    coinHistory(db, uid)
      .where('type', '==', 'referral')
      .where('date', '>=', new Date(now.getTime() - dayMs))
      .count()
      .get(),
    opponentFigures(db, uid, now),
    answerKeyFigures(db, uid),
  ]);
  const { flagged, ...answerEvidence } = answers;
  const flags: PayoutFlag[] = [];
  if (now.getTime() - user.date_registered.toMillis() < newAccountDays * dayMs) flags.push('new_account');
  if (referrals.data().count >= referralBurst) flags.push('referral_burst');
  if ([...pairs.allTime.values(), ...pairs.recent.values()].some(colluding)) flags.push('fee_wins_same_opponent');
  if (flagged) flags.push('answer_key');
  const [top] = [...pairs.allTime].sort(([, a], [, b]) => b.net_coins - a.net_coins);
  const none = { fee_battles: 0, wins: 0, losses: 0, net_coins: 0 };
  return {
    flags,
    evidence: {
      window_days: collusionWindowDays,
      top_opponent: top ? { uid: top[0], ...top[1], last_days: pairs.recent.get(top[0]) ?? none } : null,
      answers: answerEvidence,
    },
  };
}
