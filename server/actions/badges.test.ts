import { describe, expect, it } from 'vitest';
import { boardEntries, playDays, statsSummaryRef } from '../economy/awards.ts';
import { badgesOf, checkBadges, type BadgeEvent } from '../economy/badges.ts';
import { coinHistory } from '../economy/ledger.ts';
import { useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const now = new Date('2030-03-31T12:00:00Z');
const quiz = (over: Partial<Extract<BadgeEvent, { kind: 'quiz' }>> = {}): BadgeEvent => ({
  kind: 'quiz',
  mode: 'quiz_zone',
  total: 5,
  correct: 3,
  allWithin5s: false,
  underHalfTime: false,
  daily: false,
  ...over,
});
const battle = (won: boolean, over: Partial<Extract<BadgeEvent, { kind: 'battle' }>> = {}): BadgeEvent => ({
  kind: 'battle',
  battle: 'random',
  won,
  vsBot: false,
  ...over,
});

async function statuses(uid: string) {
  const snap = await badgesOf(h.db, uid).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('status')]));
}

describe('checkBadges', () => {
  it('a first quiz gives dashing debut; 5 questions all right, fast and quick give brainiac, super sonic and flashback; once', async () => {
    const p = await h.player();
    expect(await checkBadges(h.db, p.uid, quiz(), now)).toEqual(['dashing_debut']);
    const perfect = quiz({ total: 5, correct: 5, allWithin5s: true, underHalfTime: true });
    expect((await checkBadges(h.db, p.uid, perfect, now)).sort()).toEqual(['brainiac', 'flashback', 'super_sonic']);
    expect(await checkBadges(h.db, p.uid, perfect, now)).toEqual([]);
    expect(await statuses(p.uid)).toEqual({ dashing_debut: 1, brainiac: 1, flashback: 1, super_sonic: 1 });
  });

  it('a quiz of fewer than 5 questions earns no skill badge', async () => {
    const p = await h.player();
    expect(
      await checkBadges(h.db, p.uid, quiz({ total: 4, correct: 4, allWithin5s: true, underHalfTime: true }), now),
    ).toEqual(['dashing_debut']);
  });

  it('parallel checks unlock a badge once', async () => {
    const p = await h.player();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkBadges(h.db, p.uid, quiz(), now)));
    expect(results.flat()).toEqual(['dashing_debut']);
  });

  it('quiz warrior takes three random battle wins in a row; a loss resets the run; bot battles count for nothing', async () => {
    const p = await h.player();
    expect(await checkBadges(h.db, p.uid, battle(true), now)).toEqual(['combat_winner']);
    await checkBadges(h.db, p.uid, battle(true), now);
    await checkBadges(h.db, p.uid, battle(false), now);
    await checkBadges(h.db, p.uid, battle(true), now);
    expect(await checkBadges(h.db, p.uid, battle(true, { vsBot: true }), now)).toEqual([]);
    expect(await checkBadges(h.db, p.uid, battle(true), now)).toEqual([]);
    expect((await statsSummaryRef(h.db, p.uid).get()).get('random_win_streak')).toBe(2);
    expect(await checkBadges(h.db, p.uid, battle(true), now)).toEqual(['quiz_warrior']);
  });

  it('a bot battle won gives no combat winner; a group battle won gives clash winner', async () => {
    const p = await h.player();
    expect(await checkBadges(h.db, p.uid, battle(true, { vsBot: true }), now)).toEqual([]);
    expect(await checkBadges(h.db, p.uid, battle(true, { battle: 'group' }), now)).toEqual(['clash_winner']);
    expect(await checkBadges(h.db, p.uid, battle(false, { battle: 'friend' }), now)).toEqual([]);
  });

  it('most wanted winner goes to the contest winner only', async () => {
    const p = await h.player();
    expect(await checkBadges(h.db, p.uid, { kind: 'contest', rank: 2 }, now)).toEqual([]);
    expect(await checkBadges(h.db, p.uid, { kind: 'contest', rank: 1 }, now)).toEqual(['most_wanted_winner']);
  });

  it('elite needs more than 5,000 coins earned; big thing 5,000 correct answers', async () => {
    const p = await h.player();
    await userRef(h.db, p.uid).update({ coins_earned: 5000 });
    await statsSummaryRef(h.db, p.uid).set({ correct_answers: 4999 });
    expect(await checkBadges(h.db, p.uid, { kind: 'coins' }, now)).toEqual([]);
    await userRef(h.db, p.uid).update({ coins_earned: 5001 });
    await statsSummaryRef(h.db, p.uid).set({ correct_answers: 5000 });
    expect((await checkBadges(h.db, p.uid, { kind: 'coins' }, now)).sort()).toEqual(['big_thing', 'elite']);
  });

  it('streak takes 30 days of play in a row, thirsty 30 daily quizzes in a row', async () => {
    const p = await h.player();
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const batch = h.db.batch();
    for (let n = 1; n < 30; n++) batch.set(playDays(h.db, p.uid).doc(day(n)), { played: true, daily: true });
    await batch.commit();
    expect(await checkBadges(h.db, p.uid, { kind: 'coins' }, now)).toEqual([]); // today not played yet: 29 days
    await playDays(h.db, p.uid).doc(day(0)).set({ played: true });
    expect(await checkBadges(h.db, p.uid, { kind: 'coins' }, now)).toEqual(['streak']);
    expect((await checkBadges(h.db, p.uid, quiz({ daily: true }), now)).sort()).toEqual(['dashing_debut', 'thirsty']);
  });

  it('a gap breaks the streak', async () => {
    const p = await h.player();
    const batch = h.db.batch();
    for (let n = 0; n < 31; n++)
      if (n !== 10)
        batch.set(playDays(h.db, p.uid).doc(new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10)), {
          played: true,
        });
    await batch.commit();
    expect(await checkBadges(h.db, p.uid, { kind: 'coins' }, now)).toEqual([]);
  });

  it("ultimate player goes to the first of last month's leaderboard", async () => {
    const [first, second] = await Promise.all([h.player(), h.player()]);
    const entry = (uid: string, score: number, minute: number) =>
      boardEntries(h.db, 'monthly-2030-02')
        .doc(uid)
        .set({ uid, name: 'x', profile: '', score, updatedAt: new Date(Date.UTC(2030, 1, 20, 0, minute)) });
    await entry(first.uid, 400, 2);
    await entry(second.uid, 400, 5);
    expect(await checkBadges(h.db, second.uid, { kind: 'coins' }, now)).toEqual([]);
    expect(await checkBadges(h.db, first.uid, { kind: 'coins' }, now)).toEqual(['ultimate_player']);
  });

  it('power elite comes with the eleventh badge', async () => {
    const p = await h.player();
    const nine = [
      'dashing_debut',
      'combat_winner',
      'quiz_warrior',
      'super_sonic',
      'flashback',
      'brainiac',
      'big_thing',
      'elite',
      'streak',
    ];
    await Promise.all(nine.map((type) => badgesOf(h.db, p.uid).doc(type).set({ type, status: 2, unlockedAt: now })));
    expect(await checkBadges(h.db, p.uid, { kind: 'contest', rank: 1 }, now)).toEqual(['most_wanted_winner']);
    expect(await checkBadges(h.db, p.uid, battle(true, { battle: 'group' }), now)).toEqual([
      'clash_winner',
      'power_elite',
    ]);
  });

  it('sharing caring: the sign-up that brings the referrer past 50 friends unlocks it', async () => {
    const referrer = await h.player();
    const batch = h.db.batch();
    for (let i = 0; i < 50; i++)
      batch.set(userRef(h.db, referrer.uid).collection('referrals').doc(`friend-${i}`), { date: now });
    await batch.commit();
    await h.player({ friendsCode: referrer.user.refer_code });
    expect(await statuses(referrer.uid)).toEqual({ sharing_caring: 1 });
  });
});

describe('get_user_badges and set_badges', () => {
  it('lists all 15 badges with their status and reward', async () => {
    const p = await h.player();
    await checkBadges(h.db, p.uid, quiz(), now);
    const reply = await h.call('get_user_badges', {}, p.token);
    expect(reply.body.data).toHaveLength(15);
    expect(reply.body.data.find((b: { type: string }) => b.type === 'dashing_debut')).toMatchObject({
      status: 1,
      reward: 10,
    });
    expect(reply.body.data.find((b: { type: string }) => b.type === 'elite')).toEqual({
      type: 'elite',
      status: 0,
      reward: 10,
      unlocked_at: null,
    });
  });

  it("claims an unlocked badge's reward once, through the ledger", async () => {
    const p = await h.player();
    await checkBadges(h.db, p.uid, quiz(), now);
    const reply = await h.call('set_badges', { type: 'dashing_debut' }, p.token);
    expect(reply.body).toEqual({ error: false, data: { type: 'dashing_debut', status: 2, coins: 20 } });
    expect((await coinHistory(h.db, p.uid).doc('badge_dashing_debut').get()).get('coins')).toBe(10);
    const history = (await h.call('get_tracker_data', {}, p.token)).body.data.data;
    expect(history.find((e: { type: string }) => e.type === 'badge_reward')).toMatchObject({
      badge: 'dashing_debut',
      coins: 10,
    });
    const again = await h.call('set_badges', { type: 'dashing_debut' }, p.token);
    expect(again).toEqual({
      status: 409,
      body: { error: true, code: 'badge_claimed', message: 'This badge reward was already claimed' },
    });
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(20);
  });

  it('parallel claims pay once', async () => {
    const p = await h.player();
    await checkBadges(h.db, p.uid, quiz(), now);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => h.call('set_badges', { type: 'dashing_debut' }, p.token)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(20);
  });

  it.each([
    [{ type: 'elite' }, 403, 'This badge is still locked'],
    [{ type: 'gold_star' }, 400, 'Unknown badge type'],
    [{}, 400, 'Unknown badge type'],
  ])('refuses %j and pays nothing', async (fields, status, message) => {
    const p = await h.player();
    expect(await h.call('set_badges', fields, p.token)).toMatchObject({ status, body: { error: true, message } });
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(10);
    expect(await statuses(p.uid)).toEqual({});
  });
});
