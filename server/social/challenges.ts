// A challenge in one tap: a friend room whose one invited player is a friend (a friendship read by
// id and no block either way, checked in the room's own transaction). The friend's invitation says
// "challenges you"; their join (naming the fee, as every join of a fee room) is their yes and
// starts the room while the challenger waits in its lobby. Saying no, or letting it lapse, deletes
// the room (nobody was charged: fees are taken at the start) and tells the challenger.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ActionContext } from '../action.ts';
import type { BattlePlace } from '../battles/battle-questions.ts';
import { roomRef, type RoomDoc } from '../battles/room-docs.ts';
import { createRoom, declineInvite, deleteInTx, joinRoom, startIfReady } from '../battles/rooms.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { forbidden } from '../errors.ts';
import { friendRef } from './friend-docs.ts';
import { assertNotBlocked, type OtherPlayer } from './friends.ts';

export interface Challenge {
  /** a client-chosen id: challenging again with it returns the same room */
  roomId: string;
  friend: OtherPlayer;
  place: BattlePlace;
  questionCount: number;
  multiplier: number;
}

export function challengeFriend(ctx: ActionContext, c: Challenge) {
  const check = async (tx: Transaction) => {
    const friend = await tx.get(friendRef(ctx.db, ctx.uid, c.friend.uid));
    await assertNotBlocked(tx, ctx.db, ctx.uid, c.friend.uid);
    if (!friend.exists) throw forbidden('challenge_not_friend');
  };
  return createRoom(ctx, {
    roomId: c.roomId,
    type: 'friend',
    place: c.place,
    questionCount: c.questionCount,
    multiplier: c.multiplier,
    // how long it waits for the friend's yes before it lapses (by the server's clock: the sweeper)
    challenge: {
      uid: c.friend.uid,
      name: c.friend.name,
      check,
      waitMs: ctx.config.friend_challenge_wait_seconds * 1000,
    },
  });
}

/** The one join; when it is the challenged friend's, it is their yes and starts the battle. */
export async function joinAndAccept(ctx: ActionContext, code: string, fee?: number): Promise<{ roomId: string }> {
  const joined = await joinRoom(ctx, code, fee);
  const room = (await roomRef(ctx.db, joined.roomId).get()).data() as RoomDoc;
  if (room.status === 'waiting' && room.challenge?.toUid === ctx.uid)
    await startIfReady(ctx, joined.roomId, 'challenged');
  return joined;
}

/**
 * Deletes a challenge's waiting room and tells the challenger why, under the bell and on the
 * lobby they wait in (`challenge.end`). Reads first (deleteInTx), then writes.
 */
export async function endChallengeInTx(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  why: 'declined' | 'lapsed',
  now: Date,
) {
  await deleteInTx(tx, db, roomId, room, now);
  tx.update(roomRef(db, roomId), { 'challenge.end': why });
  tellPlayer(
    tx,
    db,
    room.ownerUid,
    `friend_challenge_${why}_${roomId}`,
    // nothing was paid: a live challenge takes its fees at the start
    {
      kind: why === 'declined' ? 'challenge_declined' : 'challenge_expired',
      params: { name: room.challenge?.toName ?? '', coins: 0 },
    },
    now,
  );
}

/** "Not now" on an invitation: a challenge's is a no, which ends it; any other only goes away. */
export async function declineInvitation(ctx: ActionContext, roomId: string): Promise<{ room_id: string }> {
  const ended = await ctx.db.runTransaction(async (tx) => {
    const room = (await tx.get(roomRef(ctx.db, roomId))).data() as RoomDoc | undefined;
    if (room?.status !== 'waiting' || room.challenge?.toUid !== ctx.uid) return false;
    await endChallengeInTx(tx, ctx.db, roomId, room, 'declined', ctx.now());
    return true;
  });
  return ended ? { room_id: roomId } : declineInvite(ctx, roomId);
}
