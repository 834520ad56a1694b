// A battle that waits (issue 37), in real browsers: A challenges B while B is away and plays now; B
// opens the app later in a browser of their own, finds the challenge under "Your turn", plays the same
// questions, and both see the same result. A challenge nobody plays lapses by the server's clock (a
// short window here) and A's fee comes back.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coinHistory } from '../server/economy/ledger.ts';
import { adminServices } from '../server/firebase.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { logInWithEmail, poll, visit } from './browser.ts';
import { answerAll } from './battle-play.ts';
import { password, roomIdOf, roomPlayers, type Player } from './rooms.ts';

const { db } = adminServices();

const { visitor, signIn } = roomPlayers();

/** Two players who are friends (the friends list's documents, as the server writes them). */
async function friendOf(a: Player, name: string) {
  const b = await signUpPlayer(name, password);
  const since = Timestamp.now();
  await db.doc(`users/${a.uid}/friends/${b.uid}`).set({ uid: b.uid, name, since });
  await db.doc(`users/${b.uid}/friends/${a.uid}`).set({ uid: a.uid, name: 'A', since });
  return b;
}

/** A challenges the friend from the form, with 5 questions, and plays every question now. */
async function challengeAndPlay(a: Player, friendUid: string) {
  await visit(a.page, `/battle/challenge/new?friend=${friendUid}`);
  await a.page.getByLabel('Number of questions').selectOption('5');
  await a.page.getByRole('button', { name: 'Play now' }).click();
  await a.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
  const roomId = roomIdOf(a.page)!;
  await answerAll(a.page);
  return roomId;
}

/** The result's standings as a page shows them, less what differs by viewer: the "(you)" on one's own row and the friend buttons on the others'. */
const standings = async (page: Page) =>
  (await page.getByTestId('battle-result').locator('.standings li').allInnerTexts()).map((row) =>
    row.replace(/\s*\(you\)/, '').replace(/\n(Add friend|Friends|Block)/g, ''),
  );

describe('an asynchronous challenge', () => {
  it('A plays now; B, away, opens the app later, sees "Your turn", plays the same questions; both see the same result', async () => {
    const a = await signIn('Ava');
    const b = await friendOf(a, 'Ben');
    const roomId = await challengeAndPlay(a, b.uid);
    await a.page.locator('.challenge-waiting').waitFor();
    expect(
      await coinHistory(db, a.uid)
        .doc(`battle_fee_${roomId}`)
        .get()
        .then((d) => d.get('coins')),
    ).toBe(-5);

    // B, in a new browser, later: the home page's "Your turn", the offer, Play now for the fee
    const later = await visitor({ phone: true });
    await logInWithEmail(later.page, b.email, password);
    const mine = later.page.getByTestId('challenge-mine');
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Ava challenged you');
    expect(await axeProblems(later.page)).toEqual([]);
    await mine.getByRole('link').click();
    await later.page.getByTestId('challenge-offer').waitFor();
    await later.page.getByRole('button', { name: 'Play now for 5 coins' }).click();
    await later.page.waitForURL(`**/group-battle/room/${roomId}`);
    await answerAll(later.page);

    // both see the result: the same standings (names, points, right answers), once the room has ended
    for (const page of [later.page, a.page]) await page.getByTestId('battle-result').waitFor({ timeout: 60_000 });
    expect(await standings(a.page)).toEqual(await standings(later.page));
    expect((await standings(a.page)).join(' ')).toMatch(/Ava[\s\S]*Ben|Ben[\s\S]*Ava/);
    const room = (await db.doc(`rooms/${roomId}`).get()).data()!;
    expect(room.status).toBe('finished');
    for (const uid of [a.uid, b.uid]) {
      expect((await db.doc(`users/${uid}/inbox/challenge_result_${roomId}`).get()).get('kind')).toBe(
        'challenge_result',
      );
    }

    // A's home page: the challenge has left "Their turn" waiting, with its outcome
    await visit(a.page, '/');
    await a.page.getByTestId('challenge-done').waitFor();
    expect(await a.page.getByTestId('your-turn-empty').textContent()).toBe('No challenges are waiting for you.');
  });

  it('lapses by the server clock when the friend never plays: the fee comes back once and it shows as expired', async () => {
    await withConfig({ async_challenge_seconds: '4' }, async () => {
      const a = await signIn('Ada');
      const b = await friendOf(a, 'Bo');
      const before = (await db.doc(`users/${a.uid}`).get()).get('coins') as number;
      const roomId = await challengeAndPlay(a, b.uid);
      // the sweeper, by the server's clock: the room expires, the fee comes back
      await poll(async () => (await db.doc(`rooms/${roomId}`).get()).get('status'), 30_000).toBe('expired');
      // the page A played on says so, whether it was still showing the wait or not
      await a.page.getByTestId('battle-end').waitFor();
      expect((await db.doc(`users/${a.uid}`).get()).get('coins')).toBe(before);
      expect((await coinHistory(db, a.uid).doc(`battle_refund_${roomId}`).get()).get('coins')).toBe(5);
      await visit(a.page, '/');
      const entry = a.page.getByTestId('challenge-expired');
      await entry.waitFor();
      expect(await entry.textContent()).toContain('Expired: the fee went back');
    });
  });
});
