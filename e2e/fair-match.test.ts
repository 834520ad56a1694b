// Fair matches (issue 36) in real browsers: a random search pairs the nearer rating, so two new
// players who search at the same moment as a strong one meet each other, and the strong one goes on
// searching (the gap is past the window's ceiling); a player blocked from a result screen is never
// paired with the blocker again.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { roomsCol } from '../server/battles/room-docs.ts';
import { userRef } from '../server/users/user-doc.ts';
import { signUpPlayer } from './admin.ts';
import { matchTwo, randomRoomIdOf } from './battle-play.ts';
import { logInWithEmail, newPlayer, useBrowser, visit } from './browser.ts';

const { db } = adminServices();
const password = 'fair-match-pass-1';

const browser = useBrowser();

let opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => {})));
  opened = [];
});

async function signIn(name: string): Promise<{ uid: string; page: Page }> {
  const { uid, email } = await signUpPlayer(name, password);
  const { context, page } = await newPlayer(browser());
  opened.push(context);
  await logInWithEmail(page, email, password);
  return { uid, page };
}

describe('pairing by rating', () => {
  it('two new players and a strong one search at once: the new players meet each other', async () => {
    const [strong, rana, yusuf] = await Promise.all([signIn('Strong'), signIn('Rana'), signIn('Yusuf')]);
    await userRef(db, strong.uid).update({ rating: { mu: 40, sigma: 2, games: 200 } });
    for (const { page } of [strong, rana, yusuf]) await visit(page, '/random-battle');
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

  it('blocked from the result screen, a player is never paired with the blocker again; a third is', async () => {
    const category = /Food and Drink/; // a category no other browser test searches
    const [ann, ben, cy] = await Promise.all([signIn('Ann'), signIn('Ben'), signIn('Cy')]);
    await matchTwo(ann.page, ben.page, category);
    await ben.page.getByRole('button', { name: 'Leave battle' }).click();
    await ben.page.locator('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await ann.page.getByTestId('battle-result').waitFor();
    await ann.page.getByRole('button', { name: 'Block Ben' }).click();
    await ann.page.getByText('You blocked Ben').waitFor();

    for (const { page } of [ann, ben]) await visit(page, '/random-battle');
    await ann.page.getByRole('link', { name: category }).click();
    await ann.page.getByTestId('searching').waitFor();
    await ben.page.getByRole('link', { name: category }).click();
    await ben.page.getByTestId('searching').waitFor();
    // both search, and go on searching (never one room); Cy, who blocked nobody, meets one of them
    await visit(cy.page, '/random-battle');
    await cy.page.getByRole('link', { name: category }).click();
    await cy.page.waitForURL(/\/random-battle\/play\/[\w-]+/);
    const room = randomRoomIdOf(cy.page)!;
    const seated = (await roomsCol(db).doc(room).get()).get('playerUids') as string[];
    expect(seated).toContain(cy.uid);
    const [met, other] = seated.includes(ann.uid) ? [ann, ben] : [ben, ann];
    expect(seated).toEqual(expect.arrayContaining([met.uid]));
    await met.page.waitForURL(new RegExp(`/random-battle/play/${room}`));
    expect(randomRoomIdOf(other.page)).toBeUndefined();
    expect(await other.page.getByTestId('searching').isVisible()).toBe(true);
    await other.page.getByRole('button', { name: 'Cancel' }).click();
  });
});
