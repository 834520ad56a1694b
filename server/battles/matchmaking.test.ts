import { describe, expect, it } from 'vitest';
import { coinsOf, quickPlayer, useHarness } from '../test/kit.ts';

const h = useHarness();

// 200 players searching at once, over three API instances: server/many-instances.test.ts

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
