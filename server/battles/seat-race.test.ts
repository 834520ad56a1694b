import { describe, expect, it } from 'vitest';
import { afterReplies } from '../after-reply.ts';
import { answerKey, coinsOf, feeOfCode, quickPlayer, readPlayers, readRoom, useHarness } from '../test/kit.ts';
import { coinHistory } from '../economy/ledger.ts';

const h = useHarness();

const category = 'en-quiz-geography';

describe('races for seats and fees', () => {
  it('10 players racing for the last seat of a room: exactly one gets it', async () => {
    const seated = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = (
      await h.call('create_room', { category, room_type: 'group', no_of_que: 2 }, seated[0]!.token)
    ).body.data;
    const fee = await feeOfCode(h, room_code);
    for (const p of seated.slice(1))
      expect((await h.call('battle_join_room', { room_code, fee }, p.token)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 10 }, () => quickPlayer(h)));

    const replies = await Promise.all(racers.map((p) => h.call('battle_join_room', { room_code, fee }, p.token)));
    const winners = racers.filter((_, i) => replies[i]!.status === 200);
    expect(winners).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual(Array(9).fill('Room is full'));
    const room = await readRoom(h, room_id);
    expect(room.playerUids).toEqual([...seated.map((p) => p.uid), winners[0]!.uid]);
    expect([...(await readPlayers(h, room_id)).values()].map((p) => p.slot).sort()).toEqual([1, 2, 3, 4]);
  });

  it('concurrent and replayed starts take each fee exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => quickPlayer(h, 50)));
    const { room_id, room_code } = (
      await h.call(
        'create_room',
        { category, room_type: 'group', no_of_que: 2, entry_fee_multiplier: 4 },
        players[0]!.token,
      )
    ).body.data;
    for (const p of players.slice(1))
      expect((await h.call('battle_join_room', { room_code, fee: 20 }, p.token)).status).toBe(200);

    const starts = await Promise.all(
      Array.from({ length: 6 }, () => h.call('battle_start', { room_id }, players[0]!.token)),
    );
    expect(starts.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await h.call('battle_start', { room_id }, players[0]!.token)).status).toBe(200);
    for (const p of players) {
      expect(await coinsOf(h, p.uid)).toBe(30);
      expect((await coinHistory(h.db, p.uid).get()).docs.map((d) => d.id)).toEqual([`battle_fee_${room_id}`]);
    }
  });

  it('two last answers at the same moment finish the room once and pay the pot once', async () => {
    const [winner, loser] = [await quickPlayer(h, 20), await quickPlayer(h, 20)];
    const { room_id, room_code } = (
      await h.call('create_room', { category, room_type: 'friend', no_of_que: 1 }, winner.token)
    ).body.data;
    expect((await h.call('battle_join_room', { room_code, fee: 5 }, loser.token)).status).toBe(200);
    expect((await h.call('battle_start', { room_id }, winner.token)).status).toBe(200);
    for (const p of [winner, loser])
      expect((await h.call('get_question_by_room_id', { room_id }, p.token)).status).toBe(200);
    const [[right], [wrong]] = [await answerKey(h, room_id, winner.uid), await answerKey(h, room_id, loser.uid)];

    const replies = await Promise.all([
      h.call('battle_answer', { room_id, question_id: right!.id, option_id: right!.right }, winner.token),
      h.call('battle_answer', { room_id, question_id: wrong!.id, option_id: wrong!.wrong }, loser.token),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    await afterReplies(); // the room's end follows the last answer's reply
    expect(await readRoom(h, room_id)).toMatchObject({ status: 'finished', winnerUids: [winner.uid] });
    expect(await coinsOf(h, winner.uid)).toBe(25);
    expect(await coinsOf(h, loser.uid)).toBe(15);
    expect((await coinHistory(h.db, winner.uid).get()).docs.map((d) => d.id).sort()).toEqual(
      [`battle_${room_id}`, `battle_fee_${room_id}`].sort(),
    );
  });
});
