// Issue 23's rough edges at phone width (390 px): a header that stays one row with five-digit
// figures in English and Arabic, entry fees the player cannot afford greyed with their price, form
// errors beside their fields with no toast left behind, a full page load without react-router's
// warning, a refusal that is no console error, a start screen before a timed set's clock runs, and
// axe (WCAG 2.2 A/AA) on the screens a player reaches here; the sign-up form's own checks, and the
// reason an owner alone in a room cannot start.
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { eventually, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';
import { openRoom } from './rooms.ts';

const password = 'edges-pass-1';

let browser: Browser;
let db: Firestore;

const logIn = (page: Page, email: string) => logInWithEmail(page, email, password);

/** A verified player with these figures, signed in on a phone. */
async function phonePlayer(figures: { coins: number; score?: number }) {
  const player = await signUpPlayer('edge', password);
  await db
    .collection('users')
    .doc(player.uid)
    .update({ coins: figures.coins, all_time_score: figures.score ?? 0 });
  const phone = await newPlayer(browser, { phone: true });
  await logIn(phone.page, player.email);
  return { ...player, ...phone };
}

/** The smaller side of each target, in px (0 for one not on the page). */
const smallerSides = (...targets: Locator[]) =>
  Promise.all(
    targets.map(async (target) => {
      const box = await target.boundingBox();
      return Math.min(box?.width ?? 0, box?.height ?? 0);
    }),
  );

/** Where the header's pieces sit: each one's vertical middle, and the header's height. */
async function headerRow(page: Page) {
  return page.locator('.site-header').evaluate((header) => {
    const middle = (selector: string) => {
      const r = header.querySelector(selector)!.getBoundingClientRect();
      return Math.round(r.top + r.height / 2);
    };
    const overflow = header.scrollWidth > header.clientWidth;
    return {
      height: Math.round(header.getBoundingClientRect().height),
      overflow,
      middles: ['.brand', '.inbox-bell', '.coins-chip', '.score-chip', '.menu-toggle'].map(middle),
    };
  });
}

beforeAll(async () => {
  browser = await launch();
  db = adminServices().db;
});

afterAll(async () => {
  await browser?.close();
});

describe('the header at phone width', () => {
  it('stays one row with 99,999 coins and a 99,999 score, compact on screen and in full to screen readers, in English and Arabic, down to 320 px', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer({ coins: 99_999, score: 99_999 });
      const warnings: string[] = [];
      p.page.on('console', (m) => warnings.push(`${m.type()}: ${m.text()}`));
      await p.page.reload(); // a full page load
      const coins = p.page.getByTestId('header-coins');
      await eventually(() => coins.textContent()).toBe('99.9K');
      expect(await coins.getAttribute('title')).toBe('Coins: 99,999');
      await expect(p.page.getByRole('img', { name: 'Coins: 99,999' }).count()).resolves.toBe(1);
      await expect(p.page.getByRole('img', { name: 'Score: 99,999' }).count()).resolves.toBe(1);
      expect(await p.page.getByTestId('header-score').textContent()).toBe('99.9K');
      expect(await p.page.getByRole('button', { name: 'Menu' }).count()).toBe(1);

      const oneRow = async () => {
        const row = await headerRow(p.page);
        expect(row.overflow).toBe(false);
        expect(row.height).toBeLessThan(64);
        for (const m of row.middles) expect(Math.abs(m - row.middles[0]!)).toBeLessThanOrEqual(4);
      };
      await oneRow();
      // tap targets of 44 x 44 px and more: the bell, the menu button, the footer's links, the open menu's links and controls
      const menu = p.page.getByRole('button', { name: 'Menu' });
      const footerLinks = await p.page.locator('.site-footer a').all();
      for (const side of await smallerSides(p.page.getByTestId('header-inbox'), menu, ...footerLinks))
        expect(side).toBeGreaterThanOrEqual(44);
      await menu.click();
      const nav = p.page.getByRole('navigation', { name: 'Main' });
      for (const side of await smallerSides(
        nav.getByRole('link', { name: 'Home' }),
        nav.getByRole('button', { name: 'Logout' }),
        nav.getByLabel('Language'),
      )) {
        expect(side).toBeGreaterThanOrEqual(44);
      }
      await menu.click();
      await p.page.setViewportSize({ width: 320, height: 700 });
      await oneRow();
      await p.page.setViewportSize({ width: 390, height: 844 });

      await p.page.getByRole('button', { name: 'Menu' }).click();
      await p.page.getByLabel('Language').selectOption('ar');
      await p.page.getByRole('button', { name: 'القائمة' }).click();
      await eventually(() => p.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => coins.textContent()).toMatch(/^99[.٫]9\s?ألف$/);
      expect(await coins.getAttribute('title')).toMatch(/99,999/);
      await oneRow();
      // the Latin name keeps its own direction in the Arabic header: cut at its end ("Quiz Ar…"), not its start
      expect(
        await p.page.locator('.brand bdi').evaluate((name) => [name.textContent, getComputedStyle(name).direction]),
      ).toEqual(['Quiz Arena', 'ltr']);
      await p.page.setViewportSize({ width: 320, height: 700 });
      await oneRow();
      await p.page.setViewportSize({ width: 390, height: 844 });
      expect(await axeProblems(p.page)).toEqual([]);

      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
      await p.context.close();
    });
  });
});

describe('entry fees', () => {
  it('a player who cannot afford 3x and 4x sees them greyed with their price and the balance named; what they can afford stays open', async () => {
    const p = await phonePlayer({ coins: 12 });
    await visit(p.page, '/group-battle/create');
    const fee = (m: number) => p.page.getByTestId(`fee-${m}x`);
    await eventually(() => p.page.getByTestId('fee-balance').textContent()).toBe('You have 12 coins');
    expect(await fee(4).textContent()).toContain('20 coins');
    expect(await fee(4).textContent()).toContain('More than you have');
    expect(await fee(4).locator('input').isDisabled()).toBe(true);
    expect(await fee(3).locator('input').isDisabled()).toBe(true);
    expect(await fee(2).locator('input').isDisabled()).toBe(false);
    expect(await fee(1).locator('input').isChecked()).toBe(true);
    expect(await p.page.getByRole('radio', { name: /4x/ }).getAttribute('aria-describedby')).toBe('fee-4-why');
    expect(await p.page.getByRole('button', { name: 'Create room' }).isEnabled()).toBe(true);
    expect(await axeProblems(p.page)).toEqual([]);

    // The balance drops below the cheapest fee: nothing to choose, and no submit the server would refuse.
    await db.collection('users').doc(p.uid).update({ coins: 3 });
    await eventually(() => p.page.getByTestId('fee-balance').textContent()).toBe('You have 3 coins');
    expect(await p.page.getByTestId('cannot-afford-room').textContent()).toContain('at least 5 coins and you have 3');
    expect(await fee(1).locator('input').isDisabled()).toBe(true);
    expect(await p.page.getByRole('button', { name: 'Create room' }).isDisabled()).toBe(true);
    await p.context.close();
  });
});

describe('forms', () => {
  it('sign-up: mismatched passwords are said beside the field, marked and announced, with no toast; none follows the player to the login page', async () => {
    const { context, page } = await newPlayer(browser, { phone: true });
    const errors: string[] = [];
    // the browser's own line for a refused request is not the app's
    page.on(
      'console',
      (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
    );
    await visit(page, '/auth/sign-up');
    await page.getByLabel('Name').fill('mia');
    await page.getByLabel('Email').fill(`edges${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('wrong-horse-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const confirm = page.getByLabel('Confirm password');
    await eventually(() => confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await confirm.getAttribute('aria-describedby'))!;
    const error = page.locator(`[id="${describedBy}"]`);
    expect(await error.textContent()).toBe('The passwords do not match. Please try again.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.isVisible()).toBe(true);
    // beside the field: just under it
    const [field, said] = [await confirm.boundingBox(), await error.boundingBox()];
    expect(said!.y - (field!.y + field!.height)).toBeLessThan(24);
    expect(await toasts(page).count()).toBe(0);
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('link', { name: 'Login' }).last().click();
    await page.waitForURL('**/auth/login');
    await eventually(() => toasts(page).count()).toBe(0);
    expect(await axeProblems(page)).toEqual([]);

    // a wrong password is said beside the password field; the refusal is no console error
    await page.getByLabel('Email').fill(`nobody${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await eventually(() => page.locator('.field-error:not([hidden])').allTextContents()).toEqual(['User not found']);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await toasts(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sign-up: a domain without a dot and a short password are refused by the app beside their fields, with no browser pop-up; the length is hinted before', async () => {
    const { context, page } = await newPlayer(browser, { phone: true });
    await visit(page, '/auth/sign-up');
    const passwordField = page.getByLabel('Password', { exact: true });
    const hint = page.locator('#signup-password-hint');
    expect(await hint.textContent()).toBe('At least 6 characters');
    expect(await hint.isVisible()).toBe(true);
    expect(await passwordField.getAttribute('aria-describedby')).toBe('signup-password-hint');
    // the browser's own checks are off: its pop-ups speak the browser's language, not the app's
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await page.getByLabel('Name').fill('mia');
    await page.getByLabel('Email').fill('mia@example');
    await passwordField.fill('12345');
    await page.getByLabel('Confirm password').fill('12345');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const said = async (label: string | RegExp, exact = false) => {
      const field = page.getByLabel(label, { exact });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      return page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`).textContent();
    };
    await eventually(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await said('Email')).toBe('Invalid email address');
    expect(await said('Password', true)).toBe('The password needs at least 6 characters.');
    expect(await page.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/\/auth\/sign-up$/);
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });

  // (a toast raised as the player is sent elsewhere goes along: auth.test.ts's "Please login first")
  it('a toast raised on a page leaves with the page', async () => {
    const p = await phonePlayer({ coins: 20 });
    await visit(p.page, '/quiz-play/true-and-false-play');
    await p.page.getByTestId('set-start').click();
    await p.page.locator('[data-lifeline="reset_timer"]').click();
    await p.page.locator('[data-lifeline="reset_timer"]').click();
    await eventually(() => toasts(p.page).allTextContents()).toContain('Lifeline already used');
    await p.page.waitForTimeout(700); // the player reads it: it belongs to this page now
    // the pointer rests on the toast, which stops its 4 s from running out: only leaving the page can take it away
    await toasts(p.page).filter({ hasText: 'Lifeline already used' }).hover();
    await p.page.locator('.brand').press('Enter');
    await p.page.waitForURL((url) => url.pathname === '/');
    await eventually(() => toasts(p.page).allTextContents()).not.toContain('Lifeline already used');
    await p.context.close();
  });

  it('a wrong room code is refused on the page, without a console error', async () => {
    const p = await phonePlayer({ coins: 50 });
    const errors: string[] = [];
    p.page.on(
      'console',
      (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
    );
    await visit(p.page, '/group-battle/join');
    await p.page.getByRole('textbox').first().fill('ZZZZZZ');
    await p.page.getByRole('button', { name: /join/i }).last().click();
    await eventually(() => p.page.getByText(/Invalid Room Code|Room code is not valid/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await p.context.close();
  });
});

describe('the lobby of a group room', () => {
  it('tells the owner alone why Start is off, tied to the button, until a second player is in', async () => {
    const owner = await phonePlayer({ coins: 50 });
    const room = await openRoom(owner);
    const start = owner.page.getByRole('button', { name: 'Start', exact: true });
    expect(await start.isDisabled()).toBe(true);
    const why = owner.page.locator(`[id="${await start.getAttribute('aria-describedby')}"]`);
    expect(await why.textContent()).toBe('You need at least one more player to start: share the code.');
    expect(await why.isVisible()).toBe(true);
    expect(await axeProblems(owner.page)).toEqual([]);

    const friend = await phonePlayer({ coins: 50 });
    await visit(friend.page, room.link);
    await friend.page
      .getByTestId('join-confirm')
      .getByRole('button', { name: /^Join for/ })
      .click(); // the room and its fee, then Join
    await friend.page.waitForURL(`**/group-battle/room/${room.roomId}`);
    await eventually(() => start.isEnabled()).toBe(true);
    expect(await start.getAttribute('aria-describedby')).toBe(null);
    expect(await owner.page.getByText('You need at least one more player').count()).toBe(0);
    await Promise.all([owner.context.close(), friend.context.close()]);
  });
});

describe('a guest at a mode', () => {
  it('is asked to log in, with Sign up beside Login for one with no account yet', async () => {
    const { context, page } = await newPlayer(browser, { phone: true });
    await visit(page, '/');
    await page.locator('[data-mode="quiz_zone"]').click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.textContent()).toContain('To access this feature, please log in.');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancel', 'Sign up', 'Login']);
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth/sign-up');
    await context.close();
  });
});

describe('the coin history', () => {
  it("names an entry once, and in Arabic by its translated type instead of the server's English title", async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer({ coins: 20 });
      await visit(p.page, '/profile/coin-history');
      const welcome = p.page.locator('.ledger-row').first();
      await eventually(() => welcome.locator('strong').textContent()).toBe('Welcome bonus');
      expect(await welcome.locator('.ledger-type').count()).toBe(0); // not said twice
      await p.page.getByRole('button', { name: 'Menu' }).click();
      await p.page.getByLabel('Language').selectOption('ar');
      await p.page.getByRole('button', { name: 'القائمة' }).click();
      await eventually(() => welcome.locator('strong').textContent()).toBe('مكافأة الترحيب');
      expect(await welcome.textContent()).not.toContain('Welcome');
      await p.context.close();
    });
  });
});

describe('the wallet below the minimum', () => {
  it('says what redeeming needs, then where coins are earned, as links', async () => {
    const p = await phonePlayer({ coins: 12 });
    await visit(p.page, '/profile/wallet');
    const below = p.page.getByTestId('below-minimum');
    await eventually(() => below.textContent()).toContain('Earn more in Quiz Zone and the Daily Quiz.');
    expect(await below.getByRole('link', { name: 'Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
    expect(await below.getByRole('link', { name: 'Daily Quiz' }).getAttribute('href')).toBe(
      '/quiz-play/daily-quiz-dashboard',
    );
    expect(await axeProblems(p.page)).toEqual([]);
    await p.context.close();
  });
});

describe('the start screen of a timed set', () => {
  it('Daily Quiz says what it is, how many questions and how long, and neither the set nor its clock starts before Start', async () => {
    const p = await phonePlayer({ coins: 20 });
    const sessions = async () =>
      (await db.collection('playSessions').where('uid', '==', p.uid).get()).docs.map((d) => d.data());
    const opened: string[] = [];
    p.page.on('request', (r) => r.url().endsWith('/api/get_daily_quiz') && opened.push(r.url()));
    await visit(p.page, '/quiz-play/daily-quiz-dashboard');
    const intro = p.page.getByTestId('set-intro');
    await intro.waitFor();
    expect(await intro.getByRole('heading', { level: 1 }).textContent()).toBe('Daily Quiz');
    expect(await p.page.getByTestId('set-questions').textContent()).toBe('10 questions');
    expect(await p.page.getByTestId('set-time').textContent()).toBe('30 seconds for each question');
    expect(await axeProblems(p.page)).toEqual([]);
    // not opened on the server: no call, no session, so no deadline and no served question
    expect(opened).toEqual([]);
    expect(await sessions()).toEqual([]);
    expect(await p.page.locator('.question-card').count()).toBe(0);

    const pressed = Date.now();
    await p.page.getByTestId('set-start').click();
    await p.page.locator('.question-card .option:enabled').first().waitFor();
    expect(Number(await p.page.getByTestId('timer').textContent())).toBeLessThanOrEqual(30);
    expect(opened).toHaveLength(1);
    await eventually(async () => (await sessions()).length).toBe(1);
    expect((await sessions())[0]!.startedAt).toBeGreaterThanOrEqual(pressed - 1000);
    await p.context.close();
  });

  it('True & False starts with its own start screen, in Arabic too', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer({ coins: 20 });
      await visit(p.page, '/quiz-play/true-and-false-play');
      await p.page.getByTestId('set-intro').waitFor();
      expect(await p.page.getByTestId('set-time').textContent()).toBe('30 seconds for each question');
      expect(await p.page.getByTestId('set-questions').textContent()).toBe('10 questions');
      await p.page.getByRole('button', { name: 'Menu' }).click();
      await p.page.getByLabel('Language').selectOption('ar');
      await p.page.getByRole('button', { name: 'القائمة' }).click();
      await eventually(() => p.page.getByTestId('set-start').textContent()).toBe('ابدأ');
      expect(await p.page.getByTestId('set-time').textContent()).toBe('30 ثانية لكل سؤال');
      expect(await p.page.getByTestId('set-questions').textContent()).toBe('10 أسئلة');
      expect(await axeProblems(p.page)).toEqual([]);
      await p.page.getByTestId('set-start').click();
      await p.page.locator('.question-card .option:enabled').first().waitFor();
      await p.context.close();
    });
  });
});

describe('screens with axe (WCAG 2.2 A/AA)', () => {
  it('home, wallet, profile, statistics, the daily quiz and a quiz question have no serious or critical problem', async () => {
    const p = await phonePlayer({ coins: 250, score: 1234 });
    const problems: Record<string, string[]> = {};
    const audit = async (path: string, ready: () => Promise<unknown>) => {
      await visit(p.page, path);
      await ready();
      problems[path] = await axeProblems(p.page);
    };
    await audit('/', () => p.page.locator('[data-mode]').first().waitFor());
    await audit('/profile/wallet', () => p.page.getByRole('heading', { name: 'Redeem coins' }).waitFor());
    await audit('/profile', () => p.page.getByTestId('profile-name').waitFor());
    await audit('/profile/badges', () => p.page.locator('[data-state="locked"]').first().waitFor());
    await audit('/profile/statistics', () =>
      p.page.locator('.chart-row, .empty-state, .loading-state').first().waitFor(),
    );
    await audit('/quiz-play/daily-quiz-dashboard', () => p.page.getByTestId('set-start').waitFor());
    await p.page.getByTestId('set-start').click();
    await p.page.locator('.question-card .option:enabled').first().waitFor();
    problems['a daily quiz question'] = await axeProblems(p.page);
    await audit('/quiz-zone/science/physics', () => p.page.locator('[data-level="1"]').waitFor());
    await p.page.locator('[data-level="1"]').click();
    await p.page.getByTestId('set-start').click();
    await p.page.locator('.question-card .option:enabled').first().waitFor();
    problems['a quiz question'] = await axeProblems(p.page);
    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
    await p.context.close();
  });
});
