// `npm run bench:time-to-battle -- --pairs 3`: two players on phones (headless Chromium, each
// signed in through the login page) press the same category at the same moment; prints how long
// until each is in the room (its page opens), sees the versus (who they face, the 3-2-1 begins) and
// sees question 1 (the countdown, `--countdown` seconds, 3 by default, included), each moment taken
// in the page as it enters the DOM. Then how far apart the two pages of a pair showed question 1, and
// when each showed it against the room's questionsAt (the server's moment; negative: early). The
// production-served build, pairs one after the other (`--web <dir>` serves another build). Next to
// it the floor: one API round trip of battle_find_match from the page.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { parseArgs } from 'node:util';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../e2e/browser.ts';
import { adminServices } from '../server/firebase.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { servedBuild } from '../scripts/served-build.ts';
import { percentiles } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '3' },
    web: { type: 'string' },
    countdown: { type: 'string', default: '3' },
  },
});
let accounts = 0;

/** In each page of the context: the epoch ms the versus and question 1 first enter the DOM. */
const watchScreens = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { seen: Record<string, number> };
    w.seen = {};
    const screens = { versus: '[data-testid="versus"]', question: '.question-text' };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(screens)) {
        if (w.seen[name] === undefined && document.querySelector(selector))
          w.seen[name] = performance.timeOrigin + performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });

async function signedIn(browser: Browser, url: string): Promise<Page> {
  const email = `ttb-${Date.now()}-${(accounts += 1)}@example.com`;
  await adminServices().auth.createUser({
    email,
    password: 'battle-pass-1',
    emailVerified: true,
    displayName: `Player ${accounts}`,
  });
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
  await watchScreens(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('battle-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto('/random-battle');
  await page
    .getByRole('link', { name: /Geography/ })
    .first()
    .waitFor();
  await page.waitForTimeout(1_500); // a player reads the list before choosing
  return page;
}

async function main() {
  // --web <dir>: a build made elsewhere (e.g. of an older commit, to compare)
  const server = await servedBuild(values.web);
  await relaxRateLimits(adminServices().db);
  await systemConfigRef(adminServices().db).set(
    { battle_countdown_seconds: Number(values.countdown) },
    { merge: true },
  );
  const url = server.url;
  const browser = await launch();
  const inRoom: number[] = [];
  const versus: number[] = [];
  const question1: number[] = [];
  const floor: number[] = [];
  const apart: number[] = []; // per pair: the two pages' question 1, how far apart
  const afterQuestionsAt: number[] = []; // per player: question 1 on screen minus the room's questionsAt
  let noVersus = 0; // players whose page never showed the versus screen
  for (let pair = 0; pair < Number(values.pairs); pair++) {
    const players = [await signedIn(browser, url), await signedIn(browser, url)];
    const pressed = Date.now();
    const shown = await Promise.all(
      players.map(async (page) => {
        await page
          .getByRole('link', { name: /Geography/ })
          .first()
          .click();
        await page.waitForURL(/\/random-battle\/play\//);
        inRoom.push(Date.now() - pressed);
        await page.locator('.question-text').waitFor();
        await page.getByTestId('opponent').waitFor();
        const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
        if (seen.versus === undefined) noVersus++;
        else versus.push(seen.versus - pressed);
        question1.push(seen.question! - pressed);
        return seen.question!;
      }),
    );
    apart.push(Math.abs(shown[0]! - shown[1]!));
    const roomId = new URL(players[0]!.url()).pathname.split('/').at(-1)!;
    const questionsAt = (
      (await adminServices().db.doc(`rooms/${roomId}`).get()).get('questionsAt') as Timestamp
    ).toMillis();
    for (const at of shown) afterQuestionsAt.push(at - questionsAt);
    // the floor: a lone search's round trip from the page, through the same server
    floor.push(
      await players[0]!.evaluate(async () => {
        const token =
          (JSON.parse(localStorage.getItem('quiz-arena') ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
        const started = performance.now();
        await fetch('/api/battle_find_match', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: new URLSearchParams({ category: 'en-quiz-history' }),
        });
        const ms = performance.now() - started;
        await fetch('/api/get_random_questions', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: new URLSearchParams({ category: 'en-quiz-history', destroy_match: '1' }),
        });
        return ms;
      }),
    );
    await Promise.all(players.map((page) => page.context().close()));
  }
  await browser.close();
  await server.stop();
  console.log(
    `\nTime to battle: ${values.pairs} pairs of phones press the same category at once (production-served build)`,
  );
  console.log(`press -> in the room      ${percentiles(inRoom)}`);
  console.log(
    `press -> versus           ${percentiles(versus)}${noVersus ? `  (${noVersus} of ${versus.length + noVersus} players never saw it)` : ''}`,
  );
  console.log(`press -> question 1       ${percentiles(question1)}  (the ${values.countdown} s countdown included)`);
  console.log(`question 1, a pair apart  ${percentiles(apart)}`);
  console.log(
    `question 1 - questionsAt  ${percentiles(afterQuestionsAt)}  (min ${Math.round(Math.min(...afterQuestionsAt))} ms; negative: before the server's moment)`,
  );
  console.log(`floor: one search call    ${percentiles(floor)}`);
}

await runOnEmulators('bench/time-to-battle.ts', main);
