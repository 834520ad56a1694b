// `npm run screenshots`: the app at 390 px (a phone) and 1280 px (a desktop) in English and Arabic, as
// docs/screenshots/<lang>-<screen>.png and <lang>-<screen>-desktop.png: the home page, a timed set's
// start screen, a question, a result, a battle (against the bot), a group room's lobby (its invite
// link, and on a desktop its QR code), a rematch invitation, the connection banner, the friends
// list, a friend's challenge waiting ("Your turn"), the profile with its rating and the ladder of
// ratings. Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST,
// or starts its own.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { root } from '../emulator/firebase-cli.ts';
import { launch } from '../e2e/browser.ts';
import { runOnEmulators } from '../bench/on-emulators.ts';
import { adminServices } from '../server/firebase.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { servedBuild } from './served-build.ts';

const out = join(root, 'docs', 'screenshots');
const languages = ['en', 'ar'] as const;
const widths = [
  { width: 390, height: 844, suffix: '' },
  { width: 1280, height: 800, suffix: '-desktop' },
] as const;
type Width = (typeof widths)[number];

async function signedIn(browser: Browser, url: string, language: string, size: Width): Promise<Page> {
  const email = `shots-${language}-${size.width}-${Date.now()}@example.com`;
  await adminServices().auth.createUser({
    email,
    password: 'shots-pass-1',
    emailVerified: true,
    displayName: language === 'ar' ? 'ليلى' : 'Lena',
  });
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('shots-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
  // the interface language, chosen in the header's switch (inside the menu on a phone)
  const menu = page.locator('.menu-toggle');
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  await page.getByLabel('Language').selectOption(language);
  if (phone) await menu.click();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
  return page;
}

const shot = (page: Page, language: string, screen: string, size: Width) =>
  page.screenshot({ path: join(out, `${language}-${screen}${size.suffix}.png`) });

/** The signed-in player's uid, from the app's session. */
const uidOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('quiz-arena') ?? '{}') as { state: { user: { id: string } } }).state.user.id,
  );

/** A rematch invitation as the server writes one (server/battles/room-docs.ts InviteDoc), shown over the home page. */
async function showInvitation(page: Page, language: string) {
  const uid = await uidOf(page);
  const expireAt = new Date(Date.now() + 10 * 60_000);
  await adminServices()
    .db.doc(`users/${uid}/invites/screenshot-room`)
    .set({
      roomId: 'screenshot-room',
      code: 'ABC234',
      fromUid: 'someone',
      fromName: language === 'ar' ? 'سامي' : 'Sam',
      entryFee: 5,
      createdAt: new Date(),
      expireAt,
    });
  await page.goto('/');
  await page.getByTestId('invitation').waitFor();
}

/** The names the seeded players go by, in the screenshot's language. */
const names = (language: string) =>
  language === 'ar' ? ['سامي', 'نور', 'كريم', 'هالة'] : ['Sam', 'Nora', 'Karim', 'Hala'];

/**
 * The player's social world as the server writes it: two friends (one online, one in a battle;
 * server/social/friends.ts and the presence beat), a friend's challenge waiting for them
 * (server/battles/challenge-docs.ts ChallengeDoc), a settled rating, and rated players on the ladder
 * (server/battles/rating.ts).
 */
async function seedWorld(page: Page, language: string) {
  const { db } = adminServices();
  const uid = await uidOf(page);
  const now = new Date();
  const [sam, nora, karim, hala] = names(language) as [string, string, string, string];
  const friends = [
    { uid: `shots-friend-1-${uid}`, name: sam, place: 'online' },
    { uid: `shots-friend-2-${uid}`, name: nora, place: 'battle' },
  ];
  for (const f of friends) {
    await db.doc(`users/${uid}/friends/${f.uid}`).set({ uid: f.uid, name: f.name, since: now });
    await db.doc(`presence/${f.uid}`).set({ lastSeen: now, place: f.place });
  }
  const later = (ms: number) => new Date(now.getTime() + ms);
  await db.doc(`users/${uid}/challenges/shots-challenge-${uid}`).set({
    roomId: `shots-challenge-${uid}`,
    fromUid: friends[0]!.uid,
    fromName: sam,
    toUid: uid,
    toName: language === 'ar' ? 'ليلى' : 'Lena',
    categoryId: '',
    questionCount: 5,
    entryFee: 5,
    turn: 'mine',
    createdAt: now,
    lapsesAt: later(20 * 3600_000),
    expireAt: later(48 * 3600_000),
  });
  await db.doc(`users/${uid}`).update({ rating: { mu: 27.4, sigma: 2.9, games: 14 } });
  const ladder = db.collection('leaderboards').doc('rating').collection('entries');
  const rated = [
    [karim, 1720],
    [hala, 1655],
    [nora, 1580],
    [sam, 1490],
  ] as const;
  for (const [i, [name, score]] of rated.entries())
    await ladder
      .doc(`shots-rated-${language}-${i}`)
      .set({ uid: `shots-rated-${language}-${i}`, name, profile: '', score, updatedAt: now });
}

/** Answers with the first option until the result shows. */
async function playToResult(page: Page) {
  const next = page.locator('.question-card .option:enabled, [data-testid="quiz-result"]').first();
  for (;;) {
    await next.waitFor();
    if ((await next.getAttribute('data-testid')) === 'quiz-result') return;
    await next.click();
    await page.waitForTimeout(300);
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  const config = systemConfigRef(adminServices().db);
  const mode = (await config.get()).get('language_mode') as string | undefined;
  const server = await servedBuild(); // seeds a fresh emulator, its configuration too: the mode is set after it
  await config.set({ language_mode: '1' }, { merge: true }); // the language switch is on in multilingual mode only
  const browser = await launch();
  try {
    for (const size of widths)
      for (const language of languages) {
        const page = await signedIn(browser, server.url, language, size);
        await page.waitForTimeout(500);
        await shot(page, language, 'home', size);

        // the connection banner, as a page that lost the network shows it
        await page.context().setOffline(true);
        await page.getByTestId('connection').getByText(/./).waitFor();
        await shot(page, language, 'connection', size);
        await page.context().setOffline(false);
        await page.getByTestId('connection').getByText(/./).waitFor({ state: 'detached' });

        await page.goto('/quiz-play/true-and-false-play');
        await page.getByTestId('set-start').waitFor(); // a timed set opens with its start screen
        await shot(page, language, 'start', size);
        await page.getByTestId('set-start').click();
        await page.locator('.question-card').waitFor();
        await shot(page, language, 'question', size);
        await playToResult(page);
        await page.waitForTimeout(500);
        await shot(page, language, 'result', size);

        await page.goto('/random-battle/play?category=&bot=1');
        await page.locator('.question').waitFor();
        await page.getByTestId('opponent').waitFor();
        await shot(page, language, 'battle', size);

        await page.goto('/group-battle/create');
        await page.locator('form.create-room button[type="submit"]').click();
        await page.getByTestId('invite-link').waitFor();
        if (size.width >= 720) await page.getByTestId('invite-qr').waitFor();
        await shot(page, language, 'lobby', size);
        await showInvitation(page, language);
        await shot(page, language, 'invitation', size);
        // gone, as when it lapses: it would cover the next screens
        await adminServices()
          .db.doc(`users/${await uidOf(page)}/invites/screenshot-room`)
          .delete();
        await page.getByTestId('invitation').waitFor({ state: 'detached' });

        await seedWorld(page, language);
        await page.goto('/');
        await page.getByTestId('challenge-mine').waitFor();
        await page.getByTestId('challenge-mine').scrollIntoViewIfNeeded();
        await shot(page, language, 'challenge', size);
        await page.goto('/profile/friends');
        await page.getByTestId('friend').nth(1).waitFor();
        await shot(page, language, 'friends', size);
        await page.goto('/profile');
        await page.getByTestId('rating-card').scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await shot(page, language, 'profile', size);
        await page.goto('/leaderboard?period=rating');
        await page.locator('.board-score').first().waitFor();
        await shot(page, language, 'ladder', size);
        await page.context().close();
      }
  } finally {
    await browser.close();
    await server.stop();
    await config.set({ language_mode: mode ?? FieldValue.delete() }, { merge: true });
  }
  console.log(`screenshots in ${out}`);
}

await runOnEmulators('scripts/screenshots.ts', main);
