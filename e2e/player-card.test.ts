// Another player's card in real browsers: Ann opens Ben's card from the ladder, adds him, Ben accepts,
// and Ann's card of Ben says Friends (with his presence and Challenge); Ann blocks Cid from Cid's
// card, and Cid's request to Ann is refused in a sentence. In Arabic on a 390 px phone the card
// reads right to left and is axe clean; an unknown player is a page with a way on; one's own card
// is one's profile.
import { describe, expect, it } from 'vitest';
import { ratingFigure, type Rating } from '../contract/rating.ts';
import { ladderId } from '../server/battles/rating.ts';
import { adminServices } from '../server/firebase.ts';
import { withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { poll, toasts, visit } from './browser.ts';
import { roomPlayers } from './rooms.ts';

const { db } = adminServices();
const { signIn } = roomPlayers();
const ladder = db.collection('leaderboards').doc(ladderId).collection('entries');
const users = db.collection('users');

describe('a player card', () => {
  it('opened from the ladder: add, accepted, Friends; a block from the card refuses the blocked player’s request', async () => {
    const [ann, ben, cid] = await Promise.all([signIn('Ann'), signIn('Ben', { phone: true }), signIn('Cid')]);
    // Ben settled far above any other test's ladder entry, so he stands on the podium
    const rating: Rating = { mu: 400, sigma: 2, games: 30 };
    const figure = ratingFigure(rating);
    await users.doc(ben.uid).update({ rating });
    await ladder.doc(ben.uid).set({ uid: ben.uid, name: 'Ben', profile: '', score: figure, updatedAt: new Date() });
    try {
      await visit(ann.page, '/leaderboard?period=rating');
      const benOnBoard = ann.page.locator('.podium-place, .board-row').filter({ hasText: 'Ben' });
      await benOnBoard.waitFor();
      const rank = await benOnBoard.getAttribute('data-rank');
      await benOnBoard.getByRole('link', { name: 'Ben' }).click();
      await ann.page.waitForURL(`**/players/${ben.uid}`);
      const card = ann.page.getByTestId('player-card');
      await poll(() => card.getByRole('heading', { level: 1 }).textContent()).toBe('Ben');
      expect(await card.getByTestId('card-rating').textContent()).toBe(figure.toLocaleString('en-US'));
      expect(await card.getByTestId('card-ladder').textContent()).toBe(`#${rank}`);
      // nothing private on it: not Ben's coins or his friend code
      const benCode = (await users.doc(ben.uid).get()).get('refer_code') as string;
      expect(await card.textContent()).not.toContain(benCode);
      // a stranger's presence is not shown
      expect(await card.getByTestId('presence').count()).toBe(0);

      await card.getByRole('button', { name: 'Add friend: Ben' }).click();
      await poll(() => card.getByTestId('relation-status').textContent()).toBe('Request sent');

      await visit(ben.page, '/profile/friends');
      await ben.page.getByRole('button', { name: "Accept Ann's friend request" }).click();
      await poll(() => card.getByTestId('relation-status').textContent()).toBe('Friends');
      // a friend now: his presence (his app's heartbeat) and the one-tap challenge
      await poll(() => card.getByTestId('presence').textContent()).toBe('Online');
      expect(await card.getByRole('link', { name: 'Challenge Ben now' }).getAttribute('href')).toContain(
        `/group-battle/create?friend=${ben.uid}`,
      );
      expect(await card.getByRole('button', { name: 'Add friend: Ben' }).count()).toBe(0);
      expect(await axeProblems(ann.page)).toEqual([]);

      // Ann blocks Cid from his card
      await visit(ann.page, `/players/${cid.uid}`);
      await card.getByRole('button', { name: 'Block Cid' }).click();
      await poll(() => card.getByTestId('relation-status').textContent()).toBe('You blocked this player');
      expect(await card.getByRole('button', { name: 'Unblock Cid' }).count()).toBe(1);

      // Cid, on Ann's card, asks: refused in the existing sentence, and nothing reaches Ann
      await visit(cid.page, `/players/${ann.uid}`);
      await cid.page.getByRole('button', { name: 'Add friend: Ann' }).click();
      await poll(() => toasts(cid.page).allTextContents()).toContain(
        'This player is not taking requests or challenges from you',
      );
      expect(await cid.page.getByTestId('relation-status').textContent()).toBe('');
      expect((await users.doc(ann.uid).collection('friendRequests').get()).size).toBe(0);
    } finally {
      await ladder.doc(ben.uid).delete();
    }
  });

  it('in Arabic on a phone: right to left and axe clean; an unknown player has a way on; one’s own card is the profile', async () => {
    const [dan, eve] = await Promise.all([signIn('Dan', { phone: true }), signIn('Eve')]);
    await withConfig({ language_mode: '1' }, async () => {
      await dan.page.reload();
      // on a phone the language choice is in the menu
      await dan.page.getByRole('button', { name: 'Menu' }).click();
      await dan.page.getByLabel('Language').selectOption('ar');
      await dan.page.getByRole('button', { name: 'القائمة' }).click();
      await poll(() => dan.page.evaluate(() => document.documentElement.dir)).toBe('rtl');

      await visit(dan.page, `/players/${eve.uid}`);
      const card = dan.page.getByTestId('player-card');
      await poll(() => card.getByRole('heading', { level: 1 }).textContent()).toBe('Eve');
      expect(await dan.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // a new player: provisional, not on the ladder, no badges yet, in Arabic
      await poll(() => card.getByTestId('card-rating').textContent()).toContain('مؤقت');
      expect(await card.getByTestId('card-ladder').textContent()).toBe('ليس على السلّم');
      await poll(() => card.getByRole('button', { name: 'أضف صديقًا: Eve' }).count()).toBe(1);
      expect(await dan.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
      expect(await axeProblems(dan.page)).toEqual([]);

      await visit(dan.page, '/players/no-such-player');
      const gone = dan.page.getByTestId('player-unavailable');
      await poll(() => gone.getByRole('heading').textContent()).toBe('لم يُعثر على اللاعب');
      expect(await gone.getByRole('link', { name: 'عرض لوحة المتصدرين' }).getAttribute('href')).toBe('/leaderboard');
      expect(await axeProblems(dan.page)).toEqual([]);

      await visit(dan.page, `/players/${dan.uid}`);
      await dan.page.waitForURL('**/profile');
    });
  });
});
