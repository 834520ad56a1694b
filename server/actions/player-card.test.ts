// Another player's card (get_player_card), read as a stranger would read it: only what the boards
// already show of everyone, whatever the player's record holds; a friend's presence never rides on it.
import { describe, expect, it } from 'vitest';
import { ratingFigure, type Rating } from '../../contract/rating.ts';
import { ladderId } from '../battles/rating.ts';
import { boardEntries } from '../economy/awards.ts';
import { badgesOf, badgeStatus } from '../economy/badges.ts';
import { presenceRef } from '../social/friend-docs.ts';
import { ok, quickPlayer, refused, useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();
const card = (uid: string, token: string) => h.call('get_player_card', { user_id: uid }, token);

describe('get_player_card', () => {
  it('shows a stranger only the public fields: no email, mobile, coins, friend code or presence', async () => {
    const [a, b] = [await quickPlayer(h, 100, 'Ann'), await quickPlayer(h, 4321, 'Ben')];
    await userRef(h.db, b.uid).update({ mobile: '+15550001111', all_time_score: 777 });
    await presenceRef(h.db, b.uid).set({ lastSeen: new Date(), place: 'online' });
    const user = (await userRef(h.db, b.uid).get()).data()!;

    const reply = await card(b.uid, a.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      user_id: b.uid,
      name: 'Ben',
      profile: '',
      rating: { figure: ratingFigure(undefined), provisional: true },
      ladder_rank: null,
      badges: [],
    });
    // nothing private anywhere in the reply, under any name
    const text = JSON.stringify(reply.body);
    for (const secret of [user.email, user.mobile, user.refer_code, '4321', '777', 'lastSeen', 'presence'])
      expect(text).not.toContain(secret);
  });

  it('shows the rating as the ladder does, the ladder place, and the badges earned (not the locked ones)', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h, 100, 'Ben'), await quickPlayer(h)];
    const settled: Rating = { mu: 32, sigma: 2, games: 20 };
    await userRef(h.db, b.uid).update({ rating: settled });
    // far above any other test's ladder entry: C first, B right after
    const entry = (uid: string, score: number) =>
      boardEntries(h.db, ladderId).doc(uid).set({ uid, name: 'x', profile: '', score, updatedAt: new Date() });
    await Promise.all([entry(c.uid, 9_000_002), entry(b.uid, 9_000_001)]);
    await badgesOf(h.db, b.uid)
      .doc('elite')
      .set({ type: 'elite', status: badgeStatus.claimed, unlockedAt: new Date() });
    await badgesOf(h.db, b.uid)
      .doc('dashing_debut')
      .set({ type: 'dashing_debut', status: badgeStatus.unlocked, unlockedAt: new Date() });
    await badgesOf(h.db, b.uid).doc('streak').set({ type: 'streak', status: badgeStatus.locked });
    try {
      const [ofB, ofC] = [await ok(card(b.uid, a.token)), await ok(card(c.uid, a.token))];
      expect(ofB.rating).toEqual({ figure: ratingFigure(settled), provisional: false });
      expect(ofB.badges).toEqual(['dashing_debut', 'elite']);
      expect(ofC.ladder_rank).toBeGreaterThan(0);
      expect(ofB.ladder_rank).toBe(ofC.ladder_rank + 1);
    } finally {
      await Promise.all([b, c].map((p) => boardEntries(h.db, ladderId).doc(p.uid).delete()));
    }
  });

  it('answers a card even when its player blocked the viewer (the block shows only where a request is refused)', async () => {
    const [a, b] = [await quickPlayer(h), await quickPlayer(h, 100, 'Ben')];
    await ok(h.call('friend_block', { user_id: a.uid }, b.token));
    expect(await ok(card(b.uid, a.token))).toMatchObject({ user_id: b.uid, name: 'Ben' });
    await refused(h.call('friend_request', { user_id: b.uid }, a.token), 403, /not taking requests/);
  });

  it('refuses an unknown or closed account in a sentence, and a malformed id as bad input', async () => {
    const [a, gone] = [await quickPlayer(h), await quickPlayer(h)];
    await userRef(h.db, gone.uid).update({ status: 0 });
    const unavailable = 'This player is not here: the account does not exist or was closed';
    await refused(card('t-no-such-player', a.token), 404, unavailable);
    await refused(card(gone.uid, a.token), 404, unavailable);
    await refused(card('', a.token), 400, /user_id/);
    await refused(card('../users', a.token), 400, /user_id/);
  });
});
