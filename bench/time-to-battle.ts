// `npm run bench:time-to-battle -- --pairs 3`: two players on phones (headless Chromium, each
// signed in through the login page) press the same category at the same moment; prints how long
// until each is in the room (its page opens) and sees question 1 with the opponent named. The production-served build, pairs one after
// the other (`--web <dir>` serves another build). Next to it the floor: one API round trip of battle_find_match from the page.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../e2e/browser.ts';
import { adminServices } from '../server/firebase.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { servedBuild } from '../scripts/served-build.ts';
import { percentiles } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({ options: { pairs: { type: 'string', default: '3' }, web: { type: 'string' } } });
let accounts = 0;

async function signedIn(browser: Browser, url: string): Promise<Page> {
  const email = `ttb-${Date.now()}-${(accounts += 1)}@example.com`;
  await adminServices().auth.createUser({ email, password: 'battle-pass-1', emailVerified: true, displayName: `Player ${accounts}` });
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('battle-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto('/random-battle');
  await page.getByRole('link', { name: /Geography/ }).first().waitFor();
  await page.waitForTimeout(1_500); // a player reads the list before choosing
  return page;
}

async function main() {
  // --web <dir>: a build made elsewhere (e.g. of an older commit, to compare)
  const server = await servedBuild(values.web);
  await relaxRateLimits(adminServices().db);
  const url = server.url;
  const browser = await launch();
  const inRoom: number[] = [];
  const question1: number[] = [];
  const floor: number[] = [];
  for (let pair = 0; pair < Number(values.pairs); pair++) {
    const players = [await signedIn(browser, url), await signedIn(browser, url)];
    const pressed = Date.now();
    await Promise.all(
      players.map(async (page) => {
        await page.getByRole('link', { name: /Geography/ }).first().click();
        await page.waitForURL(/\/random-battle\/play\//);
        inRoom.push(Date.now() - pressed);
        await page.locator('.question-text').waitFor();
        await page.getByTestId('opponent').waitFor();
        question1.push(Date.now() - pressed);
      }),
    );
    // the floor: a lone search's round trip from the page, through the same server
    floor.push(
      await players[0]!.evaluate(async () => {
        const token = (JSON.parse(localStorage.getItem('quiz-arena') ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
        const started = performance.now();
        await fetch('/api/battle_find_match', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new URLSearchParams({ category: 'en-quiz-history' }) });
        const ms = performance.now() - started;
        await fetch('/api/get_random_questions', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new URLSearchParams({ category: 'en-quiz-history', destroy_match: '1' }) });
        return ms;
      }),
    );
    await Promise.all(players.map((page) => page.context().close()));
  }
  await browser.close();
  await server.stop();
  console.log(`\nTime to battle: ${values.pairs} pairs of phones press the same category at once (production-served build)`);
  console.log(`in the room               ${percentiles(inRoom)}`);
  console.log(`question 1 on screen      ${percentiles(question1)}`);
  console.log(`floor: one search call    ${percentiles(floor)}`);
}

await runOnEmulators('bench/time-to-battle.ts', main);
