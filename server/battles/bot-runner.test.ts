import { setTimeout as sleep } from 'node:timers/promises';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinHistory } from '../economy/ledger.ts';
import { badgesOf } from '../economy/badges.ts';
import { systemConfigRef } from '../system-config.ts';
import { answerKey, coinsOf, quickPlayer, readPlayer, readRoom, startHarness, type Harness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';
import { startBotRunner, type BotRunner } from './bot-runner.ts';
import { revealMs } from './scoring.ts';

let h: Harness;
let runner: BotRunner;
let savedCount: unknown;
const questionCount = 4;
beforeAll(async () => {
  h = await startHarness();
  savedCount = (await systemConfigRef(h.db).get()).get('battle_question_count');
  await systemConfigRef(h.db).set({ battle_question_count: questionCount }, { merge: true });
  runner = startBotRunner(h.db, { thinkMs: { min: 0, max: 200 }, heartbeatMs: 300 });
});
afterAll(async () => {
  runner.stop();
  await systemConfigRef(h.db).set({ battle_question_count: savedCount ?? FieldValue.delete() }, { merge: true });
  await h.close();
});

// a busy machine runs the bot's think timers late: the game may take far longer than its think times
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(100);
  }
}

describe('the bot runner', () => {
  it('waits for the human to fetch the questions, then answers each through grading with human-like timing', async () => {
    const human = await quickPlayer(h, 7);
    const { room_id } = (
      await h.call('battle_play_bot', { category: 'en-quiz-music', difficulty: 'hard' }, human.token)
    ).body.data;
    await sleep(1500);
    expect((await readPlayer(h, room_id, 'bot')).answers).toEqual([]);
    expect(runner.rooms()).toContain(room_id);

    const served = Date.now();
    expect((await h.call('get_question_by_room_id', { room_id }, human.token)).status).toBe(200);
    const bot = await until(
      () => readPlayer(h, room_id, 'bot'),
      (p) => p.answers.length === questionCount,
    );
    expect(bot.answers.map((a) => a.questionId)).toEqual((await readRoom(h, room_id)).questionIds);
    // graded by the server's clock, each within the question's time (the bot never times out)
    for (const a of bot.answers) expect(a.ms).toBeGreaterThanOrEqual(0);
    for (const a of bot.answers) expect(a.ms).toBeLessThan(30_000);
    expect(bot.state).toBe('finished');
    expect(bot.points).toBe(bot.answers.reduce((sum, a) => sum + a.points, 0));
    expect(bot.lastSeen.toMillis()).toBeGreaterThanOrEqual(served - 1000);
    // the whole game took the think times plus a reveal before each question after the first
    expect(Date.now() - served).toBeGreaterThanOrEqual((questionCount - 1) * revealMs);
  }, 90_000);

  it('a game against the bot gives no coins, score, statistics or badges', async () => {
    const human = await quickPlayer(h, 7);
    const { room_id } = (
      await h.call('battle_play_bot', { category: 'en-quiz-music', difficulty: 'easy' }, human.token)
    ).body.data;
    expect((await h.call('get_question_by_room_id', { room_id }, human.token)).status).toBe(200);
    for (const q of await answerKey(h, room_id, human.uid)) {
      expect(
        (await h.call('battle_answer', { room_id, question_id: q.id, option_id: q.right }, human.token)).status,
      ).toBe(200);
    }
    const room = await until(
      () => readRoom(h, room_id),
      (r) => r.status === 'finished',
    );
    expect(room.status).toBe('finished');
    expect(room.result!.standings.map((s) => s.coins)).toEqual([0, 0]);
    expect(await coinsOf(h, human.uid)).toBe(7);
    expect((await coinHistory(h.db, human.uid).get()).size).toBe(0);
    expect((await userRef(h.db, human.uid).get()).get('all_time_score')).toBe(0);
    expect((await userRef(h.db, human.uid).collection('stats').doc('battles').get()).exists).toBe(false);
    expect((await badgesOf(h.db, human.uid).get()).size).toBe(0);
    await until(
      async () => runner.rooms(),
      (rooms) => !rooms.includes(room_id),
      5000,
    );
    expect(runner.rooms()).not.toContain(room_id);
  });

  it("keeps the bot's heartbeat fresh while the room plays", async () => {
    const human = await quickPlayer(h);
    const { room_id } = (await h.call('battle_play_bot', { category: 'en-quiz-music' }, human.token)).body.data;
    const first = (await readPlayer(h, room_id, 'bot')).lastSeen.toMillis();
    const later = await until(
      () => readPlayer(h, room_id, 'bot'),
      (p) => p.lastSeen.toMillis() > first + 500,
      5000,
    );
    expect(later.lastSeen.toMillis()).toBeGreaterThan(first + 500);
  });
});
