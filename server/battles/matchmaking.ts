// Random 1v1 matchmaking by rating, as lichess pools do it: a search pairs the nearest rating
// among the players searching the same category and language, within a window that widens the
// longer the player has waited (and doubles in a quiet hour), up to a ceiling past which no pair is
// made; after the search window the client asks for the bot instead.
//
// No shared document: each player has a ticket (matchTickets/{uid}) naming the shard they search in
// (category+language, fairness pool and rating band), their rating and when they last asked, or the
// room they were paired into. A search queries the tickets of its shard(s) that asked recently
// (outside any transaction), then ONE transaction reads by id its own ticket, the few nearest
// candidates' tickets and the blocks between them, and seats the caller with the nearest candidate
// still searching (both fees taken there), or leaves the caller's ticket searching. Every pairing
// writes both players' tickets, so two pairings of one player serialize on that ticket: nobody is
// seated twice, and a paired player's next ask (or ticket listener) returns their room. Throughput
// grows with the searchers: concurrent pairings touch different players' documents.
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import type { BotDifficulty } from '../../machines/bot-opponent.ts';
import type { ActionContext } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden } from '../errors.ts';
import { log } from '../log.ts';
import { notEnoughCoins } from '../quiz/messages.ts';
import { blockRef } from '../social/blocks.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { battlePool, battleSeenRef, bucketOf, pickFresh, pickQuestionIds, type BattlePlace } from './battle-questions.ts';
import { leaverDelayMs, pairingPool, type PairingPool } from './fair-play.ts';
import {
  botName,
  botUid,
  matchTicketRef,
  matchTicketsCol,
  newPlayer,
  newRoomDoc,
  playerRef,
  roomRef,
  roomsCol,
  winStreakOf,
  type RoomDoc,
} from './room-docs.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { playDeadline, questionsAtFor } from './scoring.ts';

/** A searching player who has not asked again for this long has stopped searching. */
export const queueFreshMs = 3 * defaultBattleConfig.matchRetryMs;

/** A new player's rating (the Weng-Lin default, as openskill starts everyone), until their first rated battle. */
export const newPlayerMu = 25;

/**
 * The largest rating gap (of mu) a pair may have: `base` at once, `perSecond` wider each second of
 * the wait, twice as wide when fewer than `quietBelow` others search nearby, never past `ceiling`.
 */
export const pairingWindow = { base: 2, perSecond: 0.5, quietBelow: 4, ceiling: 10 };

/** A shard spans this much rating (mu); a search reads the shards its window reaches. */
export const bandWidth = 5;
/** The players of a shard who asked last, read by one search: nearest among them. */
const readPerShard = 30;
/** The nearest candidates one transaction reads, so a race for one of them still finds another. */
const triedPerSearch = 4;

export function windowOf(waitMs: number, othersSearching: number): number {
  const w = pairingWindow.base + (pairingWindow.perSecond * Math.max(0, waitMs)) / 1000;
  return Math.min(pairingWindow.ceiling, othersSearching < pairingWindow.quietBelow ? 2 * w : w);
}

/** The rating pairing goes by: users/{uid}.rating.mu, written by the room's end; a new player has none yet. */
export const muOf = (user: UserDoc) => (user as { rating?: { mu?: number } }).rating?.mu ?? newPlayerMu;

const bandOf = (mu: number) => Math.floor(mu / bandWidth);
export const shardOf = (bucket: string, pool: PairingPool, band: number) => `${bucket}~${pool}~${band}`;

/**
 * matchTickets/{uid}: the shard the player searches in (null when not searching), their rating,
 * when this search began and when they last asked (server epoch ms); or the room they were paired
 * into and when. The player reads their own ticket (firestore.rules), so a waiting player learns of
 * the pairing from a listener instead of their next search call.
 */
export interface Ticket {
  roomId: string | null;
  bucket: string | null;
  shard?: string | null;
  mu?: number;
  since?: number;
  askedAt?: number;
  pairedAt?: number;
}

export type MatchReply = { room_id: string } | { no_opponent: true };

interface Candidate {
  uid: string;
  shard: string;
  gap: number;
}

/** Firestore gave up on a contended transaction: the client simply asks again. */
const isContention = (err: unknown) => [10, 4].includes((err as { code?: number } | null)?.code ?? -1);

const searchingNow = (t: Ticket | undefined, bucket: string, now: number) =>
  !!t && !t.roomId && t.bucket === bucket && (t.askedAt ?? 0) >= now - queueFreshMs;

/**
 * The players nearest in rating searching the caller's shard (and the next ones its window reaches),
 * nearest first, ties in random order so racing searches spread over them. Outside any transaction.
 */
async function nearest(db: Firestore, uid: string, bucket: string, pool: PairingPool, mu: number, waitMs: number, now: number): Promise<Candidate[]> {
  const widest = windowOf(waitMs, 0);
  const bands = [];
  for (let b = bandOf(mu - widest); b <= bandOf(mu + widest); b++) bands.push(b);
  const snaps = await Promise.all(
    bands.map((b) =>
      matchTicketsCol(db).where('shard', '==', shardOf(bucket, pool, b)).where('askedAt', '>=', now - queueFreshMs).orderBy('askedAt', 'desc').limit(readPerShard).get(),
    ),
  );
  const others = snaps.flatMap((s) => s.docs).filter((d) => d.id !== uid);
  const theirWait = (since: number | undefined) => now - (since ?? now);
  return others
    .map((d) => ({ d, t: d.data() as Ticket, r: Math.random() }))
    .map(({ d, t, r }) => ({ uid: d.id, shard: t.shard!, gap: Math.abs((t.mu ?? newPlayerMu) - mu), wait: Math.max(waitMs, theirWait(t.since)), r }))
    .filter((c) => c.gap <= windowOf(c.wait, others.length))
    .sort((a, b) => a.gap - b.gap || a.r - b.r)
    .slice(0, triedPerSearch)
    .map(({ uid: id, shard, gap }) => ({ uid: id, shard, gap }));
}

// Searches of one shard in this process run one after the other: racing transactions that read
// each other's tickets mostly wait on each other's locks. Only a matter of speed: across instances
// they race, and the tickets keep it right.
const shardLines = new Map<string, Promise<unknown>>();

function inLine<T>(shard: string, search: () => Promise<T>): Promise<T> {
  const turn = (shardLines.get(shard) ?? Promise.resolve()).then(search, search);
  const settled = turn.catch(() => {});
  shardLines.set(shard, settled);
  void settled.then(() => shardLines.get(shard) === settled && shardLines.delete(shard));
  return turn;
}

// The balance is checked inside the transaction, after the player's ticket: a player whose fee
// was taken by a pairing has fewer coins than a fee now, and still gets their room.
export async function findMatch(ctx: ActionContext, place: BattlePlace): Promise<MatchReply> {
  const [pool, questionPool] = await Promise.all([pairingPool(ctx.db, ctx.uid), battlePool(ctx.db, place)]);
  const bucket = bucketOf(place);
  return inLine(shardOf(bucket, pool, bandOf(muOf(ctx.user))), () => search(ctx, place, pool, questionPool));
}

async function search(ctx: ActionContext, place: BattlePlace, pool: PairingPool, questionPool: string[]): Promise<MatchReply> {
  const { db, uid } = ctx;
  const bucket = bucketOf(place);
  const now = ctx.now().getTime();
  const mu = muOf(ctx.user);
  const before = await matchTicketRef(db, uid).get();
  const since = searchingNow(before.data() as Ticket | undefined, bucket, now) ? ((before.get('since') as number | undefined) ?? now) : now;
  // a player who leaves most of their battles waits longer before anyone is offered to them
  const candidates = pool === 'leaver' && now - since < leaverDelayMs ? [] : await nearest(db, uid, bucket, pool, mu, now - since, now);
  try {
    return await db.runTransaction((tx) => pairOrWait(tx, ctx, place, { bucket, shard: shardOf(bucket, pool, bandOf(mu)), mu, since, now, candidates, questionPool }));
  } catch (err) {
    if (!isContention(err)) throw err;
    log('info', { msg: 'matchmaking contention', bucket, code: (err as { code?: number }).code });
    return { no_opponent: true };
  }
}

interface Search {
  bucket: string;
  shard: string;
  mu: number;
  since: number;
  now: number;
  candidates: Candidate[];
  questionPool: string[];
}

/** The caller's room if a pairing seated them; else the nearest candidate still searching, seated with them; else the caller waits. */
async function pairOrWait(tx: Transaction, ctx: ActionContext, place: BattlePlace, s: Search): Promise<MatchReply> {
  const { db, uid, config } = ctx;
  const fee = config.battle_entry_fee;
  const [mine, ...theirs] = await tx.getAll(matchTicketRef(db, uid), ...s.candidates.map((c) => matchTicketRef(db, c.uid)));
  const pairedInto = (mine!.data() as Ticket | undefined)?.roomId;
  if (pairedInto && ((await tx.get(roomRef(db, pairedInto))).data() as RoomDoc | undefined)?.status === 'started') return { room_id: pairedInto };

  // still searching in the shard they were found in, and neither blocked the other
  const open = s.candidates.filter((c, i) => searchingNow(theirs[i]!.data() as Ticket | undefined, s.bucket, s.now) && theirs[i]!.get('shard') === c.shard);
  const blocks = open.length > 0 ? await tx.getAll(...open.flatMap((c) => [blockRef(db, uid, c.uid), blockRef(db, c.uid, uid)])) : [];
  const free = open.filter((_, i) => !blocks[2 * i]!.exists && !blocks[2 * i + 1]!.exists);
  const userSnaps = await tx.getAll(...[uid, ...free.map((c) => c.uid)].map((id) => userRef(db, id)));
  const users = new Map(userSnaps.filter((u) => u.exists).map((u) => [u.id, u.data() as UserDoc]));
  const canPay = (id: string) => (users.get(id)?.coins ?? 0) >= fee;
  if (!canPay(uid)) throw forbidden(notEnoughCoins);

  const opponent = free.find((c) => canPay(c.uid));
  if (!opponent) {
    tx.set(mine!.ref, { roomId: null, bucket: s.bucket, shard: s.shard, mu: s.mu, since: s.since, askedAt: s.now } satisfies Ticket);
    return { no_opponent: true };
  }
  // the one who waited first takes the first seat
  const pair: [string, string] = [opponent.uid, uid];
  const extra = await tx.getAll(...pair.map((id) => statsSummaryRef(db, id)), ...pair.map((id) => battleSeenRef(db, id, place)));
  const streaks = new Map(pair.map((id, i) => [id, winStreakOf(extra[i])]));
  const questionIds = pickFresh(s.questionPool, extra.slice(2), config.battle_question_count);
  const roomId = seatPair(tx, db, { pair, users, streaks, questionIds, place, entryFee: fee, config, now: new Date(s.now) });
  return { room_id: roomId };
}

export interface RandomPair {
  pair: [string, string];
  users: Map<string, UserDoc>;
  streaks: Map<string, number>;
  questionIds: string[];
  place: BattlePlace;
  entryFee: number;
  config: ActionContext['config'];
  now: Date;
}

/**
 * A started random room for two players who can both pay: each fee taken through the ledger and
 * each ticket naming the room, in `tx` (after its reads). A pairing and a random rematch both start here.
 */
export function seatPair(tx: Transaction, db: Firestore, { pair, users, streaks, questionIds, place, entryFee, config, now }: RandomPair) {
  const room = roomsCol(db).doc();
  const questionsAt = questionsAtFor(now, config);
  tx.create(room, newRoomDoc({
    type: 'random',
    code: '',
    ownerUid: pair[0],
    categoryId: place.categoryId,
    languageId: place.languageId,
    entryFee,
    maxPlayers: 2,
    questionIds,
    playerUids: pair,
    started: true,
    questionsAt,
    expireAt: playDeadline(questionsAt, questionIds.length, config),
  }, now));
  pair.forEach((uid, i) => {
    const user = users.get(uid)!;
    tx.create(playerRef(db, room.id, uid), newPlayer(i === 0 ? 1 : 2, user.name, user.profile, now, false, streaks.get(uid) ?? 0));
    applyCoins(tx, db, uid, `battle_fee_${room.id}`, { type: 'battle_fee', title: 'Battle entry fee', coins: -entryFee }, now);
    tx.set(matchTicketRef(db, uid), { roomId: room.id, bucket: null, pairedAt: now.getTime() } satisfies Ticket);
  });
  return room.id;
}

/** The player stops searching in this bucket (get_random_questions with destroy_match). */
export async function cancelSearch(db: Firestore, uid: string, place: BattlePlace): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ticket = await tx.get(matchTicketRef(db, uid));
    if (ticket.get('bucket') === bucketOf(place)) tx.update(ticket.ref, { bucket: null, shard: null });
  });
}

/** A started random room against the bot: no entry fee, and nothing to win. */
export async function playBot(ctx: ActionContext, place: BattlePlace, difficulty: BotDifficulty): Promise<{ roomId: string }> {
  const [questionIds, summary] = await Promise.all([
    pickQuestionIds(ctx.db, place, ctx.config.battle_question_count, [ctx.uid]),
    statsSummaryRef(ctx.db, ctx.uid).get(),
  ]);
  const now = ctx.now();
  const room = roomsCol(ctx.db).doc();
  const batch = ctx.db.batch();
  batch.create(room, newRoomDoc({
    type: 'random',
    code: '',
    ownerUid: ctx.uid,
    categoryId: place.categoryId,
    languageId: place.languageId,
    entryFee: 0,
    maxPlayers: 2,
    questionIds,
    playerUids: [ctx.uid, botUid],
    started: true,
    questionsAt: questionsAtFor(now, ctx.config),
    expireAt: playDeadline(questionsAtFor(now, ctx.config), questionIds.length, ctx.config),
    bot: { difficulty, seed: randomInt(2 ** 31) },
  }, now));
  batch.create(playerRef(ctx.db, room.id, ctx.uid), newPlayer(1, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)));
  batch.create(playerRef(ctx.db, room.id, botUid), newPlayer(2, botName, '', now, true));
  await batch.commit();
  return { roomId: room.id };
}
