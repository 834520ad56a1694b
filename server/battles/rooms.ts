// Friend and group rooms: made by an owner, joined by code, started by the owner (entry fees taken
// from every player in that one transaction), left, deleted while waiting. A started room is never
// cancelled: whoever leaves it forfeits and the result stands.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ActionContext } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { pickQuestionIds, type BattlePlace } from './battle-questions.ts';
import { finishIfDone, keepEndedRoomMs, readPlayers, type SeatedPlayer } from './finish-room.ts';
import { newRoomCode, parseRoomCode } from './room-code.ts';
import {
  botUid,
  inviteRef,
  newPlayer,
  newRoomDoc,
  playerRef,
  roomCodeRef,
  roomRef,
  roomsCol,
  type InviteDoc,
  type PlayerDoc,
  winStreakOf,
  type RoomDoc,
} from './room-docs.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { readCategory } from '../content/catalog.ts';
import { canPlayCategory } from '../quiz/progress.ts';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import { inLobbyNow } from '../../machines/battle-rules.ts';
import { playDeadline, questionsAtFor } from './scoring.ts';
import { blockedBetween } from '../social/blocks.ts';

/** How long a room may wait for players before the sweeper removes it. */
export const waitingRoomMs = 30 * 60_000;

export const maxPlayersOf = { friend: 2, group: 4 } as const;

export interface CreateRoom {
  /** a client-chosen id: creating again with it returns the same room */
  roomId: string;
  type: 'friend' | 'group';
  place: BattlePlace;
  questionCount: number;
  multiplier: number;
  /** a friend's challenge (server/social/challenges.ts): the friend invited, once `check` passes in the room's transaction */
  challenge?: { uid: string; name: string; check: (tx: Transaction) => Promise<void>; waitMs: number };
}

export const coinsOf = (snap: DocumentSnapshot) => (snap.get('coins') as number | undefined) ?? 0;

export async function createRoom(
  ctx: ActionContext,
  r: CreateRoom,
): Promise<{ roomId: string; code: string; entryFee: number }> {
  const entryFee = ctx.config.battle_entry_fee * r.multiplier;
  if (ctx.user.coins < entryFee) throw forbidden('not_enough_coins');
  const questionIds = await pickQuestionIds(ctx.db, r.place, r.questionCount, [ctx.uid]);
  const ref = r.roomId ? roomRef(ctx.db, r.roomId) : roomsCol(ctx.db).doc();
  return ctx.db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      const room = existing.data() as RoomDoc;
      if (room.ownerUid !== ctx.uid) throw conflict('room_id_taken');
      return { roomId: ref.id, code: room.code, entryFee: room.entryFee };
    }
    await r.challenge?.check(tx);
    const invited = r.challenge && {
      uids: [r.challenge.uid],
      fromName: ctx.user.name,
      challenge: { name: r.challenge.name, waitMs: r.challenge.waitMs },
    };
    const code = await openRoomInTx(tx, ctx, ref.id, {
      type: r.type,
      categoryId: r.place.categoryId,
      languageId: r.place.languageId,
      entryFee,
      questionIds,
      invited,
    });
    return { roomId: ref.id, code, entryFee };
  });
}

export interface RoomSettings {
  type: 'friend' | 'group';
  categoryId: string;
  languageId: number;
  entryFee: number;
  questionIds: string[];
  /**
   * players asked to join (a rematch, or a friend's challenge): each has an invitation addressed to
   * them; a challenge's room waits `waitMs` for its one invited friend, named `name`
   */
  invited?: { uids: string[]; fromName: string; challenge?: { name: string; waitMs: number } };
}

/**
 * Makes a waiting room owned by the caller, seated alone, with a fresh code (a code whose room has
 * ended is free again) and an invitation for each invited player. Reads, then writes: call it
 * after the transaction's other reads.
 */
async function openRoomInTx(tx: Transaction, ctx: ActionContext, roomId: string, r: RoomSettings): Promise<string> {
  const now = ctx.now();
  const [userSnap, summary] = await tx.getAll(userRef(ctx.db, ctx.uid), statsSummaryRef(ctx.db, ctx.uid));
  if (coinsOf(userSnap!) < r.entryFee) throw forbidden('not_enough_coins');
  let code = newRoomCode();
  while (codeInUse(await tx.get(roomCodeRef(ctx.db, code)), now)) code = newRoomCode();
  const challenge = r.invited?.challenge;
  const expireAt = new Date(now.getTime() + (challenge?.waitMs ?? waitingRoomMs));
  const invitedUids = r.invited?.uids ?? [];
  tx.create(roomRef(ctx.db, roomId), {
    ...newRoomDoc(
      {
        type: r.type,
        code,
        ownerUid: ctx.uid,
        categoryId: r.categoryId,
        languageId: r.languageId,
        entryFee: r.entryFee,
        maxPlayers: maxPlayersOf[r.type],
        questionIds: r.questionIds,
        playerUids: [ctx.uid],
        started: false,
        expireAt,
      },
      now,
    ),
    invitedUids,
    ...(challenge
      ? { challenge: { fromName: r.invited!.fromName, toUid: invitedUids[0], toName: challenge.name } }
      : {}),
  });
  tx.create(
    playerRef(ctx.db, roomId, ctx.uid),
    newPlayer(1, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)),
  );
  tx.set(roomCodeRef(ctx.db, code), { roomId, expireAt });
  const invite: InviteDoc = {
    roomId,
    code,
    fromUid: ctx.uid,
    fromName: r.invited?.fromName ?? '',
    entryFee: r.entryFee,
    kind: challenge ? 'challenge' : 'rematch',
    createdAt: now,
    expireAt,
  };
  for (const uid of invitedUids) tx.set(inviteRef(ctx.db, uid, roomId), invite);
  return code;
}

/** A code is taken while its room lives: the code document's expireAt follows the room's. */
const codeInUse = (snap: DocumentSnapshot, now: Date) =>
  snap.exists && (snap.get('expireAt') as Timestamp).toMillis() > now.getTime();

/** Keeps the room's code resolving (to say why it cannot be joined) as long as the room document lives. */
const codeLivesUntil = (
  tx: Transaction,
  db: Firestore,
  room: Pick<RoomDoc, 'code'>,
  roomId: string,
  expireAt: Timestamp,
) => tx.set(roomCodeRef(db, room.code), { roomId, expireAt });

/** Takes back the invitations of a room that no longer waits for players (by id: no query). */
const withdrawInvites = (tx: Transaction, db: Firestore, roomId: string, room: Pick<RoomDoc, 'invitedUids'>) => {
  for (const uid of room.invitedUids ?? []) tx.delete(inviteRef(db, uid, roomId));
};

/** Why a room cannot take a new player now, in the words players read; null while it waits. */
function refusalOf(room: RoomDoc | undefined) {
  if (!room) return notFound('room_code_not_valid');
  if (room.status === 'started') return conflict('battle_started');
  if (room.status === 'finished') return conflict('battle_over');
  if (room.status === 'deleted') return notFound('room_deleted');
  return null;
}

/**
 * A premium category's room is for the players who unlocked it, whichever way they come (a code, a
 * link, a rematch): create_room checks its owner through resolvePlace. Unlocks are never taken back
 * by play, so the check before the seat's transaction holds in it.
 */
export async function assertCategoryOpen(ctx: ActionContext, categoryId: string): Promise<void> {
  if (!categoryId) return;
  const category = await readCategory(ctx.db, categoryId);
  if (category && !canPlayCategory(ctx.user, category)) throw forbidden('category_locked');
}

/** The room a typed or linked code names (a plain read: the seat's transaction reads the room by id). */
export async function roomIdOfCode(ctx: ActionContext, typed: string): Promise<string> {
  if (!typed.trim()) throw badRequest('enter_room_code');
  const code = parseRoomCode(typed);
  if (!code) throw badRequest('invalid_room_code');
  const roomId = (await roomCodeRef(ctx.db, code).get()).get('roomId') as string | undefined;
  if (!roomId) throw notFound('room_code_not_valid');
  return roomId;
}

/**
 * Takes a seat by code: the one join of a typed code, an invite link and a rematch invitation.
 * The seat count lives on the room document, so racing joiners serialize on it. A room with a fee
 * seats only a join that names that fee (`fee`: the figure the player saw on the Join button), so a
 * link opened by a redirect or a page load seats nobody. The fee is checked here and taken at the start.
 */
export async function joinRoom(ctx: ActionContext, typed: string, fee?: number): Promise<{ roomId: string }> {
  const roomId = await roomIdOfCode(ctx, typed);
  const categoryId = (await roomRef(ctx.db, roomId).get()).get('categoryId') as string | undefined;
  if (categoryId) await assertCategoryOpen(ctx, categoryId);
  const now = ctx.now();
  return ctx.db.runTransaction(async (tx) => {
    const [roomSnap, userSnap, summary] = await tx.getAll(
      roomRef(ctx.db, roomId),
      userRef(ctx.db, ctx.uid),
      statsSummaryRef(ctx.db, ctx.uid),
    );
    const room = roomSnap!.data() as RoomDoc | undefined;
    if (room?.playerUids.includes(ctx.uid) && room.status !== 'deleted') return { roomId };
    const refusal = refusalOf(room);
    if (refusal) throw refusal;
    if (room!.removedUids?.includes(ctx.uid)) throw forbidden('removed_from_room');
    if (room!.playerUids.length >= room!.maxPlayers) throw conflict('room_full');
    if (coinsOf(userSnap!) < room!.entryFee) throw forbidden('not_enough_coins');
    if (room!.entryFee > 0 && fee !== room!.entryFee) throw conflict('confirm_entry_fee');
    const seated = await tx.getAll(...room!.playerUids.map((uid) => playerRef(ctx.db, roomId, uid)));
    const taken = new Set(seated.map((s) => s.get('slot') as number));
    const slot = ([1, 2, 3, 4] as const).find((s) => !taken.has(s))!;
    tx.update(roomSnap!.ref, { playerUids: FieldValue.arrayUnion(ctx.uid) });
    tx.create(
      playerRef(ctx.db, roomId, ctx.uid),
      newPlayer(slot, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)),
    );
    tx.delete(inviteRef(ctx.db, ctx.uid, roomId));
    return { roomId };
  });
}

/**
 * "Play again" on a finished friend or group battle: the first player to ask opens a room with the
 * same settings (category, questions, fee), and every other player of the battle is invited; anyone
 * asking after that is seated in that room by its code, through the one join (with the fee the
 * button named, `fee`).
 */
export async function rematch(
  ctx: ActionContext,
  lastRoomId: string,
  fee?: number,
): Promise<{ roomId: string; code: string }> {
  await finishIfDone(ctx.db, lastRoomId, ctx.now()); // the last answer's request does so after its reply: Play again may come first
  const last = (await roomRef(ctx.db, lastRoomId).get()).data() as RoomDoc | undefined;
  if (!last) throw notFound();
  if (!last.playerUids.includes(ctx.uid) || last.type === 'random' || last.type === 'async')
    throw forbidden('not_in_room');
  if (last.status !== 'finished') throw conflict('battle_not_over');
  await assertCategoryOpen(ctx, last.categoryId);
  const questionIds = last.rematchRoomId
    ? []
    : await pickQuestionIds(
        ctx.db,
        { categoryId: last.categoryId, languageId: Number(last.languageId) },
        last.questionCount,
        last.playerUids,
      );
  const nextRef = roomsCol(ctx.db).doc();
  const opened = await ctx.db.runTransaction(async (tx) => {
    const room = (await tx.get(roomRef(ctx.db, lastRoomId))).data() as RoomDoc;
    if (room.rematchRoomId) return null;
    const others: string[] = [];
    for (const uid of room.playerUids.filter((uid) => uid !== ctx.uid && uid !== botUid)) {
      if (!(await blockedBetween(ctx.db, tx, ctx.uid, uid))) others.push(uid); // a block stops invitations either way
    }
    const code = await openRoomInTx(tx, ctx, nextRef.id, {
      type: room.type as RoomSettings['type'],
      categoryId: room.categoryId,
      languageId: Number(room.languageId),
      entryFee: room.entryFee,
      questionIds,
      invited: { uids: others, fromName: ctx.user.name },
    });
    tx.update(roomRef(ctx.db, lastRoomId), { rematchRoomId: nextRef.id, rematchCode: code });
    return { roomId: nextRef.id, code };
  });
  if (opened) return opened;
  const code = ((await roomRef(ctx.db, lastRoomId).get()).get('rematchCode') as string | undefined) ?? '';
  return { ...(await joinRoom(ctx, code, fee)), code };
}

/** "Not now": the invitation goes; nothing else changes. */
export async function declineInvite(ctx: ActionContext, roomId: string): Promise<{ room_id: string }> {
  await inviteRef(ctx.db, ctx.uid, roomId).delete();
  return { room_id: roomId };
}

async function readRoom(tx: Transaction, db: Firestore, roomId: string) {
  const snap = await tx.get(roomRef(db, roomId));
  if (!snap.exists) throw notFound();
  return snap.data() as RoomDoc;
}

const readUsers = async (tx: Transaction, db: Firestore, players: SeatedPlayer[]) => {
  const humans = players.filter((p) => !p.bot);
  const snaps = humans.length > 0 ? await tx.getAll(...humans.map((p) => userRef(db, p.uid))) : [];
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data() as UserDoc]));
};

/**
 * The owner starts a waiting room with at least 2 players in its lobby: every such player's entry
 * fee is taken in this one transaction. A seat whose player is not in the lobby now (their page
 * closed, or left for another screen: inLobbyNow) is unseated instead, its fee untouched, and told
 * why under the bell; with nobody else left the room goes on waiting. Starting a started room again
 * changes nothing and charges nobody.
 */
export async function startRoom(ctx: ActionContext, roomId: string): Promise<{ status: 'started' }> {
  // the absent were unseated (committed): the owner is told why nothing started
  if (!(await startIfReady(ctx, roomId, 'owner'))) throw conflict('need_two_players');
  return { status: 'started' };
}

/**
 * Starts the room as its owner would, or (`challenged`) as the friend a challenge invited, whose
 * join is their yes: then it starts only while the owner is in the lobby too (else the owner's
 * Start does it later) and unseats nobody. Whether it started.
 */
export async function startIfReady(ctx: ActionContext, roomId: string, by: 'owner' | 'challenged'): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.runTransaction(async (tx) => {
    const room = await readRoom(tx, ctx.db, roomId);
    if ((by === 'owner' ? room.ownerUid : room.challenge?.toUid) !== ctx.uid) throw forbidden('owner_only');
    if (room.status === 'started') return true;
    if (room.status !== 'waiting') throw conflict(room.status === 'deleted' ? 'room_deleted' : 'battle_over');
    const seated = await readPlayers(tx, ctx.db, roomId, room);
    if (seated.length < 2) throw conflict('need_two_players');
    const inLobby = (p: SeatedPlayer) =>
      p.uid === ctx.uid ||
      inLobbyNow(
        { lastSeen: p.lastSeen.toMillis(), inLobby: p.inLobby },
        now.getTime(),
        defaultBattleConfig.heartbeatMs,
      );
    if (by === 'challenged' && !seated.every(inLobby)) return false;
    const players = seated.filter(inLobby);
    const ownerName = seated.find((p) => p.uid === room.ownerUid)?.name ?? '';
    const users = await readUsers(tx, ctx.db, players);
    for (const p of seated.filter((s) => !inLobby(s))) {
      unseatInTx(tx, ctx.db, roomId, p.uid);
      tellPlayer(
        tx,
        ctx.db,
        p.uid,
        `battle_away_${roomId}`,
        { kind: 'battle_away', params: { name: ownerName, coins: room.entryFee } },
        now,
      );
    }
    if (players.length < 2) return false;
    // a challenge someone can no longer pay for waits: the owner's Start says who cannot pay
    if (by === 'challenged' && players.some((p) => (users.get(p.uid)?.coins ?? 0) < room.entryFee)) return false;
    if ((users.get(ctx.uid)?.coins ?? 0) < room.entryFee) throw forbidden('not_enough_coins');
    if (players.some((p) => (users.get(p.uid)?.coins ?? 0) < room.entryFee)) throw conflict('other_player_broke');
    const questionsAt = questionsAtFor(now, ctx.config);
    const expireAt = Timestamp.fromDate(playDeadline(questionsAt, room.questionCount, ctx.config));
    tx.update(roomRef(ctx.db, roomId), {
      status: 'started',
      startedAt: now,
      questionsAt,
      expireAt,
      feesTaken: room.entryFee > 0,
    });
    codeLivesUntil(tx, ctx.db, room, roomId, expireAt);
    withdrawInvites(tx, ctx.db, roomId, room);
    if (room.entryFee > 0) {
      for (const p of players) {
        applyCoins(
          tx,
          ctx.db,
          p.uid,
          `battle_fee_${roomId}`,
          { type: 'battle_fee', title: 'Battle entry fee', coins: -room.entryFee },
          now,
        );
      }
    }
    return true;
  });
}

/** Marks a waiting room deleted inside `tx` (reads done here first); fees taken, if any, go back. */
export async function deleteInTx(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  now: Date,
): Promise<void> {
  if (room.status !== 'waiting') throw conflict('battle_started'); // a started room is never cancelled
  const players = await readPlayers(tx, db, roomId, room);
  const users = room.feesTaken ? await readUsers(tx, db, players) : new Map<string, UserDoc>();
  const expireAt = Timestamp.fromMillis(now.getTime() + keepEndedRoomMs);
  tx.update(roomRef(db, roomId), { status: 'deleted', expireAt });
  codeLivesUntil(tx, db, room, roomId, expireAt);
  withdrawInvites(tx, db, roomId, room);
  for (const p of players) {
    tx.update(playerRef(db, roomId, p.uid), { live: false });
    if (users.has(p.uid)) {
      applyCoins(
        tx,
        db,
        p.uid,
        `battle_refund_${roomId}`,
        { type: 'battle_refund', title: 'Room deleted: entry fee back', coins: room.entryFee, refund: true },
        now,
      );
    }
  }
}

export async function deleteRoom(ctx: ActionContext, roomId: string): Promise<{ status: 'deleted' }> {
  await ctx.db.runTransaction(async (tx) => {
    const room = await readRoom(tx, ctx.db, roomId);
    if (room.ownerUid !== ctx.uid) throw forbidden('owner_only');
    if (room.status === 'deleted') return;
    if (room.status === 'finished') throw conflict('battle_over');
    await deleteInTx(tx, ctx.db, roomId, room, ctx.now());
  });
  return { status: 'deleted' };
}

/** Takes a player out of a waiting room: the seat is free again. */
export function unseatInTx(tx: Transaction, db: Firestore, roomId: string, uid: string): void {
  tx.update(roomRef(db, roomId), { playerUids: FieldValue.arrayRemove(uid) });
  tx.delete(playerRef(db, roomId, uid));
}

/**
 * The owner takes a player out of a waiting room: the seat is free again, no fee has been taken
 * yet (fees go at the start; a room that somehow holds them gives them back when deleted), and the
 * player cannot take a seat in this room again.
 */
export async function removePlayer(
  ctx: ActionContext,
  roomId: string,
  uid: string,
): Promise<{ room_id: string; removed: string }> {
  await ctx.db.runTransaction(async (tx) => {
    const room = await readRoom(tx, ctx.db, roomId);
    if (room.ownerUid !== ctx.uid) throw forbidden('owner_only');
    if (room.status !== 'waiting') throw conflict('battle_started');
    if (uid === ctx.uid) throw badRequest('owner_cannot_leave');
    if (!room.playerUids.includes(uid)) return;
    unseatInTx(tx, ctx.db, roomId, uid);
    tx.update(roomRef(ctx.db, roomId), { removedUids: FieldValue.arrayUnion(uid) });
  });
  return { room_id: roomId, removed: uid };
}

/**
 * Leaving a waiting room frees the seat (the owner leaving deletes the room); leaving a started
 * one forfeits: the player is 'left', their fee stays in the pot and they rank below everyone who
 * stayed; this may finish the room (in 1v1 the one who stayed wins).
 */
export async function leaveRoom(ctx: ActionContext, roomId: string): Promise<{ state: PlayerDoc['state'] | 'gone' }> {
  const state = await ctx.db.runTransaction(async (tx) => {
    const room = await readRoom(tx, ctx.db, roomId);
    if (!room.playerUids.includes(ctx.uid)) throw forbidden('not_in_room');
    if (room.status === 'waiting') {
      if (room.ownerUid === ctx.uid) await deleteInTx(tx, ctx.db, roomId, room, ctx.now());
      else unseatInTx(tx, ctx.db, roomId, ctx.uid);
      return 'gone' as const;
    }
    const player = (await tx.get(playerRef(ctx.db, roomId, ctx.uid))).data() as PlayerDoc;
    if (room.status !== 'started' || player.state !== 'playing') return player.state;
    tx.update(playerRef(ctx.db, roomId, ctx.uid), { state: 'left' });
    return 'left' as const;
  });
  if (state === 'left') await finishIfDone(ctx.db, roomId, ctx.now());
  return { state };
}
