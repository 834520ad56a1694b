// Random 1v1 matchmaking. Each category+language bucket has one queue document holding at most
// one waiting player, and each player a ticket naming the bucket they search in or the room they
// were paired into. One transaction on the queue document and the tickets lines the searchers up
// behind the waiting player and pairs them two by two into started rooms (both fees taken there);
// an odd one out becomes the waiting player. The client asks again every couple of seconds within
// its search window; a paired player's next ask returns the room its ticket names, so nobody is
// ever seated in two random rooms, nor left waiting once paired.
//
// Searches of one bucket that arrive together in this process share ONE transaction (a queue
// document takes about one write a second; 200 transactions racing on it would mostly abort).
// Across server instances they may still race: the loser answers no_opponent and the client asks again.
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import { botLevelFor } from '../../machines/bot-opponent.ts';
import type { ActionContext } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden } from '../errors.ts';
import { log } from '../log.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import {
  battlePool,
  battleSeenRef,
  bucketOf,
  pickFresh,
  pickQuestionIds,
  type BattlePlace,
} from './battle-questions.ts';
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

/** A waiting player who has not asked again for this long has stopped searching. */
export const queueFreshMs = 3 * defaultBattleConfig.matchRetryMs;

/** Searches per transaction: a pair writes 9 documents, a transaction at most 500. */
const maxBatch = 40;

interface Waiting {
  uid: string;
  since: number;
}

/**
 * matchTickets/{uid}: the bucket the player searches in, or the room they were paired into and
 * when (server epoch ms). The player reads their own ticket (firestore.rules), so a waiting player
 * learns of the pairing from a listener instead of their next search call.
 */
interface Ticket {
  roomId: string | null;
  bucket: string | null;
  pairedAt?: number;
}

export type MatchReply = { room_id: string } | { no_opponent: true };

interface Search {
  ctx: ActionContext;
  place: BattlePlace;
  settle: (reply: MatchReply | Error) => void;
}

/** Firestore gave up on a contended transaction: the client simply asks again. */
const isContention = (err: unknown) => [10, 4].includes((err as { code?: number } | null)?.code ?? -1);

const lines = new Map<string, Search[]>();

// The balance is checked inside the transaction, after the player's ticket: a player whose fee
// was taken by a pairing has fewer coins than a fee now, and still gets their room.
export function findMatch(ctx: ActionContext, place: BattlePlace): Promise<MatchReply> {
  const bucket = bucketOf(place);
  return new Promise((resolve, reject) => {
    const search: Search = { ctx, place, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) };
    const line = lines.get(bucket);
    if (line) line.push(search);
    else {
      lines.set(bucket, [search]);
      void drain(bucket);
    }
  });
}

/** Runs the bucket's waiting searches, a batch per transaction, until none is left. */
async function drain(bucket: string) {
  const line = lines.get(bucket)!;
  while (line.length > 0) {
    const batch = line.splice(0, maxBatch);
    try {
      const replies = await matchBatch(bucket, batch);
      batch.forEach((s, i) => s.settle(replies[i]!));
    } catch (err) {
      if (isContention(err))
        log('info', { msg: 'matchmaking contention', bucket, code: (err as { code?: number }).code });
      for (const s of batch) s.settle(isContention(err) ? { no_opponent: true } : (err as Error));
    }
  }
  lines.delete(bucket);
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
export function seatPair(
  tx: Transaction,
  db: Firestore,
  { pair, users, streaks, questionIds, place, entryFee, config, now }: RandomPair,
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
    tx.set(matchTicketRef(db, uid), { roomId: room.id, bucket: null, pairedAt: now.getTime() } satisfies Ticket);
  });
  return room.id;
}

/** One transaction for these searches of one bucket; a reply (or refusal) for each, in order. */
async function matchBatch(bucket: string, batch: Search[]): Promise<(MatchReply | Error)[]> {
  const first = batch[0]!;
  const { db, config } = first.ctx;
  const fee = config.battle_entry_fee;
  const now = batch[batch.length - 1]!.ctx.now();
  const queue = matchQueueRef(db, bucket);
  const searchers = [...new Set(batch.map((s) => s.ctx.uid))];
  // the pool is queried before the transaction (no query inside one); what each player has met is read in it, by id
  const pool = await battlePool(db, first.place);

  const replies = await db.runTransaction(async (tx) => {
    const out = new Map<string, MatchReply | Error>();
    const waiting = (await tx.get(queue)).get('waiting') as Waiting | null | undefined;
    const waitingUid =
      waiting && !searchers.includes(waiting.uid) && now.getTime() - waiting.since <= queueFreshMs ? waiting.uid : null;
    const everyone = waitingUid ? [waitingUid, ...searchers] : searchers;
    const ticketSnaps = await tx.getAll(...everyone.map((uid) => matchTicketRef(db, uid)));
    const tickets = new Map(ticketSnaps.map((t) => [t.id, t.data() as Ticket | undefined]));
    // with each player's win streak for the versus, in the same round trip
    const userSnaps = await tx.getAll(
      ...everyone.map((uid) => userRef(db, uid)),
      ...everyone.map((uid) => statsSummaryRef(db, uid)),
      ...everyone.map((uid) => battleSeenRef(db, uid, first.place)),
    );
    const seen = new Map(userSnaps.splice(2 * everyone.length).map((s, i) => [everyone[i]!, s]));
    const summaries = userSnaps.splice(everyone.length);
    const users = new Map(userSnaps.filter((u) => u.exists).map((u) => [u.id, u.data() as UserDoc]));
    const streaks = new Map(everyone.map((uid, i) => [uid, winStreakOf(summaries[i])]));
    const pairedBefore = searchers.filter((uid) => tickets.get(uid)?.roomId);
    const roomSnaps =
      pairedBefore.length > 0
        ? await tx.getAll(...pairedBefore.map((uid) => roomRef(db, tickets.get(uid)!.roomId!)))
        : [];
    for (const [i, uid] of pairedBefore.entries()) {
      if ((roomSnaps[i]!.data() as RoomDoc | undefined)?.status === 'started')
        out.set(uid, { room_id: roomSnaps[i]!.id });
    }

    // the waiting player first (if still searching here and able to pay), then the callers in order
    const canPay = (uid: string) => (users.get(uid)?.coins ?? 0) >= fee;
    const line: string[] = [];
    if (waitingUid && tickets.get(waitingUid)?.bucket === bucket && canPay(waitingUid)) line.push(waitingUid);
    for (const uid of searchers) {
      if (out.has(uid)) continue;
      if (canPay(uid)) line.push(uid);
      else out.set(uid, forbidden('not_enough_coins'));
    }
    for (let i = 0; i + 1 < line.length; i += 2) {
      const pair: [string, string] = [line[i]!, line[i + 1]!];
      const questionIds = pickFresh(
        pool,
        pair.map((uid) => seen.get(uid)),
        config.battle_question_count,
      );
      const roomId = seatPair(tx, db, {
        pair,
        users,
        streaks,
        questionIds,
        place: first.place,
        entryFee: fee,
        config,
        now,
      });
      for (const uid of pair) out.set(uid, { room_id: roomId });
    }
    const oddOne = line.length % 2 === 1 ? line[line.length - 1]! : null;
    if (oddOne === null) tx.set(queue, { waiting: null });
    else if (oddOne !== waitingUid) {
      tx.set(queue, { waiting: { uid: oddOne, since: now.getTime() } });
      tx.set(matchTicketRef(db, oddOne), { roomId: null, bucket } satisfies Ticket);
      out.set(oddOne, { no_opponent: true });
    }
    return out;
  });
  return batch.map((s) => replies.get(s.ctx.uid)!);
}

/** The player stops searching in this bucket (get_random_questions with destroy_match). */
export async function cancelSearch(db: Firestore, uid: string, place: BattlePlace): Promise<void> {
  const queue = matchQueueRef(db, bucketOf(place));
  await db.runTransaction(async (tx) => {
    const [queueSnap, ticketSnap] = await tx.getAll(queue, matchTicketRef(db, uid));
    if ((queueSnap!.get('waiting') as Waiting | null | undefined)?.uid === uid) tx.set(queue, { waiting: null });
    if (ticketSnap!.get('bucket') === bucketOf(place)) tx.update(ticketSnap!.ref, { bucket: null });
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
