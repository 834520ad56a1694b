// The operator console in a browser: an operator pays one payment request and rejects another (the
// player sees both under the bell and has the rejected coins back), reads the audit trail, finds a
// player and deactivates them (their next request answers the product's message); a player who opens
// /admin reads a plain sentence with a way home; the console in Arabic at 390 px, right to left.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signUpOperator, signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { baseUrl, launch, logInWithEmail, newPlayer, toasts } from './browser.ts';

const password = 'console-pass-1';
const deactivated = 'Your account has been deactivated! Please contact admin.';

let browser: Browser;
let db: Firestore;
let player: Awaited<ReturnType<typeof signUpPlayer>>;
let operator: Awaited<ReturnType<typeof signUpPlayer>>;

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const logIn = (p: Page, email: string) => logInWithEmail(p, email, password);

/** A payment request of the player's through the API, as the wallet sends it. */
async function requestPayout(coins: number, address: string) {
  const body = new URLSearchParams({ payment_type: 'paypal', payment_address: address, payment_amount: String(coins / 10), coin_used: String(coins) });
  const res = await fetch(`${baseUrl()}/api/set_payment_request`, { method: 'POST', body, headers: { authorization: `Bearer ${player.token}` } });
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
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.filter((u) => /admin-page/.test(u))).toEqual([]);
    await page.goto('/admin');
    await eventually(() => page.getByTestId('admin-refused').textContent()).toContain('Your account is not an operator.');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('an operator pays one request and rejects another; the player sees both under the bell and has the rejected coins back', async () => {
    const paid = await requestPayout(100, 'payee.one@example.com');
    const rejected = await requestPayout(150, 'payee.two@example.com');
    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await op.page.goto('/admin');
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
    await eventually(() => dialog.locator('.field-error').textContent()).toBe('Please give the player a reason for the rejection');
    await dialog.getByLabel('Reason the player will read').fill('This PayPal ID does not exist');
    await dialog.getByRole('button', { name: 'Reject and give the coins back' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('Rejected. 150 coins are back with Payee.');
    await eventually(() => card(rejected).locator('.status-pill').textContent()).toBe('Rejected');

    // the audit trail has both, with who did them
    await op.page.getByRole('link', { name: 'Audit trail' }).click();
    const audit = op.page.getByTestId('audit-table');
    await eventually(() => audit.locator('tr', { hasText: rejected }).textContent()).toContain('Settled a payment request');
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
    expect(await inbox.textContent()).toContain('Your payment request was rejected: This PayPal ID does not exist. The 150 coins are back in your balance');
    await me.context.close();
  });

  it("an operator finds a player and deactivates them: the player's next request answers the product's message", async () => {
    const me = await newPlayer(browser, { phone: true });
    const banned = await signUpPlayer('Mallory', password);
    await logIn(me.page, banned.email);

    const op = await newPlayer(browser);
    await logIn(op.page, operator.email);
    await op.page.goto('/admin/players');
    await op.page.getByLabel('Find a player by name, email or id').fill(banned.email);
    await op.page.getByRole('button', { name: 'Search' }).click();
    await op.page.getByRole('button', { name: 'Open Mallory' }).click();
    const detail = op.page.getByTestId('player-detail');
    await eventually(() => detail.getByTestId('player-status').textContent()).toBe('Active');
    expect(await detail.textContent()).toContain('Welcome bonus');
    await detail.getByRole('button', { name: 'Deactivate…' }).click();
    await op.page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('Mallory is deactivated.');
    await eventually(() => detail.getByTestId('player-status').textContent()).toBe('Deactivated');
    expect(await axeProblems(op.page)).toEqual([]);
    await op.context.close();

    await me.page.goto('/profile/coin-history');
    await eventually(() => me.page.getByTestId('error-state').textContent()).toContain(deactivated);
    await me.context.close();
  });

  it('an operator reads a reported question with the players\' messages, fixes it in place, retires it and marks the reports handled', async () => {
    const id = `console-q-${Date.now().toString(36)}`;
    await db.collection('questions').doc(id).set({
      id, mode: 'quiz', language_id: 0, category_id: 'science', subcategory_id: '', level: 1, question: 'How many legs has a spider?',
      options: ['6', '8', '10', '12'], answer: 'a', note: '', parent_id: '', marks: 0, audio: '', hints: [], pairs: [], row_order: 0,
    });
    const body = new URLSearchParams({ question_id: id, message: 'A spider has 8 legs, not 6' });
    expect((await fetch(`${baseUrl()}/api/report_question`, { method: 'POST', body, headers: { authorization: `Bearer ${player.token}` } })).status).toBe(200);

    const op = await newPlayer(browser, { phone: true });
    await logIn(op.page, operator.email);
    await op.page.goto('/admin/reports');
    const card = op.page.locator(`[data-testid="reported-question"][data-id="${id}"]`);
    await eventually(() => card.textContent()).toContain('Payee: A spider has 8 legs, not 6');
    await card.getByRole('button', { name: 'Fix the question…' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel('The right option').selectOption('b');
    await dialog.getByLabel('Note shown after the answer').fill('Spiders are arachnids: 8 legs.');
    await dialog.getByRole('button', { name: 'Save the fix' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain('The question is fixed. Players see it within a few minutes.');
    await eventually(() => card.locator('li.right').textContent()).toContain('8');
    expect((await db.collection('questions').doc(id).get()).data()).toMatchObject({ answer: 'b', note: 'Spiders are arachnids: 8 legs.' });
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
      await op.page.goto('/admin/settings');
      const fee = op.page.getByRole('spinbutton', { name: 'Battle entry fee (coins)' });
      await fee.fill('5000');
      await op.page.getByRole('form', { name: 'Battle entry fee (coins)' }).getByRole('button', { name: 'Save' }).click();
      await eventually(() => fee.getAttribute('aria-invalid')).toBe('true');
      expect(await op.page.locator('#setting-battle_entry_fee-error').textContent()).toBe('A whole number from 0 to 1,000');
      await fee.fill('7');
      await op.page.getByRole('form', { name: 'Battle entry fee (coins)' }).getByRole('button', { name: 'Save' }).click();
      await eventually(() => toasts(op.page).allTextContents()).toContain('Saved: Battle entry fee (coins)');
      expect(await axeProblems(op.page)).toEqual([]);
      await op.context.close();

      const body = new URLSearchParams({ category: 'en-quiz-science', room_type: 'friend', no_of_que: '2' });
      const room = await fetch(`${baseUrl()}/api/create_room`, { method: 'POST', body, headers: { authorization: `Bearer ${player.token}` } });
      expect(((await room.json()) as { data: { entry_fee: number } }).data.entry_fee).toBe(7);
    } finally {
      await config.set({ battle_entry_fee: before ?? FieldValue.delete() }, { merge: true });
    }
  });

  it('in maintenance the console and its login stay open, so an operator can turn maintenance off', async () => {
    await withConfig({ maintenance_mode: '1' }, async () => {
      const op = await newPlayer(browser);
      await op.page.goto('/');
      await eventually(() => op.page.getByRole('heading', { level: 1 }).textContent()).toBe('Under maintenance');
      await logIn(op.page, operator.email);
      await op.page.goto('/admin/settings');
      const maintenance = op.page.getByRole('checkbox', { name: 'Maintenance mode (players see the maintenance page)' });
      await eventually(() => maintenance.isChecked()).toBe(true);
      await maintenance.click(); // the box follows the server's answer, not the click
      await eventually(() => toasts(op.page).allTextContents()).toContain('Saved: Maintenance mode (players see the maintenance page)');
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
      await op.page.goto('/admin/audit');
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
