// `npm run bench:first-load`: what a new visitor's phone downloads on the first visit of the home
// route, as a guest: the web app built and served as production serves it (precompressed, see
// server/web.ts) in headless Chromium at 390 px. Prints the JavaScript and CSS bytes over the
// wire (after compression) and the largest scripts; then the same for the login page, where the
// Firebase Auth SDK is first needed (Firestore comes with the battle screens).
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { root } from '../emulator/firebase-cli.ts';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { launch } from '../e2e/browser.ts';
import { adminServices } from '../server/firebase.ts';
import { startHttpServer } from '../server/http-server.ts';
import { runOnEmulators } from './on-emulators.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Every response of the visit with its size on the wire (the encoded body). */
async function visit(page: Page, path: string) {
  const sizes: { url: string; type: string; bytes: number }[] = [];
  page.on('requestfinished', (req) => {
    void req.sizes().then((s) => sizes.push({ url: req.url(), type: req.resourceType(), bytes: s.responseBodySize }));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return sizes;
}

async function main() {
  const dist = join(root, '.cache', 'bench-dist');
  const hostPort = (v: string | undefined, fallback: string) => (v ?? fallback).split(':')[1]!;
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_FIRESTORE_EMULATOR_PORT: hostPort(process.env.FIRESTORE_EMULATOR_HOST, ':8080'),
        VITE_AUTH_EMULATOR_PORT: hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, ':9099'),
      },
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  process.env.LOG_LEVEL ??= 'warn';
  const { url, stop } = await startHttpServer({ port: 0, root, serveWeb: true, webDir: dist });
  const browser = await launch();
  const lines: string[] = [];
  for (const path of ['/', '/auth/login']) {
    const context = await browser.newContext({
      baseURL: url.replace('localhost', '127.0.0.1'),
      viewport: { width: 390, height: 844 },
    });
    const sizes = await visit(await context.newPage(), path);
    await context.close();
    const js = sizes.filter((s) => s.type === 'script');
    const css = sizes.filter((s) => s.type === 'stylesheet');
    const sum = (list: typeof sizes) => list.reduce((a, s) => a + s.bytes, 0);
    const largest = [...js]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((s) => `${new URL(s.url).pathname.replace('/assets/', '')} ${kb(s.bytes)}`);
    lines.push(
      `${path.padEnd(16)} JavaScript ${kb(sum(js))} in ${js.length} files, CSS ${kb(sum(css))}; largest: ${largest.join(', ')}`,
    );
  }
  await browser.close();
  await stop();
  console.log(`\nFirst visit as a guest, 390 px Chromium, production serving (brotli)\n${lines.join('\n')}`);
}

await runOnEmulators('bench/first-load.ts', main);
