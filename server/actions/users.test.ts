import { describe, expect, it } from 'vitest';
import { signInEmail, signUpEmail } from '../test/emulator-admin.ts';
import { useHarness } from '../test/kit.ts';
import { coinHistory } from '../economy/ledger.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const uniqueEmail = () => `u${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('user_signup', () => {
  it('creates the player with the welcome bonus in the ledger and an api_token that works', async () => {
    const { uid, token, user } = await h.player({ name: 'alice' });
    expect(user.name).toBe('Alice');
    expect(user.coins).toBe(10);
    const ledger = await coinHistory(h.db, uid).get();
    expect(ledger.docs.map((d) => d.data().coins)).toEqual([10]);
    const me = await h.call('get_user_by_id', {}, token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: uid, coins: 10, name: 'Alice' });
  });

  it('signing in again loads the same player and pays no second bonus', async () => {
    const email = uniqueEmail();
    const { uid } = await signUpEmail(email);
    await h.auth.updateUser(uid, { emailVerified: true });
    const { idToken } = await signInEmail(email);
    const first = await h.call('user_signup', { firebase_id: uid, type: 'email', email }, idToken);
    const again = await h.call('user_signup', { firebase_id: uid, type: 'email', email }, idToken);
    expect(again.status).toBe(200);
    expect(again.body.data.coins).toBe(first.body.data.coins);
    expect((await coinHistory(h.db, uid).get()).size).toBe(1);
  });

  it('refuses an unverified email account with the product message and writes nothing', async () => {
    const email = uniqueEmail();
    const { uid, idToken } = await signUpEmail(email);
    const reply = await h.call('user_signup', { firebase_id: uid, type: 'email', email }, idToken);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: true, code: 'verify_email_first', message: 'Please Verify your Email First' });
    expect((await userRef(h.db, uid).get()).exists).toBe(false);
  });

  it('refuses an ID token of another user', async () => {
    const a = await signUpEmail(uniqueEmail());
    const b = await signUpEmail(uniqueEmail());
    const reply = await h.call('user_signup', { firebase_id: a.uid, type: 'gmail' }, b.idToken);
    expect(reply.status).toBe(401);
    expect((await userRef(h.db, a.uid).get()).exists).toBe(false);
  });

  it('rejects a missing firebase_id with a 400 naming the field', async () => {
    const reply = await h.call('user_signup', { type: 'email' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(true);
    expect(reply.body.message).toMatch(/firebase_id/);
  });

  it('pays the referral to both players once', async () => {
    const referrer = await h.player();
    const friend = await h.player({ friendsCode: referrer.user.refer_code });
    expect(friend.user.coins).toBe(10 + 50);
    const me = await h.call('get_user_by_id', {}, referrer.token);
    expect(me.body.data.coins).toBe(10 + 100);
  });

  it("a friend's code pays only a new player: signing in again with one, even their own, pays nobody", async () => {
    const referrer = await h.player();
    const email = uniqueEmail();
    const { uid } = await signUpEmail(email);
    await h.auth.updateUser(uid, { emailVerified: true });
    const { idToken } = await signInEmail(email);
    const first = await h.call('user_signup', { firebase_id: uid, type: 'email', email }, idToken);
    expect(first.body.data.referral).toBe('none');
    for (const code of [referrer.user.refer_code, first.body.data.refer_code]) {
      const again = await h.call(
        'user_signup',
        { firebase_id: uid, type: 'email', email, friends_code: code },
        idToken,
      );
      expect(again.body.data).toMatchObject({ referral: 'none', coins: 10 });
    }
    expect((await h.call('get_user_by_id', {}, referrer.token)).body.data.coins).toBe(10);
    expect((await coinHistory(h.db, uid).get()).size).toBe(1);
  });

  it('a deactivated account is refused with the product message', async () => {
    const p = await h.player();
    await userRef(h.db, p.uid).update({ status: 0 });
    const reply = await h.call('get_user_by_id', {}, p.token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your account has been deactivated! Please contact admin.');
  });
});

describe('auth middleware', () => {
  it('answers 401 without a token, with a forged one, and for an unknown action 404', async () => {
    expect((await h.call('get_user_by_id')).status).toBe(401);
    expect((await h.call('get_user_by_id', {}, 'not-a-token')).status).toBe(401);
    expect((await h.call('no_such_action')).status).toBe(404);
  });
});

describe('check_user_exists', () => {
  it('tells whether a firebase_id has a player', async () => {
    const p = await h.player();
    expect((await h.call('check_user_exists', { firebase_id: p.uid })).body.data).toEqual({ exists: true });
    expect((await h.call('check_user_exists', { firebase_id: 'nobody' })).body.data).toEqual({ exists: false });
  });
});
