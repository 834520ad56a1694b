// The end of a room, in ONE transaction: the room's result, the pot paid out through the ledger
// (or fees refunded), score and statistics for every player, the battle history; then badges.
// Only a started room finishes, and finishing flips its status, so a second attempt does nothing.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { RoomType } from '../../machines/battle-types.ts';
import { applyPlayResult } from '../economy/awards.ts';
import { afterReply } from '../after-reply.ts';
import { applySoon, recordPendingAward } from '../economy/pending-awards.ts';
import { log } from '../log.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { awaitingSeat, playerRef, playersCol, roomRef, type PlayerDoc, type RoomDoc } from './room-docs.ts';
import { closeChallenge } from './challenge-docs.ts';
import { settle, type Settlement } from './scoring.ts';
import { coinsBetween, recordFeeBattle } from './battle-stats.ts';
import { applyRatings, readRatingPairs } from './rating.ts';

export type SeatedPlayer = PlayerDoc & { uid: string };

const dayMs = 86_400_000;
/** Finished and deleted rooms stay readable this long, then the TTL policy may remove them. */
export const keepEndedRoomMs = dayMs;

/**
 * The room's players, read by id from room.playerUids: a transaction locks what it reads, and a
 * query of the players sub-collection would lock a range that other rooms' transactions collide
 * with (docs/architecture.md, "Transactions under load").
 */
export async function readPlayers(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: Pick<RoomDoc, 'playerUids'>,
): Promise<SeatedPlayer[]> {
  if (room.playerUids.length === 0) return [];
  const snaps = await tx.getAll(...room.playerUids.map((uid) => playerRef(db, roomId, uid)));
  return snaps
    .filter((d) => d.exists)
    .map((d) => ({ ...(d.data() as PlayerDoc), uid: d.id }))
    .sort((a, b) => a.slot - b.slot);
}

/** Every seated player's document: plain reads, no transaction. */
export const readSeats = async (db: Firestore, roomId: string): Promise<SeatedPlayer[]> =>
  (await playersCol(db, roomId).get()).docs.map((d) => ({ ...(d.data() as PlayerDoc), uid: d.id }));

/** Nobody is still answering, or at most one player has not left (in 1v1: the one who stayed wins). */
export const roomIsDone = (players: SeatedPlayer[]) =>
  players.every((p) => p.state !== 'playing') || players.filter((p) => p.state !== 'left').length <= 1;

export const battleTitles: Record<RoomType, string> = {
  random: 'Random battle',
  friend: 'Battle with a friend',
  group: 'Group battle',
  async: 'Challenge with a friend',
};

type Outcome = 'won' | 'lost' | 'drawn';

function outcomeOf(uid: string, s: Settlement): Outcome {
  if (!s.drawn) return s.winnerUids.includes(uid) ? 'won' : 'lost';
  return s.winnerUids.length === 0 || s.winnerUids.includes(uid) ? 'drawn' : 'lost';
}

/** Writes the end of the room inside `tx` (all reads done by the caller); returns each human's outcome. */
function writeEnd(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  players: SeatedPlayer[],
  users: Map<string, UserDoc>,
  ratingPairs: DocumentSnapshot[],
  now: Date,
): { uid: string; outcome: Outcome; coins: number }[] {
  const s = settle(room.type, room.entryFee, players, room.feesTaken);
  // bot games count for nothing, the rating included
  const ratings = room.vsBot ? new Map() : applyRatings(tx, db, s.standings, users, ratingPairs, now);
  const { winnerUids, ...settled } = s;
  const result = {
    ...settled,
    standings: settled.standings.map((x) => (ratings.has(x.uid) ? { ...x, rating: ratings.get(x.uid) } : x)),
  };
  tx.update(roomRef(db, roomId), {
    status: 'finished',
    finishedAt: now,
    expireAt: Timestamp.fromMillis(now.getTime() + keepEndedRoomMs),
    winnerUids,
    result,
  });
  for (const p of players) {
    tx.update(playerRef(db, roomId, p.uid), { live: false, ...(p.state === 'playing' ? { state: 'finished' } : {}) });
  }
  if (room.vsBot) return [];
  const humans = players.filter((p) => users.has(p.uid)); // a deleted account has no user doc left
  const feePaid = room.feesTaken ? room.entryFee : 0;
  const paid = new Map(s.standings.map((x) => [x.uid, x.coins]));
  return humans.map((p) => {
    const standing = s.standings.find((x) => x.uid === p.uid)!;
    const outcome = outcomeOf(p.uid, s);
    const title = `${battleTitles[room.type]}: ${outcome}`;
    applyPlayResult(
      tx,
      db,
      p.uid,
      users.get(p.uid)!,
      {
        key: `battle_${roomId}`,
        coins: standing.coins,
        score: p.points,
        answered: p.answers.length,
        correct: p.correctAnswers,
        categoryId: room.categoryId || undefined,
        mode: 'battle',
        title,
        // a draw's (or an emptied room's) payout is the player's own fee back: not coins earned
        refund: feePaid > 0 && standing.coins <= feePaid,
      },
      now,
    );
    const user = userRef(db, p.uid);
    // `left` counts the battles the player walked out of: pairing keeps those who leave most with each other (fair-play.ts)
    const left = p.state === 'left' ? { left: FieldValue.increment(1) } : {};
    tx.set(
      user.collection('stats').doc('battles'),
      { [outcome]: FieldValue.increment(1), played: FieldValue.increment(1), ...left },
      { merge: true },
    );
    const others = humans.filter((o) => o.uid !== p.uid);
    tx.set(user.collection('battles').doc(roomId), {
      roomId,
      type: room.type,
      categoryId: room.categoryId,
      result: outcome,
      rank: standing.rank,
      points: p.points,
      correctAnswers: p.correctAnswers,
      coins: standing.coins,
      entryFee: room.feesTaken ? room.entryFee : 0,
      winnerUids,
      opponentUids: others.map((o) => o.uid),
      opponents: others.map((o) => ({ uid: o.uid, name: o.name, image: o.image, points: o.points })),
      answers: p.answers.map((a) => ({ correct: a.correct, ms: a.ms })),
      date: now,
    });
    if (feePaid > 0) recordFeeBattle(tx, db, p.uid, coinsBetween(paid, p.uid), now);
    return { uid: p.uid, outcome, coins: standing.coins };
  });
}

/**
 * Finishes a started room when it is done, or with `timeUp` when its expireAt (the hard stop) has
 * passed. Returns whether this call finished it.
 */
export async function finishIfDone(
  db: Firestore,
  roomId: string,
  now: Date,
  opts: { timeUp?: boolean } = {},
): Promise<boolean> {
  const ended = await db.runTransaction(async (tx) => {
    const snap = await tx.get(roomRef(db, roomId));
    const room = snap.data() as RoomDoc | undefined;
    if (room?.status !== 'started' || awaitingSeat(room)) return null; // an unplayed challenge lapses instead (async-challenge.ts)
    const players = await readPlayers(tx, db, roomId, room);
    const timeUp = opts.timeUp === true && room.expireAt.toMillis() <= now.getTime();
    if (!timeUp && !roomIsDone(players)) return null;
    const humans = room.vsBot ? [] : players.filter((p) => !p.bot);
    const userSnaps = humans.length > 0 ? await tx.getAll(...humans.map((p) => userRef(db, p.uid))) : [];
    const users = new Map(userSnaps.filter((u) => u.exists).map((u) => [u.id, u.data() as UserDoc]));
    const ratingPairs = await readRatingPairs(tx, db, [...users.keys()], now);
    const outcomes = writeEnd(tx, db, roomId, room, players, users, ratingPairs, now);
    if (room.type === 'async') closeChallenge(tx, db, roomId, room, players, outcomes, now);
    const awards = outcomes.map(({ uid, outcome }) => ({
      uid,
      event: { kind: 'battle', battle: room.type, won: outcome === 'won', vsBot: false } as const,
      at: now,
    }));
    for (const a of awards) recordPendingAward(tx, db, `battle_${roomId}_${a.uid}`, a.uid, a.event, now);
    return awards;
  });
  if (!ended) return false;
  // The result stands whatever follows: the badges come after the reply (the worker's if this fails).
  for (const a of ended) applySoon(db, `battle_${roomId}_${a.uid}`, a);
  return true;
}

/**
 * Finishes the room after the reply of the answer that completed it: the players hear the end
 * through their listeners either way. A failure or a dead process leaves it to the sweeper.
 */
export function finishSoon(db: Firestore, roomId: string, now: Date): void {
  afterReply(
    finishIfDone(db, roomId, now).catch((err) =>
      log('warn', { msg: 'room left for the sweeper', roomId, err: String(err) }),
    ),
  );
}
