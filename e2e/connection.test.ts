// Issue 38, item 2: the connection banner follows the real connection, not only the browser's
// online and offline events, at phone width (390 px). A page that never hears those events (a
// network that drops without saying so) still shows the database cut and then that it is back; a
// server out of reach while the database is fine shows too, in Arabic as in English; and a battle
// answer that cannot reach the server is said to be lost, and the question comes back to answer.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { eventuallyWithin, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';

const password = 'connection-pass-1';
let browser: Awaited<ReturnType<typeof launch>>;

/** expect.poll with room for the database's reconnection, which backs off between tries. */
// Firestore notices a silent cut when its next write fails, the presence beat's once a minute:
// 79 s after the cut on a quiet machine, past 90 s on a busy one
const eventually = <T>(read: () => T | Promise<T>) => eventuallyWithin(150_000, read);
const banner = (page: Page) => page.getByTestId('connection');

/** The page never hears the browser's offline and online events: the network drops without a word. */
const deafToNetworkEvents = (context: BrowserContext) =>
  context.addInitScript(() => {
    for (const type of ['offline', 'online'])
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
  });

async function phonePlayer(name: string) {
  const player = await signUpPlayer(name, password);
  const phone = await newPlayer(browser, { phone: true, serviceWorker: true });
  await deafToNetworkEvents(phone.context);
  await logInWithEmail(phone.page, player.email, password);
  return { ...player, ...phone };
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the connection banner, from the real connection', () => {
  it('shows the database cut on a page that hears no offline event, then that it is back', async () => {
    const p = await phonePlayer('Nadia');
    await p.page.locator('.mode-grid a').first().waitFor();
    // the home's own lazy parts in first (the challenge lists come with the Firestore SDK): a part
    // still on its way when the network drops fails to load, and the app reloads into the offline page
    await p.page.locator('.challenge-lists h2').first().waitFor();
    // and the presence heartbeat's part: its first beat is written once it has come
    await expect
      .poll(async () => (await adminServices().db.doc(`presence/${p.uid}`).get()).exists, { timeout: 30_000 })
      .toBe(true);
    expect(await banner(p.page).textContent()).toBe('');

    await p.context.setOffline(true);
    await eventually(() => banner(p.page).textContent()).toBe('Connection lost, reconnecting…');
    expect(await p.page.getByRole('status').filter({ hasText: 'Connection lost' }).count()).toBe(1); // said politely
    await p.context.setOffline(false);
    await eventually(() => banner(p.page).textContent()).toBe('Back online');
    await eventually(() => banner(p.page).textContent()).toBe('');
    await p.context.close();
  }, 240_000);

  it('shows a server out of reach while the database is fine, in Arabic, right to left, and that it is back', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer('Samir');
      await p.page.getByRole('button', { name: 'Menu' }).click();
      await p.page.getByLabel('Language').selectOption('ar');
      await p.page.getByRole('button', { name: 'القائمة' }).click();
      await p.page.locator('.mode-grid a').first().waitFor();

      // every call to the API fails at the transport; the next screen asks it for its content
      await p.page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await p.page.locator('.mode-grid a[href="/quiz-zone"]').click();
      await eventually(() => banner(p.page).textContent()).toBe('انقطع الاتصال، جارٍ إعادة الاتصال…');
      expect(await p.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeProblems(p.page)).toEqual([]);

      // nothing else is asked of the server: the banner learns by itself that it answers again
      await p.page.unroute('**/api/**');
      await eventually(() => banner(p.page).textContent()).toBe('عاد الاتصال');
      await p.context.close();
    });
  });

  it('a battle answer that cannot reach the server is said to be lost, and its question comes back to answer', async () => {
    const p = await phonePlayer('Omar');
    await visit(p.page, `/random-battle/play?${new URLSearchParams({ category: '', bot: '1' })}`);
    const option = p.page.locator('.question button.option:enabled').first();
    await option.waitFor();
    const heading = p.page.locator('.question .muted').first();
    const asked = await heading.textContent();

    await p.page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await option.click();
    await eventually(() => toasts(p.page).allTextContents()).toContain(
      'Your answer did not reach the server: the connection dropped. If the question comes back, answer it again.',
    );
    await eventually(() => banner(p.page).textContent()).toBe('Connection lost, reconnecting…');

    await p.page.unroute('**/api/**');
    await eventually(() => banner(p.page).textContent()).toBe('Back online');
    await option.waitFor();
    expect(await heading.textContent()).toBe(asked);
    await option.click();
    await eventually(() => heading.textContent()).not.toBe(asked);
    await p.context.close();
  });
});
