// Playing a battle in a browser, shared by the battle tests.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const questionHeading = (page: Page) => page.locator('.question .muted').first();

/** Answers every question left with the first option, each time waiting for the next question (or the battle's end, should it end first). */
export async function answerAll(page: Page) {
  const next = page
    .locator(
      '.question button.option:enabled, [data-testid="waiting"], [data-testid="battle-result"], [data-testid="battle-end"]',
    )
    .first();
  for (;;) {
    await next.waitFor();
    if (!(await next.evaluate((el) => el.matches('button.option')))) return;
    const heading = await questionHeading(page).textContent();
    await next.click();
    await page.waitForFunction(
      (prev) =>
        !!document.querySelector('[data-testid="waiting"], [data-testid="battle-result"]') ||
        document.querySelector('.question .muted')?.textContent !== prev,
      heading,
    );
  }
}

/** The room id in a random battle's address. */
export const randomRoomIdOf = (page: Page) =>
  new URL(page.url()).pathname.match(/^\/random-battle\/play\/([\w-]+)$/)?.[1];

/**
 * Two players meet in a random 1v1 (over every category unless a test file keeps a category of its
 * own, so its players never meet another file's): the first searches, the second finds them.
 */
export async function matchTwo(a: Page, b: Page, category: RegExp = /All categories/) {
  for (const page of [a, b]) await page.goto('/random-battle');
  await a.getByRole('link', { name: category }).click();
  await a.getByTestId('searching').waitFor();
  await b.getByRole('link', { name: category }).click();
  for (const page of [a, b]) {
    await page.waitForURL(/\/random-battle\/play\/[\w-]+/);
    await page.locator('.question').waitFor();
  }
  expect(randomRoomIdOf(a)).toBe(randomRoomIdOf(b));
  return randomRoomIdOf(a)!;
}
