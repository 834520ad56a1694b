// Nothing earned is dropped: an award whose request died (or whose badge check failed) is
// applied by the worker of any instance, exactly once.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/kit.ts';
import { badgesOf } from './badges.ts';
import { pendingAwards, recordPendingAward, workPendingAwards } from './pending-awards.ts';

const h = useHarness();
const quizEvent = {
  kind: 'quiz',
  mode: 'quiz',
  total: 5,
  correct: 5,
  allWithin5s: false,
  underHalfTime: false,
  daily: false,
} as const;

/** A result committed with its award record, by a process that died before applying it. */
async function diedAfterResult(uid: string, key: string, at: Date) {
  await h.db.runTransaction(async (tx) => recordPendingAward(tx, h.db, key, uid, quizEvent, at));
}

describe('pending awards', () => {
  it('the worker applies an award its request never applied, once, and leaves fresh ones to their request', async () => {
    const p = await h.player();
    const at = new Date();
    await diedAfterResult(p.uid, `test_${p.uid}`, at);

    // still within its request's grace: left alone
    await workPendingAwards(h.db, new Date(at.getTime() + 1000));
    expect((await badgesOf(h.db, p.uid).doc('dashing_debut').get()).exists).toBe(false);

    await workPendingAwards(h.db, new Date(at.getTime() + 60_000));
    const debut = await badgesOf(h.db, p.uid).doc('dashing_debut').get();
    expect(debut.get('status')).toBe(1);
    expect((await pendingAwards(h.db).doc(`test_${p.uid}`).get()).exists).toBe(false);
    expect((await badgesOf(h.db, p.uid).doc('brainiac').get()).get('status')).toBe(1); // 5 of 5 right
  });

  it("two instances' workers racing leave every award applied and every record gone", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => h.player()));
    const at = new Date();
    await Promise.all(players.map((p) => diedAfterResult(p.uid, `race_${p.uid}`, at)));
    const later = new Date(at.getTime() + 60_000);
    const [a, b] = await Promise.all([workPendingAwards(h.db, later), workPendingAwards(h.db, later)]);
    expect(a + b).toBeGreaterThanOrEqual(4); // other files' leftovers may be worked too
    for (const p of players) {
      expect((await badgesOf(h.db, p.uid).doc('dashing_debut').get()).get('status')).toBe(1);
      expect((await pendingAwards(h.db).doc(`race_${p.uid}`).get()).exists).toBe(false);
    }
  });

  it('a finished quiz applies its own award at once and leaves no record behind', async () => {
    const p = await h.player();
    const quiz = (await h.call('get_questions_by_type', { type: '2' }, p.token)).body.data;
    const done = await h.call('quiz_finish', { session_id: quiz.session_id }, p.token);
    expect(done.status).toBe(200);
    expect(done.body.data.badges).toContain('dashing_debut');
    expect((await pendingAwards(h.db).doc(`quiz_${quiz.session_id}`).get()).exists).toBe(false);
  });
});
