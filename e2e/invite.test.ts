// Friends in one tap (issue 22), in real browsers: the owner's invite link shows a signed-in friend
// the room and its fee, and their Join seats them; a visitor who signs up through it comes back to
// the same confirmation (the link kept through sign-up and the emailed verification); "Play again"
// invites the others, who join without a reload; every refusal through a link says why with a way
// on; a room's address opened by someone not in it shows the room, never a rules error. Opening a
// link alone seats nobody in a room with a fee (issue 34); a room without one seats at once.
import { describe, expect, it } from 'vitest';
import { battleHistory } from '../server/battles/battle-stats.ts';
import { coinHistory } from '../server/economy/ledger.ts';
import { adminServices } from '../server/firebase.ts';
import { phoneSignIn, verificationLink } from './auth-emulator.ts';
import { axeProblems } from './axe.ts';
import { poll, toasts, visit } from './browser.ts';
import {
  confirmJoin,
  joinByLink,
  lobbyNames,
  openRoom,
  password,
  playToResult,
  roomIdOf,
  roomPlayers,
  type Player,
} from './rooms.ts';

const { db } = adminServices();

const { visitor, signIn } = roomPlayers();

describe('an invite link', () => {
  it('seats a signed-in friend and a visitor who signs up through it; Play again brings the same three back without a reload', async () => {
    const lena = await signIn('Lena');
    const gus = await signIn('Gus', { phone: true });
    const first = await openRoom(lena);
    // a wide screen shows the QR of the link, the link its text alternative
    expect(await lena.page.getByTestId('invite-qr').getAttribute('alt')).toBe(
      `QR code of the invite link ${first.link}`,
    );
    expect(await axeProblems(lena.page)).toEqual([]);
    expect(await gus.page.evaluate(() => window.matchMedia('(min-width: 720px)').matches)).toBe(false);

    // the signed-in friend opens the link: the room and its fee, then Join; no code typed
    await joinByLink(gus, first);
    await poll(() => lobbyNames(gus.page)).toEqual(['Lena', 'Gus']);
    expect(await gus.page.getByTestId('invite-qr').count()).toBe(0); // a phone shares, it shows no QR

    // the visitor: the link, then login, sign-up, the emailed link, login, and the room
    const newcomer = await visitor({ phone: true });
    await visit(newcomer.page, first.link);
    await newcomer.page.waitForURL('**/auth/login');
    await newcomer.page.getByRole('link', { name: 'Sign up' }).last().click();
    const email = `invitee${Date.now()}@example.com`;
    await newcomer.page.getByLabel('Name').fill('nia');
    await newcomer.page.getByLabel('Email').fill(email);
    await newcomer.page.getByLabel('Password', { exact: true }).fill(password);
    await newcomer.page.getByLabel('Confirm password').fill(password);
    await newcomer.page.getByRole('button', { name: 'Sign up' }).click();
    await newcomer.page.waitForURL('**/auth/login');
    await newcomer.page.getByLabel('Confirm password').waitFor({ state: 'detached' }); // the login form, not the sign-up's
    expect((await fetch(await verificationLink(email))).ok).toBe(true);
    await newcomer.page.getByLabel('Password').fill(password);
    await newcomer.page.getByRole('button', { name: 'Login', exact: true }).click();
    await newcomer.page.waitForURL(new URL(first.link).pathname);
    await confirmJoin(newcomer.page);
    await newcomer.page.waitForURL(`**/group-battle/room/${first.roomId}`);
    await poll(() => lobbyNames(lena.page)).toEqual(['Lena', 'Gus', 'Nia']);
    const nia: Player = { ...newcomer, uid: (await adminServices().auth.getUserByEmail(email)).uid };
    // referred by the room's owner: both bonuses paid
    const ownerCode = (await db.doc(`users/${lena.uid}`).get()).get('refer_code') as string;
    expect((await db.doc(`users/${nia.uid}`).get()).get('friends_code')).toBe(ownerCode);
    expect((await coinHistory(db, lena.uid).doc(`referral_${nia.uid}`).get()).get('coins')).toBe(100);

    await lena.page.getByRole('button', { name: 'Start' }).click();
    await playToResult([lena, gus, nia]);

    // the owner plays again; the others are invited on the screen they are on, and join
    await lena.page.getByRole('button', { name: 'Play again' }).click();
    await lena.page.waitForURL(
      (url) => url.pathname.startsWith('/group-battle/room/') && !url.pathname.endsWith(first.roomId),
    );
    const second = roomIdOf(lena.page)!;
    for (const p of [gus, nia]) {
      const invitation = p.page.getByTestId('invitation');
      await poll(() => invitation.textContent()).toContain('Lena wants a rematch');
      expect(await invitation.textContent()).toContain('Entry fee: 5 coins');
      // axe reads colours as they are: the result's own entrance has finished first
      await p.page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState === 'finished'),
      );
      expect(await axeProblems(p.page)).toEqual([]);
      await invitation.getByRole('button', { name: 'Join' }).click();
      await confirmJoin(p.page);
      await p.page.waitForURL(`**/group-battle/room/${second}`);
    }
    await poll(() => lobbyNames(lena.page)).toEqual(['Lena', 'Gus', 'Nia']);
    const start = lena.page.getByRole('button', { name: 'Start' });
    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await playToResult([lena, gus, nia]);

    // each coin history holds both fees, each battle history both battles (the room's end is written
    // just after the last answer's reply: the result shows once every seat is done, maybe before it)
    for (const p of [lena, gus, nia]) {
      const ledger = (await coinHistory(db, p.uid).get()).docs.map((d) => d.id);
      expect(ledger.filter((id) => id.startsWith('battle_fee_')).sort()).toEqual(
        [`battle_fee_${first.roomId}`, `battle_fee_${second}`].sort(),
      );
      await poll(async () => (await battleHistory(db, p.uid).get()).docs.map((d) => d.id).sort()).toEqual(
        [first.roomId, second].sort(),
      );
    }
  });

  it('says why it cannot seat the player, with a way on: full, started, deleted, cannot afford; a declined rematch costs nothing', async () => {
    const [owner, friend, late] = await Promise.all([signIn('Olga'), signIn('Fay'), signIn('Lou', { phone: true })]);
    const refusal = async (link: string, title: string, way: string) => {
      await visit(late.page, link);
      const end = late.page.getByTestId('battle-end');
      await poll(() => end.locator('h1').textContent()).toBe(title);
      expect(await end.getByRole('link', { name: way }).isVisible()).toBe(true);
      expect(await axeProblems(late.page)).toEqual([]);
    };

    const full = await openRoom(owner, 'friend');
    await joinByLink(friend, full);
    await refusal(full.link, 'Room is full', 'Create a room');

    await owner.page.getByRole('button', { name: 'Start' }).click();
    await poll(async () => (await db.doc(`rooms/${full.roomId}`).get()).get('status')).toBe('started');
    await refusal(full.link, 'The battle has already started', 'Create a room');
    await playToResult([owner, friend]);

    const deleted = await openRoom(owner);
    await owner.page.getByRole('button', { name: 'Delete room' }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Delete room' }).click();
    await poll(() => owner.page.getByTestId('battle-end').locator('h1').textContent()).toBe('Room is deleted');
    await refusal(deleted.link, 'Room is deleted', 'Join with a code');

    // one who cannot pay sees the room, their balance and where coins are earned, and no Join
    const poor = await openRoom(owner);
    await db.doc(`users/${late.uid}`).update({ coins: 0 });
    await visit(late.page, poor.link);
    const confirm = late.page.getByTestId('join-confirm');
    await poll(() => confirm.getByRole('alert').textContent()).toContain(
      "This room's entry fee is more than your coins",
    );
    expect(await confirm.getByTestId('join-balance').textContent()).toBe('You have 0 coins');
    expect(await confirm.getByRole('link', { name: 'Daily Quiz' }).isVisible()).toBe(true);
    expect(await confirm.getByRole('button', { name: /^Join/ }).count()).toBe(0);
    expect(await axeProblems(late.page)).toEqual([]);
    expect((await db.doc(`rooms/${poor.roomId}`).get()).get('playerUids')).toEqual([owner.uid]);

    // the friend of the finished battle says "Not now" to Olga's rematch: it goes, nothing is charged
    await visit(owner.page, `/group-battle/room/${full.roomId}`);
    const coins = (await db.doc(`users/${friend.uid}`).get()).get('coins') as number;
    await owner.page.getByRole('button', { name: 'Play again' }).click();
    const invitation = friend.page.getByTestId('invitation');
    await poll(() => invitation.textContent()).toContain('Olga wants a rematch');
    await invitation.getByRole('button', { name: 'Not now' }).click();
    await poll(() => invitation.count()).toBe(0);
    await poll(async () => (await db.collection(`users/${friend.uid}/invites`).get()).size).toBe(0);
    expect((await db.doc(`users/${friend.uid}`).get()).get('coins')).toBe(coins);
  });

  it('opened by a signed-in player, seats nobody and charges nothing until they press Join; a room without a fee seats at once', async () => {
    const [owner, guest, other] = await Promise.all([signIn('Vera'), signIn('Wim', { phone: true }), signIn('Xia')]);
    const room = await openRoom(owner, 'friend');
    const coins = (await db.doc(`users/${guest.uid}`).get()).get('coins') as number;
    // as any site could send the player here: the page loads, and shows the room and its fee
    await visit(guest.page, room.link);
    const confirm = guest.page.getByTestId('join-confirm');
    await poll(() => confirm.locator('h1').textContent()).toBe("Vera's room");
    expect(await confirm.textContent()).toContain('Entry fee: 5 coins');
    expect(await confirm.textContent()).toContain('5 questions');
    expect(await confirm.getByTestId('join-balance').textContent()).toBe(`You have ${coins} coins`);
    expect(await axeProblems(guest.page)).toEqual([]);
    expect((await db.doc(`rooms/${room.roomId}`).get()).get('playerUids')).toEqual([owner.uid]);
    // the owner cannot start a room the link alone would have filled
    expect(await owner.page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);

    await confirm.getByRole('button', { name: 'Join for 5 coins' }).click();
    await guest.page.waitForURL(`**/group-battle/room/${room.roomId}`);
    await poll(() => lobbyNames(owner.page)).toEqual(['Vera', 'Wim']);
    expect((await db.doc(`users/${guest.uid}`).get()).get('coins')).toBe(coins); // the fee goes at the start
    await owner.page.getByRole('button', { name: 'Start' }).click();
    await poll(async () => (await db.doc(`users/${guest.uid}`).get()).get('coins')).toBe(coins - 5);
    await playToResult([owner, guest]);

    // a room without a fee: the link seats at once
    const free = await openRoom(owner);
    await db.doc(`rooms/${free.roomId}`).update({ entryFee: 0 });
    await visit(other.page, free.link);
    await other.page.waitForURL(`**/group-battle/room/${free.roomId}`);
    await poll(() => lobbyNames(owner.page)).toEqual(['Vera', 'Xia']);
  });

  it("a visitor who signs in by phone through the link is asked for no code, lands on the room's Join, and is referred by the owner", async () => {
    const owner = await signIn('Tara');
    const room = await openRoom(owner);
    const { page } = await visitor({ phone: true });
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    await visit(page, room.link);
    await page.waitForURL('**/auth/login');
    await phoneSignIn(page, phone);
    // a new player may still name a friend's code; without one the room's owner is the referrer
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmJoin(page);
    await page.waitForURL(`**/group-battle/room/${room.roomId}`);
    await poll(() => lobbyNames(owner.page)).toHaveLength(2);
    const newcomer = (await db.collection('users').where('mobile', '==', phone).get()).docs[0]!;
    expect((await coinHistory(db, owner.uid).doc(`referral_${newcomer.id}`).get()).get('coins')).toBe(100);
  });

  it("a room's address opened by someone not in it shows the room and Join, never the rules engine's text", async () => {
    const [owner, guest] = await Promise.all([signIn('Rosa'), signIn('Sam', { phone: true })]);
    const room = await openRoom(owner);
    await visit(guest.page, `/group-battle/room/${room.roomId}`);
    const preview = guest.page.getByTestId('room-preview');
    await poll(() => preview.locator('h1').textContent()).toBe("Rosa's room");
    expect(await preview.textContent()).toContain('Entry fee: 5 coins');
    expect(await axeProblems(guest.page)).toEqual([]);
    expect((await toasts(guest.page).allTextContents()).join(' ')).not.toMatch(
      /evaluation error|false for|permission/i,
    );
    await preview.getByRole('link', { name: 'Join this room' }).click();
    await confirmJoin(guest.page);
    await guest.page.waitForURL(`**/group-battle/room/${room.roomId}`);
    await poll(() => lobbyNames(guest.page)).toEqual(['Rosa', 'Sam']);
  });
});
