import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';
import { boardEntries, boardIds, playDays, statsSummaryRef } from './awards.ts';
import { coinHistory, isAlreadyApplied } from './ledger.ts';
import { recordPlay } from './test-plays.ts';

const h = useHarness();

const now = new Date('2030-05-20T10:00:00Z');
const boards = boardIds(now);

async function scores(uid: string) {
  const [user, daily, monthly, global] = await Promise.all([
    userRef(h.db, uid).get(),
    boardEntries(h.db, boards.daily).doc(uid).get(),
    boardEntries(h.db, boards.monthly).doc(uid).get(),
    boardEntries(h.db, boards.global).doc(uid).get(),
  ]);
  return {
    coins: user.get('coins'),
    coins_earned: user.get('coins_earned'),
    all_time_score: user.get('all_time_score'),
    daily: daily.get('score'),
    monthly: monthly.get('score'),
    global: global.get('score'),
  };
}

describe('applyPlayResult', () => {
  it('pays coins through the ledger, adds the score to every board and counts the answers', async () => {
    const p = await h.player({ name: 'scorer' });
    await recordPlay(
      h.db,
      p.uid,
      { key: 'quiz_s1', coins: 4, score: 12, answered: 5, correct: 4, categoryId: 'science', title: 'Quiz Zone' },
      now,
    );
    await recordPlay(
      h.db,
      p.uid,
      { key: 'quiz_s2', coins: 0, score: 8, answered: 3, correct: 2, categoryId: 'history' },
      now,
    );
    expect(await scores(p.uid)).toEqual({
      coins: 14,
      coins_earned: 14,
      all_time_score: 20,
      daily: 20,
      monthly: 20,
      global: 20,
    });
    const ledger = await coinHistory(h.db, p.uid).doc('quiz_s1').get();
    expect(ledger.data()).toMatchObject({ type: 'quiz_zone', title: 'Quiz Zone', coins: 4, status: 0 });
    expect((await coinHistory(h.db, p.uid).doc('quiz_s2').get()).exists).toBe(false);
    expect((await statsSummaryRef(h.db, p.uid).get()).data()).toEqual({
      questions_answered: 8,
      correct_answers: 6,
      categories: { science: { answered: 5, correct: 4 }, history: { answered: 3, correct: 2 } },
    });
    expect((await boardEntries(h.db, boards.daily).doc(p.uid).get()).data()).toMatchObject({
      uid: p.uid,
      name: 'Scorer',
      profile: '',
    });
    expect((await playDays(h.db, p.uid).doc('2030-05-20').get()).data()).toEqual({ played: true });
  });

  it('applies a key once: a replay fails with ALREADY_EXISTS and changes nothing, with or without coins', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { key: 'quiz_once', coins: 4, score: 12, answered: 5, correct: 4 }, now);
    await recordPlay(h.db, p.uid, { key: 'quiz_nocoins', score: 4, answered: 1, correct: 1 }, now);
    const before = await scores(p.uid);
    for (const key of ['quiz_once', 'quiz_nocoins']) {
      const replay = await recordPlay(h.db, p.uid, { key, coins: 4, score: 12, answered: 5, correct: 4 }, now).catch(
        (e: unknown) => e,
      );
      expect(isAlreadyApplied(replay)).toBe(true);
    }
    expect(await scores(p.uid)).toEqual(before);
    expect((await statsSummaryRef(h.db, p.uid).get()).get('questions_answered')).toBe(6);
  });

  it('never takes the all-time score below 0, and the boards lose only what it lost', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { score: 8 }, now);
    await recordPlay(h.db, p.uid, { score: -20, answered: 5 }, now);
    expect(await scores(p.uid)).toMatchObject({ all_time_score: 0, daily: 0, monthly: 0, global: 0 });
    await recordPlay(h.db, p.uid, { score: -4 }, now);
    expect(await scores(p.uid)).toMatchObject({ all_time_score: 0, daily: 0 });
  });

  it('keeps days and months apart: a new day starts a new daily board, the month adds up', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { score: 12 }, new Date('2030-06-01T23:59:00Z'));
    await recordPlay(h.db, p.uid, { score: 8 }, new Date('2030-06-02T00:01:00Z'));
    const [d1, d2, m] = await Promise.all([
      boardEntries(h.db, 'daily-2030-06-01').doc(p.uid).get(),
      boardEntries(h.db, 'daily-2030-06-02').doc(p.uid).get(),
      boardEntries(h.db, 'monthly-2030-06').doc(p.uid).get(),
    ]);
    expect([d1.get('score'), d2.get('score'), m.get('score')]).toEqual([12, 8, 20]);
  });
});
