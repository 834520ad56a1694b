// The races that money and seats must survive, with the traffic spread over three API instances
// (separate processes, as Cloud Run runs them) and one of them killed in the middle. Only
// Firestore's transactions stand between the racers: no instance sees the others' requests.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequests } from './actions/payments.ts';
import { coinsOf, quickPlayer, readPlayers, readRoom, useHarness, type TestPlayer } from './test/kit.ts';
import { playersCol, roomsCol, type RoomDoc } from './battles/room-docs.ts';
import { coinHistory } from './economy/ledger.ts';
import { userRef } from './users/user-doc.ts';
import { startCluster, type Cluster } from './test/cluster.ts';

const h = useHarness(); // the database and player setup; the calls go to the cluster
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(3);
}, 150_000);
afterAll(() => cluster.close());

/** Kills the third instance `afterMs` from now and starts it again `downMs` later. */
async function killMidRun(afterMs: number, downMs: number) {
  await sleep(afterMs);
  cluster.kill(2);
  await sleep(downMs);
  await cluster.restart(2);
}

/** Asks like the client does until paired; a call lost with its instance is asked again elsewhere. */
async function searchUntilPaired(p: TestPlayer, category: string, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const reply = await cluster.call('battle_find_match', { category }, p.token);
    if (reply.status !== 0) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (reply.body.data?.room_id) return reply.body.data.room_id as string;
    await sleep(100 + Math.random() * 200);
  }
  throw new Error(`${p.uid} was never paired`);
}

describe('three instances, one killed mid-run', () => {
  it('200 players searching at once are all paired, each in exactly one room of 2, charged once', async () => {
    const category = 'en-quiz-sports'; // a bucket no other test searches in
    const players = await Promise.all(Array.from({ length: 200 }, () => quickPlayer(h, 20)));
    const deadline = Date.now() + 150_000;
    const [told] = await Promise.all([
      Promise.all(players.map((p) => searchUntilPaired(p, category, deadline))),
      killMidRun(300, 1_000),
    ]);

    const ours = new Set(players.map((p) => p.uid));
    const rooms = (
      await roomsCol(h.db).where('type', '==', 'random').where('categoryId', '==', category).get()
    ).docs.filter((d) => (d.get('playerUids') as string[]).some((uid) => ours.has(uid)));
    const roomsOf = new Map<string, string[]>();
    for (const doc of rooms) {
      const room = doc.data() as RoomDoc;
      expect(room.playerUids).toHaveLength(2);
      expect((await playersCol(h.db, doc.id).get()).size).toBe(2);
      for (const uid of room.playerUids) roomsOf.set(uid, [...(roomsOf.get(uid) ?? []), doc.id]);
    }
    expect(rooms).toHaveLength(100);
    players.forEach((p, i) => expect(roomsOf.get(p.uid)).toEqual([told[i]]));
    for (const p of players) {
      // charged once, for their room; on a slow run a room both players have left silent past the
      // grace window may already be settled with the fees back (the surviving instances' sweepers
      // still run): the balance is what the ledger says, both read in one snapshot
      const [coins, history] = await h.db.runTransaction(
        async (tx) =>
          [
            (await tx.get(userRef(h.db, p.uid))).get('coins') as number,
            (await tx.get(coinHistory(h.db, p.uid))).docs,
          ] as const,
      );
      expect(history.filter((d) => d.get('type') === 'battle_fee').map((d) => d.id)).toEqual([
        `battle_fee_${roomsOf.get(p.uid)![0]}`,
      ]);
      expect(coins).toBe(20 + history.reduce((sum, d) => sum + (d.get('coins') as number), 0));
    }
    await Promise.all(rooms.map((doc) => h.db.recursiveDelete(doc.ref)));
  }, 240_000);

  it('50 parallel payment requests of one player: one request, the coins taken once', async () => {
    const p = await quickPlayer(h, 1000);
    const paypal = { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 10, coin_used: 100 };
    const [replies] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => cluster.call('set_payment_request', paypal, p.token))),
      killMidRun(30, 500),
    ]);
    // no 5xx: a refusal (already requested, busy) or a call lost with its instance
    for (const r of replies) expect([0, 200, 403, 409, 429, 503], JSON.stringify(r.body)).toContain(r.status);
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    // a player whose request was lost with its instance asks again
    if (!replies.some((r) => r.status === 200)) await cluster.call('set_payment_request', paypal, p.token);

    const requests = await paymentRequests(h.db).where('uid', '==', p.uid).get();
    expect(requests.docs.map((d) => d.get('status'))).toEqual(['pending']);
    expect(await coinsOf(h, p.uid)).toBe(900);
    expect((await coinHistory(h.db, p.uid).get()).docs.map((d) => d.get('coins'))).toEqual([-100]);
  }, 150_000);

  it('10 players racing for the last seat of a room: one gets it', async () => {
    const category = 'en-quiz-geography';
    const seated = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const {
      room_id,
      room_code,
      entry_fee: fee,
    } = (await cluster.call('create_room', { category, room_type: 'group', no_of_que: 2 }, seated[0]!.token)).body.data;
    for (const p of seated.slice(1))
      expect((await cluster.call('battle_join_room', { room_code, fee }, p.token)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 10 }, () => quickPlayer(h)));

    const [replies] = await Promise.all([
      Promise.all(racers.map((p) => cluster.call('battle_join_room', { room_code, fee }, p.token))),
      killMidRun(5, 500),
    ]);
    for (const r of replies)
      expect(r.status === 0 || r.status === 200 || r.body.message === 'Room is full', JSON.stringify(r.body)).toBe(
        true,
      );
    const room = await readRoom(h, room_id);
    expect(room.playerUids.slice(0, 3)).toEqual(seated.map((p) => p.uid));
    expect(room.playerUids).toHaveLength(4);
    const winner = room.playerUids[3]!;
    expect(racers.map((p) => p.uid)).toContain(winner);
    // whoever was told they are in is the one seated (the winner's reply may have died with its instance)
    racers.forEach((p, i) => replies[i]!.status === 200 && expect(p.uid).toBe(winner));
    expect([...(await readPlayers(h, room_id)).values()].map((p) => p.slot).sort()).toEqual([1, 2, 3, 4]);
  }, 150_000);
});
