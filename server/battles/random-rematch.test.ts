// "Rematch" on a finished random 1v1 (issue 22): both players' yes starts one new random room for
// the same two players, same category and fee, each fee taken once; nobody else may say yes, and a
// no, a lapsed offer or a player who cannot pay starts nothing and charges nobody.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blockRef } from '../social/blocks.ts';
import { coinHistory } from '../economy/ledger.ts';
import { coinsOf, ok, quickPlayer, readRoom, useHarness, type TestPlayer } from '../test/kit.ts';
import { playerRef, roomRef, roomsCol } from './room-docs.ts';
import { rematchWindowMs } from './random-rematch.ts';

const h = useHarness();
const category = 'en-quiz-food-and-drink'; // a bucket of this file's own

const rematch = (roomId: string, p: TestPlayer, answer = 'accept') =>
  h.call('battle_random_rematch', { room_id: roomId, answer }, p.token);

/** Two players paired by a search, the battle ended by the second leaving (the first wins 10, fee 5 each). */
async function finishedRandom(coins: [number, number] = [100, 100]) {
  const x = await quickPlayer(h, coins[0], 'Lena');
  const y = await quickPlayer(h, coins[1], 'Omar');
  expect(await ok(h.call('battle_find_match', { category }, x.token))).toEqual({ no_opponent: true });
  const { room_id } = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, y.token));
  // X hears of the room as its app would, before Y leaves it
  expect(await ok(h.call('battle_find_match', { category }, x.token))).toEqual({ room_id });
  await ok(h.call('battle_leave', { room_id }, y.token));
  expect((await readRoom(h, room_id)).status).toBe('finished');
  return { x, y, roomId: room_id };
}

const roomsOf = async (uid: string) => (await roomsCol(h.db).where('playerUids', 'array-contains', uid).get()).size;
const feesOf = async (uid: string) => (await coinHistory(h.db, uid).where('type', '==', 'battle_fee').get()).size;

describe('battle_random_rematch', () => {
  it('the second yes starts one new started random room for the same two, same category and fee, each fee taken once', async () => {
    const { x, y, roomId } = await finishedRandom();
    const [xCoins, yCoins] = [await coinsOf(h, x.uid), await coinsOf(h, y.uid)];
    expect(await ok(rematch(roomId, x))).toEqual({ room_id: roomId, status: 'waiting', next_room_id: null });
    // pressing again is the same yes
    expect(await ok(rematch(roomId, x))).toEqual({ room_id: roomId, status: 'waiting', next_room_id: null });
    expect(await coinsOf(h, x.uid)).toBe(xCoins);

    const started = await ok<{ status: string; next_room_id: string }>(rematch(roomId, y));
    expect(started.status).toBe('started');
    const last = await readRoom(h, roomId);
    const next = await readRoom(h, started.next_room_id);
    expect(next).toMatchObject({
      type: 'random',
      status: 'started',
      categoryId: last.categoryId,
      entryFee: last.entryFee,
      vsBot: false,
    });
    expect([...next.playerUids].sort()).toEqual([x.uid, y.uid].sort());
    expect(await coinsOf(h, x.uid)).toBe(xCoins - last.entryFee);
    expect(await coinsOf(h, y.uid)).toBe(yCoins - last.entryFee);
    expect((await coinHistory(h.db, x.uid).doc(`battle_fee_${started.next_room_id}`).get()).get('coins')).toBe(
      -last.entryFee,
    );
    // a late press of either is told the same room and charges nothing more
    expect(await ok(rematch(roomId, x))).toMatchObject({ status: 'started', next_room_id: started.next_room_id });
    expect(await coinsOf(h, x.uid)).toBe(xCoins - last.entryFee);
  });

  it("a yes between the last answer's reply and the room's end (which follows that reply) is taken", async () => {
    const [x, y] = [await quickPlayer(h), await quickPlayer(h)];
    await ok(h.call('battle_find_match', { category }, x.token));
    const { room_id } = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, y.token));
    // both seats graded to their end, as the result screen sees them; the room not finished yet
    await Promise.all(
      [x, y].map((p, i) => playerRef(h.db, room_id, p.uid).update({ state: 'finished', points: 10 - i })),
    );
    expect(await ok(rematch(room_id, y))).toEqual({ room_id, status: 'waiting', next_room_id: null });
    expect(await readRoom(h, room_id)).toMatchObject({ status: 'finished', winnerUids: [x.uid] });
  });

  it('both pressing at the same instant, several times over, start exactly one room and take each fee once', async () => {
    const { x, y, roomId } = await finishedRandom();
    const [xCoins, yCoins] = [await coinsOf(h, x.uid), await coinsOf(h, y.uid)];
    const replies = await Promise.all([x, y, x, y, x, y].map((p) => rematch(roomId, p)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const nextIds = new Set(replies.map((r) => r.body.data.next_room_id).filter(Boolean));
    expect(nextIds.size).toBe(1);
    // after the dust settles, both are told the one room
    expect((await readRoom(h, roomId)).randomRematch).toMatchObject({ status: 'started', nextRoomId: [...nextIds][0] });
    expect(await roomsOf(x.uid)).toBe(2);
    expect(await roomsOf(y.uid)).toBe(2);
    expect(await feesOf(x.uid)).toBe(2);
    expect(await feesOf(y.uid)).toBe(2);
    expect(await coinsOf(h, x.uid)).toBe(xCoins - 5);
    expect(await coinsOf(h, y.uid)).toBe(yCoins - 5);
  });

  it('a stranger, a bot room and an unfinished room cannot take a rematch; a bad answer is refused', async () => {
    const { roomId } = await finishedRandom();
    const stranger = await quickPlayer(h);
    expect((await rematch(roomId, stranger)).body.message).toBe('You are not in this room');
    expect((await rematch(roomId, stranger)).status).toBe(403);

    const solo = await quickPlayer(h);
    const bot = await ok<{ room_id: string }>(h.call('battle_play_bot', { category }, solo.token));
    await ok(h.call('battle_leave', { room_id: bot.room_id }, solo.token));
    const botReply = await rematch(bot.room_id, solo);
    expect([botReply.status, botReply.body.message]).toEqual([
      403,
      'A rematch is for the two players of a finished random battle',
    ]);

    const a = await quickPlayer(h);
    const b = await quickPlayer(h);
    await ok(h.call('battle_find_match', { category }, a.token));
    const live = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, b.token));
    const early = await rematch(live.room_id, a);
    expect([early.status, early.body.message]).toEqual([409, 'The battle is not over yet']);

    const bad = await h.call('battle_random_rematch', { room_id: roomId, answer: 'maybe' }, stranger.token);
    expect(bad.status).toBe(400);
    expect((await readRoom(h, roomId)).randomRematch).toBeUndefined();
  });

  it('when one cannot pay the fee, nobody is charged, no room is made and the rematch is off', async () => {
    // X won the first battle (10 coins back); Y, with exactly one fee, spent it on that battle
    const { x, y, roomId } = await finishedRandom([100, 5]);
    const [xCoins, yCoins] = [await coinsOf(h, x.uid), await coinsOf(h, y.uid)];
    expect(yCoins).toBe(0);
    // Y's own yes is refused at once, and nothing is recorded
    const mine = await rematch(roomId, y);
    expect([mine.status, mine.body.message]).toEqual([403, "You Don't have enough coins"]);
    expect((await readRoom(h, roomId)).randomRematch).toBeUndefined();
    // X asks; Y's coins are still short when Y accepts
    await ok(rematch(roomId, x));
    expect((await rematch(roomId, y)).body.message).toBe("You Don't have enough coins");
    expect((await readRoom(h, roomId)).randomRematch).toMatchObject({
      status: 'deleted',
      offBy: y.uid,
      reason: 'coins',
    });
    expect([await coinsOf(h, x.uid), await coinsOf(h, y.uid)]).toEqual([xCoins, yCoins]);
    expect([await roomsOf(x.uid), await roomsOf(y.uid)]).toEqual([1, 1]);
    // and it stays off
    expect((await rematch(roomId, x)).body.message).toBe('The rematch is off');
  });

  it('the first yes whose partner can no longer pay: the second presser is told, nobody is charged', async () => {
    const { x, y, roomId } = await finishedRandom();
    await ok(rematch(roomId, x));
    await h.db.collection('users').doc(x.uid).update({ coins: 2 }); // X spent their coins elsewhere meanwhile
    const reply = await rematch(roomId, y);
    expect([reply.status, reply.body.message]).toEqual([409, "A player in the room doesn't have enough coins"]);
    expect((await readRoom(h, roomId)).randomRematch).toMatchObject({
      status: 'deleted',
      offBy: x.uid,
      reason: 'coins',
    });
    expect([await roomsOf(x.uid), await roomsOf(y.uid)]).toEqual([1, 1]);
    expect(await coinsOf(h, x.uid)).toBe(2);
  });

  it('a blocked pair gets no rematch: neither yes makes an offer, and a block after the first yes turns it off', async () => {
    const before = await finishedRandom();
    await blockRef(h.db, before.y.uid, before.x.uid).set({ uid: before.x.uid, since: Timestamp.now() });
    for (const p of [before.x, before.y])
      expect((await rematch(before.roomId, p)).body.message).toBe('The rematch is off');
    expect((await readRoom(h, before.roomId)).randomRematch?.status).not.toBe('waiting');

    const between = await finishedRandom();
    await ok(rematch(between.roomId, between.x));
    await blockRef(h.db, between.y.uid, between.x.uid).set({ uid: between.x.uid, since: Timestamp.now() });
    expect((await rematch(between.roomId, between.y)).body.message).toBe('The rematch is off');
    expect((await readRoom(h, between.roomId)).randomRematch).toMatchObject({
      status: 'deleted',
      offBy: between.y.uid,
      reason: 'declined',
    });
    expect([await roomsOf(between.x.uid), await feesOf(between.x.uid)]).toEqual([1, 1]);
  });

  it('a declined offer and a lapsed one start nothing', async () => {
    const declined = await finishedRandom();
    await ok(rematch(declined.roomId, declined.x));
    expect(await ok(rematch(declined.roomId, declined.y, 'decline'))).toMatchObject({ status: 'deleted' });
    const late = await rematch(declined.roomId, declined.y);
    expect([late.status, late.body.message]).toEqual([409, 'The rematch is off']);
    expect((await readRoom(h, declined.roomId)).randomRematch).toMatchObject({
      status: 'deleted',
      offBy: declined.y.uid,
      reason: 'declined',
    });
    expect(await roomsOf(declined.x.uid)).toBe(1);

    // leaving the result screen before anyone asked declines too: a later yes is refused
    const left = await finishedRandom();
    await ok(rematch(left.roomId, left.y, 'decline'));
    expect((await rematch(left.roomId, left.x)).body.message).toBe('The rematch is off');

    const lapsing = await finishedRandom();
    const xCoins = await coinsOf(h, lapsing.x.uid);
    await ok(rematch(lapsing.roomId, lapsing.x));
    h.clock.set(new Date(Date.now() + rematchWindowMs + 1_000));
    const lapsed = await rematch(lapsing.roomId, lapsing.y);
    h.clock.set(null);
    expect([lapsed.status, lapsed.body.message]).toEqual([409, 'The rematch is off']);
    expect((await roomRef(h.db, lapsing.roomId).get()).get('randomRematch.status')).toBe('waiting');
    expect([await roomsOf(lapsing.x.uid), await roomsOf(lapsing.y.uid)]).toEqual([1, 1]);
    expect(await coinsOf(h, lapsing.x.uid)).toBe(xCoins);
  });
});

// Issue 34, part 6: a player in the search queue who said yes to a rematch sat in both started rooms
// and paid both fees. One live random room per player, whichever comes first.
describe('one live random room per player', () => {
  const liveRandomRooms = async (uid: string) =>
    (await roomsCol(h.db).where('playerUids', 'array-contains', uid).where('status', '==', 'started').get()).docs.map(
      (d) => d.id,
    );

  it('paired by a search, then saying yes to the rematch: the rematch is off, one room and one fee', async () => {
    for (let round = 0; round < 3; round++) {
      const { x, y, roomId } = await finishedRandom();
      await ok(rematch(roomId, y)); // the opponent's yes waits for X's
      const z = await quickPlayer(h);
      expect(await ok(h.call('battle_find_match', { category }, x.token))).toEqual({ no_opponent: true });
      const paired = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, z.token));
      const reply = await rematch(roomId, x);
      expect([reply.status, reply.body.message]).toEqual([409, 'You are already playing another battle']);
      expect(await liveRandomRooms(x.uid)).toEqual([paired.room_id]);
      expect(await liveRandomRooms(y.uid)).toEqual([]);
      expect([await feesOf(x.uid), await feesOf(y.uid)]).toEqual([2, 1]);
      expect((await readRoom(h, roomId)).randomRematch).toMatchObject({
        status: 'deleted',
        offBy: x.uid,
        reason: 'busy',
      });
      await ok(h.call('battle_leave', { room_id: paired.room_id }, z.token));
    }
  });

  it('a yes and a search that pairs the same player, racing: the player sits in one live random room and pays one fee', async () => {
    for (let round = 0; round < 3; round++) {
      const { x, y, roomId } = await finishedRandom();
      await ok(rematch(roomId, y));
      const z = await quickPlayer(h);
      expect(await ok(h.call('battle_find_match', { category }, x.token))).toEqual({ no_opponent: true });
      await Promise.all([rematch(roomId, x), h.call('battle_find_match', { category }, z.token)]);
      const rooms = await liveRandomRooms(x.uid);
      expect(rooms).toHaveLength(1);
      expect(await feesOf(x.uid)).toBe(2);
      for (const id of rooms) await ok(h.call('battle_leave', { room_id: id }, x.token));
      await ok(h.call('get_random_questions', { category, destroy_match: 1 }, z.token));
    }
  });
});
