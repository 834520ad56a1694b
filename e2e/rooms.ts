// Friend and group rooms in real browsers, shared by the invite and lobby tests: signed-in players
// in browsers of their own (closed after each test), a new room and its invite link, a battle played out.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { signUpPlayer } from './admin.ts';
import { answerAll } from './battle-play.ts';
import { logInWithEmail, newPlayer, useBrowser, visit } from './browser.ts';

export const password = 'invite-pass-1';

export interface Player {
  uid: string;
  context: BrowserContext;
  page: Page;
}

/** Browsers of the test's players, from the file's one Chromium; every one opened is closed after each test. */
export function roomPlayers() {
  const browser = useBrowser();
  let opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((c) => c.close().catch(() => {})));
    opened = [];
  });

  /** A browser of its own, not signed in. */
  async function visitor(opts: { phone?: boolean } = {}) {
    const { context, page } = await newPlayer(browser(), opts);
    opened.push(context);
    return { context, page };
  }

  /** A verified player, signed in through the login page. */
  async function signIn(name: string, opts: { phone?: boolean } = {}): Promise<Player> {
    const { uid, email } = await signUpPlayer(name, password);
    const { context, page } = await visitor(opts);
    await logInWithEmail(page, email, password);
    return { uid, context, page };
  }
  return { visitor, signIn };
}

export const roomIdOf = (page: Page) => new URL(page.url()).pathname.match(/^\/group-battle\/room\/([\w-]+)$/)?.[1];
/** The names a lobby's seats show (a screen reader's note after a name, such as "opens in a new tab", is no part of it). */
export const seatNames = (seats: Locator) =>
  seats.evaluateAll((names) =>
    names.map((name) => {
      const shown = name.cloneNode(true) as HTMLElement;
      for (const note of shown.querySelectorAll('.visually-hidden')) note.remove();
      return shown.textContent ?? '';
    }),
  );
export const lobbyNames = (page: Page) => seatNames(page.getByTestId('lobby-players').locator('.player-name'));

/** The owner's new group room of 5 questions; its invite link as the lobby shows it. */
export async function openRoom(owner: Player, type: 'group' | 'friend' = 'group') {
  await visit(owner.page, type === 'friend' ? '/group-battle/create?type=friend' : '/group-battle/create');
  await owner.page.getByLabel('Number of questions').selectOption('5');
  await owner.page.getByRole('button', { name: 'Create room' }).click();
  await owner.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
  const link = (await owner.page.getByTestId('invite-link').textContent())!;
  const code = (await owner.page.getByTestId('room-code').textContent())!;
  expect(new URL(link).pathname).toBe(`/group-battle/join/${code}`);
  return { link, code, roomId: roomIdOf(owner.page)! };
}

/** The join's confirmation (a link's or a typed code's): the room and its fee, then the Join that names it. */
export async function confirmJoin(page: Page, fee = 5) {
  const confirm = page.getByTestId('join-confirm');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: `Join for ${fee} coins` }).click();
}

/** A signed-in player opens the room's invite link and presses Join on its confirmation: seated in the lobby. */
export async function joinByLink(p: Player, room: { link: string; roomId: string }) {
  await visit(p.page, room.link);
  await confirmJoin(p.page);
  await p.page.waitForURL(`**/group-battle/room/${room.roomId}`);
}

export async function playToResult(players: Player[]) {
  await Promise.all(players.map((p) => answerAll(p.page)));
  for (const p of players) await p.page.getByTestId('battle-result').waitFor({ timeout: 60_000 });
}
