// Headless Debian Chromium driven by playwright-core, with the flags this offline machine needs:
// its headless shell (package chromium-headless-shell), the build Playwright itself runs headless
// tests on, which costs the suite about a sixth less CPU than the full browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** How every test launches Chromium (also `chromium.launchPersistentContext` where a profile matters). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export async function launch(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/** expect.poll read every 100 ms, for as long as the e2e project allows a poll (vitest.config.ts). */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { interval: 100 });

/** The same with a bound of its own: a reconnection that backs off, a slow first query. */
export const eventuallyWithin = <T>(timeout: number, read: () => T | Promise<T>) =>
  expect.poll(read, { timeout, interval: 100 });

/** The test file's one Chromium: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** A fresh player's browser: its own storage, a phone-sized or desktop viewport. */
export async function newPlayer(
  browser: Browser,
  opts: { phone?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    locale: opts.locale ?? 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** The text of the toasts on screen (the connection banner is a status region of its own). */
export const toasts = (page: Page) => page.locator('[role="status"]:not([data-testid="connection"])');

/** Signs in on the login page with email and password, and waits for home; `origin` for a page
 * whose context has no base URL (a bench's browser reached over CDP). */
export async function logInWithEmail(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
