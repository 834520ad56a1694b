import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../server/test/kit.ts';
import { signInEmail } from '../../../server/test/emulator-admin.ts';
import { demoAccounts, operatorAccount, seedDemoAccounts } from './demo-accounts.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // seeded again as `npm start` would seed them now: the suite's seed is from its start, and a run
  // that crosses midnight (or a month's end) finds the demo players' daily board a day old
  await seedDemoAccounts(h.db, h.clock.now());
});
afterAll(() => h.close());

describe('demo accounts', () => {
  it('sign in with their password and see coins that match their history, badges and full leaderboards', async () => {
    const demo = demoAccounts[0]!;
    const { uid, idToken } = await signInEmail(demo.email, demo.password);
    expect(uid).toBe(demo.uid);
    const signIn = await h.call('user_signup', { firebase_id: uid, type: 'email', email: demo.email }, idToken);
    expect(signIn.body.data).toMatchObject({ name: 'Demo Player', coins: 500 });
    const token = signIn.body.data.api_token as string;

    const history = await h.call('get_tracker_data', { limit: 100 }, token);
    expect(history.body.data.data.reduce((sum: number, e: { coins: number }) => sum + e.coins, 0)).toBe(500);
    const badges = (await h.call('get_user_badges', {}, token)).body.data as { status: number }[];
    expect(badges.filter((b) => b.status > 0).length).toBeGreaterThan(0);
    for (const board of ['get_daily_leaderboard', 'get_monthly_leaderboard', 'get_globle_leaderboard']) {
      const reply = await h.call(board, { limit: 50 }, token);
      expect(reply.body.data.total).toBeGreaterThanOrEqual(23);
      expect(reply.body.data.my_rank.rank).toBeGreaterThan(0);
    }
    expect((await h.call('get_payment_request', {}, token)).body.data.total).toBe(1);
  });

  it('all three accounts exist with verified emails', async () => {
    for (const a of demoAccounts)
      expect(await h.auth.getUser(a.uid)).toMatchObject({ email: a.email, emailVerified: true });
  });

  it('the demo operator signs in and opens the console; a demo player does not', async () => {
    const signIn = async (a: { email: string; password: string }) => {
      const { uid, idToken } = await signInEmail(a.email, a.password);
      return (await h.call('user_signup', { firebase_id: uid, type: 'email', email: a.email }, idToken)).body.data
        .api_token as string;
    };
    expect((await h.call('admin_whoami', {}, await signIn(operatorAccount))).body.data).toMatchObject({
      email: 'operator@quiz.local',
    });
    expect((await h.call('admin_whoami', {}, await signIn(demoAccounts[0]!))).status).toBe(403);
  });
});
