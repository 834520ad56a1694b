// Random 1v1 matchmaking by rating, kept fair and fast. Players are split into shards: the
// category+language bucket x fairness pool (server/battles/fair-play.ts: clean, flagged, leavers)
// x rating band (`bandWidth` of mu). Each shard has one queue document holding the few players
// waiting in it, and each player a ticket naming the shard they search in or the room they were
// paired into.
//
// Searches of one shard that arrive together in this process share ONE transaction (a document
// takes about one write a second; racing transactions on it would mostly abort). It reads by id the
// searchers' tickets and their shard's queue, and the tickets of the players waiting there or, as
// windows widen with the wait (twice as wide when few search), in the neighbouring bands' queues
// (looked at by id just before, up to the ceiling; only their own shard writes them); then
// everyone's balance and the blocks between the pairs chosen. It seats the nearest ratings first,
// never a blocked pair, takes both fees, and leaves the rest waiting in their own shard's queue.
// Every pairing writes both tickets, so a player is never seated twice, and a paired player's next
// ask (or ticket listener) returns their room. Shards lock no document of each other's, so
// throughput grows with the number of busy shards; across instances one shard's transactions may
// race, and the loser answers no_opponent (the client asks again).
import { randomInt } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { newRating } from '../../contract/rating.ts';
import type { SystemConfig } from '../../contract/settings.ts';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import { botLevelFor } from '../../machines/bot-opponent.ts';
import type { ActionContext } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden } from '../errors.ts';
import { log } from '../log.ts';
import { blockedBetween } from '../social/blocks.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import {
  battlePool,
  battleSeenRef,
  bucketOf,
  pickFresh,
  pickQuestionIds,
  type BattlePlace,
} from './battle-questions.ts';
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
  seatRef,
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
const maxWaiting = 16;
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
 * matchTickets/{uid}: the bucket and shard the player searches in (null when not searching; how
 * long they have waited is in the shard's queue), or the room they were paired into and when
 * (server epoch ms). The player reads their own ticket (firestore.rules), so a waiting player
 * learns of the pairing from a listener instead of their next search call.
 */
export interface Ticket {
  roomId: string | null;
  bucket: string | null;
  shard?: string | null;
  pairedAt?: number;
  /** the player has been told of the room (by a search's reply, or a rematch they said yes to) */
  told?: boolean;
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
      if (isContention(err))
        log('info', { msg: 'matchmaking contention', shard, code: (err as { code?: number }).code });
      for (const s of batch) s.settle(isContention(err) ? { no_opponent: true } : (err as Error));
    }
  }
  lines.delete(shard);
}

/** Someone pairing may weigh: a searcher of this batch, or a player waiting in a queue. */
interface Seeker extends Waiting {
  shard: string;
  searching: boolean;
}

const fresh = (w: Waiting, now: number) => w.askedAt >= now - queueFreshMs;
const waitingIn = (q: DocumentSnapshot, now: number) =>
  ((q.get('waiting') as Waiting[] | undefined) ?? []).filter((w) => fresh(w, now));

/**
 * A ticket's room that ended before its player heard of it is still the answer to their search,
 * once: paired while waiting, they learn of it on their next ask, which a slow network may bring
 * after both silent seats were settled; without this they would search again, alone. A player who
 * was told of it, whose app fetched its questions (the seat's document), or who asks long after
 * searches anew.
 */
function endedUnheard(seat: DocumentSnapshot, ticket: Ticket, now: number, config: SystemConfig): boolean {
  const heldMs = (config.random_battle_search_seconds + config.reconnect_grace_seconds) * 1000;
  return !ticket.told && !seat.exists && ticket.pairedAt !== undefined && now - ticket.pairedAt <= heldMs;
}

/** One transaction for these searches of one shard; a reply (or refusal) for each, in order. */
async function matchBatch(shard: string, batch: Search[]): Promise<(MatchReply | Error)[]> {
  const first = batch[0]!;
  const { db, config } = first.ctx;
  const fee = config.battle_entry_fee;
  const bucket = bucketOf(first.place);
  const now = batch[batch.length - 1]!.ctx.now().getTime();
  const searchers = [...new Map(batch.map((s) => [s.ctx.uid, s])).values()];
  const uids = new Set(searchers.map((s) => s.ctx.uid));
  const home = matchQueueRef(db, shard);
  // Before the transaction (no query inside one): the question pool, and a look by id at the
  // neighbouring bands' queues up to the ceiling. Their players are read again in the transaction
  // by their tickets, which alone say whether they still search there; their queues are neither
  // locked nor written here (a player seated from one is dropped by that shard's next transaction).
  const bands = new Set<number>();
  for (const s of searchers) {
    const mu = muOf(s.ctx.user);
    for (let b = bandOf(mu - pairingWindow.ceiling); b <= bandOf(mu + pairingWindow.ceiling); b++) bands.add(b);
  }
  const neighbours = [...bands]
    .map((b) => matchQueueRef(db, shardOf(bucket, first.pool, b)))
    .filter((r) => r.id !== shard);
  const [questionPool, peeked] = await Promise.all([
    battlePool(db, first.place),
    neighbours.length > 0 ? db.getAll(...neighbours) : [],
  ]);

  const replies = await db.runTransaction(async (tx) => {
    const out = new Map<string, MatchReply | Error>();
    const [queue, ...mine] = await tx.getAll(home, ...searchers.map((s) => matchTicketRef(db, s.ctx.uid)));
    const tickets = new Map(mine.map((t) => [t.id, t.data() as Ticket | undefined]));
    const pairedBefore = [...uids].filter((uid) => tickets.get(uid)?.roomId);
    const held =
      pairedBefore.length > 0
        ? await tx.getAll(
            ...pairedBefore.map((uid) => roomRef(db, tickets.get(uid)!.roomId!)),
            ...pairedBefore.map((uid) => seatRef(db, tickets.get(uid)!.roomId!, uid)),
          )
        : [];
    const toldNow: string[] = [];
    pairedBefore.forEach((uid, i) => {
      const [room, seat] = [held[i]!, held[pairedBefore.length + i]!];
      const ticket = tickets.get(uid)!;
      const status = (room.data() as RoomDoc | undefined)?.status;
      if (status === 'started' || (status && endedUnheard(seat, ticket, now, config))) {
        out.set(uid, { room_id: room.id });
        if (!ticket.told) toldNow.push(uid); // written after the reads
      }
    });

    const homeWaiting = waitingIn(queue!, now);
    const sinceOf = (uid: string) => homeWaiting.find((w) => w.uid === uid)?.since ?? now;
    const open: Seeker[] = searchers
      .filter((s) => !out.has(s.ctx.uid))
      .map((s) => ({
        uid: s.ctx.uid,
        mu: muOf(s.ctx.user),
        since: sinceOf(s.ctx.uid),
        askedAt: now,
        shard,
        searching: true,
      }));
    // the waiting players some searcher's window (at its widest, a quiet hour's) reaches
    const reach = (w: Waiting) =>
      open.some((p) => Math.abs(p.mu - w.mu) <= windowOf(now - Math.min(p.since, w.since), 0));
    const others: Seeker[] = [
      ...homeWaiting.map((w) => ({ ...w, shard, searching: false })),
      ...peeked.flatMap((q) => waitingIn(q, now).map((w) => ({ ...w, shard: q.id, searching: false }))),
    ].filter((w) => !uids.has(w.uid) && reach(w));
    // still searching in the shard they wait in (not paired elsewhere, not called off, not moved on)
    const theirs = others.length > 0 ? await tx.getAll(...others.map((w) => matchTicketRef(db, w.uid))) : [];
    const waiting = others.filter((w, i) => {
      const t = theirs[i]!.data() as Ticket | undefined;
      return !!t && !t.roomId && t.shard === w.shard;
    });

    const everyone = [...waiting, ...open];
    const userSnaps = everyone.length > 0 ? await tx.getAll(...everyone.map((p) => userRef(db, p.uid))) : [];
    const users = new Map(userSnaps.filter((u) => u.exists).map((u) => [u.id, u.data() as UserDoc]));
    const canPay = (uid: string) => (users.get(uid)?.coins ?? 0) >= fee;
    for (const p of open) if (!canPay(p.uid)) out.set(p.uid, forbidden('not_enough_coins'));

    const pairs = await nearestPairs(
      tx,
      db,
      everyone.filter((p) => canPay(p.uid)),
      first.pool,
      now,
    );
    const seated = pairs.flat();
    const extra =
      seated.length > 0
        ? await tx.getAll(
            ...seated.map((p) => statsSummaryRef(db, p.uid)),
            ...seated.map((p) => battleSeenRef(db, p.uid, first.place)),
          )
        : [];
    const streaks = new Map(seated.map((p, i) => [p.uid, winStreakOf(extra[i])]));
    pairs.forEach((pair, k) => {
      const seen = extra.slice(seated.length + 2 * k, seated.length + 2 * k + 2);
      const questionIds = pickFresh(questionPool, seen, config.battle_question_count);
      const pairUids = pair.map((p) => p.uid) as [string, string];
      const roomId = seatPair(tx, db, {
        pair: pairUids,
        users,
        streaks,
        questionIds,
        place: first.place,
        entryFee: fee,
        config,
        now: new Date(now),
        told: uids,
      });
      for (const uid of pairUids) if (uids.has(uid)) out.set(uid, { room_id: roomId });
    });

    // this shard's queue keeps its waiting players not seated, then the searchers left over
    const isSeated = new Set(seated.map((p) => p.uid));
    const left = open.filter((p) => !out.has(p.uid));
    const stay = waiting.filter((w) => w.shard === shard && !isSeated.has(w.uid));
    const next: Waiting[] = [...stay, ...left].map(({ uid, mu, since, askedAt }) => ({ uid, mu, since, askedAt }));
    tx.set(home, { waiting: next.slice(-maxWaiting) });
    for (const uid of toldNow) tx.update(matchTicketRef(db, uid), { told: true });
    for (const p of left) {
      const t = tickets.get(p.uid);
      // a ticket is written when the player starts searching here, not on every ask
      if (t?.roomId !== null || t.shard !== shard)
        tx.set(matchTicketRef(db, p.uid), { roomId: null, bucket, shard } satisfies Ticket);
      out.set(p.uid, { no_opponent: true });
    }
    return out;
  });
  return batch.map((s) => replies.get(s.ctx.uid)!);
}

/**
 * The pairs to seat: the nearest ratings first, each within the window of the longer wait of the
 * two (twice as wide when few search), a leaver only after leaverDelayMs, at least one of the two
 * searching now, never a blocked pair (read by id in `tx`, for the pairs chosen; a blocked one is
 * skipped for the next nearest). The one who waited first takes the first seat.
 */
async function nearestPairs(
  tx: Transaction,
  db: Firestore,
  able: Seeker[],
  pool: PairingPool,
  now: number,
): Promise<[Seeker, Seeker][]> {
  const byMu = [...able].sort((a, b) => a.mu - b.mu);
  const ready = (p: Seeker) => pool !== 'leaver' || now - p.since >= leaverDelayMs;
  const candidates: { a: Seeker; b: Seeker; gap: number }[] = [];
  byMu.forEach((a, i) => {
    for (const b of byMu.slice(i + 1, i + 1 + triedPerPlayer)) {
      const gap = b.mu - a.mu;
      const wait = now - Math.min(a.since, b.since);
      if ((a.searching || b.searching) && ready(a) && ready(b) && gap <= windowOf(wait, able.length - 1))
        candidates.push({ a, b, gap });
    }
  });
  candidates.sort((x, y) => x.gap - y.gap);
  const blocked = new Set<(typeof candidates)[number]>();
  for (;;) {
    const taken = new Set<string>();
    const chosen = candidates.filter((c) => {
      if (blocked.has(c) || taken.has(c.a.uid) || taken.has(c.b.uid)) return false;
      taken.add(c.a.uid).add(c.b.uid);
      return true;
    });
    const found = await Promise.all(chosen.map((c) => blockedBetween(db, tx, c.a.uid, c.b.uid)));
    if (!found.includes(true)) return chosen.map((c) => (firstCame(c.a, c.b) ? [c.a, c.b] : [c.b, c.a]));
    chosen.forEach((c, i) => found[i] && blocked.add(c));
  }
}

// the one who waited first takes the first seat (a waiting player before a searcher on a tie)
const firstCame = (a: Seeker, b: Seeker) => a.since < b.since || (a.since === b.since && (!a.searching || b.searching));

export interface RandomPair {
  pair: [string, string];
  users: Map<string, UserDoc>;
  streaks: Map<string, number>;
  questionIds: string[];
  place: BattlePlace;
  entryFee: number;
  config: ActionContext['config'];
  now: Date;
  /** the players told of the room by the reply that seats them */
  told: ReadonlySet<string>;
}

/**
 * A started random room for two players who can both pay: each fee taken through the ledger and
 * each ticket naming the room, in `tx` (after its reads). A pairing and a random rematch both start here.
 */
export function seatPair(
  tx: Transaction,
  db: Firestore,
  { pair, users, streaks, questionIds, place, entryFee, config, now, told }: RandomPair,
) {
  const room = roomsCol(db).doc();
  const questionsAt = questionsAtFor(now, config);
  tx.create(
    room,
    newRoomDoc(
      {
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
      },
      now,
    ),
  );
  pair.forEach((uid, i) => {
    const user = users.get(uid)!;
    tx.create(
      playerRef(db, room.id, uid),
      newPlayer(i === 0 ? 1 : 2, user.name, user.profile, now, false, streaks.get(uid) ?? 0),
    );
    applyCoins(
      tx,
      db,
      uid,
      `battle_fee_${room.id}`,
      { type: 'battle_fee', title: 'Battle entry fee', coins: -entryFee },
      now,
    );
    tx.set(matchTicketRef(db, uid), {
      roomId: room.id,
      bucket: null,
      pairedAt: now.getTime(),
      told: told.has(uid),
    } satisfies Ticket);
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
  batch.create(
    room,
    newRoomDoc(
      {
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
      },
      now,
    ),
  );
  batch.create(
    playerRef(ctx.db, room.id, ctx.uid),
    newPlayer(1, ctx.user.name, ctx.user.profile, now, false, winStreakOf(summary)),
  );
  batch.create(playerRef(ctx.db, room.id, botUid), newPlayer(2, botName, '', now, true));
  await batch.commit();
  return { roomId: room.id };
}
