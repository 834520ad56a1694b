// Issue 23, "the battle moment", on phones (390 px): a pairing shows both players who they face and
// a 3-2-1, then the same question 1 in both browsers with its full time; a group sees each other's
// progress on the question; number keys answer. This file runs the real countdown (3 s); the other
// browser tests run a 1 s one (e2e/global-setup.ts). How far apart the browsers show question 1 is a
// figure, not an assertion: `npm run bench:time-to-battle` prints it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { configForFile } from './admin.ts';
import { axeProblems } from './axe.ts';
import { eventually, logInWithEmail, newPlayer, poll, useBrowser, visit } from './browser.ts';

const { db, auth } = adminServices();

const testConfig = { battle_countdown_seconds: 3, battle_question_count: 3 };
configForFile(testConfig);

const browser = useBrowser();

let opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.map((context) => context.close().catch(() => {})));
  opened = [];
});

/**
 * In every page of the context: the wall-clock moment (performance.timeOrigin + performance.now())
 * each screen first enters the page, and the player's clock as question 1 appears.
 */
function watchMoments(context: BrowserContext) {
  return context.addInitScript(() => {
    const w = window as unknown as { moments: Record<string, number>; clockAtQuestion1?: string };
    w.moments = {};
    const screens: Record<string, string> = {
      versus: '[data-testid="versus"]',
      countdown: '[data-testid="countdown"]',
      question: '.question-text',
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(screens)) {
        if (w.moments[name] === undefined && document.querySelector(selector)) {
          w.moments[name] = performance.timeOrigin + performance.now();
          if (name === 'question')
            w.clockAtQuestion1 = document.querySelector('[data-testid="me"] [role="timer"]')?.textContent ?? '';
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

interface Moments {
  versus?: number;
  countdown?: number;
  question?: number;
  clockAtQuestion1?: string;
}
const moments = (page: Page): Promise<Moments> =>
  page.evaluate(() => {
    const w = window as unknown as { moments: Record<string, number>; clockAtQuestion1?: string };
    return { ...w.moments, clockAtQuestion1: w.clockAtQuestion1 };
  });

let accounts = 0;
/** A fresh verified account on a phone, signed in through the login page. */
async function signIn(name: string, opts: { reducedMotion?: boolean } = {}): Promise<Page> {
  const email = `moment-${Date.now()}-${(accounts += 1)}@example.com`;
  await auth.createUser({ email, password: 'battle-pass-1', displayName: name, emailVerified: true });
  const { context, page } = await newPlayer(browser(), { phone: true });
  opened.push(context);
  await watchMoments(context);
  if (opts.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInWithEmail(page, email, 'battle-pass-1');
  return page;
}

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);
const roomIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;
const questionHeading = (page: Page) => page.locator('.question .muted').first();

/** In step by content, not by time: every page shows question 1, the same question, with nobody's answer yet. */
async function expectInStep(pages: Page[]) {
  const shown = await Promise.all(
    pages.map(async (page) => ({
      heading: await questionHeading(page).textContent(),
      text: await page.locator('.question-text').textContent(),
    })),
  );
  for (const { heading } of shown) expect(heading).toMatch(/^Question 1 of/);
  expect(new Set(shown.map(({ text }) => text)).size, JSON.stringify(shown)).toBe(1);
}

describe('the moment a random battle starts', () => {
  it('pairs two players: both see the versus and the 3-2-1, then the same question 1 with its full time; keys 1-4 answer', async () => {
    // Ada sees no motion (prefers-reduced-motion): only the view may differ, not the moment
    const [ada, ben] = await Promise.all([signIn('Ada Moment', { reducedMotion: true }), signIn('Ben Moment')]);
    for (const page of [ada, ben]) await visit(page, '/random-battle');
    await ada.getByRole('link', { name: /All categories/ }).click();
    await ada.getByTestId('searching').waitFor();
    await ben.getByRole('link', { name: /All categories/ }).click();

    // both face each other, counting down
    for (const [page, opponent] of [
      [ada, 'Ben Moment'],
      [ben, 'Ada Moment'],
    ] as const) {
      await page.getByTestId('countdown').waitFor();
      expect(await page.getByTestId('versus').textContent()).toContain(opponent);
      expect(await fitsPhone(page)).toBe(true);
    }
    // read in one task: each second's number is a new element, and a locator's may be gone by its evaluate
    const popIn = (page: Page) =>
      page.evaluate(() => {
        const number = document.querySelector('.countdown-number');
        return number && getComputedStyle(number).animationDuration;
      });
    expect(await popIn(ben)).toBe('0.6s');
    expect(Number.parseFloat((await popIn(ada)) ?? '')).toBeLessThan(0.001); // reduced motion: the number without the motion
    expect(await axeProblems(ada)).toEqual([]); // the versus and the countdown

    for (const page of [ada, ben]) await page.locator('.question-text').waitFor();
    expect(roomIdOf(ada)).toBe(roomIdOf(ben));
    await expectInStep([ada, ben]);
    for (const seen of [await moments(ada), await moments(ben)]) {
      expect(seen.question! - seen.countdown!).toBeGreaterThan(0); // the countdown was on screen first (how long depends on how soon the pairing reached the page)
      expect(seen.clockAtQuestion1).toBe('00:30'); // question 1 with its full time
    }
    // the server starts question 1 at questionsAt, and times it from there for both
    const roomId = roomIdOf(ada);
    const room = (await db.doc(`rooms/${roomId}`).get()).data()!;
    const questionsAt = room.questionsAt.toMillis() as number;
    expect(questionsAt - room.startedAt.toMillis()).toBe(3_000);
    const players = await db.collection(`rooms/${roomId}/players`).get();
    expect(players.docs.map((p) => p.get('servedAt'))).toEqual([questionsAt, questionsAt]);

    // the clock drains as a bar; number keys answer, the options labelled 1-4
    await poll(() =>
      ben
        .getByTestId('clock-bar')
        .locator('span')
        .evaluate((el) => parseFloat(el.style.inlineSize)),
    ).toBeLessThan(100);
    expect(await ben.locator('.question .option-key').allTextContents()).toEqual(['1', '2', '3', '4']);
    await ada.keyboard.press('2');
    await ben.keyboard.press('4');
    await poll(() => ada.locator('.question button.option').nth(1).getAttribute('data-state')).toMatch(
      /^(picked|right|wrong)$/,
    );
    await poll(() => ben.locator('.question button.option').nth(3).getAttribute('data-state')).toMatch(
      /^(picked|right|wrong)$/,
    );
    await poll(async () =>
      (await db.collection(`rooms/${roomId}/players`).get()).docs.map((p) => (p.get('answers') as unknown[]).length),
    ).toEqual([1, 1]);
    expect(await axeProblems(ben)).toEqual([]); // the question, graded, with the draining clock
    // the sound toggle is one tap away on the battle screen
    const sound = ben.getByTestId('battle-sound-toggle');
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    await eventually(() => sound.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('a group room', () => {
  it("starts with the same 3-2-1 for everyone and shows each player's progress on question 2 as it happens", async () => {
    const [owner, joe, kim] = await Promise.all([signIn('Owen Group'), signIn('Joe Group'), signIn('Kim Group')]);
    await visit(owner, '/group-battle/create');
    await owner.getByRole('button', { name: 'Create room' }).click();
    await owner.waitForURL(/\/group-battle\/room\/[\w-]+/);
    const code = (await owner.getByTestId('room-code').textContent())!.trim();
    for (const page of [joe, kim]) {
      await visit(page, '/group-battle/join');
      await page.getByLabel('Room code').fill(code);
      await page.getByRole('button', { name: 'Join room' }).click();
      await page
        .getByTestId('join-confirm')
        .getByRole('button', { name: /^Join for/ })
        .click(); // the room and its fee, then Join
      await page.waitForURL(/\/group-battle\/room\/[\w-]+/);
    }
    const start = owner.getByRole('button', { name: 'Start' });
    await poll(() => start.isEnabled()).toBe(true);
    await poll(() => owner.locator('.lobby-players li').filter({ hasText: 'Kim Group' }).count()).toBe(1);
    await start.click();

    const everyone = [owner, joe, kim];
    for (const page of everyone) await page.getByTestId('countdown').waitFor();
    for (const page of everyone) await page.locator('.question-text').waitFor();
    await expectInStep(everyone);
    for (const seen of await Promise.all(everyone.map(moments)))
      expect(seen.question! - seen.countdown!).toBeGreaterThan(0);

    // question 1: everyone answers with a key
    for (const page of everyone) await page.keyboard.press('1');
    for (const page of everyone) await poll(() => questionHeading(page).textContent()).toMatch(/^Question 2 of/);

    // question 2: Joe answers; Owen and Kim see that he has (with his points), and that the other has not yet
    const progressOf = (page: Page, name: string) => page.getByTestId('player-progress').filter({ hasText: name });
    for (const page of [owner, kim])
      expect(await progressOf(page, 'Joe Group').getAttribute('data-answered')).toBe('false');
    await joe.keyboard.press('2');
    for (const [page, other] of [
      [owner, 'Kim Group'],
      [kim, 'Owen Group'],
    ] as const) {
      await poll(() => progressOf(page, 'Joe Group').getAttribute('data-answered')).toBe('true');
      expect(await progressOf(page, 'Joe Group').textContent()).toMatch(/Answered/);
      expect(await progressOf(page, 'Joe Group').textContent()).toMatch(/\d+ points?/);
      expect(await progressOf(page, other).getAttribute('data-answered')).toBe('false');
      expect(await progressOf(page, other).textContent()).toMatch(/Thinking/);
      expect(await fitsPhone(page)).toBe(true);
    }
    expect(await axeProblems(kim)).toEqual([]); // everyone's progress beside the question
  });
});
