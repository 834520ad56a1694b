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

/** Rooms, battles and the server take seconds: a poll of 20 s unless told. */
export const poll = <T>(read: () => T | Promise<T>, timeout = 20_000) => eventuallyWithin(timeout, read);

/** The test file's one Chromium: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/**
 * A fresh player's browser: its own storage, a phone-sized or desktop viewport. Without the
 * service worker unless `serviceWorker` asks for it (a test of the offline shell or a network
 * cut): registering and installing it on every new context and passing each request through it
 * was a fifth of Chromium's CPU in the suite (docs/benchmarks.md, "The test suite's time").
 */
export async function newPlayer(
  browser: Browser,
  opts: { phone?: boolean; locale?: string; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    locale: opts.locale ?? 'en-US',
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Opens one of the app's routes in a page that already shows the app as a link in it would: the
 * router's own navigation, no reload (a page load costs Chromium ten times the CPU of a move inside
 * the app). Waits until the router has settled. A page not on the app yet, or already on this
 * address (whose screen would stay as it is), loads the route.
 */
export async function visit(page: Page, path: string) {
  const here = new URL(page.url());
  const there = new URL(path, baseUrl());
  const onApp =
    here.origin === there.origin &&
    here.pathname + here.search !== there.pathname + there.search &&
    (await page.evaluate(() => document.querySelector('.route-progress') !== null));
  if (!onApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate(async (to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    while (document.querySelector('.route-progress.active')) await frame();
  }, path);
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
