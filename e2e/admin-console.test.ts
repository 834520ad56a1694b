// The operator console in a browser: an operator pays one payment request and rejects another (the
// player sees both under the bell and has the rejected coins back), reads the audit trail, finds a
// player and deactivates them (their next request answers the product's message); a player who opens
// /admin reads a plain sentence with a way home; the console in Arabic at 390 px, right to left.
// Helping a player: each has an address of their own in the console, support adjusts their coins
// with a reason they read in their coin history, an ended contest shows its winners and whether
// each prize is paid, and the audit trail names what it links to; a player flagged for foul play
// shows the flag, and an operator clears it with a reason.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { fairPlayRef } from '../server/battles/fair-play.ts';
import { contestBoard, rankKey } from '../server/quiz/contest-board.ts';
import { signUpOperator, signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { baseUrl, eventually, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';

const password = 'console-pass-1';
const deactivated = 'Your account has been deactivated! Please contact admin.';

let browser: Browser;
let db: Firestore;
let player: Awaited<ReturnType<typeof signUpPlayer>>;
let operator: Awaited<ReturnType<typeof signUpPlayer>>;

const logIn = (p: Page, email: string) => logInWithEmail(p, email, password);

/** A payment request of the player's through the API, as the wallet sends it. */
async function requestPayout(coins: number, address: string) {
  const body = new URLSearchParams({
    payment_type: 'paypal',
    payment_address: address,
    payment_amount: String(coins / 10),
    coin_used: String(coins),
  });
  const res = await fetch(`${baseUrl()}/api/set_payment_request`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${player.token}` },
  });
  const reply = (await res.json()) as { data: { id: string } };
  if (res.status !== 200) throw new Error(JSON.stringify(reply));
  await db.collection('paymentLocks').doc(player.uid).delete(); // test setup: the 48 h wait would refuse the second
  return reply.data.id;
}

beforeAll(async () => {
  browser = await launch();
  db = adminServices().db;
  player = await signUpPlayer('Payee', password);
  operator = await signUpOperator('Olga', password);
  await db.collection('users').doc(player.uid).update({ coins: 500 });
});
afterAll(() => browser?.close());

describe('the operator console', () => {
  it('a player who opens /admin reads that it is not for them, with a way home; the console code never loaded on their pages', async () => {
    const { context, page } = await newPlayer(browser, { phone: true });
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await logIn(page, player.email);
    await visit(page, '/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.filter((u) => /admin-page/.test(u))).toEqual([]);
    await visit(page, '/admin');
    await eventually(() => page.getByTestId('admin-refused').textContent()).toContain(
      'Your account is not an operator.',
    );
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an operator pays one request and rejects another; the player sees both under the bell and has the rejected coins back', async () => {
    const paid = await requestPayout(100, 'payee.one@example.com');
    const rejected = await requestPayout(150, 'payee.two@example.com');
    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await visit(op.page, '/admin');
    const card = (id: string) => op.page.locator(`[data-testid="payout-request"][data-id="${id}"]`);
    await eventually(() => card(paid).textContent()).toContain('Payee');
    expect(await card(paid).textContent()).toContain('payee.one@example.com');
    expect(await card(paid).locator('[data-flag="new_account"]').count()).toBe(1);

    await card(paid).getByRole('button', { name: 'Mark paid' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('Marked paid. Payee is told.');
    await eventually(() => card(paid).locator('.status-pill').textContent()).toBe('Paid');

    await card(rejected).getByRole('button', { name: 'Reject…' }).click();
    await dialog.getByRole('button', { name: 'Reject and give the coins back' }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe(
      'Please give the player a reason for the rejection',
    );
    await dialog.getByLabel('Reason the player will read').fill('This PayPal ID does not exist');
    await dialog.getByRole('button', { name: 'Reject and give the coins back' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('Rejected. 150 coins are back with Payee.');
    await eventually(() => card(rejected).locator('.status-pill').textContent()).toBe('Rejected');

    // the audit trail has both, with who did them
    await op.page.getByRole('link', { name: 'Audit trail' }).click();
    const audit = op.page.getByTestId('audit-table');
    await eventually(() => audit.locator('tr', { hasText: rejected }).textContent()).toContain(
      'Settled a payment request',
    );
    expect(await audit.locator('tr', { hasText: paid }).textContent()).toContain(operator.email);
    expect(await axeProblems(op.page)).toEqual([]);
    await op.context.close();

    const me = await newPlayer(browser, { phone: true });
    await logIn(me.page, player.email);
    await eventually(() => me.page.getByTestId('header-coins').getAttribute('aria-label')).toBe('Coins: 400');
    const bell = me.page.getByTestId('header-inbox');
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await bell.click();
    const inbox = me.page.getByTestId('inbox');
    await eventually(() => inbox.textContent()).toContain('Your payment request was paid: 100 coins redeemed');
    expect(await inbox.textContent()).toContain(
      'Your payment request was rejected: This PayPal ID does not exist. The 150 coins are back in your balance',
    );
    await me.context.close();
  });

  it("an operator finds a player and deactivates them: the player's next request answers the product's message", async () => {
    const me = await newPlayer(browser, { phone: true });
    const banned = await signUpPlayer('Mallory', password);
    await logIn(me.page, banned.email);

    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await visit(op.page, '/admin/players');
    await op.page.getByLabel('Find a player by name, email or id').fill(banned.email);
    await op.page.getByRole('button', { name: 'Search' }).click();
    await op.page.getByRole('link', { name: 'Open Mallory' }).click();
    const detail = op.page.getByTestId('player-detail');
    await eventually(() => detail.getByTestId('player-status').textContent()).toBe('Active');
    expect(await detail.textContent()).toContain('Welcome bonus');
    await detail.getByRole('button', { name: 'Deactivate…' }).click();
    await op.page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('Mallory is deactivated.');
    await eventually(() => detail.getByTestId('player-status').textContent()).toBe('Deactivated');
    expect(await axeProblems(op.page)).toEqual([]);
    await op.context.close();

    await visit(me.page, '/profile/coin-history');
    await eventually(() => me.page.getByTestId('error-state').textContent()).toContain(deactivated);
    await me.context.close();
  });

  it("an operator reads a reported question with the players' messages, fixes it in place, retires it and marks the reports handled", async () => {
    const id = `console-q-${Date.now().toString(36)}`;
    await db
      .collection('questions')
      .doc(id)
      .set({
        id,
        mode: 'quiz',
        language_id: 1,
        category_id: 'en-quiz-science',
        subcategory_id: '',
        level: 1,
        question: 'How many legs has a spider?',
        options: ['6', '8', '10', '12'],
        answer: 'a',
        note: '',
        parent_id: '',
        marks: 0,
        audio: '',
        hints: [],
        pairs: [],
        row_order: 0,
      });
    const body = new URLSearchParams({ question_id: id, message: 'A spider has 8 legs, not 6' });
    expect(
      (
        await fetch(`${baseUrl()}/api/report_question`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${player.token}` },
        })
      ).status,
    ).toBe(200);

    const op = await newPlayer(browser, { phone: true });
    await logIn(op.page, operator.email);
    await visit(op.page, '/admin/reports');
    const card = op.page.locator(`[data-testid="reported-question"][data-id="${id}"]`);
    await eventually(() => card.textContent()).toContain('Payee: A spider has 8 legs, not 6');
    await card.getByRole('button', { name: 'Fix the question…' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel('The right option').selectOption('b');
    await dialog.getByLabel('Note shown after the answer').fill('Spiders are arachnids: 8 legs.');
    await dialog.getByRole('button', { name: 'Save the fix' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain(
      'The question is fixed. Players see it within a few minutes.',
    );
    await eventually(() => card.locator('li.right').textContent()).toContain('8');
    expect((await db.collection('questions').doc(id).get()).data()).toMatchObject({
      answer: 'b',
      note: 'Spiders are arachnids: 8 legs.',
    });
    expect(await op.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Retire…' }).click();
    await op.page.getByRole('dialog').getByRole('button', { name: 'Retire', exact: true }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('The question is retired.');
    await eventually(() => card.textContent()).toContain('Retired');
    expect((await db.collection('questions').doc(id).get()).get('mode')).toBe('retired');
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await eventually(() => card.count()).toBe(0);
    await op.context.close();
  });

  it('an operator changes the entry fee within its limits, and the next room charges it', async () => {
    const config = db.doc('config/system');
    const before = (await config.get()).get('battle_entry_fee') as number | undefined;
    try {
      const op = await newPlayer(browser);
      await logIn(op.page, operator.email);
      await visit(op.page, '/admin/settings');
      const fee = op.page.getByRole('spinbutton', { name: 'Battle entry fee (coins)' });
      await fee.fill('5000');
      await op.page
        .getByRole('form', { name: 'Battle entry fee (coins)' })
        .getByRole('button', { name: 'Save' })
        .click();
      await eventually(() => fee.getAttribute('aria-invalid')).toBe('true');
      expect(await op.page.locator('#setting-battle_entry_fee-error').textContent()).toBe(
        'A whole number from 0 to 1,000',
      );
      await fee.fill('7');
      await op.page
        .getByRole('form', { name: 'Battle entry fee (coins)' })
        .getByRole('button', { name: 'Save' })
        .click();
      await eventually(() => toasts(op.page).allTextContents()).toContain('Saved: Battle entry fee (coins)');
      expect(await axeProblems(op.page)).toEqual([]);
      await op.context.close();

      const body = new URLSearchParams({ category: 'en-quiz-science', room_type: 'friend', no_of_que: '2' });
      const room = await fetch(`${baseUrl()}/api/create_room`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(((await room.json()) as { data: { entry_fee: number } }).data.entry_fee).toBe(7);
    } finally {
      await config.set({ battle_entry_fee: before ?? FieldValue.delete() }, { merge: true });
    }
  });

  it('in maintenance the console and its login stay open, so an operator can turn maintenance off', async () => {
    await withConfig({ maintenance_mode: '1' }, async () => {
      const op = await newPlayer(browser);
      await visit(op.page, '/');
      await eventually(() => op.page.getByRole('heading', { level: 1 }).textContent()).toBe('Under maintenance');
      await logIn(op.page, operator.email);
      await visit(op.page, '/admin/settings');
      const maintenance = op.page.getByRole('checkbox', {
        name: 'Maintenance mode (players see the maintenance page)',
      });
      await eventually(() => maintenance.isChecked()).toBe(true);
      await maintenance.click(); // the box follows the server's answer, not the click
      await eventually(() => toasts(op.page).allTextContents()).toContain(
        'Saved: Maintenance mode (players see the maintenance page)',
      );
      expect(await maintenance.isChecked()).toBe(false);
      expect((await db.doc('config/system').get()).get('maintenance_mode')).toBe('0');
      await op.context.close();
    });
  });

  it('reads right to left in Arabic at 390 px, with its own strings and no sideways scrolling', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const op = await newPlayer(browser, { phone: true });
      await logIn(op.page, operator.email);
      await op.page.getByRole('button', { name: 'Menu' }).click(); // a phone keeps the language in the menu
      await op.page.getByLabel('Language').selectOption('ar');
      await visit(op.page, '/admin/audit');
      await eventually(() => op.page.getByRole('heading', { level: 1 }).textContent()).toBe('لوحة المشغّلين');
      expect(await op.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => op.page.getByTestId('audit-table').textContent()).toContain('سوّى طلب دفع');
      expect(await op.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // the sections are reachable by keyboard
      await op.page.getByRole('link', { name: 'المدفوعات' }).focus();
      await op.page.keyboard.press('Enter');
      await op.page.waitForURL((url) => url.pathname === '/admin');
      await op.context.close();
    });
  });
});

/** An ended contest in English with these players on its board, best first, and prizes for the first two. */
async function endedContest(uids: string[]) {
  const id = `console-help-${Date.now().toString(36)}`;
  const end = new Date(Date.now() - 60_000);
  const at = new Date(end.getTime() - 60_000);
  const names = ['Rafael', 'Olga', 'Payee'];
  await Promise.all(
    uids.map((uid, i) => {
      const score = 40 - 8 * i;
      return contestBoard(db, id)
        .doc(uid)
        .set({
          uid,
          name: names[i],
          profile: '',
          score,
          correct_answers: score / 4,
          questions_attended: 10,
          rank_key: rankKey(score, at),
          date: at,
        });
    }),
  );
  await db
    .collection('contests')
    .doc(id)
    .set({
      id,
      name: 'Console Cup',
      description: '',
      language_id: 1,
      start_date: Timestamp.fromMillis(end.getTime() - 3_600_000),
      end_date: Timestamp.fromDate(end),
      prizes: [
        { rank: 1, coins: 50 },
        { rank: 2, coins: 20 },
      ],
      no_of_que: 1,
      settled: false,
    });
  return id;
}

describe('the console helps a player', () => {
  let rafael: Awaited<ReturnType<typeof signUpPlayer>>;
  beforeAll(async () => {
    rafael = await signUpPlayer('Rafael', password);
  });

  it('a player has an address in the console; support credits them with a reason, once however the button is pressed; the player reads it in their coin history', async () => {
    const op = await newPlayer(browser, { phone: true });
    await logIn(op.page, operator.email);
    await visit(op.page, `/admin/players/${rafael.uid}`);
    const detail = op.page.getByTestId('player-detail');
    await eventually(() => detail.getByRole('heading', { level: 2 }).textContent()).toBe('Rafael');
    expect(await detail.getByTestId('player-coins').textContent()).toBe('10');

    await detail.getByRole('button', { name: 'Adjust coins…' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel('Coins to add (a minus sign takes them away)').fill('-20000');
    await dialog.getByLabel('Reason the player will read').fill('Refund: the battle froze');
    await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe(
      'coins: a whole number from -10000 to 10000, not 0',
    );
    await dialog.getByLabel('Coins to add (a minus sign takes them away)').fill('-11');
    await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe('The balance cannot go below zero');
    await dialog.getByLabel('Coins to add (a minus sign takes them away)').fill('25');
    expect(await axeProblems(op.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adjust', exact: true }).dblclick();
    await eventually(() => toasts(op.page).allTextContents()).toContain('25 coins added. Rafael has 35 coins.');
    await eventually(() => detail.getByTestId('player-coins').textContent()).toBe('35');
    expect(await detail.textContent()).toContain('Adjustment by support: Refund: the battle froze');
    const lines = await db
      .collection('users')
      .doc(rafael.uid)
      .collection('coinHistory')
      .where('type', '==', 'support_adjustment')
      .get();
    expect(lines.docs.map((d) => d.get('coins'))).toEqual([25]);
    expect(await op.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // an address nobody has: a plain sentence and the way back to the search
    await visit(op.page, '/admin/players/nobody-has-this-id');
    await eventually(() => op.page.getByTestId('no-such-player').textContent()).toContain('No player has this id');
    await op.page.getByTestId('no-such-player').getByRole('link', { name: 'Find a player' }).click();
    await op.page.waitForURL((url) => url.pathname === '/admin/players');
    await op.context.close();

    const me = await newPlayer(browser, { phone: true });
    await logIn(me.page, rafael.email);
    await visit(me.page, '/profile/coin-history');
    const line = me.page.locator('.ledger-row').first();
    await eventually(() => line.textContent()).toContain('Adjustment by support: Refund: the battle froze');
    expect(await line.locator('.ledger-coins').textContent()).toBe('+25');
    await me.context.close();
  });

  it("a flagged player's page shows the flag and its figures; the operator clears it with a reason, and the page says so", async () => {
    const flagged = await signUpPlayer('Farida', password);
    await fairPlayRef(db, flagged.uid).set({
      foulPlay: true,
      flaggedAt: new Date('2031-03-04T05:06:07Z'),
      right_percent: 98,
      median_ms: 420,
    });
    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await visit(op.page, `/admin/players/${flagged.uid}`);
    const section = op.page.getByTestId('fair-play');
    await eventually(() => section.textContent()).toContain(
      '98% of the latest battle answers right, at a median of 420 ms',
    );

    await section.getByRole('button', { name: 'Clear flag…' }).click();
    const dialog = op.page.getByRole('dialog', { name: 'Clear the foul-play flag of Farida' });
    await dialog.getByRole('button', { name: 'Clear flag', exact: true }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe(
      'Please give the reason for clearing the flag',
    );
    expect((await fairPlayRef(db, flagged.uid).get()).get('foulPlay')).toBe(true);
    await dialog.getByLabel('Reason (kept in the audit trail)').fill('A quiz teacher: checked the games');
    expect(await axeProblems(op.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Clear flag', exact: true }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain(
      'The flag of Farida is cleared: they meet every player again.',
    );
    await eventually(() => section.textContent()).toContain('“A quiz teacher: checked the games”');
    expect(await section.getByRole('button', { name: 'Clear flag…' }).count()).toBe(0);
    expect((await fairPlayRef(db, flagged.uid).get()).get('foulPlay')).toBe(false);
    await op.context.close();
  });

  it('an ended contest shows its winners and whether each prize is paid (pending before the settlement: server/actions/admin.test.ts)', async () => {
    const id = await endedContest([rafael.uid, operator.uid, player.uid]);
    try {
      // the server's own settler pays the prizes of a contest that has ended
      await eventually(async () => (await db.collection('contests').doc(id).get()).get('settled')).toBe(true);
      const op = await newPlayer(browser);
      await logIn(op.page, operator.email);
      await visit(op.page, '/admin/contests');
      const card = op.page.locator(`[data-testid="admin-contest"][data-id="${id}"]`);
      await card.getByRole('link', { name: 'Winners and prizes' }).click();
      await op.page.waitForURL((url) => url.pathname === `/admin/contests/${id}`);
      const winners = op.page.getByTestId('contest-winners');
      const row = (rank: number) => winners.locator('tbody tr').nth(rank - 1);
      await eventually(() => row(1).textContent()).toContain('Rafael');
      expect(await row(1).textContent()).toContain('50 coins Paid');
      expect(await row(2).textContent()).toContain('20 coins Paid');
      expect(await row(3).textContent()).toContain('No prize');
      expect(await axeProblems(op.page)).toEqual([]);
      // a winner's name opens their page
      await row(1).getByRole('link', { name: 'Rafael' }).click();
      await op.page.waitForURL((url) => url.pathname === `/admin/players/${rafael.uid}`);
      await op.context.close();
    } finally {
      await db.recursiveDelete(db.collection('contests').doc(id));
    }
  });

  it("the audit trail names the player, the question and the payout next to each id, and opens each one's page", async () => {
    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await visit(op.page, '/admin/audit');
    const audit = op.page.getByTestId('audit-table');
    const adjusted = audit.locator('tr', { hasText: 'Adjusted coins' }).first();
    await eventually(() => adjusted.textContent()).toContain('Rafael');
    expect(await adjusted.textContent()).toContain(rafael.uid);
    const fixed = audit.locator('tr', { hasText: 'Fixed a question' }).first();
    expect(await fixed.textContent()).toContain('How many legs has a spider?');
    expect(await audit.locator('tr', { hasText: 'Settled a payment request' }).first().textContent()).toContain(
      'Payee',
    );
    expect(await axeProblems(op.page)).toEqual([]);
    await fixed.getByRole('link', { name: 'How many legs has a spider?' }).click();
    await op.page.waitForURL((url) => url.pathname.startsWith('/admin/questions/'));
    await eventually(() => op.page.getByTestId('admin-question').textContent()).toContain('Retired');
    await op.page.goBack();
    await adjusted.getByRole('link', { name: 'Rafael' }).click();
    await op.page.waitForURL((url) => url.pathname === `/admin/players/${rafael.uid}`);
    await op.context.close();
  });

  it("in Arabic at 390 px: the player's page, the adjustment and the audit names read right to left; the player reads the adjustment in Arabic", async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const coins = (await db.collection('users').doc(rafael.uid).get()).get('coins') as number;
      const op = await newPlayer(browser, { phone: true });
      await logIn(op.page, operator.email);
      await op.page.getByRole('button', { name: 'Menu' }).click();
      await op.page.getByLabel('Language').selectOption('ar');
      await visit(op.page, `/admin/players/${rafael.uid}`);
      const detail = op.page.getByTestId('player-detail');
      await eventually(() => detail.getByRole('heading', { level: 2 }).textContent()).toBe('Rafael');
      await detail.getByRole('button', { name: 'تعديل الرصيد…' }).click();
      const dialog = op.page.getByRole('dialog');
      await dialog.getByLabel('عدد العملات المضافة (علامة الناقص تنقصها)').fill('-5');
      await dialog.getByLabel('السبب الذي سيقرؤه اللاعب').fill('Paid twice by a fault');
      await dialog.getByRole('button', { name: 'تعديل', exact: true }).click();
      await eventually(() => detail.getByTestId('player-coins').textContent()).toBe(String(coins - 5));
      expect(await axeProblems(op.page)).toEqual([]);
      expect(await op.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await visit(op.page, '/admin/audit');
      await eventually(() =>
        op.page.getByTestId('audit-table').locator('tr', { hasText: 'عدّل رصيد لاعب' }).first().textContent(),
      ).toContain('Rafael');
      expect(await op.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await visit(op.page, '/admin/players/nobody-has-this-id');
      await eventually(() => op.page.getByTestId('no-such-player').textContent()).toContain('لا يوجد لاعب بهذا المعرّف');
      await op.context.close();

      const me = await newPlayer(browser, { phone: true });
      await logIn(me.page, rafael.email);
      await me.page.getByRole('button', { name: 'Menu' }).click();
      await me.page.getByLabel('Language').selectOption('ar');
      await visit(me.page, '/profile/coin-history');
      await eventually(() => me.page.locator('.ledger-row').first().textContent()).toContain(
        'تعديل من فريق الدعم: Paid twice by a fault',
      );
      await me.context.close();
    });
  });
});
