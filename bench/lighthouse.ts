// `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated)
// against the production-served build, for the guest home and the login page, then the home of a
// signed-in player (a new verified player logs in through the login page in the same Chromium; the
// service worker and cached files are then cleared, the session kept: a signed-in cold load): the
// four category scores, FCP, LCP and TBT, and every audit that failed. `--web <dir>` serves another
// build; `--json <dir>` keeps each page's full report there.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { servedBuild } from '../scripts/served-build.ts';
import { logInNewPlayer } from './log-in.ts';
import { runOnEmulators } from './on-emulators.ts';

// `--slot` is read by runOnEmulators
const { values } = parseArgs({
  options: { web: { type: 'string' }, json: { type: 'string' }, slot: { type: 'string' } },
});
const categories = ['performance', 'seo', 'accessibility', 'best-practices'];
const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' };

/** A new verified player logs in through the login page of the Chromium on `port`; its service
 * worker and cached files are forgotten, the session (local storage, IndexedDB) kept. */
async function signIn(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await logInNewPlayer(page, url, 'Lighthouse');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'cache_storage,service_workers' });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close(); // disconnects; the Chromium and its default profile stay
}

async function main() {
  const server = await servedBuild(values.web);
  const chrome = await launchChrome({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const lines: string[] = [];
  try {
    const runs = [
      { path: '/', label: '/', file: 'home' },
      { path: '/auth/login', label: '/auth/login', file: 'auth-login' },
      { path: '/', label: '/ signed in', file: 'home-signed-in', signedIn: true },
    ];
    for (const { path, label, file, signedIn } of runs) {
      if (signedIn) await signIn(chrome.port, server.url);
      const flags = {
        port: chrome.port,
        logLevel: 'error' as const,
        output: 'json' as const,
        onlyCategories: categories,
        disableStorageReset: signedIn,
      };
      // a trace that failed to record (NO_NAVSTART now and then on a busy machine) gets one more run
      let result = await lighthouse(`${server.url}${path}`, flags);
      const failedFirst = result!.lhr.runtimeError?.code;
      if (failedFirst) result = await lighthouse(`${server.url}${path}`, flags);
      const lhr = result!.lhr;
      if (values.json) {
        mkdirSync(values.json, { recursive: true });
        writeFileSync(join(values.json, `${file}.json`), result!.report as string);
      }
      if (lhr.runtimeError) {
        lines.push(`${label.padEnd(12)} no result: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      lines.push(
        `${label.padEnd(12)} ${categories.map((c) => `${c} ${score(c)}`).join(', ')}${failedFirst ? ` (a second run: the first failed with ${failedFirst})` : ''}`,
        `${''.padEnd(12)} ${Object.entries(metrics)
          .map(([name, id]) => `${name} ${lhr.audits[id]!.displayValue}`)
          .join(', ')}`,
        `${''.padEnd(12)} failing: ${failing.join(', ') || 'none'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(
    `\nLighthouse mobile preset (simulated slow 4G, mid-range phone), production serving\n${lines.join('\n')}`,
  );
}

await runOnEmulators('bench/lighthouse.ts', main);
