// Battles through the real stack: several Chromium contexts are several players, each a fresh
// account signed in through the login page; rooms live in the Firestore emulator.
import type { Timestamp } from 'firebase-admin/firestore';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { axeProblems } from './axe.ts';
import { configForFile } from './admin.ts';
import { answerAll, matchTwo } from './battle-play.ts';
import { logInWithEmail, newPlayer, poll, toasts, useBrowser, visit } from './browser.ts';

const { db, auth } = adminServices();

/** Shorter battles for the test: fewer random-battle questions and a short reconnect grace. */
const testConfig = { battle_question_count: 3, reconnect_grace_seconds: 10 };
/** The search window of the test that waits for nobody (pages read it when they load). */
const shortSearch = { random_battle_search_seconds: 6 };
configForFile(testConfig, Object.keys(shortSearch));

const browser = useBrowser();

interface Player {
  name: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

/** Every player a test opened; closed after it, passed or not. */
let opened: Player[] = [];
afterEach(async () => {
  await Promise.all(opened.map((p) => p.context.close().catch(() => {})));
  opened = [];
});

let accounts = 0;
/** A fresh verified account, signed in through the login page. */
async function signIn(name: string, opts: { phone?: boolean } = {}): Promise<Player> {
  const email = `battle-${Date.now()}-${(accounts += 1)}@example.com`;
  await auth.createUser({ email, password: 'battle-pass-1', displayName: name, emailVerified: true });
  const { context, page } = await newPlayer(browser(), opts);
  await logInWithEmail(page, email, 'battle-pass-1');
  const player = { name, email, context, page };
  opened.push(player);
  return player;
}

/** Several fresh players at once. */
const signInAll = (...players: [name: string, opts?: { phone?: boolean }][]) =>
  Promise.all(players.map(([name, opts]) => signIn(name, opts)));

/** Phone-sized screens are checked by eye: E2E_SCREENSHOTS=<dir> keeps a picture of each. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` });
}
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

/** The API actions a page calls from now on, in order. */
function actionsCalled(page: Page): string[] {
  const called: string[] = [];
  page.on('request', (r) => {
    const action = new URL(r.url()).pathname.match(/^\/api\/(\w+)$/)?.[1];
    if (action) called.push(action);
  });
  return called;
}

const toastTexts = (page: Page) => toasts(page).allTextContents();
const headerCoins = async (page: Page) =>
  Number((await page.getByTestId('header-coins').textContent())?.replace(/\D/g, ''));
const questionHeading = (page: Page) => page.locator('.question .muted').first();

const resultTitle = (page: Page) => page.locator('#result-title').textContent();

/** An owner's friend or group room (its questions and entry fee multiplier as given), joined by code by the others; returns the code. */
async function openRoom(
  owner: Player,
  joiners: Player[],
  type: 'group' | 'friend',
  opts: { questions?: number; fee?: '1x' | '2x' | '3x' | '4x' } = {},
) {
  await visit(owner.page, type === 'friend' ? '/group-battle/create?type=friend' : '/group-battle/create');
  if (opts.questions) await owner.page.getByLabel('Number of questions').selectOption(String(opts.questions));
  if (opts.fee) await owner.page.getByRole('radio', { name: new RegExp(`^${opts.fee}`) }).check();
  await owner.page.getByRole('button', { name: 'Create room' }).click();
  await owner.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
  const code = (await owner.page.getByTestId('room-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  for (const p of joiners) {
    await visit(p.page, '/group-battle/join');
    await p.page.getByLabel('Room code').fill(code.toLowerCase());
    await p.page.getByRole('button', { name: 'Join room' }).click();
    await p.page
      .getByTestId('join-confirm')
      .getByRole('button', { name: /^Join for/ })
      .click(); // the room and its fee, then Join
    await p.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
  }
  return code;
}

describe('money before a 1v1 battle, on a phone', () => {
  it('says the fee and the balance; at 0 coins says why it cannot start and offers free ways, and the bot plays for free', async () => {
    const p = await signIn('Penny', { phone: true });
    await visit(p.page, '/random-battle');
    await expect
      .poll(() => p.page.getByTestId('entry-fee').textContent())
      .toBe('Entry fee: 5 coins. The winner takes 10; a draw gives each their fee back. You have 10 coins.');

    const { uid } = await auth.getUserByEmail(p.email);
    await db.doc(`users/${uid}`).update({ coins: 0 });
    await p.page.reload();
    const note = p.page.getByTestId('cannot-afford');
    await expect.poll(() => note.getByText('A 1v1 battle costs 5 coins and you have 0.').isVisible()).toBe(true);
    expect(await note.getByRole('link', { name: 'Daily Quiz' }).getAttribute('href')).toBe(
      '/quiz-play/daily-quiz-dashboard',
    );
    expect(await note.getByRole('link', { name: 'Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
    await note.getByRole('link', { name: 'Play the bot (free)' }).click();
    await p.page.waitForURL(
      (url) => /^\/random-battle\/play\/[^/]+$/.test(url.pathname) && url.searchParams.get('bot') === '1',
    );
    await poll(() => p.page.getByText('Quiz Bot').first().isVisible());
    expect((await db.doc(`users/${uid}`).get()).get('coins')).toBe(0);
  });
});

describe('random 1v1 battle', () => {
  it('a player with exactly the fee, on a phone, is paired and plays: the fee taken once, no refusal', async () => {
    const [xena, yuri] = await signInAll(['Xena', { phone: true }], ['Yuri']);
    const { uid } = await auth.getUserByEmail(xena.email);
    await db.doc(`users/${uid}`).update({ coins: 5 });
    await matchTwo(xena.page, yuri.page); // Xena searches first and waits; Yuri's search pairs them
    await poll(() => xena.page.getByTestId('opponent').textContent()).toContain('Yuri');
    expect(await toastTexts(xena.page)).not.toContain("You Don't have enough coins");
    expect((await db.doc(`users/${uid}`).get()).get('coins')).toBe(0);
    expect(await fitsPhone(xena.page)).toBe(true);
  });

  it('pairs two players, shows both timers and scores, plays to a result, settles coins and reviews answers', async () => {
    const [ada, bob] = await signInAll(['Ada'], ['Bob', { phone: true }]);
    expect(await headerCoins(ada.page)).toBe(10);
    const called = { Ada: actionsCalled(ada.page), Bob: actionsCalled(bob.page) };
    await matchTwo(ada.page, bob.page);

    // the first question names both players and shows both timers
    await poll(() => bob.page.getByTestId('opponent').textContent()).toContain('Ada');
    expect(await bob.page.getByRole('timer').allTextContents()).toEqual([
      expect.stringMatching(/^00:[0-3]\d$/),
      expect.stringMatching(/^00:[0-3]\d$/),
    ]);
    expect(await questionHeading(bob.page).textContent()).toBe('Question 1 of 3');
    // phone-sized: nothing sticks out sideways
    await shot(bob.page, 'question');
    expect(await fitsPhone(bob.page)).toBe(true);

    await Promise.all([answerAll(ada.page), answerAll(bob.page)]);
    await ada.page.getByTestId('battle-result').waitFor();
    await bob.page.getByTestId('battle-result').waitFor();
    const titles = [await resultTitle(ada.page), await resultTitle(bob.page)].sort();
    expect([
      ['Defeat', 'Victory!'],
      ['Draw', 'Draw'],
    ]).toContainEqual(titles);

    // the server settles the pot: 10 to the winner, the fee back on a draw; the header follows,
    // carried by the player's listener: no page asks for the balance
    const expected =
      titles[0] === 'Draw'
        ? { Ada: 10, Bob: 10 }
        : (await resultTitle(ada.page)) === 'Victory!'
          ? { Ada: 15, Bob: 5 }
          : { Ada: 5, Bob: 15 };
    // and each says what the game did to their coins: a loss, what it cost
    const lines = {
      10: 'Your 5 coins back',
      15: 'You won 10 coins',
      5: "Your entry fee of 5 coins went to the winner's pot",
    };
    for (const p of [ada, bob]) {
      const coins = expected[p.name as 'Ada' | 'Bob'];
      await poll(() => p.page.getByTestId('coins-line').textContent()).toContain(lines[coins as 10 | 15 | 5]);
      await poll(() => headerCoins(p.page)).toBe(coins);
      expect(called[p.name as 'Ada' | 'Bob'].filter((action) => /user_by_id|coin_score/.test(action))).toEqual([]);
    }
    await shot(bob.page, 'result');
    expect(await axeProblems(bob.page)).toEqual([]); // the result and its podium

    await ada.page.getByRole('button', { name: 'Review answers' }).click();
    await poll(() => ada.page.locator('.review-list > li').count()).toBe(3);
    // the last grading may still be on its way (the server settles the room before it replies)
    await poll(() => ada.page.locator('.review-list .option.correct').count()).toBe(3);
    await poll(() => ada.page.getByText('Your answer').count()).toBe(3);
    expect(await axeProblems(ada.page)).toEqual([]); // the review
  });

  it('rejoins after a reload mid-battle at the first unanswered question', async () => {
    const [cleo, dan] = await signInAll(['Cleo'], ['Dan']);
    await matchTwo(cleo.page, dan.page);
    await cleo.page.locator('.question button.option:enabled').first().click();
    await poll(() => questionHeading(cleo.page).textContent()).toBe('Question 2 of 3');
    const url = cleo.page.url();

    await cleo.page.reload();
    expect(cleo.page.url()).toBe(url);
    await poll(() => questionHeading(cleo.page).textContent()).toBe('Question 2 of 3');
    await Promise.all([answerAll(cleo.page), answerAll(dan.page)]);
    for (const p of [cleo, dan]) await p.page.getByTestId('battle-result').waitFor();
    // the review still has the answer given before the reload
    await cleo.page.getByRole('button', { name: 'Review answers' }).click();
    await poll(() => cleo.page.getByText('Your answer').count()).toBe(3);
    // and a reload of the result rebuilds it all from the server: the questions, the picks, the right options
    await cleo.page.reload();
    await cleo.page.getByRole('button', { name: 'Review answers' }).click();
    await poll(() => cleo.page.getByText('Your answer').count()).toBe(3);
    await poll(() => cleo.page.locator('.review-list .option.correct').count()).toBe(3);
  });

  it('offers Retry or the bot when nobody comes in the search window, and the bot game wins no coins', async () => {
    await systemConfigRef(db).set(shortSearch, { merge: true }); // back to the saved value after all tests
    const [wes] = await signInAll(['Wes', { phone: true }]);
    await visit(wes.page, '/random-battle');
    await wes.page.getByRole('link', { name: /All categories/ }).click();
    await wes.page.getByTestId('searching').waitFor();
    expect(await wes.page.getByRole('timer').textContent()).toMatch(/^00:0[0-6]$/);
    await shot(wes.page, 'searching');
    await poll(() => wes.page.getByTestId('no-opponent').textContent(), 20_000).toContain(
      'No opponent detected. Retry or play against the bot.',
    );
    expect(await toastTexts(wes.page)).not.toContain('No opponent detected. Retry or play against the bot.'); // said once
    await shot(wes.page, 'no-opponent');
    expect(await fitsPhone(wes.page)).toBe(true);

    await wes.page.getByRole('button', { name: 'Retry' }).click();
    await wes.page.getByTestId('searching').waitFor();
    await wes.page.getByTestId('no-opponent').waitFor();
    await wes.page.getByRole('button', { name: 'Play with bot' }).click();
    await wes.page.waitForURL(/\/random-battle\/play\/[\w-]+\?.*bot=1/);
    await poll(() => wes.page.getByTestId('opponent').textContent()).toContain('Quiz Bot');
    await shot(wes.page, 'bot');
    await answerAll(wes.page);
    await wes.page.getByTestId('battle-result').waitFor({ timeout: 60_000 });
    expect(await wes.page.getByTestId('coins-line').textContent()).toContain('Games against the bot win no coins');
    expect(await headerCoins(wes.page)).toBe(10);
  });
});

describe('friend and group rooms', () => {
  it('refuses bad codes with the product words, fills a group of 3 by code, lets only the owner start, and ranks the result', async () => {
    const [owner, pia, quinn] = await signInAll(['Olga'], ['Pia', { phone: true }], ['Quinn']);

    await visit(pia.page, '/group-battle/join');
    await pia.page.getByRole('button', { name: 'Join room' }).click();
    await poll(() => toastTexts(pia.page)).toContain('Please enter a room code');
    await pia.page.getByLabel('Room code').fill('ab1');
    await pia.page.getByRole('button', { name: 'Join room' }).click();
    await poll(() => toastTexts(pia.page)).toContain('Invalid Room Code');
    await pia.page.getByLabel('Room code').fill('ZZZZZZ');
    await pia.page.getByRole('button', { name: 'Join room' }).click();
    await poll(() => toastTexts(pia.page)).toContain('Room code is not valid');
    await shot(pia.page, 'join');

    await visit(owner.page, '/group-battle/create');
    await owner.page.getByLabel('Number of questions').selectOption('5');
    await owner.page.getByRole('button', { name: 'Create room' }).click();
    await owner.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
    const start = owner.page.getByRole('button', { name: 'Start' });
    await start.waitFor();
    expect(await start.isDisabled()).toBe(true);
    const code = (await owner.page.getByTestId('room-code').textContent())!.trim();

    for (const p of [pia, quinn]) {
      await visit(p.page, '/group-battle/join');
      await p.page.getByLabel('Room code').fill(code);
      await p.page.getByRole('button', { name: 'Join room' }).click();
      await p.page
        .getByTestId('join-confirm')
        .getByRole('button', { name: /^Join for/ })
        .click(); // the room and its fee, then Join
      await p.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
    }
    // everyone sees the three players as they joined; only the owner has Start
    for (const p of [owner, pia, quinn]) {
      await poll(() => p.page.getByTestId('lobby-players').textContent()).toMatch(/Olga.*Pia.*Quinn/);
    }
    expect(await pia.page.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await shot(pia.page, 'lobby');
    expect(await fitsPhone(pia.page)).toBe(true);

    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await pia.page.locator('.question').waitFor();
    await owner.page.locator('.question').waitFor();
    await shot(pia.page, 'group-question');
    // a started room cannot be deleted: the owner has only Leave battle, which says what it costs
    expect(await owner.page.getByRole('button', { name: 'Delete room' }).count()).toBe(0);
    await owner.page.getByRole('button', { name: 'Leave battle' }).click();
    expect(await owner.page.locator('dialog').textContent()).toContain('your entry fee of 5 coins');
    await owner.page.locator('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await fitsPhone(pia.page)).toBe(true);
    await Promise.all([owner, pia, quinn].map((p) => answerAll(p.page)));
    for (const p of [owner, pia, quinn]) {
      await p.page.getByTestId('battle-result').waitFor();
      const ranks = await p.page.locator('.standings .rank').allTextContents();
      expect(ranks).toHaveLength(3);
      expect(ranks[0]).toMatch(/^#1/);
      // the title follows the player's own rank: first alone wins, a shared first place is a tie, a
      // place below is that place (a podium's second or third is no defeat)
      const mine = (await p.page.locator('.standings li.you .rank').textContent())!;
      const place = Number(mine.match(/^#(\d)/)![1]);
      const expected =
        mine === '#1' ? 'Victory!' : mine === '#1 (tie)' ? 'Tie' : `${place}${['', 'st', 'nd', 'rd'][place]} of 3`;
      expect(await resultTitle(p.page)).toBe(expected);
    }
    await shot(pia.page, 'group-result');
  });

  it('a group at a 3x entry fee: the others see it, each pays it at the start, the first-ranked share the pot, and the top three stand on a podium', async () => {
    const players = await signInAll(['Gia', { phone: true }], ['Hal'], ['Ivy']);
    const [owner, ...joiners] = players;
    const uidOf = Object.fromEntries(
      await Promise.all(players.map(async (p) => [p.name, (await auth.getUserByEmail(p.email)).uid] as const)),
    );
    const coinsOf = async (p: Player) => (await db.doc(`users/${uidOf[p.name]}`).get()).get('coins') as number;
    await Promise.all(players.map((p) => db.doc(`users/${uidOf[p.name]}`).update({ coins: 20 })));
    await visit(owner.page, '/group-battle/create');
    // the balance of 20 comes by the player's listener, which may speak after the page's first render
    await poll(() =>
      owner.page.getByRole('radio', { name: /^3x/ }).evaluate((el) => el.closest('label')!.textContent),
    ).toBe('3x15 coins');
    await openRoom(owner, joiners, 'group', { questions: 5, fee: '3x' });
    for (const p of players) {
      await poll(() => p.page.getByTestId('lobby-players').textContent()).toMatch(/Gia.*Hal.*Ivy/);
      expect(await p.page.locator('.lobby-facts').textContent()).toContain('Entry fee: 15 coins');
    }
    const start = owner.page.getByRole('button', { name: 'Start' });
    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    for (const p of players) await p.page.locator('.question').waitFor();
    for (const p of players) await poll(() => coinsOf(p)).toBe(5); // 20 less the fee of 3 x 5

    await Promise.all(players.map((p) => answerAll(p.page)));
    for (const p of players) await p.page.getByTestId('battle-result').waitFor();
    // docs/economy.md: the pot is the fee times the players (45), shared by the first-ranked, floored
    const ranks = await owner.page.locator('.standings li').evaluateAll((rows) =>
      rows.map((li) => ({
        name: li.querySelector('.player-name')!.textContent!,
        first: /^#1(\s|$)/.test(li.querySelector('.rank')!.textContent!),
      })),
    );
    // screen readers hear each rank in words, a shared one as tied (the symbols beside are hidden from them)
    const shown = await owner.page.locator('.standings .rank').allTextContents();
    expect(await owner.page.locator('.standings li > .visually-hidden').allTextContents()).toEqual(
      shown.map((rank) => rank.replace(/^#(\d+) \(tie\)$/, 'Rank $1, tied').replace(/^#(\d+)$/, 'Rank $1')),
    );
    const winners = ranks.filter((r) => r.first).map((r) => r.name);
    const share = Math.floor(45 / winners.length);
    for (const p of players) {
      const won = winners.includes(p.name);
      await poll(() => coinsOf(p)).toBe(won ? 5 + share : 5);
      // a share as large as the fee is the fee back, as the coin history has it, not a win
      const line = share === 15 ? 'Your 15 coins back' : `You won ${share} coins`;
      await poll(() => p.page.getByTestId('coins-line').textContent()).toContain(
        won ? line : "Your entry fee of 15 coins went to the winner's pot",
      );
      await poll(() => headerCoins(p.page)).toBe(won ? 5 + share : 5);
    }

    // the podium: the top three in rank order for screen readers, 2nd, 1st, 3rd from the left on screen
    const podium = owner.page.getByTestId('podium');
    const steps = podium.locator('li');
    expect(await steps.locator('.podium-name').allTextContents()).toEqual(ranks.map((r) => r.name));
    expect(await steps.locator('.podium-points').allTextContents()).toEqual(
      await owner.page.locator('.standings .player-points').allTextContents(),
    );
    expect(await steps.locator('.avatar').count()).toBe(3);
    expect(await steps.locator('.visually-hidden').allTextContents()).toEqual(
      await owner.page.locator('.standings li > .visually-hidden').allTextContents(),
    );
    const lefts = await steps.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left));
    expect(lefts[1]).toBeLessThan(lefts[0]!);
    expect(lefts[0]).toBeLessThan(lefts[2]!);
    expect(await fitsPhone(owner.page)).toBe(true);
    // a right-to-left page (Arabic) mirrors it: the second at the right, the third at the left
    await owner.page.evaluate(() => (document.documentElement.dir = 'rtl'));
    const mirrored = await steps.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left));
    expect(mirrored[1]).toBeGreaterThan(mirrored[0]!);
    expect(mirrored[0]).toBeGreaterThan(mirrored[2]!);
    // a Latin name on a right-to-left page keeps its own direction, so a long one is cut at its end
    expect(
      await steps.locator('.podium-name').evaluateAll((names) => names.map((n) => getComputedStyle(n).direction)),
    ).toEqual(['ltr', 'ltr', 'ltr']);
    expect(await fitsPhone(owner.page)).toBe(true);
    await owner.page.evaluate(() => (document.documentElement.dir = 'ltr'));
    await shot(owner.page, 'group-podium');
  });

  it("tells the others 'Room is deleted by owner', and a full friend room says 'Room is full'", async () => {
    const [owner, sam, tom] = await signInAll(['Rita'], ['Sam'], ['Tom']);
    const code = await openRoom(owner, [sam], 'friend');
    await poll(() => owner.page.getByTestId('lobby-players').textContent()).toContain('Sam');

    await visit(tom.page, '/group-battle/join');
    await tom.page.getByLabel('Room code').fill(code);
    await tom.page.getByRole('button', { name: 'Join room' }).click();
    await poll(() => toastTexts(tom.page)).toContain('Room is full');

    await owner.page.getByRole('button', { name: 'Delete room' }).click();
    await owner.page.locator('dialog').getByRole('button', { name: 'Delete room' }).click();
    await poll(() => toastTexts(sam.page)).toContain('Room is deleted by owner');
    await sam.page.getByTestId('battle-end').waitFor();
    await owner.page.getByTestId('battle-end').waitFor();
  });

  it("shows the opponent's progress while waiting, then that they seem disconnected, and gives the game to the player who stayed after the grace window", async () => {
    const [owner, vic] = await signInAll(['Uma'], ['Vic']);
    await openRoom(owner, [vic], 'friend');
    const start = owner.page.getByRole('button', { name: 'Start' });
    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await vic.page.locator('.question').waitFor();
    await owner.page.locator('.question').waitFor();
    // the owner is done first and sees where Vic is
    await answerAll(owner.page);
    const waitingFor = owner.page.getByTestId('waiting-for');
    await poll(() => waitingFor.textContent()).toMatch(/^Vic is on question 1 of \d+$/);
    await vic.context.close();
    await poll(() => waitingFor.textContent()).toMatch(/^Vic seems to have disconnected: \d+ s left to come back$/);

    await poll(() => toastTexts(owner.page), 30_000).toContain('Opponent has left the game!');
    await owner.page.getByTestId('battle-result').waitFor();
    expect(await resultTitle(owner.page)).toBe('Victory!');
    // the server's sweeper judges the silent player gone too and pays the pot
    await poll(() => owner.page.getByTestId('coins-line').textContent(), 30_000).toContain('You won 10 coins');
    await poll(() => headerCoins(owner.page)).toBe(15);
    // not before Vic had been silent for the grace window, by the server's own records
    const vicUid = (await auth.getUserByEmail(vic.email)).uid;
    const [room] = (await db.collection('rooms').where('playerUids', 'array-contains', vicUid).get()).docs;
    const lastSeen = (await room!.ref.collection('players').doc(vicUid).get()).get('lastSeen') as Timestamp;
    expect((room!.get('finishedAt') as Timestamp).toMillis() - lastSeen.toMillis()).toBeGreaterThanOrEqual(
      testConfig.reconnect_grace_seconds * 1000,
    );
  });
});
