// Fair matches (issue 36) in real browsers: a random search pairs the nearer rating, so two new
// players who search at the same moment as a strong one meet each other, and the strong one goes on
// searching (the gap is past the window's ceiling).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { userRef } from '../server/users/user-doc.ts';
import { signUpPlayer } from './admin.ts';
import { randomRoomIdOf } from './battle-play.ts';
import { launch, logInWithEmail, newPlayer } from './browser.ts';

const { db } = adminServices();
const password = 'fair-match-pass-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

let opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => {})));
  opened = [];
});

async function signIn(name: string): Promise<{ uid: string; page: Page }> {
  const { uid, email } = await signUpPlayer(name, password);
  const { context, page } = await newPlayer(browser);
  opened.push(context);
  await logInWithEmail(page, email, password);
  return { uid, page };
}

describe('pairing by rating', () => {
  it('two new players and a strong one search at once: the new players meet each other', async () => {
    const [strong, rana, yusuf] = await Promise.all([signIn('Strong'), signIn('Rana'), signIn('Yusuf')]);
    await userRef(db, strong.uid).update({ rating: { mu: 40, sigma: 2, games: 200 } });
    for (const { page } of [strong, rana, yusuf]) await page.goto('/random-battle');
    // a category no other browser test searches
    await Promise.all([strong, rana, yusuf].map(({ page }) => page.getByRole('link', { name: /Technology/ }).click()));

    for (const { page } of [rana, yusuf]) {
      await page.waitForURL(/\/random-battle\/play\/[\w-]+/);
      await page.locator('.question').waitFor();
    }
    expect(randomRoomIdOf(rana.page)).toBe(randomRoomIdOf(yusuf.page));
    await expect.poll(() => strong.page.getByTestId('searching').isVisible()).toBe(true);
    expect(randomRoomIdOf(strong.page)).toBeUndefined();
    await strong.page.getByRole('button', { name: 'Cancel' }).click();
    await strong.page.waitForURL((url) => url.pathname === '/random-battle');
  });
});
