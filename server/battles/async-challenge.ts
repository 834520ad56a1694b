// Asynchronous challenges (docs/architecture.md "A battle that waits"): a room of type 'async' whose
// two seats play at different times, through the same grading, clock and end as any battle.
// - The challenger's seat is made with the room: started at once, their fee taken, their own 3-2-1.
// - The friend is told (the bell, and their challenge list) and has async_challenge_seconds to take
//   the second seat: seated, their fee taken, a 3-2-1 of their own (PlayerDoc.questionsAt).
// - Until then the room awaits a seat (room-docs.ts awaitingSeat): nothing is revealed to anyone
//   and it does not finish. Declined, or lapsed at expireAt (the sweeper, by the server's clock):
//   the challenger's fee goes back once and the room is 'expired'.
// - The friend is not a member before they play: no listener or room action of theirs reaches it.
//   Once seated, neither reads the other's seat until the end (firestore.rules).
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { wholeHours } from '../../contract/settings.ts';
import type { ActionContext } from '../action.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { applyCoins } from '../economy/ledger.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { blockedBetween } from '../social/blocks.ts';
import { userRef } from '../users/user-doc.ts';
import { pickQuestionIds, type BattlePlace } from './battle-questions.ts';
import { challengeRef, setTurns, type ChallengeDoc } from './challenge-docs.ts';
import { keepEndedRoomMs } from './finish-room.ts';
import {
  awaitingSeat,
  newPlayer,
  newRoomDoc,
  playerRef,
  roomRef,
  roomsCol,
  winStreakOf,
  type RoomDoc,
} from './room-docs.ts';
import { assertCategoryOpen, coinsOf } from './rooms.ts';
import { playDeadline, questionsAtFor } from './scoring.ts';

/** A friendship, as the friends list keeps it: users/{uid}/friends/{friendUid} { uid, name, since }. */
const friendRef = (db: Firestore, uid: string, friendUid: string) =>
  userRef(db, uid).collection('friends').doc(friendUid);

export interface NewChallenge {
  /** a client-chosen id: sending again returns the same challenge */
  roomId: string;
  friendUid: string;
  place: BattlePlace;
  questionCount: number;
  multiplier: number;
}

export async function createChallenge(
  ctx: ActionContext,
  c: NewChallenge,
): Promise<{ roomId: string; entryFee: number }> {
  if (c.friendUid === ctx.uid) throw badRequest('challenge_yourself');
  const entryFee = ctx.config.battle_entry_fee * c.multiplier;
  if (ctx.user.coins < entryFee) throw forbidden('not_enough_coins');
  const questionIds = await pickQuestionIds(ctx.db, c.place, c.questionCount, [ctx.uid, c.friendUid]);
  const ref = c.roomId ? roomRef(ctx.db, c.roomId) : roomsCol(ctx.db).doc();
  return ctx.db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      const room = existing.data() as RoomDoc;
      if (room.ownerUid !== ctx.uid || room.type !== 'async') throw conflict('room_id_taken');
      return { roomId: ref.id, entryFee: room.entryFee };
    }
    const [userSnap, summary, friend] = await tx.getAll(
      userRef(ctx.db, ctx.uid),
      statsSummaryRef(ctx.db, ctx.uid),
      friendRef(ctx.db, ctx.uid, c.friendUid),
    );
    if (!friend!.exists) throw forbidden('challenge_not_friend');
    if (await blockedBetween(ctx.db, tx, ctx.uid, c.friendUid)) throw forbidden('challenge_blocked');
    if (coinsOf(userSnap!) < entryFee) throw forbidden('not_enough_coins');
    const now = ctx.now();
    const lapsesAt = Timestamp.fromMillis(now.getTime() + Number(ctx.config.async_challenge_seconds) * 1000);
    const parties = {
      fromName: ctx.user.name,
      toUid: c.friendUid,
      toName: (friend!.get('name') as string | undefined) ?? '',
    };
    tx.create(ref, {
      ...newRoomDoc(
        {
          type: 'async',
          code: '',
          ownerUid: ctx.uid,
          categoryId: c.place.categoryId,
          languageId: c.place.languageId,
          entryFee,
          maxPlayers: 2,
          questionIds,
          playerUids: [ctx.uid],
          started: true,
          questionsAt: questionsAtFor(now, ctx.config),
          // the friend's time to take their seat; seating them moves it to their own play's end
          expireAt: lapsesAt.toDate(),
        },
        now,
      ),
      challenge: parties,
    });
    tx.create(
      playerRef(ctx.db, ref.id, ctx.uid),
      newPlayer(1, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)),
    );
    if (entryFee > 0)
      applyCoins(
        tx,
        ctx.db,
        ctx.uid,
        `battle_fee_${ref.id}`,
        { type: 'battle_fee', title: 'Battle entry fee', coins: -entryFee },
        now,
      );
    const entry: Omit<ChallengeDoc, 'turn'> = {
      roomId: ref.id,
      fromUid: ctx.uid,
      ...parties,
      categoryId: c.place.categoryId,
      questionCount: questionIds.length,
      entryFee,
      createdAt: Timestamp.fromDate(now),
      lapsesAt,
      expireAt: Timestamp.fromMillis(lapsesAt.toMillis() + keepEndedRoomMs),
    };
    tx.create(challengeRef(ctx.db, ctx.uid, ref.id), { ...entry, turn: 'theirs' });
    tx.create(challengeRef(ctx.db, c.friendUid, ref.id), { ...entry, turn: 'mine' });
    tellPlayer(
      tx,
      ctx.db,
      c.friendUid,
      `challenge_${ref.id}`,
      {
        kind: 'challenge',
        params: { name: ctx.user.name, coins: entryFee, hours: wholeHours(ctx.config.async_challenge_seconds) },
      },
      now,
    );
    return { roomId: ref.id, entryFee };
  });
}

/** The challenge addressed to the caller, or why not (read in the caller's transaction). */
function challengeFor(room: RoomDoc | undefined, uid: string): RoomDoc {
  if (!room) throw notFound();
  if (room.type !== 'async' || room.challenge?.toUid !== uid) throw forbidden('challenge_not_yours');
  return room;
}

/**
 * The friend plays: seated in one transaction with their fee (the figure their button named, as a
 * join of a fee room must), their question 1 after a 3-2-1 of their own, and the room's hard stop
 * moved to the end of their play. Accepting again changes nothing.
 */
export async function acceptChallenge(ctx: ActionContext, roomId: string, fee?: number): Promise<{ roomId: string }> {
  const categoryId = (await roomRef(ctx.db, roomId).get()).get('categoryId') as string | undefined;
  if (categoryId) await assertCategoryOpen(ctx, categoryId);
  return ctx.db.runTransaction(async (tx) => {
    const [roomSnap, userSnap, summary] = await tx.getAll(
      roomRef(ctx.db, roomId),
      userRef(ctx.db, ctx.uid),
      statsSummaryRef(ctx.db, ctx.uid),
    );
    const room = challengeFor(roomSnap!.data() as RoomDoc | undefined, ctx.uid);
    if (room.playerUids.includes(ctx.uid)) return { roomId };
    const now = ctx.now();
    if (room.status !== 'started' || room.expireAt.toMillis() <= now.getTime()) throw conflict('challenge_expired');
    if (await blockedBetween(ctx.db, tx, room.ownerUid, ctx.uid)) throw forbidden('challenge_blocked');
    if (coinsOf(userSnap!) < room.entryFee) throw forbidden('not_enough_coins');
    if (room.entryFee > 0 && fee !== room.entryFee) throw conflict('challenge_confirm_fee');
    const questionsAt = questionsAtFor(now, ctx.config);
    tx.update(roomSnap!.ref, {
      playerUids: FieldValue.arrayUnion(ctx.uid),
      expireAt: Timestamp.fromDate(playDeadline(questionsAt, room.questionCount, ctx.config)),
    });
    tx.create(playerRef(ctx.db, roomId, ctx.uid), {
      ...newPlayer(2, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)),
      questionsAt: Timestamp.fromDate(questionsAt),
    });
    if (room.entryFee > 0)
      applyCoins(
        tx,
        ctx.db,
        ctx.uid,
        `battle_fee_${roomId}`,
        { type: 'battle_fee', title: 'Battle entry fee', coins: -room.entryFee },
        now,
      );
    return { roomId };
  });
}

/**
 * Ends a challenge its friend never played (declined, or lapsed): the challenger's fee back, both
 * entries expired, the challenger told. Call it after the transaction's reads; the room's status
 * turning 'expired' makes a second call (a decline racing the sweeper) find nothing to do.
 */
export function lapseInTx(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  now: Date,
  why: 'declined' | 'expired',
): void {
  tx.update(roomRef(db, roomId), {
    status: 'expired',
    finishedAt: now,
    expireAt: Timestamp.fromMillis(now.getTime() + keepEndedRoomMs),
  });
  tx.update(playerRef(db, roomId, room.ownerUid), { live: false });
  if (room.feesTaken) {
    const title = why === 'declined' ? 'Challenge declined: entry fee back' : 'Challenge expired: entry fee back';
    applyCoins(
      tx,
      db,
      room.ownerUid,
      `battle_refund_${roomId}`,
      { type: 'battle_refund', title, coins: room.entryFee, refund: true },
      now,
    );
  }
  setTurns(
    tx,
    db,
    roomId,
    room,
    { [room.ownerUid]: { turn: 'expired' }, [room.challenge!.toUid]: { turn: 'expired' } },
    now,
  );
  const note = {
    kind: why === 'declined' ? 'challenge_declined' : 'challenge_expired',
    params: { name: room.challenge!.toName, coins: room.entryFee },
  } as const;
  tellPlayer(tx, db, room.ownerUid, `challenge_${why}_${roomId}`, note, now);
}

/** The friend says no: as a lapse, now. Declining again, or a lapsed one, changes nothing. */
export async function declineChallenge(ctx: ActionContext, roomId: string): Promise<{ status: 'expired' }> {
  await ctx.db.runTransaction(async (tx) => {
    const room = challengeFor((await tx.get(roomRef(ctx.db, roomId))).data() as RoomDoc | undefined, ctx.uid);
    if (room.status === 'expired') return;
    if (!awaitingSeat(room)) throw conflict('challenge_played');
    lapseInTx(tx, ctx.db, roomId, room, ctx.now(), 'declined');
  });
  return { status: 'expired' };
}

/**
 * The sweeper's part: a challenge whose friend's time ran out (by the server's clock) lapses, once,
 * as soon as the challenger's own round is over (finished, or left by the presence rules). Returns whether it did.
 */
export async function lapseIfDue(db: Firestore, roomId: string, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const room = (await tx.get(roomRef(db, roomId))).data() as RoomDoc | undefined;
    if (room?.status !== 'started' || !awaitingSeat(room) || room.expireAt.toMillis() > now.getTime()) return false;
    if ((await tx.get(playerRef(db, roomId, room.ownerUid))).get('state') === 'playing') return false;
    lapseInTx(tx, db, roomId, room, now, 'expired');
    return true;
  });
}
