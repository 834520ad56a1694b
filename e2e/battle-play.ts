// Playing a battle in a browser, shared by the battle tests.
import type { Page } from 'playwright-core';

const questionHeading = (page: Page) => page.locator('.question .muted').first();

/** Answers every question left with the first option, each time waiting for the next question. */
export async function answerAll(page: Page) {
  const next = page.locator('.question button.option:enabled, [data-testid="waiting"], [data-testid="battle-result"]').first();
  for (;;) {
    await next.waitFor();
    if (!(await next.evaluate((el) => el.matches('button.option')))) return;
    const heading = await questionHeading(page).textContent();
    await next.click();
    await page.waitForFunction(
      (prev) => !!document.querySelector('[data-testid="waiting"], [data-testid="battle-result"]') || document.querySelector('.question .muted')?.textContent !== prev,
      heading,
    );
  }
}
