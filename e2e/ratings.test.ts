// Ratings in a browser: two new players' random 1v1 shows each their rating move on the result
// screen; the ladder tab lists the top settled ratings; the profile shows the player's own, in
// English and Arabic, on a phone and a desktop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProvisional, ratingFigure, type Rating } from '../contract/rating.ts';
import { adminServices } from '../server/firebase.ts';
import { ladderId, rateBattle } from '../server/battles/rating.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { answerAll, matchTwo } from './battle-play.ts';
import { eventuallyWithin, launch, logInWithEmail, newPlayer, visit } from './browser.ts';

const password = 'rating-pass-1';
const { db } = adminServices();
const eventually = <T>(read: () => T | Promise<T>) => eventuallyWithin(20_000, read);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(name: string, opts: { phone?: boolean } = {}) {
  const player = await signUpPlayer(name, password);
  const { context, page } = await newPlayer(browser, opts);
  await logInWithEmail(page, player.email, password);
  return { ...player, context, page };
}

/** The result screen's words for a rating move, as the server's rating code makes it. */
function moveText(before: Rating | undefined, after: Rating) {
  const change = ratingFigure(after) - ratingFigure(before);
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '\u00b1';
  return `Rating ${ratingFigure(after).toLocaleString('en-US')} (${sign}${Math.abs(change)})${isProvisional(after) ? ' · provisional' : ''}`;
}

describe('ratings', () => {
  it('a random 1v1 between two new players shows each their rating move on the result screen, and the profile the new rating', async () => {
    await withConfig({ battle_question_count: 3 }, async () => {
      const [ada, bob] = await Promise.all([signedIn('Ada'), signedIn('Bob', { phone: true })]);
      try {
        await matchTwo(ada.page, bob.page);
        await Promise.all([answerAll(ada.page), answerAll(bob.page)]);
        for (const p of [ada, bob]) await p.page.getByTestId('battle-result').waitFor();
        const title = async (p: typeof ada) => (await p.page.locator('#result-title').textContent())!;
        const [adaTitle, bobTitle] = [await title(ada), await title(bob)];
        const drawn = adaTitle === 'Draw';
        const [adaAfter, bobAfter] = rateBattle(
          [
            { rating: undefined, rank: drawn || adaTitle === 'Victory!' ? 1 : 2 },
            { rating: undefined, rank: drawn || bobTitle === 'Victory!' ? 1 : 2 },
          ],
          1,
        );
        await eventually(() => ada.page.getByTestId('rating-line').textContent()).toBe(moveText(undefined, adaAfter!));
        await eventually(() => bob.page.getByTestId('rating-line').textContent()).toBe(moveText(undefined, bobAfter!));
        // announced: a live region, so a screen reader hears it when it arrives
        expect(await bob.page.getByTestId('rating-line').getAttribute('aria-live')).toBe('polite');
        expect(await bob.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
        expect(await axeProblems(bob.page)).toEqual([]);

        await visit(bob.page, '/profile');
        const card = bob.page.getByTestId('rating-card');
        await eventually(() => card.locator('.rating-figure').textContent()).toBe(
          ratingFigure(bobAfter).toLocaleString('en-US'),
        );
        expect(await card.textContent()).toContain('Provisional: 1 of 10 rated battles played');
        expect(await bob.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
      } finally {
        await Promise.all([ada.context.close(), bob.context.close()]);
      }
    });
  });

  it('the ladder lists the top settled ratings, the player’s own place pinned, in English and Arabic', async () => {
    const me = await signedIn('Zed');
    const mine: Rating = { mu: 31, sigma: 2.5, games: 14 };
    await db.collection('users').doc(me.uid).update({ rating: mine });
    const entries = db.collection('leaderboards').doc(ladderId).collection('entries');
    // far above any rating a test battle makes, so these three are the top whatever ran before
    const top = [9_300, 9_200, 9_100].map((score, i) => ({
      uid: `ladder-top-${i}-${me.uid}`,
      name: `Top ${i + 1}`,
      profile: '',
      score,
      updatedAt: new Date(),
    }));
    await Promise.all(
      [...top, { uid: me.uid, name: 'Zed', profile: '', score: ratingFigure(mine), updatedAt: new Date() }].map((e) =>
        entries.doc(e.uid).set(e),
      ),
    );
    try {
      await visit(me.page, '/leaderboard');
      await me.page.getByRole('tab', { name: 'Ladder' }).click();
      await me.page.waitForURL('**/leaderboard?period=rating');
      // the address changes before the tabs render the choice: read it once it has
      await eventually(() => me.page.getByRole('tab', { name: 'Ladder' }).getAttribute('aria-selected')).toBe('true');
      await eventually(() => me.page.locator('.podium-place .board-name').allTextContents()).toEqual([
        'Top 1',
        'Top 2',
        'Top 3',
      ]);
      expect(await me.page.locator('.podium-place.place-1 .board-score').textContent()).toBe('Rating 9,300');
      await eventually(() => me.page.getByTestId('my-rank').textContent()).toContain(
        ratingFigure(mine).toLocaleString('en-US'),
      );
      expect(await axeProblems(me.page)).toEqual([]);

      await visit(me.page, '/profile');
      await eventually(() => me.page.getByTestId('rating-card').textContent()).toContain(
        'From 14 rated battles against people',
      );

      await withConfig({ language_mode: '1' }, async () => {
        await me.page.reload();
        await me.page.locator('.language-switch select').selectOption('ar');
        await eventually(() => me.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await eventually(() => me.page.getByTestId('rating-card').locator('h2').textContent()).toBe('تصنيفك');
        await visit(me.page, '/leaderboard?period=rating');
        await eventually(() => me.page.getByRole('tab', { name: 'السلّم' }).getAttribute('aria-selected')).toBe('true');
        await eventually(() => me.page.locator('.podium-place.place-1 .board-score').textContent()).toBe(
          'التصنيف 9,300',
        );
      });
    } finally {
      await Promise.all(top.map((e) => entries.doc(e.uid).delete()));
      await me.context.close();
    }
  });
});
