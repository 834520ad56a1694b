// Random 1v1 matchmaking by rating, kept fair and fast. Players are split into shards: the
// category+language bucket x fairness pool (server/battles/fair-play.ts: clean, flagged, leavers)
// x rating band (`bandWidth` of mu). Each shard has one queue document holding the few players
// waiting in it, and each player a ticket naming the shard they search in or the room they were
// paired into.
//
// Searches of one shard that arrive together in this process share ONE transaction (a document
// takes about one write a second; racing transactions on it would mostly abort). It reads by id the
// searchers' tickets, their own shard's queue and, as their window widens with the wait (twice as
// wide when few search), the neighbouring bands' queues up to a ceiling; then the waiting players'
// tickets, everyone's balance and the blocks between the candidate pairs. It seats the nearest
// ratings first, never a blocked pair, takes both fees, and leaves the rest waiting in their own
// shard's queue. Every pairing writes both tickets, so a player is never seated twice, and a paired
// player's next ask (or ticket listener) returns their room. Shards are independent, so throughput
// grows with the number of busy shards; across instances one shard's transactions may race, and
// the loser answers no_opponent (the client asks again).
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { newRating } from '../../contract/rating.ts';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import { botLevelFor } from '../../machines/bot-opponent.ts';
import type { ActionContext } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden } from '../errors.ts';
import { log } from '../log.ts';
import { blockedBetween } from '../social/blocks.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { battlePool, battleSeenRef, bucketOf, pickFresh, pickQuestionIds, type BattlePlace } from './battle-questions.ts';
import { leaverDelayMs, pairingPool, type PairingPool } from './fair-play.ts';
import {
  botName,
  botUid,
  matchQueueRef,
  matchTicketRef,
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

/** A new player's rating (openskill's default), until their first rated battle. */
export const newPlayerMu = newRating.mu;

/**
 * The largest rating gap (of mu) a pair may have: `base` at once, `perSecond` wider each second of
 * the wait, twice as wide when fewer than `quietBelow` others search nearby, never past `ceiling`.
 */
export const pairingWindow = { base: 2, perSecond: 0.5, quietBelow: 4, ceiling: 10 };

/** A shard spans this much rating (mu). */
export const bandWidth = 5;

/** Searches per transaction: a pair writes 9 documents, a transaction at most 500. */
const maxBatch = 40;
/** Players a queue document keeps waiting (the latest askers): the rest are seen again when they ask. */
const maxWaiting = 8;
/** Each player is weighed against this many nearest ratings in the transaction. */
const triedPerPlayer = 3;

export function windowOf(waitMs: number, othersSearching: number): number {
  const w = pairingWindow.base + (pairingWindow.perSecond * Math.max(0, waitMs)) / 1000;
  return Math.min(pairingWindow.ceiling, othersSearching < pairingWindow.quietBelow ? 2 * w : w);
}

/** The rating pairing goes by: users/{uid}.rating.mu, written by the room's end; a new player has none yet. */
export const muOf = (user: UserDoc) => user.rating?.mu ?? newPlayerMu;

const bandOf = (mu: number) => Math.floor(mu / bandWidth);
export const shardOf = (bucket: string, pool: PairingPool, band: number) => `${bucket}~${pool}~${band}`;

/** matchQueues/{shard}: the players waiting in the shard, in the order they came. */
export interface Waiting {
  uid: string;
  mu: number;
  since: number;
  askedAt: number;
}

/**
 * matchTickets/{uid}: the bucket and shard the player searches in (null when not searching), when
 * this search began and when they last asked (server epoch ms); or the room they were paired into
 * and when. The player reads their own ticket (firestore.rules), so a waiting player learns of the
 * pairing from a listener instead of their next search call.
 */
export interface Ticket {
  roomId: string | null;
  bucket: string | null;
  shard?: string | null;
  since?: number;
  askedAt?: number;
  pairedAt?: number;
}

export type MatchReply = { room_id: string } | { no_opponent: true };

interface Search {
  ctx: ActionContext;
  place: BattlePlace;
  pool: PairingPool;
  settle: (reply: MatchReply | Error) => void;
}

/** Firestore gave up on a contended transaction: the client simply asks again. */
const isContention = (err: unknown) => [10, 4].includes((err as { code?: number } | null)?.code ?? -1);

const lines = new Map<string, Search[]>();

// The balance is checked inside the transaction, after the player's ticket: a player whose fee
// was taken by a pairing has fewer coins than a fee now, and still gets their room.
export async function findMatch(ctx: ActionContext, place: BattlePlace): Promise<MatchReply> {
  const pool = await pairingPool(ctx.db, ctx.uid);
  const shard = shardOf(bucketOf(place), pool, bandOf(muOf(ctx.user)));
  return new Promise((resolve, reject) => {
    const search: Search = { ctx, place, pool, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) };
    const line = lines.get(shard);
    if (line) line.push(search);
    else {
      lines.set(shard, [search]);
      void drain(shard);
    }
  });
}

/** Runs the shard's waiting searches, a batch per transaction, until none is left. */
async function drain(shard: string) {
  const line = lines.get(shard)!;
  while (line.length > 0) {
    const batch = line.splice(0, maxBatch);
    try {
      const replies = await matchBatch(shard, batch);
      batch.forEach((s, i) => s.settle(replies[i]!));
    } catch (err) {
      if (isContention(err)) log('info', { msg: 'matchmaking contention', shard, code: (err as { code?: number }).code });
      for (const s of batch) s.settle(isContention(err) ? { no_opponent: true } : (err as Error));
    }
  }
  lines.delete(shard);
}

/** Someone pairing may weigh: a searcher of this batch, or a player waiting in a queue read. */
interface Seeker extends Waiting {
  shard: string;
  searching: boolean;
}

const searchingIn = (t: Ticket | undefined, bucket: string, now: number) =>
  !!t && !t.roomId && t.bucket === bucket && (t.askedAt ?? 0) >= now - queueFreshMs;

/** One transaction for these searches of one shard; a reply (or refusal) for each, in order. */
async function matchBatch(shard: string, batch: Search[]): Promise<(MatchReply | Error)[]> {
  const first = batch[0]!;
  const { db, config } = first.ctx;
  const fee = config.battle_entry_fee;
  const bucket = bucketOf(first.place);
  const now = batch[batch.length - 1]!.ctx.now().getTime();
  const searchers = [...new Map(batch.map((s) => [s.ctx.uid, s])).values()];
  // the question pool is queried before the transaction (no query inside one)
  const questionPool = await battlePool(db, first.place);

  const replies = await db.runTransaction(async (tx) => {
    const out = new Map<string, MatchReply | Error>();
    const mine = await tx.getAll(...searchers.map((s) => matchTicketRef(db, s.ctx.uid)));
    const tickets = new Map(mine.map((t) => [t.id, t.data() as Ticket | undefined]));
    const pairedBefore = searchers.filter((s) => tickets.get(s.ctx.uid)?.roomId).map((s) => s.ctx.uid);
    const rooms = pairedBefore.length > 0 ? await tx.getAll(...pairedBefore.map((uid) => roomRef(db, tickets.get(uid)!.roomId!))) : [];
    rooms.forEach((room, i) => (room.data() as RoomDoc | undefined)?.status === 'started' && out.set(pairedBefore[i]!, { room_id: room.id }));
    const sinceOf = (uid: string) => (searchingIn(tickets.get(uid), bucket, now) ? (tickets.get(uid)!.since ?? now) : now);
    const open: Seeker[] = searchers
      .filter((s) => !out.has(s.ctx.uid))
      .map((s) => ({ uid: s.ctx.uid, mu: muOf(s.ctx.user), since: sinceOf(s.ctx.uid), askedAt: now, shard, searching: true }));

    // the queues this batch's windows reach, at their widest (a quiet hour's), read by id
    const bands = new Set<number>();
    for (const p of open) {
      const w = windowOf(now - p.since, 0);
      for (let b = bandOf(p.mu - w); b <= bandOf(p.mu + w); b++) bands.add(b);
    }
    const queueRefs = [...bands].map((b) => matchQueueRef(db, shardOf(bucket, first.pool, b)));
    const queues = queueRefs.length > 0 ? await tx.getAll(...queueRefs) : [];
    const seen = new Set(searchers.map((s) => s.ctx.uid));
    const waitingRaw = queues.flatMap((q) =>
      ((q.get('waiting') as Waiting[] | undefined) ?? [])
        .filter((w) => !seen.has(w.uid) && w.askedAt >= now - queueFreshMs)
        .map((w) => ({ ...w, shard: q.id, searching: false })),
    );
    // still searching in the shard they wait in (not paired elsewhere, not called off, not moved on)
    const theirs = waitingRaw.length > 0 ? await tx.getAll(...waitingRaw.map((w) => matchTicketRef(db, w.uid))) : [];
    const waiting = waitingRaw.filter((w, i) => {
      const t = theirs[i]!.data() as Ticket | undefined;
      return searchingIn(t, bucket, now) && t!.shard === w.shard;
    });

    const everyone = [...waiting, ...open];
    const userSnaps = everyone.length > 0 ? await tx.getAll(...everyone.map((p) => userRef(db, p.uid))) : [];
    const users = new Map(userSnaps.filter((u) => u.exists).map((u) => [u.id, u.data() as UserDoc]));
    const canPay = (uid: string) => (users.get(uid)?.coins ?? 0) >= fee;
    for (const p of open) if (!canPay(p.uid)) out.set(p.uid, forbidden('not_enough_coins'));
    const able = everyone.filter((p) => canPay(p.uid));

    const pairs = await nearestPairs(tx, db, able, first.pool, now);
    const paired = new Set(pairs.flat().map((p) => p.uid));
    const extra = pairs.length > 0
      ? await tx.getAll(...pairs.flat().map((p) => statsSummaryRef(db, p.uid)), ...pairs.flat().map((p) => battleSeenRef(db, p.uid, first.place)))
      : [];
    const seatedCount = 2 * pairs.length;
    const streaks = new Map(pairs.flat().map((p, i) => [p.uid, winStreakOf(extra[i])]));
    pairs.forEach((pair, k) => {
      const questionIds = pickFresh(questionPool, extra.slice(seatedCount + 2 * k, seatedCount + 2 * k + 2), config.battle_question_count);
      const uids = pair.map((p) => p.uid) as [string, string];
      const roomId = seatPair(tx, db, { pair: uids, users, streaks, questionIds, place: first.place, entryFee: fee, config, now: new Date(now) });
      for (const uid of uids) if (seen.has(uid)) out.set(uid, { room_id: roomId });
    });

    // each queue keeps its waiting players who were not seated; this shard's gets the searchers left over
    const left = open.filter((p) => !out.has(p.uid) && !paired.has(p.uid));
    for (const q of queues) {
      const stay = waiting.filter((w) => w.shard === q.id && !paired.has(w.uid));
      const next: Waiting[] = [...stay, ...(q.id === shard ? left : [])].map(({ uid, mu, since, askedAt }) => ({ uid, mu, since, askedAt }));
      tx.set(q.ref, { waiting: next.slice(-maxWaiting) });
    }
    for (const p of left) {
      tx.set(matchTicketRef(db, p.uid), { roomId: null, bucket, shard, since: p.since, askedAt: now } satisfies Ticket);
      out.set(p.uid, { no_opponent: true });
    }
    return out;
  });
  return batch.map((s) => replies.get(s.ctx.uid)!);
}

/**
 * The pairs to seat: the nearest ratings first, each within the window of the longer wait of the
 * two (twice as wide when few search), a leaver only after leaverDelayMs, never a blocked pair
 * (read by id in `tx`). The one who waited first takes the first seat.
 */
async function nearestPairs(tx: Transaction, db: Firestore, able: Seeker[], pool: PairingPool, now: number): Promise<[Seeker, Seeker][]> {
  const byMu = [...able].sort((a, b) => a.mu - b.mu);
  const ready = (p: Seeker) => pool !== 'leaver' || now - p.since >= leaverDelayMs;
  const candidates: { a: Seeker; b: Seeker; gap: number }[] = [];
  byMu.forEach((a, i) => {
    for (const b of byMu.slice(i + 1, i + 1 + triedPerPlayer)) {
      const gap = b.mu - a.mu;
      const wait = now - Math.min(a.since, b.since);
      if ((a.searching || b.searching) && ready(a) && ready(b) && gap <= windowOf(wait, able.length - 1)) candidates.push({ a, b, gap });
    }
  });
  const blocked = await Promise.all(candidates.map((c) => blockedBetween(db, tx, c.a.uid, c.b.uid)));
  const taken = new Set<string>();
  const pairs: [Seeker, Seeker][] = [];
  for (const [i, c] of candidates.map((c, i) => [i, c] as const).sort(([, x], [, y]) => x.gap - y.gap)) {
    if (blocked[i] || taken.has(c.a.uid) || taken.has(c.b.uid)) continue;
    taken.add(c.a.uid).add(c.b.uid);
    // the one who waited first (a waiting player before a searcher, on a tie) takes the first seat
    const order = (p: Seeker) => [p.since, p.searching ? 1 : 0];
    const [x, y] = [order(c.a), order(c.b)];
    pairs.push(x[0]! < y[0]! || (x[0] === y[0] && x[1]! <= y[1]!) ? [c.a, c.b] : [c.b, c.a]);
  }
  return pairs;
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
export async function playBot(ctx: ActionContext, place: BattlePlace): Promise<{ roomId: string }> {
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
    bot: { skill: botLevelFor(ctx.user.rating), seed: randomInt(2 ** 31) },
  }, now));
  batch.create(playerRef(ctx.db, room.id, ctx.uid), newPlayer(1, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)));
  batch.create(playerRef(ctx.db, room.id, botUid), newPlayer(2, botName, '', now, true));
  await batch.commit();
  return { roomId: room.id };
}
