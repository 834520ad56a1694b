import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/api-harness.ts';
import { coinHistory } from '../economy/ledger.ts';
import { coinsOf, quickPlayer, type TestPlayer } from './battle-test-setup.ts';
import { playersCol, roomsCol, type RoomDoc } from './room-docs.ts';

const h = useHarness();

/** Asks like the client does, every ~0.1-0.3 s, until paired. */
async function searchUntilPaired(p: TestPlayer, category: string, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const reply = await h.call('battle_find_match', { category }, p.token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (reply.body.data.room_id) return reply.body.data.room_id as string;
    await sleep(100 + Math.random() * 200);
  }
  throw new Error(`${p.uid} was never paired`);
}

describe('battle_find_match under load', () => {
  it('200 players searching at once are all paired, each in exactly one room of exactly 2, charged once', async () => {
    const category = ''; // every category: a bucket no other test searches in
    const players = await Promise.all(Array.from({ length: 200 }, () => quickPlayer(h, 20)));
    const deadline = Date.now() + 150_000;
    const told = await Promise.all(players.map((p) => searchUntilPaired(p, category, deadline)));

    const ours = new Set(players.map((p) => p.uid));
    const rooms = (await roomsCol(h.db).where('type', '==', 'random').get()).docs.filter((d) =>
      (d.get('playerUids') as string[]).some((uid) => ours.has(uid)),
    );
    const roomsOf = new Map<string, string[]>();
    for (const doc of rooms) {
      const room = doc.data() as RoomDoc;
      expect(room.playerUids).toHaveLength(2);
      expect(room.playerUids.every((uid) => ours.has(uid))).toBe(true);
      expect((await playersCol(h.db, doc.id).get()).size).toBe(2);
      for (const uid of room.playerUids) roomsOf.set(uid, [...(roomsOf.get(uid) ?? []), doc.id]);
    }
    expect(rooms).toHaveLength(100);
    players.forEach((p, i) => expect(roomsOf.get(p.uid)).toEqual([told[i]]));
    for (const p of players.slice(0, 20)) {
      expect(await coinsOf(h, p.uid)).toBe(15);
      expect((await coinHistory(h.db, p.uid).get()).size).toBe(1);
    }
    // 100 live rooms of silent players would only slow the sweeper's tests down
    await Promise.all(rooms.map((doc) => h.db.recursiveDelete(doc.ref)));
  }, 240_000);
});

describe('battle_find_match for a player who can just pay', () => {
  it('a waiting player with exactly the fee who is paired gets their room on the next ask, not a refusal', async () => {
    const category = 'en-quiz-history'; // a bucket no other test searches in
    const x = await quickPlayer(h, 5);
    const y = await quickPlayer(h, 20);
    expect((await h.call('battle_find_match', { category }, x.token)).body.data).toEqual({ no_opponent: true });
    const paired = await h.call('battle_find_match', { category }, y.token);
    const roomId = paired.body.data.room_id as string;
    expect(roomId).toBeTruthy();
    expect(await coinsOf(h, x.uid)).toBe(0); // X's fee was taken with the pairing

    const again = await h.call('battle_find_match', { category }, x.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual({ room_id: roomId });
  });
});

