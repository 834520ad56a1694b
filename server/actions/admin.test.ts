// The operator console's actions: only operators (the Auth claim, read on every call) reach them;
// every change leaves its audit record in its own transaction; a payout is settled once.
import { FieldValue } from 'firebase-admin/firestore';
import { messages } from '../../contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/actions.ts';
import type { adminContract } from '../../contract/actions/admin.ts';
import { adminContentContract } from '../../contract/actions/admin-content.ts';
import { actions } from '../actions.ts';
import { auditLog, commandActor } from '../admin/audit.ts';
import { setOperator } from '../admin/operators.ts';
import { questionsCol } from '../content/catalog.ts';
import { settleContest } from '../quiz/contest-board.ts';
import { coinHistory } from '../economy/ledger.ts';
import { contestWithBoard, removeContest } from '../test/load-players.ts';
import { operator, setCoins, useHarness } from '../test/kit.ts';
import { signUpEmail } from '../test/emulator-admin.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

let addresses = 0;
/** Each request to an address of its own: requests to one address are rate limited. */
const paypal = (coins: number) => ({
  payment_type: 'paypal',
  payment_address: `payee${++addresses}@example.com`,
  payment_amount: coins / 10,
  coin_used: coins,
});

/** Services whose `method` of `part` fails, as a process killed at that step would leave it. */
function failing(part: 'db' | 'auth', method: string) {
  const broken = new Proxy(h[part], {
    get: (target, key) => {
      if (key === method) return () => Promise.reject(new Error(`${String(key)} cut short`));
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: h.db, auth: h.auth, [part]: broken } as Pick<typeof h, 'db' | 'auth'>;
}

/** A player with a pending payment request of `coins`, and 500 coins before it. */
async function requester(coins = 150) {
  const p = await h.player({ name: 'requester' });
  await setCoins(h, p.uid, 500);
  const reply = await h.call('set_payment_request', paypal(coins), p.token);
  if (reply.status !== 200) throw new Error(`payment request refused: ${reply.body.message}`);
  const id = reply.body.data.id as string;
  return { ...p, request: id };
}

let questions = 0;
/** An Arabic Quiz Zone category of this file's own, made once, with no questions counted (so listed to nobody). */
let ownCategory: Promise<string> | undefined;
const category = () =>
  (ownCategory ??= (async () => {
    const op = await operator(h);
    return (await h.call('admin_save_category', { language_id: 2, type: 'quiz', name: 'Reported questions' }, op.token))
      .body.data.id as string;
  })());
/** A multiple-choice question of this test's own (the seeded ones serve other files' tests). */
async function ownQuestion() {
  const id = `admin-test-q-${Date.now().toString(36)}-${++questions}`;
  await questionsCol(h.db)
    .doc(id)
    .set({
      id,
      mode: 'quiz',
      language_id: 2,
      category_id: await category(),
      subcategory_id: '',
      level: 1,
      question: 'Water boils at?',
      options: ['50 °C', '100 °C', '150 °C', '200 °C'],
      answer: 'c',
      note: '',
      parent_id: '',
      marks: 0,
      audio: '',
      hints: [],
      pairs: [],
      row_order: 0,
    });
  return id;
}

const auditCount = async () => (await auditLog(h.db).count().get()).data().count;
const auditOf = async (target: string) =>
  (await auditLog(h.db).where('target', '==', target).get()).docs.map((d) => d.data());
const inbox = async (p: { token: string }) => (await h.call('get_inbox', {}, p.token)).body.data;

describe('only operators', () => {
  type AdminAction = keyof typeof adminContract;
  /** Fields each admin action would act on: a real request and a real player, so a leak would show. */
  const fieldsFor = (target: {
    uid: string;
    request: string;
    question: string;
  }): Record<AdminAction, Record<string, string | number>> => ({
    admin_get_reports: {},
    admin_get_settings: {},
    admin_set_setting: { key: 'battle_entry_fee', value: '0' },
    admin_fix_question: { question_id: target.question, question: 'Forged?', options: '["x","y"]', answer: 'b' },
    admin_mark_reports_handled: { question_id: target.question },
    admin_whoami: {},
    admin_set_operator: { email: 'someone@example.com', operator: '1' },
    admin_get_audit_log: {},
    admin_get_payment_requests: {},
    admin_settle_payment_request: { payment_id: target.request, outcome: 'rejected', reason: 'no' },
    admin_find_players: { query: target.uid },
    admin_get_player: { user_id: target.uid },
    admin_set_player_status: { user_id: target.uid, status: '0' },
    admin_log_out_player: { user_id: target.uid },
    admin_adjust_coins: { user_id: target.uid, coins: 1000, reason: 'Forged credit', key: 'forged-key' },
    admin_clear_fair_play_flag: {
      user_id: target.uid,
      flagged_at: '2031-03-04T05:06:07.000Z',
      reason: 'Forged clearance',
    },
    admin_get_contest: { contest_id: 'no-contest' },
    admin_get_question: { question_id: target.question },
  });

  it('every admin action of the contract is served for operators only, and there are some', () => {
    const admin = Object.keys(contract).filter((name) => name.startsWith('admin_'));
    expect(admin.length).toBeGreaterThan(5);
    const served = Object.entries(actions)
      .filter(([, def]) => def.auth === 'operator')
      .map(([name]) => name);
    expect(served.sort()).toEqual(admin.sort());
  });

  it("a player's token gets 403 on every admin action and changes nothing; no token gets 401", async () => {
    const target = { ...(await requester()), question: await ownQuestion() };
    const player = await h.player();
    expect(
      (await h.call('report_question', { question_id: target.question, message: 'wrong answer' }, player.token)).status,
    ).toBe(200);
    const snapshot = async () => ({
      audit: await auditCount(),
      user: (await userRef(h.db, target.uid).get()).data(),
      request: (await h.db.doc(`paymentRequests/${target.request}`).get()).data(),
      question: (await questionsCol(h.db).doc(target.question).get()).data(),
      config: (await h.db.doc('config/system').get()).data(),
      reports: (await h.db.collection('questionReports').where('question_id', '==', target.question).get()).docs.map(
        (d) => d.data(),
      ),
    });
    const before = await snapshot();
    const fields = fieldsFor(target);
    for (const [name, input] of Object.entries(fields)) {
      expect({ name, reply: await h.call(name, input, player.token) }).toMatchObject({
        name,
        reply: { status: 403, body: { error: true, code: 'operators_only', message: messages.operators_only } },
      });
      expect({ name, status: (await h.call(name, input)).status }).toEqual({ name, status: 401 });
    }
    // content, contests and exams are walked with real targets in admin-content.test.ts
    expect(Object.keys(fields).sort()).toEqual(
      Object.keys(contract)
        .filter((n) => n.startsWith('admin_') && !(n in adminContentContract))
        .sort(),
    );
    expect(await snapshot()).toEqual(before);
    expect((await h.auth.getUserByEmail(player.user.email)).customClaims?.operator).toBeUndefined();
  });

  it('an operator whose role is revoked is refused at once, with the same token', async () => {
    const op = await operator(h);
    const boss = await operator(h);
    expect((await h.call('admin_whoami', {}, op.token)).body.data).toMatchObject({ uid: op.uid });
    const revoked = await h.call('admin_set_operator', { email: op.user.email, operator: '0' }, boss.token);
    expect(revoked.body.data).toEqual({ uid: op.uid, email: op.user.email, operator: false });
    expect(await h.call('admin_whoami', {}, op.token)).toMatchObject({
      status: 403,
      body: { error: true, code: 'operators_only', message: messages.operators_only },
    });
    const audit = (await auditOf(op.uid)).filter((a) => a.action === 'revoke_operator');
    expect(audit).toMatchObject([{ actor_uid: boss.uid, before: '{"operator":true}', after: '{"operator":false}' }]);
  });

  it('an operator grants the role by email; an unknown email or their own revocation is refused with a message', async () => {
    const op = await operator(h);
    const next = await h.player();
    expect((await h.call('admin_whoami', {}, next.token)).status).toBe(403);
    expect((await h.call('admin_set_operator', { email: next.user.email, operator: '1' }, op.token)).status).toBe(200);
    expect((await h.call('admin_whoami', {}, next.token)).status).toBe(200);
    expect(await h.call('admin_set_operator', { email: 'nobody-here@example.com', operator: '1' }, op.token)).toEqual({
      status: 404,
      body: {
        error: true,
        code: 'no_account_with_email',
        message: 'No account has the email nobody-here@example.com',
        params: { email: 'nobody-here@example.com' },
      },
    });
    expect((await h.call('admin_set_operator', { email: op.user.email, operator: '0' }, op.token)).body.message).toBe(
      'You cannot take away your own operator role',
    );
    expect((await h.call('admin_set_operator', { email: 'not an email', operator: '1' }, op.token)).body.message).toBe(
      'Invalid email address',
    );
  });

  it('refuses the role to an email nobody has verified (whoever registered it first would get it): nothing changes, nothing recorded', async () => {
    const op = await operator(h);
    const email = `unverified.${Date.now().toString(36)}@example.com`;
    const squatter = await signUpEmail(email);
    expect(await h.call('admin_set_operator', { email, operator: '1' }, op.token)).toMatchObject({
      status: 400,
      body: { error: true, code: 'email_not_verified', message: messages.email_not_verified },
    });
    expect((await h.auth.getUser(squatter.uid)).customClaims?.operator).toBeUndefined();
    expect(await auditOf(squatter.uid)).toEqual([]);
  });

  it("names the acting operator in the audit by their Auth email, not their users record's, which a phone account may rewrite", async () => {
    const op = await operator(h);
    const boss = await operator(h);
    await userRef(h.db, op.uid).update({ email: boss.user.email });
    const victim = await h.player();
    expect((await h.call('admin_set_player_status', { user_id: victim.uid, status: '0' }, op.token)).status).toBe(200);
    expect(await auditOf(victim.uid)).toMatchObject([{ actor_uid: op.uid, actor_email: op.user.email }]);
  });

  it('the command grants the first operator (npm run operator:grant uses setOperator), audited as the command', async () => {
    const p = await h.player();
    await setOperator(h, p.user.email, true, { uid: 'command:operator:grant', email: 'ops' }, new Date());
    expect((await h.call('admin_whoami', {}, p.token)).status).toBe(200);
    expect(await auditOf(p.uid)).toMatchObject([{ actor_uid: 'command:operator:grant', action: 'grant_operator' }]);
  });
});

describe('a grant and its audit record are one step', () => {
  it('a claim set outside a grant, with no audit record, admits nobody', async () => {
    const p = await h.player();
    await h.auth.setCustomUserClaims(p.uid, { operator: true });
    expect(await h.call('admin_whoami', {}, p.token)).toMatchObject({
      status: 403,
      body: { error: true, code: 'operators_only', message: messages.operators_only },
    });
  });

  it('a grant whose audit record cannot be written gives no role', async () => {
    const p = await h.player();
    await expect(
      setOperator(failing('db', 'runTransaction'), p.user.email, true, commandActor('operator:grant'), new Date()),
    ).rejects.toThrow('cut short');
    expect(await auditOf(p.uid)).toEqual([]);
    expect((await h.call('admin_whoami', {}, p.token)).status).toBe(403);
  });

  it('a revocation cut short before the claim goes still ends the role, with its audit record; running it again completes it', async () => {
    const boss = await operator(h);
    const op = await operator(h);
    const actor = { uid: boss.uid, email: boss.user.email };
    await expect(
      setOperator(failing('auth', 'setCustomUserClaims'), op.user.email, false, actor, new Date()),
    ).rejects.toThrow('cut short');
    expect((await h.call('admin_whoami', {}, op.token)).status).toBe(403);
    expect((await auditOf(op.uid)).map((a) => a.action).sort()).toEqual(['grant_operator', 'revoke_operator']);
    await setOperator(h, op.user.email, false, actor, new Date());
    expect((await h.auth.getUser(op.uid)).customClaims?.operator).toBeUndefined();
  });

  it('a grant cut short before the claim is set gives no role until it is run again', async () => {
    const p = await h.player();
    const grant = (services: Pick<typeof h, 'db' | 'auth'>) =>
      setOperator(services, p.user.email, true, commandActor('operator:grant'), new Date());
    await expect(grant(failing('auth', 'setCustomUserClaims'))).rejects.toThrow('cut short');
    expect((await h.call('admin_whoami', {}, p.token)).status).toBe(403);
    await grant(h);
    expect((await h.call('admin_whoami', {}, p.token)).status).toBe(200);
    expect(await auditOf(p.uid)).toMatchObject([
      { action: 'grant_operator', after: '{"operator":true}' },
      { action: 'grant_operator', after: '{"operator":true}' },
    ]);
  });
});

describe('payouts', () => {
  it('lists pending requests oldest first before settled ones, with the player, history and flags', async () => {
    const op = await operator(h);
    const settled = await requester(100);
    const older = await requester(100);
    const newer = await requester(200);
    expect(
      (await h.call('admin_settle_payment_request', { payment_id: settled.request, outcome: 'completed' }, op.token))
        .status,
    ).toBe(200);
    const reply = await h.call('admin_get_payment_requests', { limit: 100 }, op.token);
    expect(reply.status).toBe(200);
    const rows = reply.body.data.data as { id: string; status: string }[];
    const firstSettled = rows.findIndex((r) => r.status !== 'pending');
    expect(rows.slice(firstSettled === -1 ? rows.length : firstSettled).every((r) => r.status !== 'pending')).toBe(
      true,
    );
    const mine = rows.filter((r) => [older.request, newer.request, settled.request].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([older.request, newer.request, settled.request]);
    expect(mine[0]).toMatchObject({
      coin_used: 100,
      player: { id: older.uid, name: 'Requester', coins: 400 },
      flags: ['new_account'],
    });
    expect((mine[0] as unknown as { history: { type: string }[] }).history.map((e) => e.type)).toContain('redeem');
    expect(reply.body.data.pending).toBeGreaterThanOrEqual(2);
  });

  it('two operators settling one request at once pay it once: one answers 409, one audit record, one notice', async () => {
    const [a, b] = await Promise.all([operator(h), operator(h)]);
    const p = await requester(150);
    const replies = await Promise.all([
      h.call('admin_settle_payment_request', { payment_id: p.request, outcome: 'completed' }, a.token),
      h.call('admin_settle_payment_request', { payment_id: p.request, outcome: 'completed' }, b.token),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await h.db.doc(`paymentRequests/${p.request}`).get()).get('status')).toBe('completed');
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(350);
    expect(await auditOf(p.request)).toHaveLength(1);
    expect((await inbox(p)).data.filter((n: { kind: string }) => n.kind === 'payment')).toHaveLength(1);
  });

  it('a paid and a rejected request race: exactly one wins, and the coins come back only if the rejection won', async () => {
    const [a, b] = await Promise.all([operator(h), operator(h)]);
    const p = await requester(150);
    const [paid, rejected] = await Promise.all([
      h.call('admin_settle_payment_request', { payment_id: p.request, outcome: 'completed' }, a.token),
      h.call(
        'admin_settle_payment_request',
        { payment_id: p.request, outcome: 'rejected', reason: 'Unknown PayPal ID' },
        b.token,
      ),
    ]);
    expect([paid.status, rejected.status].sort()).toEqual([200, 409]);
    const refunds = (await coinHistory(h.db, p.uid).get()).docs.filter((d) => d.id.startsWith('redeem_refund_'));
    expect(refunds).toHaveLength(rejected.status === 200 ? 1 : 0);
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(rejected.status === 200 ? 500 : 350);
  });

  it('a rejection gives the coins back and is audited in its transaction with who, what, before and after; a refused one records nothing', async () => {
    const op = await operator(h);
    const p = await requester(150);
    expect(
      (await h.call('admin_settle_payment_request', { payment_id: p.request, outcome: 'rejected' }, op.token)).body
        .message,
    ).toBe('Please give the player a reason for the rejection');
    const reply = await h.call(
      'admin_settle_payment_request',
      { payment_id: p.request, outcome: 'rejected', reason: 'Unknown PayPal ID' },
      op.token,
    );
    expect(reply.body.data).toEqual({ id: p.request, uid: p.uid, status: 'rejected' });
    expect((await userRef(h.db, p.uid).get()).get('coins')).toBe(500);
    const [record] = await auditOf(p.request);
    const settled = await h.db.doc(`paymentRequests/${p.request}`).get();
    // written by the same commit: the same server time to the millisecond
    expect(record).toMatchObject({
      actor_uid: op.uid,
      actor_email: op.user.email,
      action: 'settle_payment_request',
      before: '{"status":"pending"}',
    });
    expect(JSON.parse(record!.after)).toEqual({
      status: 'rejected',
      reason: 'Unknown PayPal ID',
      uid: p.uid,
      payment_type: 'paypal',
      payment_address: expect.any(String),
      payment_amount: 15,
      coin_used: 150,
    });
    expect(record!.date.toMillis()).toBe(settled.get('settledAt').toMillis());
    const count = await auditCount();
    expect(
      (await h.call('admin_settle_payment_request', { payment_id: p.request, outcome: 'completed' }, op.token)).status,
    ).toBe(409);
    expect(
      (await h.call('admin_settle_payment_request', { payment_id: 'no-such-request', outcome: 'completed' }, op.token))
        .status,
    ).toBe(404);
    expect(await auditCount()).toBe(count);
    const log = await h.call('admin_get_audit_log', { limit: 5 }, op.token);
    expect(log.body.data.data[0]).toMatchObject({
      action: 'settle_payment_request',
      target: p.request,
      actor_email: op.user.email,
    });
  });
});

describe('players', () => {
  it('finds a player by id, email or name and shows balance, history, badges and battles', async () => {
    const op = await operator(h);
    const p = await h.player({ name: 'zelda findable' });
    for (const query of [p.uid, p.user.email, 'Zelda find']) {
      const found = await h.call('admin_find_players', { query }, op.token);
      expect({ query, ids: found.body.data.map((u: { id: string }) => u.id) }).toEqual({
        query,
        ids: expect.arrayContaining([p.uid]),
      });
    }
    const seen = await h.call('admin_get_player', { user_id: p.uid }, op.token);
    expect(seen.body.data).toMatchObject({
      player: { id: p.uid, coins: 10, status: 1, operator: false },
      battles: { played: 0 },
    });
    expect(seen.body.data.history.map((e: { type: string }) => e.type)).toContain('welcome_bonus');
    expect((await h.call('admin_get_player', { user_id: 'nobody' }, op.token)).body).toEqual({
      error: true,
      code: 'no_player',
      message: 'No player has this id',
    });
  });

  it("deactivated, the player's next request answers the product's message; reactivated, they play on; each change audited once", async () => {
    const op = await operator(h);
    const p = await h.player();
    expect((await h.call('get_user_coin_score', {}, p.token)).status).toBe(200);
    const both = await Promise.all(
      [1, 2].map(() => h.call('admin_set_player_status', { user_id: p.uid, status: '0' }, op.token)),
    );
    expect(both.map((r) => r.body.data)).toEqual([
      { id: p.uid, status: 0 },
      { id: p.uid, status: 0 },
    ]);
    expect(await h.call('get_user_coin_score', {}, p.token)).toMatchObject({
      status: 403,
      body: { error: true, code: 'account_deactivated', message: messages.account_deactivated },
    });
    expect(await auditOf(p.uid)).toMatchObject([
      { action: 'deactivate_player', before: '{"status":1}', after: '{"status":0}' },
    ]);
    expect((await h.call('admin_set_player_status', { user_id: p.uid, status: '1' }, op.token)).body.data).toEqual({
      id: p.uid,
      status: 1,
    });
    expect((await h.call('get_user_coin_score', {}, p.token)).status).toBe(200);
    expect((await h.call('admin_set_player_status', { user_id: op.uid, status: '0' }, op.token)).body.message).toBe(
      'You cannot deactivate your own account',
    );
  });

  it('logs a player out everywhere: their token is refused from the next request', async () => {
    const op = await operator(h);
    const p = await h.player();
    expect((await h.call('admin_log_out_player', { user_id: p.uid }, op.token)).body.data).toEqual({
      id: p.uid,
      logged_out: true,
    });
    expect((await h.call('get_user_coin_score', {}, p.token)).status).toBe(401);
    expect(await auditOf(p.uid)).toMatchObject([{ action: 'log_out_player', actor_uid: op.uid }]);
  });
});

describe('coin adjustments', () => {
  let keys = 0;
  const adjust = (
    op: { token: string },
    uid: string,
    coins: number | string,
    reason = 'Refund: the battle froze',
    key = `adj-${Date.now().toString(36)}-${++keys}`,
  ) => h.call('admin_adjust_coins', { user_id: uid, coins, reason, key }, op.token);
  const balance = async (uid: string) => (await userRef(h.db, uid).get()).get('coins') as number;
  const adjustments = async (uid: string) =>
    (await coinHistory(h.db, uid).where('type', '==', 'support_adjustment').get()).docs.map((d) => d.data());

  it('moves the coins with a ledger line of its own and its audit record; the player reads it in their coin history', async () => {
    const op = await operator(h);
    const p = await h.player({ name: 'refunded' });
    const reply = await adjust(op, p.uid, 25, 'Refund: the battle froze', 'refund-1');
    expect(reply).toMatchObject({
      status: 200,
      body: { error: false, data: { id: 'support_refund-1', user_id: p.uid, coins: 25, balance: 35 } },
    });
    expect(await balance(p.uid)).toBe(35);
    // a credit from support is no play: Elite counts the coins earned, and these are not
    expect((await userRef(h.db, p.uid).get()).get('coins_earned')).toBe(10);
    expect(await auditOf(p.uid)).toMatchObject([
      {
        actor_uid: op.uid,
        action: 'adjust_coins',
        before: '{"coins":10}',
        after: '{"coins":35,"change":25,"reason":"Refund: the battle froze"}',
      },
    ]);
    const history = (await h.call('get_tracker_data', {}, p.token)).body.data.data;
    expect(history[0]).toMatchObject({
      type: 'support_adjustment',
      title: 'Adjustment by support: Refund: the battle froze',
      note: 'Refund: the battle froze',
      coins: 25,
      status: 0,
    });
    const taken = await adjust(op, p.uid, -5, 'Paid twice by a fault');
    expect(taken.body.data).toMatchObject({ coins: -5, balance: 30 });
    expect((await h.call('get_tracker_data', { type: 'spent' }, p.token)).body.data.data[0]).toMatchObject({
      type: 'support_adjustment',
      coins: -5,
      status: 1,
    });
  });

  it('two identical requests (a double click) move the coins once: one ledger line, one audit record, the same answer', async () => {
    const op = await operator(h);
    const p = await h.player();
    const replies = await Promise.all([1, 2, 3].map(() => adjust(op, p.uid, 40, 'Goodwill', 'double-click')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.body.data)).toEqual(
      replies.map(() => ({ id: 'support_double-click', user_id: p.uid, coins: 40, balance: 50 })),
    );
    expect(await balance(p.uid)).toBe(50);
    expect(await adjustments(p.uid)).toHaveLength(1);
    expect(await auditOf(p.uid)).toHaveLength(1);
    // the key names one adjustment: other figures under it are refused, and move nothing
    expect(await adjust(op, p.uid, 400, 'Goodwill', 'double-click')).toEqual({
      status: 409,
      body: { error: true, code: 'adjustment_differs', message: 'This adjustment was already made with other figures' },
    });
    expect(await balance(p.uid)).toBe(50);
  });

  it('is bounded: never below zero, never more than the limit either way, never 0, never without a reason; refused ones change and record nothing', async () => {
    const op = await operator(h);
    const p = await h.player();
    const bound = 'coins: a whole number from -10000 to 10000, not 0';
    const refused = [
      [-11, 'Refund', 409, 'The balance cannot go below zero'],
      [10_001, 'Refund', 400, bound],
      [-10_001, 'Refund', 400, bound],
      [0, 'Refund', 400, bound],
      ['1.5', 'Refund', 400, bound],
      ['lots', 'Refund', 400, bound],
      [5, '', 400, 'Please give the reason the player will read'],
      [5, 'x'.repeat(201), 400, 'reason: at most 200 characters'],
    ] as const;
    for (const [coins, reason, status, message] of refused) {
      expect({ coins, reply: await adjust(op, p.uid, coins, reason) }).toMatchObject({
        coins,
        reply: { status, body: { error: true, message } },
      });
    }
    expect(await adjust(op, 'nobody-here', 5)).toEqual({
      status: 404,
      body: { error: true, code: 'no_player', message: 'No player has this id' },
    });
    expect(await balance(p.uid)).toBe(10);
    expect(await adjustments(p.uid)).toEqual([]);
    expect(await auditOf(p.uid)).toEqual([]);
    // down to exactly zero is allowed
    expect((await adjust(op, p.uid, -10)).body.data).toMatchObject({ balance: 0 });
  });

  it('an operator cannot credit their own account: it takes a second operator', async () => {
    const op = await operator(h);
    expect(await adjust(op, op.uid, 500)).toEqual({
      status: 400,
      body: { error: true, code: 'own_coins', message: 'You cannot adjust your own coins' },
    });
    expect(await balance(op.uid)).toBe(10);
    expect((await auditOf(op.uid)).filter((a) => a.action === 'adjust_coins')).toEqual([]);
  });
});

describe('what the console links to', () => {
  it('an ended contest shows its winners by rank and each prize pending until the settlement pays it', async () => {
    const op = await operator(h);
    const [first, second, third] = await Promise.all([1, 2, 3].map((i) => h.player({ name: `contestant ${i}` })));
    const id = `console-contest-${Date.now().toString(36)}`;
    const end = new Date(Date.now() - 10_000);
    await contestWithBoard(
      h,
      id,
      end,
      [first!.uid, second!.uid, third!.uid],
      [
        { rank: 1, coins: 50 },
        { rank: 2, coins: 20 },
      ],
    );
    try {
      const read = async () => (await h.call('admin_get_contest', { contest_id: id }, op.token)).body.data;
      const before = await read();
      expect(before.contest).toMatchObject({ id, status: 'past', settled: false });
      expect(before.winners).toEqual([
        { rank: 1, uid: first!.uid, name: 'Player', score: 3, prize: 50, prize_status: 'pending' },
        { rank: 2, uid: second!.uid, name: 'Player', score: 2, prize: 20, prize_status: 'pending' },
        { rank: 3, uid: third!.uid, name: 'Player', score: 1, prize: 0, prize_status: 'none' },
      ]);
      expect(await settleContest(h.db, id, new Date())).toBe(true);
      expect((await read()).winners.map((w: { prize_status: string }) => w.prize_status)).toEqual([
        'paid',
        'paid',
        'none',
      ]);
      expect(await h.call('admin_get_contest', { contest_id: 'no-such-contest' }, op.token)).toEqual({
        status: 404,
        body: { error: true, code: 'no_contest', message: 'No contest has this id' },
      });
    } finally {
      await removeContest(h, id);
    }
  });

  it('the audit trail names what each record is about, with the player to link to', async () => {
    const op = await operator(h);
    const p = await h.player({ name: 'named target' });
    const question = await ownQuestion();
    await h.call(
      'admin_adjust_coins',
      { user_id: p.uid, coins: 5, reason: 'Goodwill', key: `named-${p.uid}` },
      op.token,
    );
    await h.call(
      'admin_fix_question',
      {
        question_id: question,
        question: 'Water boils at, at sea level?',
        options: '["50 °C","100 °C","150 °C","200 °C"]',
        answer: 'b',
      },
      op.token,
    );
    const { payment_id, uid } = await (async () => {
      const r = await requester();
      return { payment_id: r.request, uid: r.uid };
    })();
    await h.call('admin_settle_payment_request', { payment_id, outcome: 'completed' }, op.token);
    // other files' operators write records too: read this test's own
    const mine = new Set([payment_id, question, p.uid]);
    const log = (await h.call('admin_get_audit_log', { limit: 100 }, op.token)).body.data.data.filter(
      (e: { target: string }) => mine.has(e.target),
    );
    expect(log).toMatchObject([
      {
        action: 'settle_payment_request',
        target: payment_id,
        target_kind: 'payment',
        target_name: 'Requester',
        player_uid: uid,
      },
      {
        action: 'fix_question',
        target: question,
        target_kind: 'question',
        target_name: 'Water boils at, at sea level?',
        player_uid: '',
      },
      { action: 'adjust_coins', target: p.uid, target_kind: 'player', target_name: 'Named target', player_uid: p.uid },
    ]);
    const shown = await h.call('admin_get_question', { question_id: question }, op.token);
    expect(shown.body.data).toMatchObject({
      question: { id: question, mode: 'quiz', question: 'Water boils at, at sea level?', answer: 'b' },
      retired: false,
    });
    await h.call('admin_retire_question', { question_id: question }, op.token);
    expect((await h.call('admin_get_question', { question_id: question }, op.token)).body.data).toMatchObject({
      question: { id: question, mode: 'quiz' },
      retired: true,
    });
    expect((await h.call('admin_get_question', { question_id: 'no-such-question' }, op.token)).body.message).toBe(
      'No question has this id',
    );
  });
});

describe('reported questions', () => {
  it("groups open reports by question with the players' messages; a fix changes the question in place, audited with before and after", async () => {
    const op = await operator(h);
    const q = await ownQuestion();
    const [ann, bob] = await Promise.all([h.player({ name: 'ann' }), h.player({ name: 'bob' })]);
    await h.call('report_question', { question_id: q, message: 'The answer is 100 °C' }, ann.token);
    await h.call('report_question', { question_id: q, message: 'Wrong answer marked' }, bob.token);
    const list = await h.call('admin_get_reports', { limit: 100 }, op.token);
    const group = list.body.data.data.find((g: { question: { id: string } }) => g.question.id === q);
    expect(group.question).toMatchObject({ question: 'Water boils at?', answer: 'c' });
    expect(group.reports.map((r: { player: string; message: string }) => `${r.player}: ${r.message}`).sort()).toEqual([
      'Ann: The answer is 100 °C',
      'Bob: Wrong answer marked',
    ]);

    const bad = await h.call(
      'admin_fix_question',
      { question_id: q, question: 'Water boils at?', options: '["50 °C","100 °C","150 °C","200 °C"]', answer: 'e' },
      op.token,
    );
    expect(bad.body).toMatchObject({ error: true, message: 'answer: must be a, b, c or d' });
    expect(await auditOf(q)).toEqual([]);

    const fix = {
      question_id: q,
      question: 'At sea level, water boils at?',
      options: JSON.stringify(['50 °C', '100 °C', '150 °C', '200 °C']),
      answer: 'b',
      note: 'At 1 atm',
    };
    expect((await h.call('admin_fix_question', fix, op.token)).body.data).toEqual({ id: q });
    expect((await questionsCol(h.db).doc(q).get()).data()).toMatchObject({
      question: 'At sea level, water boils at?',
      answer: 'b',
      note: 'At 1 atm',
    });
    const [record] = await auditOf(q);
    expect(record).toMatchObject({ action: 'fix_question', actor_uid: op.uid });
    expect(JSON.parse(record!.before)).toMatchObject({ answer: 'c', question: 'Water boils at?' });
    expect(JSON.parse(record!.after)).toMatchObject({ answer: 'b' });
  });

  it("marks a question's reports handled once: they leave the list, one audit record", async () => {
    const op = await operator(h);
    const q = await ownQuestion();
    const p = await h.player();
    await h.call('report_question', { question_id: q, message: 'typo' }, p.token);
    await h.call('report_question', { question_id: q, message: 'typo again' }, p.token);
    const twice = await Promise.all(
      [1, 2].map(() => h.call('admin_mark_reports_handled', { question_id: q }, op.token)),
    );
    expect(twice.map((r) => r.body.data.handled).sort()).toEqual([0, 2]);
    const list = await h.call('admin_get_reports', { limit: 100 }, op.token);
    expect(list.body.data.data.map((g: { question: { id: string } }) => g.question.id)).not.toContain(q);
    expect(await auditOf(q)).toMatchObject([{ action: 'handle_reports', before: '{"open":2}', after: '{"open":0}' }]);
  });
});

describe('retiring a question', () => {
  it('takes it out of every pool at once, keeps it gradable, and records it; twice is a 409', async () => {
    const op = await operator(h);
    const q = await ownQuestion();
    const inPool = async () =>
      (
        await questionsCol(h.db)
          .where('category_id', '==', await category())
          .where('mode', '==', 'quiz')
          .select()
          .get()
      ).docs.some((d) => d.id === q);
    expect(await inPool()).toBe(true);
    expect((await h.call('admin_retire_question', { question_id: q }, op.token)).body.data).toEqual({
      id: q,
      retired: true,
    });
    expect(await inPool()).toBe(false);
    expect((await questionsCol(h.db).doc(q).get()).data()).toMatchObject({
      mode: 'retired',
      retired_mode: 'quiz',
      answer: 'c',
    });
    expect(await auditOf(q)).toMatchObject([{ action: 'retire_question', after: '{"mode":"retired"}' }]);
    expect(await h.call('admin_retire_question', { question_id: q }, op.token)).toEqual({
      status: 409,
      body: { error: true, code: 'question_retired', message: 'This question is already retired' },
    });
    expect(await auditOf(q)).toHaveLength(1);
  });
});

describe('game settings', () => {
  it('lists each setting with its value, default and limits; a change is audited and the next room charges the new fee', async () => {
    const op = await operator(h);
    const settings = (await h.call('admin_get_settings', {}, op.token)).body.data as {
      key: string;
      value: unknown;
      min?: number;
      max?: number;
      kind: string;
    }[];
    expect(settings.find((s) => s.key === 'battle_entry_fee')).toMatchObject({
      kind: 'number',
      min: 0,
      max: 1000,
      default: 5,
    });
    expect(settings.find((s) => s.key === 'maintenance_mode')).toMatchObject({ kind: 'switch' });
    const before = (await h.db.doc('config/system').get()).get('battle_entry_fee') as number | undefined;
    try {
      expect((await h.call('admin_set_setting', { key: 'battle_entry_fee', value: '7' }, op.token)).body.data).toEqual({
        key: 'battle_entry_fee',
        value: 7,
      });
      const p = await h.player();
      await setCoins(h, p.uid, 100);
      const room = await h.call(
        'create_room',
        { category: 'en-quiz-science', room_type: 'friend', no_of_que: 2 },
        p.token,
      );
      expect(room.body.data.entry_fee).toBe(7);
      expect(await auditOf('battle_entry_fee')).toMatchObject([
        { action: 'change_setting', actor_uid: op.uid, after: '{"battle_entry_fee":7}' },
      ]);
    } finally {
      await h.db.doc('config/system').set({ battle_entry_fee: before ?? FieldValue.delete() }, { merge: true });
    }
  });

  it.each([
    ['battle_entry_fee', '-1', 'battle_entry_fee: a whole number from 0 to 1000'],
    ['battle_entry_fee', '2.5', 'battle_entry_fee: a whole number from 0 to 1000'],
    ['maintenance_mode', 'yes', 'maintenance_mode: 0 (off) or 1 (on)'],
    ['app_secret', '1', 'app_secret is not a setting the console changes'],
  ])('refuses %s = %s with a message naming its limits, and changes nothing', async (key, value, message) => {
    const op = await operator(h);
    const [config, audit] = [(await h.db.doc('config/system').get()).data(), await auditCount()];
    expect(await h.call('admin_set_setting', { key, value }, op.token)).toMatchObject({
      status: 400,
      body: { error: true, message },
    });
    expect((await h.db.doc('config/system').get()).data()).toEqual(config);
    expect(await auditCount()).toBe(audit);
  });
});
