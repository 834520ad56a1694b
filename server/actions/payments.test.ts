import { describe, expect, it } from 'vitest';
import { coinHistory } from '../economy/ledger.ts';
import { setCoins, useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';
import { paymentRequests } from './payments.ts';
import { auditLog, commandActor } from '../admin/audit.ts';

const h = useHarness();
const cli = commandActor('payments:settle');

const paypal = (coins: number) => ({
  payment_type: 'paypal',
  payment_address: 'me@example.com',
  payment_amount: coins / 10,
  coin_used: coins,
});

async function richPlayer(coins = 500) {
  const p = await h.player();
  await setCoins(h, p.uid, coins);
  return p;
}

/** What a request may change: the balance, the ledger, the requests and the lock. */
async function footprint(uid: string) {
  const [user, ledger, requests, lock] = await Promise.all([
    userRef(h.db, uid).get(),
    coinHistory(h.db, uid).get(),
    paymentRequests(h.db).where('uid', '==', uid).get(),
    h.db.collection('paymentLocks').doc(uid).get(),
  ]);
  return {
    coins: user.get('coins'),
    ledger: ledger.size,
    requests: requests.docs.map((d) => d.get('status')),
    locked: lock.exists,
  };
}

describe('set_payment_request', () => {
  it('creates a pending request and takes the coins in the same step, recorded in the ledger', async () => {
    const p = await richPlayer();
    const reply = await h.call('set_payment_request', { ...paypal(150), details: 'thanks' }, p.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      payment_type: 'paypal',
      payment_amount: 15,
      coin_used: 150,
      status: 'pending',
      coins: 350,
    });
    const id = reply.body.data.id as string;
    expect((await coinHistory(h.db, p.uid).doc(`redeem_${id}`).get()).get('coins')).toBe(-150);
    expect(await footprint(p.uid)).toMatchObject({ coins: 350, requests: ['pending'], locked: true });
    const list = await h.call('get_payment_request', { offset: 0, limit: 10 }, p.token);
    expect(list.body.data).toMatchObject({
      total: 1,
      data: [{ id, status: 'pending', details: 'thanks', reason: '' }],
    });
  });

  it('a request carries the reason for its status: a rejected one says why', async () => {
    const p = await richPlayer();
    const id = (await h.call('set_payment_request', paypal(100), p.token)).body.data.id as string;
    await h.db
      .collection('paymentRequests')
      .doc(id)
      .update({ status: 'rejected', reason: 'The PayPal account could not be found' });
    const list = await h.call('get_payment_request', {}, p.token);
    expect(list.body.data.data).toMatchObject([
      { id, status: 'rejected', reason: 'The PayPal account could not be found' },
    ]);
  });

  it.each([
    ['below the minimum', paypal(50), 400, 'You need at least 100 coins to redeem'],
    ['coins that do not match the amount', { ...paypal(100), payment_amount: 9 }, 400, '100 coins are worth 10, not 9'],
    [
      'a mobile number without country code',
      { ...paypal(100), payment_type: 'mobile', payment_address: '0612345678' },
      400,
      'Please Enter correct Mobile Number with Country Code',
    ],
    [
      'a PayPal ID that is not an email',
      { ...paypal(100), payment_address: 'me' },
      400,
      'Please enter your PayPal ID (the email address of your PayPal account)',
    ],
    [
      'a malformed UPI ID',
      { ...paypal(100), payment_type: 'upi', payment_address: 'name-at-bank' },
      400,
      'Please enter a valid UPI ID (for example name@bank)',
    ],
    ['an unknown payment type', { ...paypal(100), payment_type: 'cash' }, 400, 'Please choose PayPal, mobile or UPI'],
    ['a negative amount', { ...paypal(100), payment_amount: -10 }, 400, 'payment_amount: must be more than 0'],
    ['more coins than the player has', paypal(600), 400, "You Don't have enough coins"],
  ])('refuses %s with a clear message and writes nothing', async (_what, fields, status, message) => {
    const p = await richPlayer();
    const before = await footprint(p.uid);
    const reply = await h.call('set_payment_request', fields, p.token);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ error: true, message });
    expect(await footprint(p.uid)).toEqual(before);
  });

  it('accepts a mobile number with country code and a UPI ID', async () => {
    const a = await richPlayer();
    const b = await richPlayer();
    expect(
      (
        await h.call(
          'set_payment_request',
          { ...paypal(100), payment_type: 'mobile', payment_address: '+919876543210' },
          a.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await h.call(
          'set_payment_request',
          { ...paypal(100), payment_type: 'upi', payment_address: 'alice.k@okbank' },
          b.token,
        )
      ).status,
    ).toBe(200);
  });

  it('makes the player wait 48 hours between requests, with the product message', async () => {
    const p = await richPlayer();
    const start = new Date('2030-01-10T12:00:00Z');
    try {
      h.clock.set(start);
      expect((await h.call('set_payment_request', paypal(100), p.token)).status).toBe(200);
      const before = await footprint(p.uid);
      h.clock.set(new Date(start.getTime() + 47 * 3_600_000));
      const again = await h.call('set_payment_request', paypal(100), p.token);
      expect(again.status).toBe(429);
      expect(again.body).toEqual({
        error: true,
        code: 'payment_wait',
        message:
          'You have already made a payment request. Please wait for 48 hours after you made the previous request.',
        params: { hours: 48 },
      });
      expect(await footprint(p.uid)).toEqual(before);
      h.clock.set(new Date(start.getTime() + 48 * 3_600_000));
      expect((await h.call('set_payment_request', paypal(100), p.token)).status).toBe(200);
      expect((await footprint(p.uid)).coins).toBe(300);
    } finally {
      h.clock.set(null);
    }
  });

  it('50 parallel requests of one player create exactly one request and take the coins once', async () => {
    const p = await richPlayer(1000);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => h.call('set_payment_request', paypal(100), p.token)),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of replies) if (r.status !== 200) expect(r.status).toBeGreaterThanOrEqual(400);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    const after = await footprint(p.uid);
    expect(after).toEqual({ coins: 900, ledger: 2, requests: ['pending'], locked: true });
  });

  it('needs a signed-in player', async () => {
    expect((await h.call('set_payment_request', paypal(100))).status).toBe(401);
  });
});

describe('delete_pending_payment_request', () => {
  it('gives the coins back through the ledger, marks the request deleted and lifts the wait', async () => {
    const p = await richPlayer();
    const id = (await h.call('set_payment_request', paypal(200), p.token)).body.data.id as string;
    const reply = await h.call('delete_pending_payment_request', { payment_id: id }, p.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id, status: 'deleted', coins: 500 });
    expect((await coinHistory(h.db, p.uid).doc(`redeem_refund_${id}`).get()).get('coins')).toBe(200);
    expect(await footprint(p.uid)).toMatchObject({ coins: 500, requests: ['deleted'], locked: false });
    expect((await h.call('get_payment_request', {}, p.token)).body.data).toEqual({ total: 0, data: [] });
    expect((await h.call('set_payment_request', paypal(100), p.token)).status).toBe(200);
  });

  it("refuses a request that is not pending, another player's request and an unknown id, changing nothing", async () => {
    const p = await richPlayer();
    const other = await richPlayer();
    const id = (await h.call('set_payment_request', paypal(100), p.token)).body.data.id as string;
    const before = await footprint(p.uid);

    const foreign = await h.call('delete_pending_payment_request', { payment_id: id }, other.token);
    expect(foreign).toEqual({
      status: 404,
      body: { error: true, code: 'document_not_found', message: 'Document does not exist!' },
    });
    expect((await h.call('delete_pending_payment_request', { payment_id: 'nope' }, p.token)).status).toBe(404);
    expect((await h.call('delete_pending_payment_request', {}, p.token)).status).toBe(400);
    expect(await footprint(p.uid)).toEqual(before);

    await paymentRequests(h.db).doc(id).update({ status: 'completed' });
    const done = await h.call('delete_pending_payment_request', { payment_id: id }, p.token);
    expect(done).toEqual({
      status: 409,
      body: { error: true, code: 'payment_not_pending', message: 'Only a pending payment request can be deleted' },
    });
    expect((await footprint(p.uid)).coins).toBe(before.coins);
  });

  it('refunds once when the same deletion arrives twice at the same time', async () => {
    const p = await richPlayer();
    const id = (await h.call('set_payment_request', paypal(100), p.token)).body.data.id as string;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => h.call('delete_pending_payment_request', { payment_id: id }, p.token)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await footprint(p.uid)).coins).toBe(500);
  });
});

describe('get_payment_request', () => {
  it("pages the player's own requests, newest first, with the total", async () => {
    const p = await richPlayer(1000);
    const other = await richPlayer();
    const base = new Date('2030-02-01T00:00:00Z').getTime();
    try {
      for (let i = 0; i < 3; i++) {
        h.clock.set(new Date(base + i * 49 * 3_600_000));
        expect((await h.call('set_payment_request', paypal(100 + i * 10), p.token)).status).toBe(200);
      }
      h.clock.set(null);
      expect((await h.call('set_payment_request', paypal(100), other.token)).status).toBe(200);
      const page = await h.call('get_payment_request', { offset: 1, limit: 1 }, p.token);
      expect(page.body.data.total).toBe(3);
      expect(page.body.data.data.map((r: { coin_used: number }) => r.coin_used)).toEqual([110]);
      expect((await h.call('get_payment_request', { limit: 0 }, p.token)).status).toBe(400);
    } finally {
      h.clock.set(null);
    }
  });
});

describe('settling a payment request (whoever pays out: npm run payments:settle)', () => {
  const request = async (p: { token: string }, coins: number) =>
    (await h.call('set_payment_request', paypal(coins), p.token)).body.data.id as string;
  const inbox = async (p: { token: string }) => (await h.call('get_inbox', {}, p.token)).body.data;

  it('a rejection gives the coins back with its reason, once, and tells the player; a paid one tells them too', async () => {
    const p = await richPlayer(500);
    const id = await request(p, 150);
    const { settlePaymentRequest } = await import('../economy/settle-payment.ts');
    await settlePaymentRequest(h.db, id, 'rejected', 'The PayPal ID does not exist', new Date(), cli);
    expect(await footprint(p.uid)).toMatchObject({ coins: 500, requests: ['rejected'] });
    expect((await coinHistory(h.db, p.uid).doc(`redeem_refund_${id}`).get()).get('coins')).toBe(150);
    const list = await h.call('get_payment_request', { offset: 0, limit: 10 }, p.token);
    expect(list.body.data.data[0]).toMatchObject({ id, status: 'rejected', reason: 'The PayPal ID does not exist' });
    const told = await inbox(p);
    expect(told.unread).toBe(1);
    expect(told.data[0]).toMatchObject({
      kind: 'payment',
      params: { status: 'rejected', coins: 150, amount: 15, reason: 'The PayPal ID does not exist' },
    });

    // settled once: again, or deleting it now, changes nothing
    await expect(settlePaymentRequest(h.db, id, 'rejected', 'again', new Date(), cli)).rejects.toThrow(
      'Only a pending payment request can be settled (this one is rejected)',
    );
    expect((await h.call('delete_pending_payment_request', { payment_id: id }, p.token)).status).toBe(409);
    expect(await footprint(p.uid)).toMatchObject({ coins: 500 });

    const q = await richPlayer(500);
    const paid = await request(q, 200);
    await settlePaymentRequest(h.db, paid, 'completed', '', new Date(), cli);
    expect(await footprint(q.uid)).toMatchObject({ coins: 300, requests: ['completed'] });
    expect((await inbox(q)).data[0]).toMatchObject({ kind: 'payment', params: { status: 'completed', coins: 200 } });
  });

  it('the audit trail keeps what was paid, and where, after the player deletes the account', async () => {
    const p = await richPlayer(500);
    const id = await request(p, 200);
    const { settlePaymentRequest } = await import('../economy/settle-payment.ts');
    await settlePaymentRequest(h.db, id, 'completed', '', new Date(), cli);
    expect((await h.call('delete_user_account', {}, p.token)).status).toBe(200);
    expect((await paymentRequests(h.db).doc(id).get()).exists).toBe(false);
    const entries = (await auditLog(h.db).where('target', '==', id).get()).docs.map((d) => d.data());
    expect(entries.map((e) => [e.action, JSON.parse(e.after as string)])).toEqual([
      [
        'settle_payment_request',
        {
          status: 'completed',
          reason: '',
          uid: p.uid,
          payment_type: 'paypal',
          payment_address: 'me@example.com',
          payment_amount: 20,
          coin_used: 200,
        },
      ],
    ]);
  });

  it('coins given back are not coins earned: redeem-then-delete or a rejection never counts toward Elite', async () => {
    const p = await richPlayer(1000);
    const earned = async () => (await userRef(h.db, p.uid).get()).get('coins_earned') as number;
    const before = await earned();
    for (let i = 0; i < 3; i++) {
      const id = await request(p, 1000);
      expect((await h.call('delete_pending_payment_request', { payment_id: id }, p.token)).status).toBe(200);
    }
    const { settlePaymentRequest } = await import('../economy/settle-payment.ts');
    await settlePaymentRequest(
      h.db,
      await request(p, 1000),
      'rejected',
      'The PayPal ID does not exist',
      new Date(),
      cli,
    );
    expect(await footprint(p.uid)).toMatchObject({ coins: 1000 });
    expect(await earned()).toBe(before);
  });

  it('a rejection racing the player deleting the request refunds exactly once', async () => {
    const p = await richPlayer(500);
    const id = await request(p, 150);
    const { settlePaymentRequest } = await import('../economy/settle-payment.ts');
    const outcomes = await Promise.allSettled([
      settlePaymentRequest(h.db, id, 'rejected', 'duplicate account', new Date(), cli),
      h.call('delete_pending_payment_request', { payment_id: id }, p.token),
    ]);
    const rejected = outcomes[0].status === 'fulfilled';
    const deleted = outcomes[1].status === 'fulfilled' && outcomes[1].value.status === 200;
    expect([rejected, deleted].filter(Boolean)).toHaveLength(1); // one of them, never both
    expect(await footprint(p.uid)).toMatchObject({ coins: 500 });
    const refunds = (await coinHistory(h.db, p.uid).get()).docs.filter((d) => d.id.startsWith('redeem_refund_'));
    expect(refunds).toHaveLength(1);
  });
});
