// The payout review as a colluder and an answer-key bot try to slip past it (issue 34): wins fed by
// a second account stay seen however many draws follow, a draw's refund earns nothing, and answers
// right far more often and faster than a person flag the account.
import { describe, expect, it } from 'vitest';
import { afterReplies } from '../after-reply.ts';
import { revealMs } from '../battles/scoring.ts';
import { answerKey, ok, operator, quickPlayer, readRoom, roomsIn, useHarness, type TestPlayer } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();
const category = 'en-quiz-geography';

const { startedRoom } = roomsIn(h, { category, room_type: 'friend' });

/**
 * A friend room of `owner` and `guest` played to its end: `right(player, question)` says who
 * answers right; `pace(player)`, if given, how many ms after each question is shown the player
 * answers, on the server's clock (held still between the steps). Returns the room id once the room
 * has finished.
 */
async function playRoom(
  owner: TestPlayer,
  guest: TestPlayer,
  o: {
    questions: number;
    fee?: number;
    right: (p: TestPlayer, i: number) => boolean;
    pace?: (p: TestPlayer) => number;
  },
) {
  let at = Date.now();
  const step = (ms: number) => o.pace && h.clock.set(new Date((at += ms)));
  step(0);
  const room_id = await startedRoom([owner, guest], { no_of_que: o.questions, entry_fee_multiplier: o.fee ?? 1 });
  for (const p of [owner, guest]) {
    await ok(h.call('get_question_by_room_id', { room_id }, p.token));
    const key = await answerKey(h, room_id, p.uid);
    for (const [i, q] of key.entries()) {
      step((i === 0 ? 0 : revealMs) + (o.pace?.(p) ?? 0)); // the next question is shown once the answer is revealed
      await ok(
        h.call('battle_answer', { room_id, question_id: q.id, option_id: o.right(p, i) ? q.right : q.wrong }, p.token),
      );
    }
  }
  if (o.pace) h.clock.set(null);
  await afterReplies();
  expect((await readRoom(h, room_id)).status).toBe('finished');
  return room_id;
}

let addresses = 0;
/** The payout review of a fresh payment request of `p`: its flags and evidence, as the console reads them. */
async function review(p: TestPlayer) {
  const asked = await ok(
    h.call(
      'set_payment_request',
      {
        payment_type: 'paypal',
        payment_address: `review${++addresses}@example.com`,
        payment_amount: 10,
        coin_used: 100,
      },
      p.token,
    ),
  );
  const op = await operator(h);
  for (let offset = 0; ; offset += 20) {
    const page = await ok(h.call('admin_get_payment_requests', { offset, limit: 20 }, op.token));
    const found = page.data.find((r: { id: string }) => r.id === asked.id);
    if (found) return found as { flags: string[]; evidence: any };
    if (page.data.length < 20) throw new Error('request not listed');
  }
}

describe('collusion seen over time', () => {
  it('three fee wins against one feeder stay flagged after 48 one-question rooms ending 0:0', async () => {
    const [main, feeder] = [await quickPlayer(h, 1000, 'Main'), await quickPlayer(h, 1000, 'Feeder')];
    for (let i = 0; i < 3; i++) await playRoom(main, feeder, { questions: 2, fee: 4, right: (p) => p === main });
    for (let i = 0; i < 48; i++) await playRoom(feeder, main, { questions: 1, fee: 4, right: () => false });
    const seen = await review(main);
    expect(seen.flags).toContain('fee_wins_same_opponent');
    expect(seen.evidence.top_opponent).toMatchObject({ uid: feeder.uid, wins: 3, net_coins: 60 });
  }, 120_000);

  it("a draw's refund is not coins earned", async () => {
    const [a, b] = [await quickPlayer(h, 100), await quickPlayer(h, 100)];
    const earned = async (p: TestPlayer) => (await userRef(h.db, p.uid).get()).get('coins_earned') as number;
    const before = [await earned(a), await earned(b)];
    await playRoom(a, b, { questions: 1, fee: 4, right: () => false });
    expect((await userRef(h.db, a.uid).get()).get('coins')).toBe(100);
    expect([await earned(a), await earned(b)]).toEqual(before);
  });
});

describe('the answer-key flag', () => {
  it('flags an account whose answers are nearly all right and fast; an honest player is not flagged', async () => {
    const [bot, honest] = [await quickPlayer(h, 1000, 'Key'), await quickPlayer(h, 1000, 'Honest')];
    // 5 rooms of 5: the bot answers every question right, 0.4 s after it is shown; the honest
    // player 3 in 5, after 4 s (the server's clock, set by the test: a busy machine changes nothing)
    for (let r = 0; r < 5; r++) {
      await playRoom(honest, bot, {
        questions: 5,
        right: (p, i) => p === bot || i % 5 < 3,
        pace: (p) => (p === bot ? 400 : 4_000),
      });
    }
    const flagged = await review(bot);
    expect(flagged.flags).toContain('answer_key');
    expect(flagged.evidence.answers).toEqual({ counted: 25, right_percent: 100, median_ms: 400 });
    const spared = await review(honest);
    expect(spared.flags).not.toContain('answer_key');
    expect(spared.evidence.answers).toEqual({ counted: 25, right_percent: 60, median_ms: 4_000 });
  }, 120_000);
});
