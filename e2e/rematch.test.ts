// "Rematch" on a random 1v1 result (issue 22), in two real browsers: one asks, the other sees the
// offer live and accepts, and both land on the new battle's question 1; when the other leaves the
// result instead, the one who asked is told why and searches again.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { roomRef, type RoomDoc } from '../server/battles/room-docs.ts';
import { configForFile, signUpPlayer } from './admin.ts';
import { axeProblems } from './axe.ts';
import { answerAll, matchTwo, randomRoomIdOf } from './battle-play.ts';
import { logInWithEmail, newPlayer, poll, useBrowser } from './browser.ts';

const { db } = adminServices();
const password = 'rematch-pass-1';
/** Short battles: three questions. */
const testConfig = { battle_question_count: 3 };
configForFile(testConfig);

const browser = useBrowser();

let opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => {})));
  opened = [];
});

async function signIn(name: string, opts: { phone?: boolean } = {}): Promise<{ uid: string; page: Page }> {
  const { uid, email } = await signUpPlayer(name, password);
  const { context, page } = await newPlayer(browser(), opts);
  opened.push(context);
  await logInWithEmail(page, email, password);
  return { uid, page };
}

/** Both play their random 1v1 to its result; the room's id. */
async function playedToResult(a: Page, b: Page) {
  const roomId = await matchTwo(a, b, /Literature/); // a category no other browser test searches
  await Promise.all([answerAll(a), answerAll(b)]);
  for (const page of [a, b]) await page.getByTestId('battle-result').waitFor({ timeout: 30_000 });
  return roomId;
}

const rematchLine = (page: Page) => page.getByTestId('rematch').getByRole('status');

describe('rematch on a random 1v1 result', () => {
  it('one asks, the other sees the offer live and accepts: both land on question 1 of one new battle', async () => {
    const [lena, omar] = await Promise.all([signIn('Lena', { phone: true }), signIn('Omar')]);
    const lastRoom = await playedToResult(lena.page, omar.page);

    await lena.page.getByRole('button', { name: 'Rematch', exact: true }).focus();
    await lena.page.keyboard.press('Enter');
    await poll(() => rematchLine(lena.page).textContent()).toBe('Waiting for Omar to accept the rematch…');
    expect(await lena.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    // Omar's page learns of it through its listener, announced where a screen reader hears it
    await poll(() => rematchLine(omar.page).textContent()).toBe('Lena wants a rematch');
    expect(await rematchLine(omar.page).getAttribute('aria-live')).toBe('polite');
    expect(await axeProblems(omar.page)).toEqual([]);
    await omar.page.getByRole('button', { name: 'Accept', exact: true }).click();

    for (const page of [lena.page, omar.page]) {
      await page.waitForURL(
        (url) => /^\/random-battle\/play\/[\w-]+$/.test(url.pathname) && !url.pathname.endsWith(lastRoom),
      );
      await poll(() => page.locator('.question .muted').first().textContent()).toBe('Question 1 of 3');
    }
    const nextRoom = randomRoomIdOf(lena.page)!;
    expect(randomRoomIdOf(omar.page)).toBe(nextRoom);
    const next = (await roomRef(db, nextRoom).get()).data() as RoomDoc;
    expect([...next.playerUids].sort()).toEqual([lena.uid, omar.uid].sort());
    expect(next).toMatchObject({ type: 'random', status: 'started', vsBot: false });
  });

  it('when the other closes the tab on the result, the one who asked is told and searches again', async () => {
    const [nour, sami] = await Promise.all([signIn('Nour'), signIn('Sami', { phone: true })]);
    const lastRoom = await playedToResult(nour.page, sami.page);
    await nour.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await poll(() => rematchLine(sami.page).textContent()).toBe('Nour wants a rematch');

    await sami.page.close(); // the tab closes: its heartbeat on the result stops

    await poll(() => nour.page.getByTestId('search-notice').textContent()).toBe(
      'Your opponent said no or left: no rematch this time. Looking for a new opponent.',
    );
    await nour.page.getByTestId('searching').waitFor();
    expect(new URL(nour.page.url()).pathname).toBe('/random-battle/play');
    expect(new URL(nour.page.url()).searchParams.get('category')).toBeTruthy(); // the same category as the battle
    expect((await roomRef(db, lastRoom).get()).get('randomRematch.status')).toBe('deleted');
    await nour.page.getByRole('button', { name: 'Cancel' }).click();
    await nour.page.waitForURL((url) => url.pathname === '/random-battle');
  });
});
