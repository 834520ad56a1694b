// Flows a player meets now and then, walked in a browser at phone width: a forgotten password, the
// maintenance page, contests that are over or still to come, a balance below the redeem minimum,
// premium unlocks, lifelines (and one refused), the sound of an answer, removing a bookmark, and a
// first quiz's badges and place on today's leaderboard.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectId } from '../emulator/firebase-cli.ts';
import { boardEntries, boardIds } from '../server/economy/awards.ts';
import { readBoard } from '../server/economy/leaderboard.ts';
import { adminServices } from '../server/firebase.ts';
import { servedRight, signUpPlayer, withConfig } from './admin.ts';
import { eventually, launch, newPlayer, toasts, visit } from './browser.ts';
import { playQuiz } from './quiz-play.ts';

const password = 'flows-pass-1';
const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

async function open() {
  ({ context, page } = await newPlayer(browser, { phone: true }));
}

async function logIn(email: string, secret = password) {
  await visit(page, '/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A new player with this many coins, signed in through the login page, on the home page. */
async function signedInPlayer(name: string, coins?: number) {
  const player = await signUpPlayer(name, password);
  if (coins !== undefined) await adminServices().db.doc(`users/${player.uid}`).update({ coins });
  await open();
  await logIn(player.email);
  await page.waitForURL((url) => url.pathname === '/');
  return player;
}

describe('now-and-then flows', () => {
  it('resets a forgotten password with the emailed code and logs in with the new one', async () => {
    const { email } = await signUpPlayer('Rita', password);
    await open();
    await visit(page, '/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => toasts(page).allTextContents()).toContain(
      'A password reset link has been sent to your email.',
    );

    // the emailed link's code, as the Auth emulator "sent" it, sets the new password
    const sent = (await (await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobCode: string }[];
    };
    const code = sent.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
    expect(code).toBeDefined();
    const reset = await fetch(
      `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: code!.oobCode, newPassword: 'flows-pass-2' }),
      },
    );
    expect(reset.status).toBe(200);

    await logIn(email, password); // the old one no longer opens the account
    await eventually(() => page.locator('#login-password-error').textContent()).toBe('Invalid password'); // beside the field
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await logIn(email, 'flows-pass-2');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the maintenance page to everyone while the switch is on, and the game again once it is off', async () => {
    await withConfig({ maintenance_mode: '1' }, async () => {
      await open();
      await visit(page, '/');
      await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
      expect(await page.getByText('We are improving the game. Please come back soon.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
      await context.close();
    });
    await open();
    await visit(page, '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Under maintenance' }).count()).toBe(0);
  });

  it('lists contests that are over (with their leaderboard, not a Play button) and those to come (with when they start)', async () => {
    await signedInPlayer('Cora');
    await visit(page, '/contest-play');
    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.locator('.contest-card', { hasText: 'Around the World Quiz' });
    await past.waitFor();
    expect(await past.getByRole('link', { name: 'Leaderboard' }).count()).toBe(1);
    expect(await past.getByRole('button', { name: 'Play' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const upcoming = page.locator('.contest-card', { hasText: 'Space Week Challenge' });
    await upcoming.waitFor();
    expect(await upcoming.textContent()).toContain('Starts');
    expect(await upcoming.getByRole('button', { name: 'Play' }).count()).toBe(0);
    expect(await page.locator('.contest-card', { hasText: 'Around the World Quiz' }).count()).toBe(0);
  });

  it('refuses to redeem below the minimum: says how many coins it takes, offers no form', async () => {
    await signedInPlayer('Milo', 40);
    await visit(page, '/profile/wallet');
    await eventually(() => page.getByTestId('wallet-balance').textContent()).toContain('40');
    await page.getByText('You need at least 100 coins to redeem').waitFor();
    expect(await page.getByRole('button', { name: /redeem/i }).count()).toBe(0);
  });

  it('unlocks a premium category with enough coins: the price taken once, the header following, the category open', async () => {
    const { uid } = await signedInPlayer('Pia', 50);
    await eventually(() => page.getByTestId('header-coins').textContent()).toContain('50');
    await visit(page, '/quiz-zone');
    await page.locator('[data-slug="movies-and-tv"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
    await eventually(() => toasts(page).allTextContents()).toContain('Movies and TV unlocked');
    await page.waitForURL((url) => url.pathname === '/quiz-zone/movies-and-tv');
    await eventually(() => page.getByTestId('header-coins').textContent()).toMatch(/(^|\D)30$/);
    expect((await adminServices().db.doc(`users/${uid}`).get()).get('coins')).toBe(30);
    // unlocked for good: back on the list it opens without asking again
    await visit(page, '/quiz-zone');
    await page.locator('[data-slug="movies-and-tv"]').click();
    await page.waitForURL((url) => url.pathname === '/quiz-zone/movies-and-tv');
    expect((await adminServices().db.doc(`users/${uid}`).get()).get('coins')).toBe(30);
  });

  it('reset timer puts the clock back to full, skip moves on for its price, and each is used once', async () => {
    const { uid } = await signedInPlayer('Tess', 50);
    await visit(page, '/quiz-play/true-and-false-play');
    await page.getByTestId('set-start').click(); // past the start screen
    const card = page.locator('.question-card');
    await card.waitFor();
    const clock = async () => Number(await page.getByTestId('timer').textContent());
    const full = await clock();
    await eventually(clock).toBeLessThanOrEqual(full - 2);
    await page.locator('[data-lifeline="reset_timer"]').click();
    await eventually(clock).toBeGreaterThanOrEqual(full - 1);
    await page.locator('[data-lifeline="reset_timer"]').click();
    await eventually(() => toasts(page).allTextContents()).toContain('Lifeline already used');

    const first = await card.getAttribute('data-question-id');
    await page.locator('[data-lifeline="skip"]').click();
    await eventually(() => card.getAttribute('data-question-id')).not.toBe(first);
    await page.getByText('Question 2 of', { exact: false }).waitFor();
    const spent = 50 - Number((await adminServices().db.doc(`users/${uid}`).get()).get('coins'));
    expect(spent).toBeGreaterThan(0); // both lifelines have a price here
    await page.locator('[data-lifeline="skip"]').click();
    await eventually(() => toasts(page).allTextContents()).toContain('Lifeline already used');
  });

  it("says 'This Lifeline is not allowed' for the audience poll on a question already halved by 50/50, and charges only the 50/50", async () => {
    const { uid } = await signedInPlayer('Lena', 50);
    await visit(page, '/quiz-zone');
    await page.locator('[data-slug="science"]').click();
    await page.locator('[data-slug="physics"]').click();
    await page.locator('[data-level="1"]').click();
    await page.getByTestId('set-start').click();
    await page.locator('.question-card .option:enabled').first().waitFor();
    await page.locator('[data-lifeline="fifty_fifty"]').click();
    await eventually(() => page.locator('.option[aria-hidden="true"]').count()).toBe(2);
    await page.locator('[data-lifeline="audience_poll"]').click();
    await eventually(() => toasts(page).allTextContents()).toContain('This Lifeline is not allowed');
    expect(await page.getByTestId('poll-bar').count()).toBe(0);
    const session = (await adminServices().db.collection('playSessions').where('uid', '==', uid).get()).docs[0]!;
    expect(Object.keys(session.get('lifelines'))).toEqual(['fifty_fifty']);
    expect((await adminServices().db.doc(`users/${uid}`).get()).get('coins')).toBe(46);
  });

  it('sounds a graded answer (and buzzes a phone), and stays silent once muted, across a reload', async () => {
    await signedInPlayer('Sonia');
    // count the tones and buzzes the page makes, in place of speakers and a motor
    await context.addInitScript(() => {
      const heard = ((window as unknown as { heard: { tones: number; buzzes: number } }).heard = {
        tones: 0,
        buzzes: 0,
      });
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        createOscillator() {
          heard.tones += 1;
          return super.createOscillator();
        }
      };
      navigator.vibrate = () => ((heard.buzzes += 1), true);
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: { tones: number; buzzes: number } }).heard);
    const answerOne = async () => {
      await page.goto('/quiz-play/true-and-false-play'); // a load runs the listening script
      await page.getByTestId('set-start').click(); // past the start screen
      await page.locator('.question-card .option').first().click();
      await page.locator('.question-card .option.right').waitFor();
    };

    await answerOne();
    await eventually(async () => (await heard()).tones).toBeGreaterThan(0);
    expect((await heard()).buzzes).toBe(1);

    await page.getByRole('button', { name: 'Menu' }).click(); // on a phone the toggle sits in the menu
    const toggle = page.getByTestId('sound-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await answerOne(); // a new page load: the choice is remembered
    await eventually(() => page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(await heard()).toEqual({ tones: 0, buzzes: 0 });
  });

  it("removes a bookmark with the question's toggle and from the bookmarks played back: gone on screen and in the database", async () => {
    const { uid } = await signedInPlayer('Bree');
    const marked = async () =>
      (await adminServices().db.collection(`users/${uid}/bookmarks`).get()).docs.map((d) => d.id);
    await visit(page, '/quiz-play/true-and-false-play');
    await page.getByTestId('set-start').click(); // past the start screen
    const card = page.locator('.question-card');
    const toggle = page.getByTestId('bookmark');
    await card.waitFor();
    const id = await card.getAttribute('data-question-id');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await marked()).toEqual([id]);
    await toggle.click();
    await eventually(() => toasts(page).allTextContents()).toContain('Bookmark removed');
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await marked()).toEqual([]);

    await toggle.click(); // marked again, then removed while the bookmarks are played back
    await eventually(marked).toEqual([id]);
    await visit(page, '/profile/play-bookmark-questions');
    await page.getByRole('button', { name: 'Play' }).click();
    await eventually(() => card.getAttribute('data-question-id')).toBe(id);
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await marked()).toEqual([]);
    await visit(page, '/profile/play-bookmark-questions');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByText('No questions found').waitFor();
  });

  it("a first quiz played to the end unlocks Dashing Debut on the badges page and puts the player on today's leaderboard with the score", async () => {
    const { uid } = await signedInPlayer('Dora');
    await visit(page, '/quiz-play/true-and-false-play');
    await page.getByTestId('set-start').click(); // past the start screen
    const total = await playQuiz(page, async () => {
      const id = (await page.locator('.question-card').getAttribute('data-question-id'))!;
      await page.locator(`.question-card .option[data-option="${await servedRight(uid, id)}"]`).click();
    });

    await visit(page, '/profile/badges');
    await eventually(() => page.locator('[data-badge="dashing_debut"]').getAttribute('data-state')).toBe('unlocked');
    // every answer right, each within seconds: the quiz's own badges come with it, as the server recorded them
    const onScreen = await page
      .locator('.badge-card[data-state="unlocked"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-badge')).sort());
    const recorded = (await adminServices().db.collection(`users/${uid}/badges`).where('status', '==', 1).get()).docs
      .map((d) => d.id)
      .sort();
    expect(onScreen).toEqual(recorded);
    expect(recorded).toEqual(expect.arrayContaining(['brainiac', 'dashing_debut']));

    // today's board as the server keeps it: the whole score of the quiz, and the rank it gives
    const entry = (await boardEntries(adminServices().db, boardIds(new Date()).daily).doc(uid).get()).data()!;
    expect(entry.score).toBe(total * 4);
    const board = await readBoard(adminServices().db, boardIds(new Date()).daily, uid, 0, 1);
    await visit(page, '/leaderboard');
    await eventually(() => page.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    const mine = page.getByTestId('my-rank');
    await eventually(() => mine.locator('.board-score').textContent()).toBe(String(entry.score));
    expect(await mine.locator('.board-rank').textContent()).toBe(String(board.my_rank.rank));
    // and in the list itself, once scrolled to
    const row = page.locator(`.board-list .me[data-rank="${board.my_rank.rank}"], .podium .me`);
    for (let i = 0; i < 10 && (await row.count()) === 0; i++) await page.mouse.wheel(0, 5000);
    await eventually(() => row.textContent()).toContain('Dora');
  });
});
