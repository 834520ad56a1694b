// The production mode (`npm run serve`, the Docker image's command) against the emulators:
// server/main.ts with NODE_ENV=production in a process of its own, serving the browser tests'
// build. It refuses unsafe configuration, serves precompressed and cached assets with security
// headers, answers health and readiness, loads in Chromium under its CSP without a console error,
// and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../emulator/firebase-cli.ts';
import { launch } from './browser.ts';

const port = Number(process.env.E2E_PROD_PORT ?? 8798);
const url = `http://127.0.0.1:${port}`;
const webDir = process.env.E2E_DIST ?? join(root, 'dist');

function serve(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  exited: Promise<{ code: number | null; stderr: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), WEB_DIR: webDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, exited: new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr }))) };
}

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error('the production server did not start');
}

describe('production mode refuses unsafe configuration', () => {
  it('exits 1 without an API_SECRET, saying why, and never listens', async () => {
    const { exited } = serve({ API_SECRET: '' });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: production');
  });
});

describe('production mode', () => {
  let server: ReturnType<typeof serve>;
  let browser: Browser;
  beforeAll(async () => {
    server = serve({ API_SECRET: randomBytes(48).toString('base64url') });
    await waitUp();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGKILL');
  });

  it('answers liveness and readiness (it reaches Firestore), with a request id', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/\S+/);
    const ready = await fetch(`${url}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true }]);
  });

  it('serves index.html uncached and hashed assets precompressed and cached for a year', async () => {
    const index = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(index.headers.get('cache-control')).toBe('no-cache');
    // the first screen's bundle (vite.config.ts's 'shell' chunk)
    const script = (await index.text()).match(/"(\/assets\/shell-[^"]+\.js)"/)![1]!;
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': accepted } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const route = await fetch(`${url}/quiz-zone`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends security headers on pages and API replies', async () => {
    for (const res of [
      await fetch(`${url}/`),
      await fetch(`${url}/api/get_system_configurations`, { method: 'POST' }),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('loads in Chromium under its CSP, signs a player in and shows home, without a console error', async () => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('friend@quiz.local');
    await page.getByLabel('Password').fill('demo1234');
    // a signed-in player's own listener (coins, score) opens a Firestore channel: the CSP must let it through
    const listening = page.waitForResponse(
      (r) => r.url().includes('google.firestore.v1.Firestore/Listen/channel') && r.ok(),
    );
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByText('Quiz Zone').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await listening;
    await page.goto('/leaderboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1_000); // any late refusal would be on the console by now
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops on SIGTERM: finishes, hands over and exits 0', async () => {
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(
      await fetch(`${url}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    ).toBe('down');
  });
});
