import { afterEach, describe, expect, it } from 'vitest';
import { recordPlay } from '../economy/test-plays.ts';
import { useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();
// Players sign up on the real clock (their api_token must not be issued in the future).
afterEach(() => h.clock.set(null));

const at = (iso: string) => new Date(iso);

describe('get_daily_leaderboard', () => {
  it("ranks by score, ties to whoever reached the score first, and answers with the caller's own rank", async () => {
    const [a, b, c, d] = await Promise.all(['ann', 'ben', 'cat', 'dan'].map((name) => h.player({ name })));
    await recordPlay(h.db, a.uid, { score: 20 }, at('2031-07-15T08:00:00Z'));
    await recordPlay(h.db, b.uid, { score: 12 }, at('2031-07-15T08:01:00Z'));
    await recordPlay(h.db, c.uid, { score: 8 }, at('2031-07-15T08:02:00Z'));
    await recordPlay(h.db, b.uid, { score: 8 }, at('2031-07-15T09:00:00Z')); // ben reaches 20 after ann
    await recordPlay(h.db, c.uid, { score: 8 }, at('2031-07-14T09:00:00Z')); // the day before: not today's board
    h.clock.set(at('2031-07-15T12:00:00Z'));

    const page = await h.call('get_daily_leaderboard', { offset: 0, limit: 10 }, b.token);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      total: 3,
      data: [
        { rank: 1, user_id: a.uid, name: 'Ann', profile: '', score: 20 },
        { rank: 2, user_id: b.uid, name: 'Ben', profile: '', score: 20 },
        { rank: 3, user_id: c.uid, name: 'Cat', profile: '', score: 8 },
      ],
      my_rank: { rank: 2, user_id: b.uid, name: 'Ben', profile: '', score: 20 },
    });

    const second = await h.call('get_daily_leaderboard', { offset: 2, limit: 1 }, a.token);
    expect(second.body.data.data.map((r: { user_id: string }) => r.user_id)).toEqual([c.uid]);
    expect(second.body.data.my_rank).toMatchObject({ rank: 1, score: 20 });

    const outsider = await h.call('get_daily_leaderboard', {}, d.token);
    expect(outsider.body.data.my_rank).toEqual({ rank: 0, user_id: d.uid, name: 'Dan', profile: '', score: 0 });
  });

  it('shows the name a player has now', async () => {
    const p = await h.player({ name: 'old' });
    await recordPlay(h.db, p.uid, { score: 4 }, at('2031-08-01T08:00:00Z'));
    await userRef(h.db, p.uid).update({ name: 'New' });
    h.clock.set(at('2031-08-01T09:00:00Z'));
    expect((await h.call('get_daily_leaderboard', {}, p.token)).body.data.data[0]).toMatchObject({
      user_id: p.uid,
      name: 'New',
    });
  });

  it.each([[{ limit: 0 }], [{ limit: 500 }], [{ offset: -5 }], [{ offset: 'first' }]])(
    'refuses %j with a 400',
    async (fields) => {
      const p = await h.player();
      const reply = await h.call('get_daily_leaderboard', fields, p.token);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(true);
    },
  );
});

describe('get_monthly_leaderboard', () => {
  it("adds up the month's days and leaves other months out", async () => {
    const [a, b] = await Promise.all([h.player(), h.player()]);
    await recordPlay(h.db, a.uid, { score: 12 }, at('2031-09-01T08:00:00Z'));
    await recordPlay(h.db, a.uid, { score: 12 }, at('2031-09-20T08:00:00Z'));
    await recordPlay(h.db, b.uid, { score: 16 }, at('2031-09-10T08:00:00Z'));
    await recordPlay(h.db, b.uid, { score: 40 }, at('2031-10-01T08:00:00Z'));
    h.clock.set(at('2031-09-30T23:00:00Z'));
    const reply = await h.call('get_monthly_leaderboard', {}, b.token);
    expect(reply.body.data.data.map((r: { user_id: string; score: number }) => [r.user_id, r.score])).toEqual([
      [a.uid, 24],
      [b.uid, 16],
    ]);
    expect(reply.body.data.my_rank).toMatchObject({ rank: 2, score: 16 });
  });
});

describe('get_globle_leaderboard', () => {
  it('ranks everyone by all-time score, ties to whoever got there first', async () => {
    const [a, b] = await Promise.all([h.player(), h.player()]);
    await recordPlay(h.db, b.uid, { score: 1_000_000 }, at('2031-01-01T00:00:00Z'));
    await recordPlay(h.db, a.uid, { score: 1_000_000 }, at('2031-01-02T00:00:00Z'));
    const reply = await h.call('get_globle_leaderboard', { offset: 0, limit: 2 }, a.token);
    expect(reply.body.data.data.map((r: { user_id: string }) => r.user_id)).toEqual([b.uid, a.uid]);
    expect(reply.body.data.my_rank).toMatchObject({ rank: 2, score: 1_000_000 });
    expect(reply.body.data.total).toBeGreaterThanOrEqual(2);
  });
});
