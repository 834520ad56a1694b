// Battle statistics. finish-room.ts records them when a room finishes:
//   users/{uid}/stats/battles       { won, lost, drawn, played, left }
//   users/{uid}/battles/{roomId}    one finished battle: type, result, rank, points, coins, opponents, date,
//                                   and each answer's grading and time (the payout review reads them)
//   users/{uid}/opponents/{other}   every fee battle against one opponent, all time (recordFeeBattle)
//   users/{uid}/opponentDays/{yyyy-mm-dd}_{other}  the same for one day (UTC), for a review over a time window
// set_battle_statistics (the contract's call) can only confirm what the server recorded.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dayKey } from '../economy/awards.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { userRef } from '../users/user-doc.ts';
import { readPage } from '../paged-query.ts';

export const battleHistory = (db: Firestore, uid: string) => userRef(db, uid).collection('battles');
const battleTotals = (db: Firestore, uid: string) => userRef(db, uid).collection('stats').doc('battles');

export interface BattleRecord {
  roomId: string;
  type: string;
  categoryId: string;
  result: 'won' | 'lost' | 'drawn';
  rank: number;
  points: number;
  correctAnswers: number;
  coins: number;
  entryFee: number;
  winnerUids: string[];
  opponentUids: string[];
  opponents: { uid: string; name: string; image: string; points: number }[];
  /** each answer in play order: right or wrong, ms from served to received by the server's clock (absent on older records) */
  answers?: { correct: boolean; ms: number }[];
  date: Timestamp;
}

/** A fee battle's outcome between its player and one opponent. */
export interface FeeBattleAgainst {
  uid: string;
  /** coins the player won from this opponent, minus coins they lost to them (a draw: 0) */
  netCoins: number;
}

export const opponentsOf = (db: Firestore, uid: string) => userRef(db, uid).collection('opponents');
export const opponentDaysOf = (db: Firestore, uid: string) => userRef(db, uid).collection('opponentDays');

/**
 * Records one fee battle of `uid` against each opponent, in the transaction that pays it out: any
 * battle with an entry fee writes it (a room, an asynchronous challenge), so the payout review
 * sees every coin moved between two players, over all time and by day. Increments only: no reads.
 */
export function recordFeeBattle(tx: Transaction, db: Firestore, uid: string, against: FeeBattleAgainst[], now: Date) {
  const day = dayKey(now);
  for (const o of against) {
    const figures = {
      fee_battles: FieldValue.increment(1),
      wins: FieldValue.increment(o.netCoins > 0 ? 1 : 0),
      losses: FieldValue.increment(o.netCoins < 0 ? 1 : 0),
      net_coins: FieldValue.increment(o.netCoins),
    };
    tx.set(opponentsOf(db, uid).doc(o.uid), { opponent: o.uid, ...figures, last_at: now }, { merge: true });
    tx.set(
      opponentDaysOf(db, uid).doc(`${day}_${o.uid}`),
      { opponent: o.uid, day: Timestamp.fromDate(new Date(day)), ...figures },
      { merge: true },
    );
  }
}

/**
 * What each player of a fee battle won from each other one: every fee of the pot went to the
 * players in proportion to what they were paid, so `a` won (paid(a) - paid(b)) / players from `b`.
 */
export function coinsBetween(paid: Map<string, number>, uid: string): FeeBattleAgainst[] {
  const mine = paid.get(uid) ?? 0;
  return [...paid]
    .filter(([other]) => other !== uid)
    .map(([other, theirs]) => ({ uid: other, netCoins: Math.round(((mine - theirs) / paid.size) * 100) / 100 }));
}

async function totals(db: Firestore, uid: string) {
  const snap = await battleTotals(db, uid).get();
  const n = (k: string) => (snap.get(k) as number | undefined) ?? 0;
  return { won: n('won'), lost: n('lost'), drawn: n('drawn'), played: n('played') };
}

export async function readBattleStats(
  db: Firestore,
  uid: string,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const [myreport, list] = await Promise.all([
    totals(db, uid),
    readPage(battleHistory(db, uid).orderBy('date', page.order), page, (d) => {
      const b = d.data() as BattleRecord;
      return {
        room_id: b.roomId,
        type: b.type,
        result: b.result,
        rank: b.rank,
        points: b.points,
        correct_answers: b.correctAnswers,
        coins: b.coins,
        opponents: b.opponents,
        date: b.date.toDate().toISOString(),
      };
    }),
  ]);
  return { myreport, ...list };
}

export interface ClaimedResult {
  user_id1: string;
  user_id2: string;
  winner_id: string;
  is_drawn: boolean;
}

/**
 * The client's report of a 1v1 result, checked against the last finished battle the server
 * recorded between these two players. It records nothing: the numbers were written when the room
 * finished, so a replayed or inflated report cannot add to them.
 */
export async function confirmBattleResult(db: Firestore, uid: string, claim: ClaimedResult) {
  if (claim.user_id1 === claim.user_id2) throw badRequest('same_players');
  if (uid !== claim.user_id1 && uid !== claim.user_id2) throw forbidden('not_in_room');
  const other = uid === claim.user_id1 ? claim.user_id2 : claim.user_id1;
  const last = await battleHistory(db, uid)
    .where('opponentUids', 'array-contains', other)
    .orderBy('date', 'desc')
    .limit(1)
    .get();
  const record = last.docs[0]?.data() as BattleRecord | undefined;
  if (!record) throw notFound();
  const drawn = record.result === 'drawn';
  const matches = claim.is_drawn
    ? drawn
    : !drawn && record.winnerUids.length === 1 && record.winnerUids[0] === claim.winner_id;
  if (!matches) throw conflict('battle_result_mismatch');
  return { room_id: record.roomId, result: record.result, ...(await totals(db, uid)) };
}
