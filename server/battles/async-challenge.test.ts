// A battle that waits (issue 37): the challenger plays now, the friend plays the same questions later.
// Fees move once, a lapse or a decline gives the challenger's fee back once, the friend learns nothing
// of the challenger's answers before playing, and the result is written once when both have played.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { afterReplies } from '../after-reply.ts';
import { coinHistory } from '../economy/ledger.ts';
import { blockRef } from '../social/blocks.ts';
import { systemConfigRef } from '../system-config.ts';
import { userRef } from '../users/user-doc.ts';
import { answerKey, coinsOf, quickPlayer, readRoom, useHarness, type Reply, type TestPlayer } from '../test/kit.ts';
import { challengeRef } from './challenge-docs.ts';
import { opponentsOf } from './battle-stats.ts';
import { sweepOnce } from './sweeper.ts';

const h = useHarness();
afterEach(() => h.clock.set(null));
const category = 'en-quiz-history';

async function ok<T = any>(reply: Promise<Reply<T>>): Promise<T> {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as T;
}

async function friends(a: TestPlayer, b: TestPlayer) {
  const since = Timestamp.now();
  await userRef(h.db, a.uid).collection('friends').doc(b.uid).set({ uid: b.uid, name: 'Bea', since });
  await userRef(h.db, b.uid).collection('friends').doc(a.uid).set({ uid: a.uid, name: 'Ali', since });
}

/** A and B, friends, 100 coins each. */
async function pair() {
  const [a, b] = [await quickPlayer(h, 100, 'Ali'), await quickPlayer(h, 100, 'Bea')];
  await friends(a, b);
  return [a, b] as const;
}

const challenge = (from: TestPlayer, to: TestPlayer, fields: Record<string, string | number> = {}) =>
  h.call(
    'battle_challenge_create',
    { friend_uid: to.uid, category, no_of_que: 2, entry_fee_multiplier: 2, ...fields },
    from.token,
  );

/** Plays every question of the room: `right` of them right (the first ones), the rest wrong. */
async function play(roomId: string, p: TestPlayer, right: number) {
  await ok(h.call('get_question_by_room_id', { room_id: roomId }, p.token));
  h.clock.set(new Date(Date.now() + 5_000)); // past the seat's 3-2-1
  const key = await answerKey(h, roomId, p.uid);
  const replies = [];
  for (const [i, q] of key.entries()) {
    h.clock.set(new Date(Date.now() + 5_000 + i * 3_000));
    replies.push(
      await ok(
        h.call(
          'battle_answer',
          { room_id: roomId, question_id: q.id, option_id: i < right ? q.right : q.wrong },
          p.token,
        ),
      ),
    );
  }
  h.clock.set(null);
  return replies as { correct: boolean; correct_option_id: string | null }[];
}

const ledgerKeys = async (uid: string) => (await coinHistory(h.db, uid).get()).docs.map((d) => d.id).sort();

describe('asynchronous challenge', () => {
  it("the friend's note names the window the challenge was made with: the setting, in hours", async () => {
    const [a, b] = await pair();
    await systemConfigRef(h.db).set({ async_challenge_seconds: 2 * 3600 }, { merge: true });
    const { room_id } = await ok<{ room_id: string }>(challenge(a, b)).finally(() =>
      systemConfigRef(h.db).update({ async_challenge_seconds: FieldValue.delete() }),
    );
    expect((await userRef(h.db, b.uid).collection('inbox').doc(`challenge_${room_id}`).get()).data()).toMatchObject({
      kind: 'challenge',
      params: { name: 'Ali', coins: expect.any(Number), hours: 2 },
    });
  });

  it('only a friend can be challenged, never across a block, never oneself; nothing moves on a refusal', async () => {
    const [a, b] = await pair();
    const stranger = await quickPlayer(h, 100);
    expect((await challenge(a, stranger)).status).toBe(403);
    expect((await challenge(a, a)).status).toBe(400);
    await blockRef(h.db, b.uid, a.uid).set({ uid: a.uid, since: Timestamp.now() });
    const blocked = await challenge(a, b);
    expect([blocked.status, blocked.body.message]).toEqual([403, 'You cannot challenge this player']);
    expect(await coinsOf(h, a.uid)).toBe(100);
    expect(await ledgerKeys(a.uid)).toEqual([]);
  });

  it('a refused accept: not the addressee, a block since, a fee not confirmed', async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    const other = await quickPlayer(h, 100);
    expect((await h.call('battle_challenge_accept', { room_id, fee: 10 }, other.token)).status).toBe(403);
    expect((await h.call('battle_challenge_accept', { room_id }, b.token)).status).toBe(409);
    await blockRef(h.db, a.uid, b.uid).set({ uid: b.uid, since: Timestamp.now() });
    expect((await h.call('battle_challenge_accept', { room_id, fee: 10 }, b.token)).status).toBe(403);
    expect(await coinsOf(h, b.uid)).toBe(100);
    expect((await readRoom(h, room_id)).playerUids).toEqual([a.uid]);
  });

  it("the challenger's fee is taken once, however often the same challenge is sent", async () => {
    const [a, b] = await pair();
    const sent = await Promise.all([1, 2, 3].map(() => challenge(a, b, { room_id: `ch-${a.uid}` })));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await coinsOf(h, a.uid)).toBe(90);
    expect(await ledgerKeys(a.uid)).toEqual([`battle_fee_ch-${a.uid}`]);
    const bTwice = await Promise.all(
      [1, 2].map(() => h.call('battle_challenge_accept', { room_id: `ch-${a.uid}`, fee: 10 }, b.token)),
    );
    expect(bTwice.map((r) => r.status)).toEqual([200, 200]);
    expect(await coinsOf(h, b.uid)).toBe(90);
  });

  it("sealed: before playing, nothing the friend can call reveals the challenger's answers or the right options", async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    // the challenger plays all right, and is shown no right option while the friend can still score
    const aReplies = await play(room_id, a, 2);
    expect(aReplies.map((r) => r.correct_option_id)).toEqual([null, null]);
    expect((await ok(h.call('battle_reveal', { room_id }, a.token))).answers).toEqual([]);
    // the friend, before playing: every room action is refused; the preview names no answer or score
    for (const [action, fields] of [
      ['get_question_by_room_id', { room_id }],
      ['battle_reveal', { room_id }],
      ['battle_answer', { room_id, question_id: (await readRoom(h, room_id)).questionIds[0]!, option_id: 'a' }],
      ['get_random_questions', { match_id: room_id }],
    ] as const) {
      expect((await h.call(action, fields, b.token)).status, action).toBe(403);
    }
    const preview = await ok(h.call('battle_room_preview', { room_id }, b.token));
    expect(JSON.stringify(preview)).not.toMatch(/points|correct|answer/i);
    // seated, before answering: the questions come without answers and nothing is revealed yet
    await ok(h.call('battle_challenge_accept', { room_id, fee: 10 }, b.token));
    const questions = await ok(h.call('get_question_by_room_id', { room_id }, b.token));
    expect(JSON.stringify(questions)).not.toMatch(/answer|correct/i);
    expect((await ok(h.call('battle_reveal', { room_id }, b.token))).answers).toEqual([]);
  });

  it('both play, each on their own clock: the result is written once, the pot paid once, the collusion figures count it', async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    await play(room_id, a, 2);
    expect((await readRoom(h, room_id)).status).toBe('started');
    expect((await challengeRef(h.db, b.uid, room_id).get()).get('turn')).toBe('mine');
    expect((await challengeRef(h.db, a.uid, room_id).get()).get('turn')).toBe('theirs');
    await ok(h.call('battle_challenge_accept', { room_id, fee: 10 }, b.token));
    await play(room_id, b, 1);
    await afterReplies();
    await sweepOnce(h.db, new Date(Date.now() + 60_000)); // a second end would pay twice
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({ status: 'finished', winnerUids: [a.uid] });
    expect(await coinsOf(h, a.uid)).toBe(110);
    expect(await coinsOf(h, b.uid)).toBe(90);
    expect(await ledgerKeys(a.uid)).toEqual([`battle_${room_id}`, `battle_fee_${room_id}`].sort());
    expect((await challengeRef(h.db, a.uid, room_id).get()).data()).toMatchObject({
      turn: 'done',
      outcome: 'won',
      coins: 20,
    });
    expect((await challengeRef(h.db, b.uid, room_id).get()).data()).toMatchObject({
      turn: 'done',
      outcome: 'lost',
      coins: 0,
    });
    expect(
      (await userRef(h.db, b.uid).collection('inbox').doc(`challenge_result_${room_id}`).get()).data(),
    ).toMatchObject({
      kind: 'challenge_result',
      params: { name: 'Ali', outcome: 'lost' },
    });
    expect((await opponentsOf(h.db, a.uid).doc(b.uid).get()).data()).toMatchObject({
      fee_battles: 1,
      wins: 1,
      net_coins: 10,
    });
  });

  it('lapsed by the server clock (the sweeper): the fee comes back once, the challenge shows expired and cannot be played', async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    await play(room_id, a, 2);
    const lapsesAt = (await readRoom(h, room_id)).expireAt.toMillis();
    await sweepOnce(h.db, new Date(lapsesAt - 1_000));
    expect((await readRoom(h, room_id)).status).toBe('started');
    await sweepOnce(h.db, new Date(lapsesAt + 1_000));
    await sweepOnce(h.db, new Date(lapsesAt + 5_000));
    expect((await readRoom(h, room_id)).status).toBe('expired');
    expect(await coinsOf(h, a.uid)).toBe(100);
    expect(await ledgerKeys(a.uid)).toEqual([`battle_fee_${room_id}`, `battle_refund_${room_id}`]);
    expect((await challengeRef(h.db, b.uid, room_id).get()).get('turn')).toBe('expired');
    const late = await h.call('battle_challenge_accept', { room_id, fee: 10 }, b.token);
    expect([late.status, late.body.message]).toEqual([409, 'This challenge has expired']);
    expect(await coinsOf(h, b.uid)).toBe(100);
  });

  it("a lapse waits for the challenger's own round to be over (here: left, silent past the grace window)", async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    const after = (await readRoom(h, room_id)).expireAt.toMillis() + 1_000;
    await sweepOnce(h.db, new Date(after)); // the challenger still counts as playing: the presence rules mark them left
    expect((await readRoom(h, room_id)).status).toBe('started');
    await sweepOnce(h.db, new Date(after + 1_000));
    await sweepOnce(h.db, new Date(after + 2_000));
    expect((await readRoom(h, room_id)).status).toBe('expired');
    expect(await ledgerKeys(a.uid)).toEqual([`battle_fee_${room_id}`, `battle_refund_${room_id}`]);
    expect(await coinsOf(h, a.uid)).toBe(100);
  });

  it('declined: the fee comes back once, however often declined, and a lapse after it changes nothing', async () => {
    const [a, b] = await pair();
    const { room_id } = await ok(challenge(a, b));
    const declines = await Promise.all([1, 2].map(() => h.call('battle_challenge_decline', { room_id }, b.token)));
    expect(declines.map((r) => r.status)).toEqual([200, 200]);
    await sweepOnce(h.db, new Date(Date.now() + 2 * 86_400_000));
    expect(await coinsOf(h, a.uid)).toBe(100);
    expect(await ledgerKeys(a.uid)).toEqual([`battle_fee_${room_id}`, `battle_refund_${room_id}`]);
    expect((await challengeRef(h.db, a.uid, room_id).get()).get('turn')).toBe('expired');
    expect(
      (await userRef(h.db, a.uid).collection('inbox').doc(`challenge_declined_${room_id}`).get()).get('kind'),
    ).toBe('challenge_declined');
    // the challenger cannot decline for the friend, nor can the friend decline a challenge they played
    const [c, d] = await pair();
    const played = await ok(challenge(c, d));
    expect((await h.call('battle_challenge_decline', { room_id: played.room_id }, c.token)).status).toBe(403);
    await ok(h.call('battle_challenge_accept', { room_id: played.room_id, fee: 10 }, d.token));
    expect((await h.call('battle_challenge_decline', { room_id: played.room_id }, d.token)).status).toBe(409);
  });
});
