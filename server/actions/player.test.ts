import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contestsCol } from '../content/catalog.ts';
import { boardEntries, boardIds } from '../economy/awards.ts';
import { coinHistory } from '../economy/ledger.ts';
import { recordPlay } from '../economy/test-plays.ts';
import { systemConfigRef } from '../system-config.ts';
import { playerRef } from '../battles/room-docs.ts';
import { answerAll } from '../quiz/play-test-kit.ts';
import { setCoins, useHarness } from '../test/kit.ts';
import { signInEmail, signUpEmail } from '../test/emulator-admin.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const spend = (coins: number, extra: Record<string, string | number> = {}) => ({
  coins,
  score: 0,
  type: 'review_answers',
  title: 'Review answers',
  status: 1,
  ...extra,
});

async function withDemoMode<T>(fn: () => Promise<T>): Promise<T> {
  await systemConfigRef(h.db).set({ demo_mode: '1' }, { merge: true });
  try {
    return await fn();
  } finally {
    await systemConfigRef(h.db).set({ demo_mode: '0' }, { merge: true });
  }
}

/** The harness keeps blobs in a tmp folder of its own: find a stored key there. */
function blobFile(key: string): Buffer | null {
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith('quiz-blobs-'))) {
    try {
      return readFileSync(join(tmpdir(), dir, key));
    } catch {
      // not in this folder
    }
  }
  return null;
}

describe('get_tracker_data', () => {
  it('pages the coin history newest first, with the total, and filters earned or spent', async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 100);
    for (const coins of [-1, -2, -3])
      expect((await h.call('set_user_coin_score', spend(coins), p.token)).status).toBe(200);
    const page = await h.call('get_tracker_data', { offset: 1, limit: 2 }, p.token);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.data.map((e: { coins: number }) => e.coins)).toEqual([-2, -1]);
    expect(page.body.data.data[0]).toMatchObject({ type: 'review_answers', title: 'Review answers', status: 1 });
    const earned = await h.call('get_tracker_data', { type: 'earned' }, p.token);
    expect(earned.body.data).toMatchObject({ total: 1, data: [{ type: 'welcome_bonus', coins: 10, status: 0 }] });
    expect((await h.call('get_tracker_data', { type: 'spent', limit: 10 }, p.token)).body.data.total).toBe(3);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ limit: 'ten' }, 'limit'],
    [{ type: 'everything' }, 'type'],
  ])('refuses %j with a 400 naming the field', async (fields, field) => {
    const p = await h.player();
    const reply = await h.call('get_tracker_data', fields, p.token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(new RegExp(`^${field}:`));
  });

  it('needs a signed-in player', async () => {
    expect((await h.call('get_tracker_data', {})).status).toBe(401);
  });
});

describe('get_users_statistics and set_users_statistics', () => {
  it('reports what graded play recorded, with the strongest and weakest categories', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { answered: 10, correct: 9, categoryId: 'en-quiz-science' });
    await recordPlay(h.db, p.uid, { answered: 10, correct: 3, categoryId: 'en-quiz-history' });
    await recordPlay(h.db, p.uid, { answered: 4, correct: 2, categoryId: 'gone-category' });
    const reply = await h.call('get_users_statistics', {}, p.token);
    expect(reply.body.data).toMatchObject({
      questions_answered: 24,
      correct_answers: 14,
      ratio: 58,
      strongest_category: {
        category_id: 'en-quiz-science',
        category_name: 'Science',
        answered: 10,
        correct: 9,
        ratio: 90,
      },
      weakest_category: { category_id: 'en-quiz-history', category_name: 'History', ratio: 30 },
    });
    expect(reply.body.data.categories).toHaveLength(3);
    // a category that no longer exists keeps its id and no name (the screen tidies the id)
    expect(
      reply.body.data.categories.find((c: { category_id: string }) => c.category_id === 'gone-category'),
    ).not.toHaveProperty('category_name');
  });

  it('a new player has empty statistics', async () => {
    const p = await h.player();
    expect((await h.call('get_users_statistics', {}, p.token)).body.data).toEqual({
      questions_answered: 0,
      correct_answers: 0,
      ratio: 0,
      strongest_category: null,
      weakest_category: null,
      categories: [],
    });
  });

  it('set_users_statistics adds nothing: it answers with the stored statistics', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { answered: 5, correct: 4, categoryId: 'science' });
    const stored = (await h.call('get_users_statistics', {}, p.token)).body.data;
    const reply = await h.call(
      'set_users_statistics',
      { questions_answered: 1000, correct_answers: 1000, category_id: 'science', ratio: 100 },
      p.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(stored);
    expect((await h.call('get_users_statistics', {}, p.token)).body.data).toEqual(stored);
  });

  it.each([
    [
      { questions_answered: 5, correct_answers: 6, category_id: 'x', ratio: 50 },
      'correct_answers cannot exceed questions_answered',
    ],
    [{ questions_answered: -1, correct_answers: 0, category_id: 'x', ratio: 0 }, 'questions_answered: at least 0'],
    [
      { questions_answered: 5, correct_answers: 2, category_id: 'x', ratio: 140 },
      'ratio: Too big: expected number to be <=100',
    ],
  ])('set_users_statistics refuses %j', async (fields, message) => {
    const p = await h.player();
    const reply = await h.call('set_users_statistics', fields, p.token);
    expect(reply).toMatchObject({ status: 400, body: { error: true, message } });
  });
});

describe('get_user_coin_score and set_user_coin_score', () => {
  it('reads the balance and the all-time score', async () => {
    const p = await h.player();
    await recordPlay(h.db, p.uid, { coins: 4, score: 16 });
    expect((await h.call('get_user_coin_score', {}, p.token)).body.data).toEqual({ coins: 14, all_time_score: 16 });
  });

  it('spends coins in the ledger', async () => {
    const p = await h.player();
    const reply = await h.call('set_user_coin_score', spend(-4), p.token);
    expect(reply.body.data).toEqual({ coins: 6, all_time_score: 0 });
    const ledger = await coinHistory(h.db, p.uid).where('coins', '<', 0).get();
    expect(ledger.docs.map((d) => d.data())).toMatchObject([
      { type: 'review_answers', title: 'Review answers', coins: -4, status: 1 },
    ]);
  });

  it.each([
    ['a positive amount', spend(50), 403, 'Coins are only earned by playing'],
    ['a score', spend(-1, { score: 100 }), 403, 'Score is only earned by playing'],
    ['more than the balance', spend(-11), 400, "You Don't have enough coins"],
    ["a type outside the contract's set", spend(-1, { type: 'Hint!' }), 400, 'type: review_answers only'],
    ['a missing amount', { type: 'hint', score: 0 }, 400, 'coins: is required'],
  ])('refuses %s and writes nothing', async (_what, fields, status, message) => {
    const p = await h.player();
    const reply = await h.call('set_user_coin_score', fields, p.token);
    expect(reply).toMatchObject({ status, body: { error: true, message } });
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(10);
    expect((await coinHistory(h.db, p.uid).get()).size).toBe(1);
  });

  it("writes the coin-history line the server names: a type of the contract's fixed set, the title from the type, never the client's text", async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 100);
    // a line dressed as a payout refund, or a referral (the payout review counts those), is refused
    for (const type of ['redeem_refund', 'referral', 'battle_win']) {
      const forged = await h.call(
        'set_user_coin_score',
        spend(-1, { type, title: 'Refund approved by the operator' }),
        p.token,
      );
      expect(forged).toEqual({
        status: 400,
        body: {
          error: true,
          code: 'invalid_input',
          message: 'type: review_answers only',
          params: { detail: 'type: review_answers only' },
        },
      });
    }
    expect((await coinHistory(h.db, p.uid).where('coins', '<', 0).get()).size).toBe(0);
    const spent = await h.call(
      'set_user_coin_score',
      spend(-1, { type: 'review_answers', title: 'Paid out by the operator, see evil.example' }),
      p.token,
    );
    expect(spent.status).toBe(200);
    const lines = (await coinHistory(h.db, p.uid).where('coins', '<', 0).get()).docs.map((d) => d.data());
    expect(lines).toMatchObject([{ type: 'review_answers', title: 'Review answers', coins: -1 }]);
  });

  it('50 parallel spends never take the balance below zero', async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 100);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => h.call('set_user_coin_score', spend(-3), p.token)),
    );
    const ok = replies.filter((r) => r.status === 200).length;
    expect(ok).toBe(33);
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.message === "You Don't have enough coins")).toBe(
      true,
    );
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(1);
    expect((await coinHistory(h.db, p.uid).where('coins', '==', -3).get()).size).toBe(33);
  });
});

describe('update_profile', () => {
  it('changes name and mobile and the interface language', async () => {
    const p = await h.player();
    const reply = await h.call(
      'update_profile',
      { name: 'zoe', mobile: '+4915112345678', web_language: 'arabic' },
      p.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      name: 'Zoe',
      mobile: '+4915112345678',
      web_language: 'ar',
      email: p.user.email,
    });
    expect((await userRef(h.db, p.uid).get()).data()).toMatchObject({
      name: 'Zoe',
      mobile: '+4915112345678',
      web_language: 'ar',
    });
  });

  it('changes the email only for players who sign in with a mobile number', async () => {
    const p = await h.player();
    const refused = await h.call('update_profile', { email: 'new@example.com' }, p.token);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: true,
        code: 'email_change_mobile_only',
        message: 'Only accounts that sign in with a mobile number can change their email',
      },
    });
    expect((await h.call('update_profile', { email: p.user.email, name: 'same' }, p.token)).status).toBe(200);
    await userRef(h.db, p.uid).update({ type: 'mobile' });
    expect((await h.call('update_profile', { email: 'new@example.com' }, p.token)).body.data.email).toBe(
      'new@example.com',
    );
  });

  // each refusal is a code with its values, so the form says it beside its field in the player's language
  it.each([
    [
      { mobile: '0612345678' },
      { code: 'invalid_mobile', message: 'Please Enter correct Mobile Number with Country Code' },
    ],
    [{ mobile: '+1'.padEnd(17, '5') }, { code: 'invalid_mobile' }],
    [{ email: 'not-an-email' }, { code: 'invalid_email', message: 'Invalid email address' }],
    [{ email: `${'e'.repeat(250)}@example.com` }, { code: 'invalid_email' }],
    [
      { name: 'x'.repeat(51) },
      { code: 'name_length', message: 'A name has 1 to 50 characters', params: { maximum: 50 } },
    ],
    [
      { web_language: 'klingon' },
      { code: 'choose_listed_language', message: 'Please choose a language from the list' },
    ],
  ])('refuses %j with a code and changes nothing', async (fields, refusal) => {
    const p = await h.player();
    const before = (await userRef(h.db, p.uid).get()).data();
    expect(await h.call('update_profile', fields, p.token)).toMatchObject({
      status: 400,
      body: { error: true, ...refusal },
    });
    expect((await userRef(h.db, p.uid).get()).data()).toEqual(before);
  });

  it('is not allowed in the demo version', async () => {
    const p = await h.player();
    const reply = await withDemoMode(() => h.call('update_profile', { name: 'Mallory' }, p.token));
    expect(reply).toEqual({
      status: 403,
      body: { error: true, code: 'not_in_demo', message: 'Not allowed in demo version' },
    });
    expect((await userRef(h.db, p.uid).get()).get('name')).toBe('Tester');
  });
});

describe('upload_profile_image', () => {
  const png = (w: number, h2: number) =>
    sharp({ create: { width: w, height: h2, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('stores a 256x256 webp, points the profile at it and removes the previous one', async () => {
    const p = await h.player();
    const first = await h.call(
      'upload_profile_image',
      { image: new File([await png(640, 480)], 'me.png', { type: 'image/png' }) },
      p.token,
    );
    expect(first.status).toBe(200);
    const url = first.body.data.profile as string;
    expect(url).toMatch(new RegExp(`^/blobs/profiles/${p.uid}-\\d+\\.webp$`));
    const key = url.replace('/blobs/', '');
    const stored = blobFile(key);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await userRef(h.db, p.uid).get()).get('profile')).toBe(url);

    h.clock.set(new Date(Date.now() + 1000));
    try {
      const second = await h.call(
        'upload_profile_image',
        { image: new File([await png(100, 300)], 'me2.png') },
        p.token,
      );
      expect(second.body.data.profile).not.toBe(url);
      expect(blobFile(second.body.data.profile.replace('/blobs/', ''))).not.toBeNull();
      expect(blobFile(key)).toBeNull();
    } finally {
      h.clock.set(null);
    }
  });

  it.each([
    [
      'a file that is not an image',
      () => ({ image: new File(['hello'], 'note.txt', { type: 'text/plain' }) }),
      'The file is not an image',
    ],
    ['no file', () => ({ image: 'just text' }), 'Please choose an image'],
  ])('refuses %s and keeps the profile', async (_what, fields, message) => {
    const p = await h.player();
    expect(await h.call('upload_profile_image', fields(), p.token)).toMatchObject({
      status: 400,
      body: { error: true, message },
    });
    expect((await userRef(h.db, p.uid).get()).get('profile')).toBe('');
  });
});

describe('delete_user_account', () => {
  it('removes the player, their history, their leaderboard entries, their requests and their sign-in', async () => {
    const p = await h.player();
    const other = await h.player();
    await recordPlay(h.db, p.uid, { coins: 4, score: 12, answered: 3, correct: 3, categoryId: 'science' });
    await recordPlay(h.db, other.uid, { score: 4 });
    await setCoins(h, p.uid, 500);
    const payment = { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 10, coin_used: 100 };
    expect((await h.call('set_payment_request', payment, p.token)).status).toBe(200);

    const reply = await h.call('delete_user_account', {}, p.token);
    expect(reply.body).toEqual({ error: false, data: { deleted: true } });
    const boards = boardIds(new Date());
    expect((await userRef(h.db, p.uid).get()).exists).toBe(false);
    expect((await coinHistory(h.db, p.uid).get()).size).toBe(0);
    expect((await userRef(h.db, p.uid).collection('stats').get()).size).toBe(0);
    for (const id of Object.values(boards)) expect((await boardEntries(h.db, id).doc(p.uid).get()).exists).toBe(false);
    expect((await h.db.collection('paymentRequests').where('uid', '==', p.uid).get()).size).toBe(0);
    await expect(h.auth.getUser(p.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await h.call('get_user_coin_score', {}, p.token)).status).toBe(401);
    // Nobody else's data goes with it.
    expect((await boardEntries(h.db, boards.daily).doc(other.uid).get()).get('score')).toBe(4);
    expect((await h.call('get_user_coin_score', {}, other.token)).status).toBe(200);
  });

  it('is not allowed in the demo version', async () => {
    const p = await h.player();
    const reply = await withDemoMode(() => h.call('delete_user_account', {}, p.token));
    expect(reply.body.message).toBe('Not allowed in demo version');
    expect((await userRef(h.db, p.uid).get()).exists).toBe(true);
    expect((await h.auth.getUser(p.uid)).uid).toBe(p.uid);
  });
});

describe("profile pictures are the app's own", () => {
  const tracker = 'https://tracker.example/pixel.gif';

  it('sign-up keeps no outside picture: neither the profile field nor the photo of the sign-in provider', async () => {
    const email = `tracked${Date.now().toString(36)}@example.com`;
    const { uid } = await signUpEmail(email);
    await h.auth.updateUser(uid, { emailVerified: true, photoURL: `${tracker}?from=provider` });
    const { idToken } = await signInEmail(email);
    const reply = await h.call(
      'user_signup',
      { firebase_id: uid, type: 'email', email, name: 'Tracked', profile: tracker },
      idToken,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.profile).toBe('');
    expect((await userRef(h.db, uid).get()).get('profile')).toBe('');
  });

  it('an outside picture stored before is shown to nobody: not in a room, not on a leaderboard, not on a contest board', async () => {
    const [p, viewer] = await Promise.all([h.player({ name: 'tracked' }), h.player()]);
    await userRef(h.db, p.uid).update({ profile: tracker });
    await setCoins(h, p.uid, 100);
    const room = await h.call('create_room', { category: 'en-quiz-science', room_type: 'friend' }, p.token);
    expect(room.status).toBe(200);
    expect((await playerRef(h.db, room.body.data.room_id, p.uid).get()).get('image')).toBe('');
    await h.call('battle_delete_room', { room_id: room.body.data.room_id }, p.token);

    const day = new Date('2043-03-17T08:00:00Z'); // a day of this test's own
    await recordPlay(h.db, p.uid, { score: 4 }, day);
    h.clock.set(new Date('2043-03-17T09:00:00Z'));
    try {
      const board = await h.call('get_daily_leaderboard', { limit: 100 }, viewer.token);
      expect(board.body.data.data.find((r: { user_id: string }) => r.user_id === p.uid)).toMatchObject({
        name: 'Tracked',
        profile: '',
      });
    } finally {
      h.clock.set(null);
    }

    const s = (await h.call('get_questions_by_contest', { language_id: 1, contest_id: 'en-contest-1' }, p.token)).body
      .data;
    await answerAll(h, p.token, s, 1);
    await h.call('quiz_finish', { session_id: s.session_id }, p.token);
    // the board opens once the contest has ended (it would tell right from wrong while it runs)
    const end = ((await contestsCol(h.db).doc('en-contest-1').get()).get('end_date') as Timestamp).toMillis();
    h.clock.set(new Date(end + 60_000));
    try {
      expect(
        (await h.call('get_contest_leaderboard', { contest_id: 'en-contest-1' }, p.token)).body.data.me,
      ).toMatchObject({ user_id: p.uid, profile: '' });
    } finally {
      h.clock.set(null);
    }
    expect((await h.call('get_user_by_id', {}, p.token)).body.data.profile).toBe('');
  });
});
