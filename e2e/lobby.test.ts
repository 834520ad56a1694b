// A live lobby (issue 22, items 3 and 5), in real browsers: the owner removes a seated player
// before the start; a player who closes their tab greys out in the others' lobby and loses the
// seat after the grace window, and in play their seat says they are reconnecting until they are back; a rematch invitation waits under the bell and Join there seats;
// every notification that names something opens it.
// Fees are taken at the start (server/battles/rooms.ts startRoom), so a player who leaves a waiting
// room by any of these ways has paid nothing: their balance and coin history stay as they were.
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { coinHistory } from '../server/economy/ledger.ts';
import { adminServices } from '../server/firebase.ts';
import { defaultSystemConfig } from '../contract/settings.ts';
import { axeProblems } from './axe.ts';
import { poll, visit } from './browser.ts';
import {
  confirmJoin,
  joinByLink as seat,
  lobbyNames,
  openRoom,
  playToResult,
  roomIdOf,
  roomPlayers,
  seatNames,
  type Player,
} from './rooms.ts';

const { db } = adminServices();

const { signIn } = roomPlayers();

/** The player's balance and the ids of their coin history entries. */
async function wallet(p: Player) {
  const [user, ledger] = await Promise.all([db.doc(`users/${p.uid}`).get(), coinHistory(db, p.uid).get()]);
  return { coins: user.get('coins') as number, entries: ledger.docs.map((d) => d.id).sort() };
}

const awayNames = (p: Player) => seatNames(p.page.getByTestId('lobby-players').locator('li.away .player-name'));

describe('the lobby of a waiting room', () => {
  it('the owner removes a seated player: they read why and are out, nothing is charged, the seat takes someone else', async () => {
    const [owner, removed, next] = await Promise.all([
      signIn('Odile'),
      signIn('Remy', { phone: true }),
      signIn('Tess'),
    ]);
    const room = await openRoom(owner, 'friend');
    await seat(removed, room);
    await poll(() => lobbyNames(owner.page)).toEqual(['Odile', 'Remy']);
    // a name opens its card in a new tab, and says so: the owner stays in the lobby
    const card = owner.page.getByTestId('lobby-players').getByRole('link', { name: 'Remy (opens in a new tab)' });
    expect(await card.getAttribute('target')).toBe('_blank');
    const before = await wallet(removed);

    await owner.page.getByRole('button', { name: 'Remove Remy' }).click();
    const dialog = owner.page.getByRole('dialog');
    expect(await dialog.textContent()).toContain(
      'Remy leaves the room and cannot join it again. No fee has been taken yet.',
    );
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

    // the removed player reads a plain sentence with a way on, on the screen they were on
    const end = removed.page.getByTestId('battle-end');
    await poll(() => end.locator('h1').textContent()).toBe('The room owner removed you from this room');
    expect(await end.getByRole('link', { name: 'Group Battle' }).isVisible()).toBe(true);
    expect(await axeProblems(removed.page)).toEqual([]);
    expect(await wallet(removed)).toEqual(before);

    // the seat is free again: the owner's lobby shows it open, and another player takes it
    await poll(() => lobbyNames(owner.page)).toEqual(['Odile']);
    expect(await owner.page.getByTestId('lobby-players').locator('.open-seat').count()).toBe(1);
    await seat(next, room);
    await poll(() => lobbyNames(owner.page)).toEqual(['Odile', 'Tess']);
    expect((await db.doc(`rooms/${room.roomId}`).get()).get('playerUids')).toEqual([owner.uid, next.uid]);
  });

  it("a player who closes their tab greys out in the others' lobby, then loses the seat after the grace window, charged nothing", async () => {
    const [owner, gone, stays] = await Promise.all([signIn('Gina'), signIn('Hal', { phone: true }), signIn('Ivo')]);
    const room = await openRoom(owner);
    await seat(gone, room);
    await seat(stays, room);
    await poll(() => lobbyNames(owner.page)).toEqual(['Gina', 'Hal', 'Ivo']);
    const before = await wallet(gone);

    await gone.context.close();
    // the grace window counts from the last heartbeat the seat got, which came before the close
    const lastSeen = (
      (await db.doc(`rooms/${room.roomId}/players/${gone.uid}`).get()).get('lastSeen') as Timestamp
    ).toMillis();
    // silent past a heartbeat (and its slack), the seat is away in both others' lobbies, still seated
    const grace = defaultSystemConfig.reconnect_grace_seconds * 1000;
    for (const p of [owner, stays]) await poll(() => awayNames(p), grace).toEqual(['Hal']);
    expect(await lobbyNames(owner.page)).toEqual(['Gina', 'Hal', 'Ivo']);
    expect(await owner.page.getByTestId('lobby-players').locator('li.away').textContent()).toContain('Away');

    // past the grace window the seat is free
    for (const p of [owner, stays]) await poll(() => lobbyNames(p.page), grace).toEqual(['Gina', 'Ivo']);
    expect(await awayNames(owner)).toEqual([]);
    const after = await db.doc(`rooms/${room.roomId}`).get();
    expect(after.get('playerUids')).toEqual([owner.uid, stays.uid]);
    // not before the grace window, by the server's own records: the room's last write took the seat
    expect(after.updateTime!.toMillis() - lastSeen).toBeGreaterThanOrEqual(grace);
    expect(await wallet(gone)).toEqual(before);
  });
});

describe('a room in play', () => {
  it('on a phone, an opponent whose heartbeat stops shows reconnecting on their seat, told politely, and it clears when they are back', async () => {
    const [owner, rival] = await Promise.all([signIn('Mara', { phone: true }), signIn('Nico', { phone: true })]);
    const room = await openRoom(owner, 'friend');
    await seat(rival, room);
    const start = owner.page.getByRole('button', { name: 'Start' });
    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    for (const p of [owner, rival]) await p.page.locator('.question').waitFor({ timeout: 30_000 });
    const seatOf = owner.page.getByTestId('opponent');
    const news = owner.page.getByTestId('reconnecting-news');
    expect(await seatOf.textContent()).not.toContain('Reconnecting');

    // the rival's page goes away mid-question: no more heartbeats from it
    await rival.page.close();
    await poll(() => seatOf.getByTestId('seat-reconnecting').textContent()).toBe('Reconnecting…');
    expect(await news.getAttribute('aria-live')).toBe('polite');
    expect(await news.textContent()).toBe('Nico is reconnecting…');
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    expect(await axeProblems(owner.page)).toEqual([]);

    // back within the grace window: the room page rejoins, its heartbeat clears the seat
    rival.page = await rival.context.newPage();
    await visit(rival.page, `/group-battle/room/${room.roomId}`);
    await rival.page.locator('.question').waitFor({ timeout: 30_000 });
    await poll(() => seatOf.getByTestId('seat-reconnecting').count()).toBe(0);
    expect(await news.textContent()).toBe('');
  });
});

describe('Start charges only the players in the lobby', () => {
  it('a player who goes to another screen is away at once; Start takes them out uncharged and tells them under the bell', async () => {
    const [owner, wanderer, stays] = [
      await signIn('Jade'),
      await signIn('Kofi', { phone: true }),
      await signIn('Lior'),
    ];
    const room = await openRoom(owner);
    await seat(wanderer, room);
    await seat(stays, room);
    await poll(() => lobbyNames(owner.page)).toEqual(['Jade', 'Kofi', 'Lior']);
    expect(await awayNames(owner)).toEqual([]);
    const before = await wallet(wanderer);

    // in the app, to another screen (the bell's): the owner sees the seat away before pressing Start, and why it matters
    await wanderer.page.getByTestId('header-inbox').click();
    await wanderer.page.waitForURL('**/notifications');
    await poll(() => awayNames(owner)).toEqual(['Kofi']);
    expect(await owner.page.getByText('Players marked Away are not in the room now').isVisible()).toBe(true);
    expect(await axeProblems(owner.page)).toEqual([]);

    await owner.page.getByRole('button', { name: 'Start' }).click();
    await poll(async () => (await db.doc(`rooms/${room.roomId}`).get()).get('status')).toBe('started');
    expect((await db.doc(`rooms/${room.roomId}`).get()).get('playerUids')).toEqual([owner.uid, stays.uid]);
    expect(await wallet(wanderer)).toEqual(before);
    expect((await wallet(stays)).entries).toContain(`battle_fee_${room.roomId}`);

    // told under the bell, in words
    await poll(async () => (await wanderer.page.getByTestId('unread-count').count()) > 0).toBe(true);
    await wanderer.page.reload();
    await poll(() => wanderer.page.getByTestId('inbox').textContent()).toContain(
      "Jade's battle started while you were away from the room: you were taken out of it and your 5 coins were not charged",
    );
    await playToResult([owner, stays]);
  });
});

describe('an invitation under the bell', () => {
  it('counts on the bell, is listed at the top of the notifications page while valid, and Join there seats the player', async () => {
    const [owner, friend] = await Promise.all([signIn('Pia'), signIn('Quin', { phone: true })]);
    const first = await openRoom(owner, 'friend');
    await seat(friend, first);
    await owner.page.getByRole('button', { name: 'Start' }).click();
    await playToResult([owner, friend]);

    // the friend has moved on; the bell counts their unread notes (a badge of this battle may arrive
    // any moment) and, from the Play again on, the invitation too
    await visit(friend.page, '/leaderboard');
    const bell = friend.page.getByTestId('header-inbox');
    const count = friend.page.getByTestId('unread-count');
    const bellCount = async () => ((await count.count()) === 0 ? 0 : Number(await count.textContent()));
    const unreadNotes = async () =>
      (await db.collection(`users/${friend.uid}/inbox`).where('read', '==', false).get()).size;
    const invitationsCounted = async () => (await bellCount()) - (await unreadNotes());
    await poll(invitationsCounted).toBe(0);

    await owner.page.getByRole('button', { name: 'Play again' }).click();
    await owner.page.waitForURL(
      (url) => url.pathname.startsWith('/group-battle/room/') && !url.pathname.endsWith(first.roomId),
    );
    const second = roomIdOf(owner.page)!;

    await poll(invitationsCounted).toBe(1);
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications, ${await bellCount()} unread`);
    await bell.click();
    await friend.page.waitForURL('**/notifications');

    // listed once, at the top of the page (the floating card steps aside here)
    const invitation = friend.page.getByTestId('invitation');
    await poll(() => invitation.textContent()).toContain('Pia wants a rematch');
    expect(await invitation.textContent()).toContain('Entry fee: 5 coins');
    expect(await friend.page.locator('main .invitations [data-testid="invitation"]').count()).toBe(1);
    expect(await friend.page.getByRole('heading', { name: 'Invitations' }).isVisible()).toBe(true);
    expect(await axeProblems(friend.page)).toEqual([]);

    await invitation.getByRole('button', { name: 'Join' }).click();
    await confirmJoin(friend.page);
    await friend.page.waitForURL(`**/group-battle/room/${second}`);
    await poll(() => lobbyNames(owner.page)).toEqual(['Pia', 'Quin']);
    // taken, the invitation is gone, and with it from the bell's count
    await poll(invitationsCounted).toBe(0);
    expect((await db.collection(`users/${friend.uid}/invites`).get()).size).toBe(0);
  });

  it('every note that names something opens it when tapped: a badge, a friend who joined, a contest prize, a contest result, a payout', async () => {
    const me = await signIn('Noor');
    const notes = [
      {
        id: 'badge_dashing_debut',
        kind: 'badge',
        params: { badge: 'dashing_debut' },
        reads: 'Badge unlocked: Dashing Debut',
        opens: '/profile/badges',
      },
      {
        id: 'referral_friend1',
        kind: 'referral',
        params: { name: 'Ada', coins: 100 },
        reads: 'Ada joined with your code',
        opens: '/profile/referral',
      },
      {
        id: 'contest_prize_spring',
        kind: 'contest_prize',
        params: { contest: 'Spring Cup', rank: 1, coins: 50 },
        reads: 'Spring Cup: you ranked #1',
        opens: '/contest-play/spring/leaderboard',
      },
      {
        id: 'contest_result_spring',
        kind: 'contest_result',
        params: { contest: 'Spring Cup' },
        reads: 'Spring Cup has ended: your result is in',
        opens: '/contest-play/spring/leaderboard',
      },
      {
        id: 'payment_p1',
        kind: 'payment',
        params: { status: 'completed', amount: 10, coins: 100, reason: '' },
        reads: 'Your payment request was paid',
        opens: '/profile/wallet',
      },
    ];
    for (const { id, kind, params } of notes)
      await db.doc(`users/${me.uid}/inbox/${id}`).set({ kind, params, date: new Date(), read: false });
    const inbox = me.page.getByTestId('inbox');
    for (const { reads, opens } of notes) {
      await visit(me.page, '/notifications');
      await poll(() => inbox.locator('.inbox-link').count()).toBe(notes.length);
      await inbox.getByRole('link', { name: reads }).click();
      await me.page.waitForURL((url) => url.pathname === opens);
    }
  });
});
