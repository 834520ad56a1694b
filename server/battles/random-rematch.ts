// "Rematch" on a finished random 1v1 between two people: each player's yes is recorded on the
// finished room itself (its `randomRematch` offer), and the second yes starts a new random room for
// the same two players, same category and fee, in that same transaction: the room document is the
// one both presses serialize on, so the new room is made exactly once. A no (or leaving the result
// screen) ends the offer, and so does the server's clock after rematchWindowMs. A pair one of whom
// blocked the other gets no rematch (server/social/blocks.ts).
import type { Transaction } from 'firebase-admin/firestore';
import type { RematchOffer } from '../../machines/battle-types.ts';
import type { ActionContext } from '../action.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { blockedBetween } from '../social/blocks.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { pickQuestionIds } from './battle-questions.ts';
import { finishIfDone } from './finish-room.ts';
import { seatPair } from './matchmaking.ts';
import { matchTicketRef, roomRef, winStreakOf, type RoomDoc } from './room-docs.ts';
import { assertCategoryOpen } from './rooms.ts';

/** How long the first yes waits for the second, by the server's clock. */
export const rematchWindowMs = 30_000;

export type RematchAnswer = 'accept' | 'decline';

export interface RematchReply {
  room_id: string;
  status: RematchOffer['status'];
  next_room_id: string | null;
}

const lapsed = (offer: RematchOffer | undefined, now: Date) =>
  offer?.status === 'waiting' && offer.lapsesAt <= now.getTime();

/** The finished room, if the caller is one of its two human players; refused otherwise. */
async function readFinished(tx: Transaction, ctx: ActionContext, roomId: string) {
  const room = (await tx.get(roomRef(ctx.db, roomId))).data() as RoomDoc | undefined;
  if (!room) throw notFound();
  if (!room.playerUids.includes(ctx.uid)) throw forbidden('not_in_room');
  if (room.type !== 'random' || room.vsBot || room.playerUids.length !== 2) throw forbidden('no_rematch');
  if (room.status !== 'finished') throw conflict('battle_not_over');
  return room;
}

const offOf = (room: RoomDoc, offBy: string, reason: RematchOffer['reason'], now: Date): RematchOffer => ({
  status: 'deleted',
  acceptedUids: room.randomRematch?.acceptedUids ?? [],
  lapsesAt: room.randomRematch?.lapsesAt ?? now.getTime(),
  nextRoomId: null,
  offBy,
  reason,
});

const replyOf = (roomId: string, offer: RematchOffer): RematchReply => ({
  room_id: roomId,
  status: offer.status,
  next_room_id: offer.nextRoomId,
});

export async function answerRematch(ctx: ActionContext, roomId: string, answer: RematchAnswer): Promise<RematchReply> {
  await finishIfDone(ctx.db, roomId, ctx.now()); // the last answer's request does so after its reply: a yes may come first
  return answer === 'accept' ? acceptRematch(ctx, roomId) : declineRematch(ctx, roomId);
}

/** A no, or the player left the result screen: a waiting (or not yet made) offer is off; a started one stays. */
async function declineRematch(ctx: ActionContext, roomId: string): Promise<RematchReply> {
  const now = ctx.now();
  return ctx.db.runTransaction(async (tx) => {
    const room = await readFinished(tx, ctx, roomId);
    const offer = room.randomRematch;
    if (offer && offer.status !== 'waiting') return replyOf(roomId, offer);
    const off = offOf(room, ctx.uid, 'declined', now);
    tx.update(roomRef(ctx.db, roomId), { randomRematch: off });
    return replyOf(roomId, off);
  });
}

type Accepted = RematchReply | { refused: 'mine' | 'theirs' | 'busy' | 'off' };

/**
 * Which of the pair sit in a live random room other than this one: the room each one's match
 * ticket names (a search's pairing or another rematch writes it), read by id in the transaction, so
 * a search and this yes racing serialize on the ticket and nobody is seated twice.
 */
async function busyIn(tx: Transaction, ctx: ActionContext, roomId: string, pair: string[]): Promise<string[]> {
  const tickets = await tx.getAll(...pair.map((uid) => matchTicketRef(ctx.db, uid)));
  const named = tickets
    .map((t) => t.get('roomId') as string | null | undefined)
    .map((id) => (id && id !== roomId ? id : null));
  const others = named.filter((id): id is string => id !== null);
  const rooms = others.length > 0 ? await tx.getAll(...others.map((id) => roomRef(ctx.db, id))) : [];
  const live = new Set(rooms.filter((r) => r.get('status') === 'started').map((r) => r.id));
  return pair.filter((_, i) => named[i] !== null && live.has(named[i]!));
}

const refusals = {
  mine: () => forbidden('not_enough_coins'),
  theirs: () => conflict('other_player_broke'),
  busy: () => conflict('in_another_battle'),
  off: () => conflict('rematch_off'),
};

async function acceptRematch(ctx: ActionContext, roomId: string): Promise<RematchReply> {
  const now = ctx.now();
  const before = (await roomRef(ctx.db, roomId).get()).data() as RoomDoc | undefined;
  if (before) await assertCategoryOpen(ctx, before.categoryId);
  // drawn before the transaction (a query never runs inside one); unused unless this yes is the second
  const questionIds = before
    ? await pickQuestionIds(
        ctx.db,
        { categoryId: before.categoryId, languageId: Number(before.languageId) },
        before.questionCount,
        before.playerUids,
      )
    : [];
  const outcome = await ctx.db.runTransaction(async (tx): Promise<Accepted> => {
    const room = await readFinished(tx, ctx, roomId);
    const offer = room.randomRematch;
    if (offer && offer.status !== 'waiting') {
      if (offer.status === 'started') return replyOf(roomId, offer);
      throw conflict('rematch_off');
    }
    if (lapsed(offer, now)) throw conflict('rematch_off');
    if (offer?.acceptedUids.includes(ctx.uid)) return replyOf(roomId, offer);
    const pair = room.playerUids as [string, string];
    // a blocked pair never meets again: no offer is made, and a waiting one is off, as if declined
    if (await blockedBetween(ctx.db, tx, pair[0], pair[1])) {
      if (!offer) throw conflict('rematch_off');
      tx.update(roomRef(ctx.db, roomId), { randomRematch: offOf(room, ctx.uid, 'declined', now) });
      return { refused: 'off' };
    }
    const busy = await busyIn(tx, ctx, roomId, pair);
    const snaps = await tx.getAll(
      ...pair.map((uid) => userRef(ctx.db, uid)),
      ...pair.map((uid) => statsSummaryRef(ctx.db, uid)),
    );
    const summaries = snaps.splice(pair.length);
    const users = new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data() as UserDoc]));
    const canPay = (uid: string) => (users.get(uid)?.coins ?? 0) >= room.entryFee;
    if (!offer) {
      // the first yes: only from a player who could pay now and is not playing another random battle
      if (!canPay(ctx.uid)) throw forbidden('not_enough_coins');
      if (busy.includes(ctx.uid)) throw conflict('in_another_battle');
      const waiting: RematchOffer = {
        status: 'waiting',
        acceptedUids: [ctx.uid],
        lapsesAt: now.getTime() + rematchWindowMs,
        nextRoomId: null,
        offBy: null,
        reason: null,
      };
      tx.update(roomRef(ctx.db, roomId), { randomRematch: waiting });
      return replyOf(roomId, waiting);
    }
    // the second yes: both free to play and both pay, or the rematch is off and nobody pays
    if (busy.length > 0) {
      tx.update(roomRef(ctx.db, roomId), { randomRematch: offOf(room, busy[0]!, 'busy', now) });
      return { refused: busy.includes(ctx.uid) ? 'busy' : 'off' };
    }
    const broke = pair.find((uid) => !canPay(uid));
    if (broke) {
      tx.update(roomRef(ctx.db, roomId), { randomRematch: offOf(room, broke, 'coins', now) });
      return { refused: broke === ctx.uid ? 'mine' : 'theirs' };
    }
    const nextRoomId = seatPair(tx, ctx.db, {
      pair,
      users,
      streaks: new Map(pair.map((uid, i) => [uid, winStreakOf(summaries[i])])),
      questionIds,
      place: { categoryId: room.categoryId, languageId: Number(room.languageId) },
      entryFee: room.entryFee,
      config: ctx.config,
      now,
      told: new Set(pair), // both said yes to it
    });
    const started: RematchOffer = { ...offer, status: 'started', acceptedUids: pair, nextRoomId };
    tx.update(roomRef(ctx.db, roomId), { randomRematch: started });
    return replyOf(roomId, started);
  });
  if ('refused' in outcome) throw refusals[outcome.refused]();
  return outcome;
}
