// Issue 9, item 9: bursts over a limit get 429 with Retry-After and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../contract/messages.ts';
import { callerAddress } from './rate-limit.ts';
import { systemConfigRef } from './system-config.ts';
import { emailAccount, setCoins, useHarness } from './test/kit.ts';
import { relaxedRateLimits } from './test/relaxed-limits.ts';
import { userRef } from './users/user-doc.ts';
import { paymentRequests } from './actions/payments.ts';

const h = useHarness();
const tight = { rate_limit_signups: 5, rate_limit_payments: 2, rate_limit_answers: 3 };
beforeAll(() => systemConfigRef(h.db).set(tight, { merge: true }));
afterAll(() => systemConfigRef(h.db).set(relaxedRateLimits, { merge: true }));

const account = () => emailAccount(h.auth);

/** user_signup with a spoofed X-Forwarded-For (the server must not believe it). */
async function signUp(
  a: { uid: string; email: string; idToken: string },
  forwardedFor: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ firebase_id: a.uid, type: 'email', email: a.email, ...fields }))
    form.append(k, v);
  const res = await fetch(`${h.url}/api/user_signup`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${a.idToken}`, 'x-forwarded-for': forwardedFor },
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message?: string },
  };
}

describe('rate limits', () => {
  it('12 sign-ups racing from one address: exactly 5 go through, the rest get 429 with Retry-After and no account, whatever X-Forwarded-For says', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, account));
    h.clock.set(new Date('2034-01-01T00:00:00Z')); // a window of its own: other files' sign-ups don't count
    let replies;
    try {
      replies = await Promise.all(accounts.map((a, i) => signUp(a, `10.0.0.${i}`)));
    } finally {
      h.clock.set(null);
      // the tests after this one sign players up from this address in the real window
      await systemConfigRef(h.db).set({ rate_limit_signups: relaxedRateLimits.rate_limit_signups }, { merge: true });
    }
    const passed = replies.map((r) => r.status === 200);
    expect(passed.filter(Boolean)).toHaveLength(5);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(7).fill(429));
    expect(refused[0]!.body).toEqual({ error: true, code: 'too_many_requests', message: messages.too_many_requests });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    const made = await Promise.all(accounts.map((a) => userRef(h.db, a.uid).get()));
    expect(made.map((d) => d.exists)).toEqual(passed);
  });

  it.each([
    [
      "a friend's code",
      '2034-02-01',
      async (referrer: { user: { refer_code: string } }) => ({ friends_code: referrer.user.refer_code }),
    ],
    // an invite link's room pays its owner a referral bonus too
    [
      'an invite link',
      '2034-03-01',
      async (referrer: { token: string }) => ({
        room_code: (await h.call('create_room', { room_type: 'friend', no_of_que: 5 }, referrer.token)).body.data
          .room_code as string,
      }),
    ],
  ])("sign-ups with %s have the referrals' tighter limit", async (_, window, referral) => {
    const referrer = await h.player();
    const fields = await referral(referrer);
    const accounts = await Promise.all(Array.from({ length: 4 }, account));
    await systemConfigRef(h.db).set({ rate_limit_referrals: 2 }, { merge: true });
    h.clock.set(new Date(`${window}T00:00:00Z`));
    let statuses: number[];
    try {
      statuses = [];
      for (const a of accounts) statuses.push((await signUp(a, '', fields)).status);
    } finally {
      h.clock.set(null);
      await systemConfigRef(h.db).set(
        { rate_limit_referrals: relaxedRateLimits.rate_limit_referrals },
        { merge: true },
      );
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('payment requests: a player gets 2 an hour, another player is not affected', async () => {
    const [p, q] = await Promise.all([h.player(), h.player()]);
    await Promise.all([setCoins(h, p.uid, 10_000), setCoins(h, q.uid, 10_000)]);
    const request = (token: string) =>
      h.call(
        'set_payment_request',
        { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 10, coin_used: 100 },
        token,
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(p.token)).status);
    // the first is taken (or refused by the 48 h wait with a 4xx); past the limit every one is a 429
    expect(statuses.slice(2)).toEqual([429, 429]);
    expect((await request(q.token)).status).not.toBe(429);
    const mine = await paymentRequests(h.db).where('uid', '==', p.uid).get();
    expect(mine.size).toBeLessThanOrEqual(1);
  });

  it('answers: a burst over the per-player limit is refused; another player is not affected', async () => {
    const p = await h.player();
    const quiz = (await h.call('get_questions_by_type', { type: '2' }, p.token)).body.data;
    const q = quiz.questions[0];
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.call('quiz_answer', { session_id: quiz.session_id, question_id: q.id, answer: 'a' }, p.token),
      ),
    );
    // refused: over the limit (429), or the player's own count contended under load (503 server_busy: nothing tried)
    const refused = replies.filter((r) => r.status === 429 || (r.status === 503 && r.body.code === 'server_busy'));
    expect(refused.length, JSON.stringify(replies.map((r) => r.status))).toBeGreaterThanOrEqual(3);
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    const other = await h.player();
    const theirs = (await h.call('get_questions_by_type', { type: '2' }, other.token)).body.data;
    expect(
      (
        await h.call(
          'quiz_answer',
          { session_id: theirs.session_id, question_id: theirs.questions[0].id, answer: 'a' },
          other.token,
        )
      ).status,
    ).toBe(200);
  });
});

describe('callerAddress', () => {
  it('believes the socket, or X-Forwarded-For only as many hops from the right as our proxies add', () => {
    expect(callerAddress('127.0.0.1', '6.6.6.6')).toBe('127.0.0.1');
    expect(callerAddress('10.1.1.1', '6.6.6.6, 203.0.113.9', { TRUSTED_PROXY_HOPS: '1' })).toBe('203.0.113.9');
    expect(callerAddress('10.1.1.1', '6.6.6.6, 203.0.113.9, 10.2.2.2', { TRUSTED_PROXY_HOPS: '2' })).toBe(
      '203.0.113.9',
    );
    expect(callerAddress('10.1.1.1', undefined, { TRUSTED_PROXY_HOPS: '1' })).toBe('10.1.1.1');
  });
});
