// Issue 23: the 3-2-1 between a battle's start and question 1. The server writes when question 1
// is shown (questionsAt = startedAt + battle_countdown_seconds); question 1's time counts from
// there, and an answer sent during the countdown (a cheater who fetched the questions early) is
// refused. Each seat carries its player's win streak for the versus.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigRef } from '../system-config.ts';
import { relaxedRateLimits } from '../test/relaxed-limits.ts';
import { answerKey, ok, quickPlayer, readPlayer, readRoom, roomsIn, useHarness, type TestPlayer } from '../test/kit.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { playDeadline } from './scoring.ts';
import { loadSystemConfig } from '../system-config.ts';

const h = useHarness();
const category = 'en-quiz-science';
const countdownMs = 3_000;

beforeAll(() => systemConfigRef(h.db).set({ battle_countdown_seconds: countdownMs / 1000 }, { merge: true }));
afterAll(() =>
  systemConfigRef(h.db).set({ battle_countdown_seconds: relaxedRateLimits.battle_countdown_seconds }, { merge: true }),
);
afterEach(() => h.clock.set(null));

const base = Date.parse('2031-07-08T10:00:00Z');
const at = (ms: number) => h.clock.set(new Date(base + ms));

const { startedRoom } = roomsIn(h, { category, room_type: 'friend', no_of_que: 2 });

const answer = (roomId: string, p: TestPlayer, questionId: string, optionId: string) =>
  h.call('battle_answer', { room_id: roomId, question_id: questionId, option_id: optionId }, p.token);

describe('the countdown before question 1', () => {
  it("the owner's start writes questionsAt = startedAt + the countdown, and the room's hard stop counts from it", async () => {
    const [owner, friend] = [await quickPlayer(h), await quickPlayer(h)];
    at(0);
    const roomId = await startedRoom([owner, friend]);
    const room = await readRoom(h, roomId);
    expect(room.startedAt!.toMillis()).toBe(base);
    expect(room.questionsAt!.toMillis()).toBe(base + countdownMs);
    const config = await loadSystemConfig(h.db);
    expect(room.expireAt.toMillis()).toBe(playDeadline(new Date(base + countdownMs), 2, config).getTime());
  });

  it('a random pairing writes questionsAt too: both seats are served question 1 at that moment', async () => {
    const [a, b] = [await quickPlayer(h), await quickPlayer(h)];
    at(0);
    expect(await ok(h.call('battle_find_match', { category }, a.token))).toEqual({ no_opponent: true });
    at(500);
    const { room_id } = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, b.token));
    expect((await readRoom(h, room_id)).questionsAt!.toMillis()).toBe(base + 500 + countdownMs);
    at(900); // both fetch during the countdown
    for (const p of [a, b]) await ok(h.call('get_question_by_room_id', { room_id }, p.token));
    for (const p of [a, b]) expect((await readPlayer(h, room_id, p.uid)).servedAt).toBe(base + 500 + countdownMs);
  });

  it("every seat carries its player's win streak for the versus: paired, created and joined", async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    await statsSummaryRef(h.db, a.uid).set({ random_win_streak: 4 }, { merge: true });
    await statsSummaryRef(h.db, c.uid).set({ random_win_streak: 2 }, { merge: true });
    expect(await ok(h.call('battle_find_match', { category }, a.token))).toEqual({ no_opponent: true });
    const { room_id } = await ok<{ room_id: string }>(h.call('battle_find_match', { category }, b.token));
    expect([(await readPlayer(h, room_id, a.uid)).winStreak, (await readPlayer(h, room_id, b.uid)).winStreak]).toEqual([
      4, 0,
    ]);
    const friendRoom = await startedRoom([c, a]);
    expect([
      (await readPlayer(h, friendRoom, c.uid)).winStreak,
      (await readPlayer(h, friendRoom, a.uid)).winStreak,
    ]).toEqual([2, 4]);
  });

  it("a cheater's answer to question 1 during the countdown is refused; at question 1 the full time counts", async () => {
    const [owner, friend] = [await quickPlayer(h), await quickPlayer(h)];
    at(0);
    const roomId = await startedRoom([owner, friend]);
    at(200);
    await ok(h.call('get_question_by_room_id', { room_id: roomId }, owner.token));
    const [q1] = await answerKey(h, roomId, owner.uid);

    at(countdownMs - 1); // the right answer, a millisecond before question 1 is shown
    const early = await answer(roomId, owner, q1!.id, q1!.right);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The battle has not started yet');
    expect((await readPlayer(h, roomId, owner.uid)).answers).toEqual([]);

    at(countdownMs + 1_500); // 1.5 s into question 1: the quick-answer bonus, timed from questionsAt
    const inTime = await ok(answer(roomId, owner, q1!.id, q1!.right));
    expect(inTime).toMatchObject({ correct: true, points: 6 });
    expect((await readPlayer(h, roomId, owner.uid)).answers[0]).toMatchObject({ ms: 1_500 });
  });

  it("a player who fetches after question 1 was shown is served from then (a reload), not from the countdown's end", async () => {
    const [owner, friend] = [await quickPlayer(h), await quickPlayer(h)];
    at(0);
    const roomId = await startedRoom([owner, friend]);
    at(countdownMs + 4_000);
    await ok(h.call('get_question_by_room_id', { room_id: roomId }, friend.token));
    expect((await readPlayer(h, roomId, friend.uid)).servedAt).toBe(base + countdownMs + 4_000);
  });
});
