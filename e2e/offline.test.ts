// Installable, with an offline shell (vite.config.ts, src/app/updates.ts, offline.html): in a
// Chromium profile of its own (installability is never granted to an incognito context), against
// a copy of the browser tests' build served by the real server, so the last test can deploy a new
// version into it. The app registers its service worker and passes Chromium's installability
// checks; without a network a reload shows the offline page in the player's language, which
// brings the app back once the network returns; a new deploy reaches the open app at its next
// navigation.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../emulator/firebase-cli.ts';
import { startHttpServer } from '../server/http-server.ts';
import { launchOptions } from './browser.ts';

const builtApp = process.env.E2E_DIST ?? join(root, 'dist');

describe('the installable shell', () => {
  let dir: string;
  let webDir: string;
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  let context: BrowserContext;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quiz-offline-'));
    webDir = join(dir, 'web');
    cpSync(builtApp, webDir, { recursive: true });
    server = await startHttpServer({ port: 0, root, serveWeb: true, webDir });
    context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      ...launchOptions,
      baseURL: server.url.replace('localhost', '127.0.0.1'),
      viewport: { width: 390, height: 844 },
    });
  });
  afterEach(() => context.setOffline(false)); // a failed test leaves no cut network to the next
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page of the app whose service worker is installed and controls it. */
  async function openApp(path: string): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return page;
  }

  const modeTiles = (page: Page) => page.locator('.mode-grid a').first();

  it('registers its service worker, links a complete manifest and is installable, with the worker never cached long', async () => {
    const page = await openApp('/');
    await modeTiles(page).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestReply = await page.request.get(href!);
    expect(manifestReply.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestReply.json()) as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Quiz Arena',
      short_name: 'Quiz Arena',
      display: 'standalone',
      start_url: '/',
      theme_color: '#4338ca',
    });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
    // the worker and the manifest are asked for again each time (a new deploy must be found); hashed assets are kept
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    expect(manifestReply.headers()['cache-control']).toBe('no-cache');
    await page.close();
  });

  it("wakes its worker for the app's own files, never for an API call", async () => {
    const page = await openApp('/');
    await modeTiles(page).waitFor();
    const cdp = await context.newCDPSession(page);
    const started: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.runningStatus === 'starting') started.push(v.versionId);
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const fetchFromPage = (path: string) => page.evaluate(async (p) => (await fetch(p)).status, path);

    expect(await fetchFromPage('/api/get_web_settings')).toBeLessThan(500);
    expect(started).toEqual([]);
    // a script of the app's own does go through it (kept once fetched): the same check can fail
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    expect(await fetchFromPage(script!)).toBe(200);
    await expect.poll(() => started.length).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the offline page in the player language without a network, and the app again when it returns', async () => {
    const page = await openApp('/');
    await modeTiles(page).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Waiting for the network…');
    // nothing broken on it: its picture comes from the worker's cache too
    await expect
      .poll(() => page.locator('main img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // an Arabic player's offline page is in Arabic, right to left
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('quiz-arena') ?? '{"state":{},"version":0}') as {
        state: Record<string, unknown>;
      };
      session.state.language = 'ar';
      localStorage.setItem('quiz-arena', JSON.stringify(session));
    });
    await page.reload();
    await page.getByRole('heading', { name: 'أنت غير متصل بالإنترنت' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // the page comes back by itself once the server answers, and the game goes on
    await context.setOffline(false);
    await modeTiles(page).waitFor();
    await page.locator('a[href="/auth/login"]').first().click();
    await page.locator('input[type="email"]').waitFor();
    await page.close();
  });

  it('a new deploy reaches the open app at its next navigation', async () => {
    const page = await openApp('/about-us');
    await page.locator('main h1').waitFor();
    // the second deploy: a page and a worker of its own (a real build changes the worker's precache list)
    const index = join(webDir, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('<head>', '<head><meta name="deploy" content="second" />'),
    );
    writeFileSync(join(webDir, 'sw.js'), `${readFileSync(join(webDir, 'sw.js'), 'utf8')}\n// the second deploy\n`);
    for (const file of ['index.html', 'sw.js'])
      for (const encoded of ['br', 'gz']) rmSync(join(webDir, `${file}.${encoded}`), { force: true });

    // a navigation asks for a new worker, which installs and waits: nothing reloads under the player
    await page.locator('footer a[href="/faq"]').click();
    await page.waitForURL((u) => u.pathname === '/faq');
    const waiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    await expect.poll(waiting, { timeout: 30_000 }).toBe(true);
    expect(await page.locator('meta[name="deploy"]').count()).toBe(0);

    // the next navigation lets it in and loads that page from the new deploy; should the hand-over
    // take longer than the app holds a navigation for it (takeOverMs in src/app/updates.ts: a busy
    // machine), that navigation goes on as usual and the next one tries again, so the player goes
    // on clicking, each time after that hold is over
    const links = ['/contact-us', '/faq'];
    let clicks = 0;
    const deployed = () => page.locator('meta[name="deploy"]').count();
    await expect
      .poll(
        async () => {
          if ((await deployed()) === 0) await page.locator(`footer a[href="${links[clicks++ % 2]}"]`).click();
          return deployed();
        },
        { timeout: 60_000, interval: 7_000 },
      )
      .toBe(1);
    expect(links).toContain(new URL(page.url()).pathname);
    await page.locator('main h1').waitFor();
    await page.close();
  });
});
