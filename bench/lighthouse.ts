// `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated)
// against the production-served build, for the guest home and the login page: the four category
// scores, FCP, LCP and TBT, and every audit that failed. `--web <dir>` serves another build;
// `--json <dir>` keeps each page's full report there.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { servedBuild } from '../scripts/served-build.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({ options: { web: { type: 'string' }, json: { type: 'string' } } });
const categories = ['performance', 'seo', 'accessibility', 'best-practices'];
const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' };

async function main() {
  const server = await servedBuild(values.web);
  const chrome = await launchChrome({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const lines: string[] = [];
  try {
    for (const path of ['/', '/auth/login']) {
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories });
      const lhr = result!.lhr;
      if (values.json) {
        mkdirSync(values.json, { recursive: true });
        writeFileSync(join(values.json, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), result!.report as string);
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      lines.push(
        `${path.padEnd(12)} ${categories.map((c) => `${c} ${score(c)}`).join(', ')}`,
        `${''.padEnd(12)} ${Object.entries(metrics).map(([name, id]) => `${name} ${lhr.audits[id]!.displayValue}`).join(', ')}`,
        `${''.padEnd(12)} failing: ${failing.join(', ') || 'none'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(`\nLighthouse mobile preset (simulated slow 4G, mid-range phone), production serving\n${lines.join('\n')}`);
}

await runOnEmulators('bench/lighthouse.ts', main);
