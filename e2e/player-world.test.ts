// The player's world in a browser: profile and settings, wallet and redeeming, coin history,
// badges, statistics, leaderboards, notifications, referral, the public pages, the home modes,
// Arabic right to left, the demo version and deleting the account. One fresh player walks it all;
// the test setup gives them coins, a badge, statistics and a leaderboard place with the Admin SDK.
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { baseUrl, eventually, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';

const password = 'world-pass-1';
const waitMessage =
  'You have already made a payment request. Please wait for 48 hours after you made the previous request.';

let browser: Browser;
let db: Firestore;
let player: { uid: string; email: string; referCode: string };
let context: BrowserContext;
let page: Page;

const logIn = (p: Page, email: string) => logInWithEmail(p, email, password);

const heading = (p: Page) => p.getByRole('heading', { level: 1 });
const toastTexts = (p: Page) => toasts(p).allTextContents();

beforeAll(async () => {
  browser = await launch();
  db = adminServices().db;
  player = await signUpPlayer('ada', password);
  const user = db.collection('users').doc(player.uid);
  await user.update({ coins: 500 });
  await user
    .collection('badges')
    .doc('dashing_debut')
    .set({ type: 'dashing_debut', status: 1, unlockedAt: new Date() });
  await user
    .collection('stats')
    .doc('summary')
    .set({
      questions_answered: 20,
      correct_answers: 15,
      categories: { science: { answered: 10, correct: 9 }, history: { answered: 10, correct: 6 } },
    });
  await user.collection('stats').doc('battles').set({ won: 3, lost: 1, drawn: 1, played: 5 });
  await user
    .collection('battles')
    .doc('e2e-room')
    .set({
      roomId: 'e2e-room',
      type: 'random',
      categoryId: '',
      result: 'won',
      rank: 1,
      points: 36,
      correctAnswers: 8,
      coins: 10,
      entryFee: 5,
      winnerUids: [player.uid],
      opponentUids: ['rival-player'],
      opponents: [{ uid: 'rival-player', name: 'Rival Player', image: '', points: 20 }],
      date: new Date(),
    });
  await db
    .collection('leaderboards')
    .doc('global')
    .collection('entries')
    .doc(player.uid)
    .set({ uid: player.uid, name: 'Ada', profile: '', score: 2000, updatedAt: new Date() });
  ({ context, page } = await newPlayer(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, player.email);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("the player's world", () => {
  it('shows the game modes the server has switched on', async () => {
    await eventually(() => page.locator('[data-mode]').count()).toBe(13);
    await withConfig({ math_mania_mode: '0' }, async () => {
      const fresh = await newPlayer(browser);
      await visit(fresh.page, '/');
      await eventually(() => fresh.page.locator('[data-mode]').count()).toBe(12);
      expect(await fresh.page.locator('[data-mode="math_mania"]').count()).toBe(0);
      expect(await fresh.page.locator('[data-mode="quiz_zone"]').getAttribute('href')).toBe('/quiz-zone');
      await fresh.context.close();
    });
  });

  it('edits the profile: refuses a mobile number without its country code, saves name and mobile, keeps the email of an email account', async () => {
    await visit(page, '/profile');
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe('Ada');
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0); // email accounts cannot change it

    await page.getByLabel('Name').fill('ada lovelace');
    await page.getByLabel('Mobile number (with country code)').fill('5551234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.locator('#profile-mobile-error').textContent()).toBe(
      'Please Enter correct Mobile Number with Country Code',
    );
    expect(await page.getByLabel('Mobile number (with country code)').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Mobile number (with country code)').fill('+15551234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toastTexts(page)).toContain('Profile saved');
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe('Ada lovelace');
    const saved = (await db.collection('users').doc(player.uid).get()).data()!;
    expect(saved).toMatchObject({ name: 'Ada lovelace', mobile: '+15551234567', email: player.email });
  });

  it('on a phone every profile tab is in sight, none scrolled off the edge', async () => {
    const phone = await newPlayer(browser, { phone: true });
    await logIn(phone.page, player.email);
    await visit(phone.page, '/profile');
    const tabs = phone.page.locator('.profile-nav a');
    await eventually(() => tabs.count()).toBe(10);
    const edges = await tabs.evaluateAll((links) =>
      links.map((a) => [a.getBoundingClientRect().left, a.getBoundingClientRect().right]),
    );
    for (const [left, right] of edges) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(390);
    }
    await phone.context.close();
  });

  it('previews a chosen profile picture and uploads it', async () => {
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#4338ca' } })
      .png()
      .toBuffer();
    await page.getByTestId('image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const picture = page.locator('.profile-image img.avatar');
    await eventually(() => picture.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Upload' }).click();
    await eventually(() => toastTexts(page)).toContain('Profile picture updated');
    await eventually(() => picture.getAttribute('src')).toMatch(/^\/blobs\/profiles\/.+\.webp$/);
    const served = await fetch(`${baseUrl()}${await picture.getAttribute('src')}`);
    expect(served.status).toBe(200);
    expect(await page.locator('.profile-card img.avatar').getAttribute('src')).toBe(await picture.getAttribute('src'));
  });

  it('redeems coins: checks the address, deducts the coins, refuses a second request within 48 hours, and gives the coins back when the pending request is deleted', async () => {
    await page.getByRole('link', { name: 'Wallet' }).click();
    await eventually(() => page.getByTestId('wallet-balance').textContent()).toContain('500');
    await eventually(() => page.getByText('The payout takes 3-5 working days.').isVisible()).toBe(true);
    await eventually(() => page.getByText('No payment requests yet').isVisible()).toBe(true);

    await page.getByLabel('Mobile number', { exact: true }).check();
    await page.getByLabel('Mobile number with country code').fill('5551234');
    await page.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => page.locator('#address-error').textContent()).toBe(
      'Please Enter correct Mobile Number with Country Code',
    );

    await page.getByLabel('PayPal', { exact: true }).check();
    await page.getByLabel('PayPal ID').fill('ada@example.com');
    await page.getByLabel('Coins to redeem').fill('150');
    await eventually(() => page.locator('#coins-worth').textContent()).toBe('Worth \u2066$15\u2069');
    await page.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => toastTexts(page)).toContain('Payment request sent');
    await eventually(() => page.getByTestId('wallet-balance').textContent()).toContain('350');
    await eventually(() => page.getByTestId('header-coins').textContent()).toContain('350');
    const pending = page.locator('.request-row[data-status="pending"]');
    await eventually(() => pending.count()).toBe(1);
    expect(await pending.textContent()).toContain('ada@example.com');

    await page.getByLabel('PayPal ID').fill('ada@example.com');
    await page.getByLabel('Coins to redeem').fill('100');
    await page.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => page.getByTestId('redeem-refusal').textContent()).toBe(waitMessage);
    expect(await page.getByTestId('wallet-balance').textContent()).toContain('350');

    await pending.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => page.getByTestId('wallet-balance').textContent()).toContain('500');
    await eventually(() => page.getByText('No payment requests yet').isVisible()).toBe(true);
    expect((await db.collection('users').doc(player.uid).get()).get('coins')).toBe(500);
  });

  it('lists the coin history with what each entry was for, and filters spent coins', async () => {
    await page.getByRole('link', { name: 'Coin history' }).click();
    const rows = page.locator('.ledger-row');
    await eventually(() => rows.count()).toBe(3);
    const text = (await rows.allTextContents()).join('\n');
    expect(text).toContain('Redeem request deleted');
    expect(text).toContain('Redeem request (paypal)');
    expect(text).toContain('Welcome bonus');
    expect(await page.getByText('3 entries').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Spent' }).click();
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('−150');
  });

  it('shows every badge with its state and rule, and claims an unlocked badge reward', async () => {
    await page.getByRole('link', { name: 'Badges' }).click();
    await eventually(() => page.locator('.badge-card').count()).toBe(15);
    expect(await page.locator('.badge-card[data-state="locked"]').count()).toBe(14);
    const debut = page.locator('[data-badge="dashing_debut"]');
    expect(await debut.textContent()).toContain('Complete your first quiz.');
    expect(await page.locator('[data-badge="thirsty"]').textContent()).toContain(
      'Play the daily quiz 30 days in a row.',
    );
    await debut.getByRole('button', { name: 'Claim 10 coins' }).click();
    await eventually(() => debut.getAttribute('data-state')).toBe('claimed');
    await eventually(() => page.getByTestId('header-coins').textContent()).toContain('510');

    await page.getByRole('link', { name: 'Coin history' }).click();
    const reward = page.locator('.ledger-row').filter({ hasText: 'Badge reward' });
    await eventually(() => reward.locator('strong').textContent()).toBe('Dashing Debut');
  });

  it('shows the statistics: questions answered, accuracy, strongest and weakest category, battles won, lost and drawn, as charts', async () => {
    await page.getByRole('link', { name: 'Statistics' }).click();
    await eventually(() => page.getByTestId('stat-answered').textContent()).toBe('20');
    expect(await page.getByTestId('stat-accuracy').textContent()).toBe('75%');
    expect(await page.getByTestId('stat-strongest').textContent()).toBe('Science');
    expect(await page.getByTestId('stat-weakest').textContent()).toBe('History');
    expect(await page.locator('[data-bar="science"]').textContent()).toContain('90%');
    expect(await page.getByRole('img', { name: /^Accuracy: Correct 15, Wrong 5$/ }).count()).toBe(1);
    await eventually(() => page.getByRole('img', { name: /^5 battles played: Won 3, Lost 1, Drawn 1$/ }).count()).toBe(
      1,
    );
    expect(await page.locator('.battle-row[data-result="won"]').textContent()).toContain('vs Rival Player');
  });

  it('shows the leaderboards: the top three apart, more players while scrolling, and the player’s own rank always in view', async () => {
    await visit(page, '/leaderboard?period=global');
    await eventually(() => page.locator('.podium-place').count()).toBe(3);
    expect(await page.locator('.podium-place.place-1 .board-name').textContent()).toBeTruthy();
    const rows = page.locator('.board-list .board-row');
    await eventually(() => rows.count()).toBe(17); // a page of 20 less the podium
    const mine = page.getByTestId('my-rank');
    await eventually(() => mine.textContent()).toContain('2,000');
    const myRank = await mine.locator('.board-rank').textContent();
    expect(await page.locator(`.me[data-rank="${myRank}"]`).count()).toBe(1);

    await page.mouse.wheel(0, 5000);
    await eventually(() => rows.count()).toBeGreaterThan(17);
    expect(await mine.isVisible()).toBe(true);
    const box = (await mine.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800); // still on screen after scrolling

    await page.getByRole('tab', { name: 'This month' }).click();
    await page.waitForURL('**/leaderboard?period=monthly');
    await eventually(() => page.locator('.podium-place').count()).toBe(3);
    await eventually(() => mine.textContent()).toContain('not ranked yet');
  });

  it('lists every notification once, with the total, loading pages as the list scrolls', async () => {
    const total = (await db.collection('notifications').where('language', '==', 'en').count().get()).data().count;
    expect(total).toBeGreaterThan(10); // more than one page
    await visit(page, '/notifications');
    await eventually(() => page.getByTestId('notifications-total').textContent()).toBe(`${total} notifications`);
    const items = page.locator('.notice-item');
    await eventually(() => items.count()).toBe(10);
    for (let i = 0; i < 5 && (await items.count()) < total; i++) await page.mouse.wheel(0, 5000);
    await eventually(() => items.count()).toBe(total);
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    expect(new Set(ids).size).toBe(total);
  });

  it('tells the player of their own news: an unread count on the bell, the note under "For you", read once shown', async () => {
    await db
      .collection('users')
      .doc(player.uid)
      .collection('inbox')
      .doc('badge_dashing_debut')
      .set({
        kind: 'badge',
        params: { badge: 'dashing_debut' },
        date: new Date(),
        read: false,
      });
    await visit(page, '/leaderboard');
    const bell = page.getByTestId('header-inbox');
    await eventually(() => page.getByTestId('unread-count').textContent()).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    await page.waitForURL('**/notifications');
    await eventually(() => page.getByTestId('inbox').textContent()).toContain('Badge unlocked: Dashing Debut');
    await eventually(() => page.getByTestId('unread-count').count()).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');
    expect(
      (await db.collection('users').doc(player.uid).collection('inbox').doc('badge_dashing_debut').get()).get('read'),
    ).toBe(true);
  });

  it('shows the referral code and copies it', async () => {
    await visit(page, '/profile/referral');
    await eventually(() => page.getByTestId('referral-code').textContent()).toBe(player.referCode);
    expect(await page.getByText('you get 100 coins and your friend gets 50 coins').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await eventually(() => toastTexts(page)).toContain('Code copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(player.referCode);
  });

  it('shows the public pages from the settings, to visitors too', async () => {
    const visitor = await newPlayer(browser, { phone: true });
    await visit(visitor.page, '/');
    await visitor.page.getByRole('link', { name: 'About us' }).click();
    await eventually(() => heading(visitor.page).textContent()).toBe('About Quiz Arena');
    expect(await visitor.page.locator('.markdown li strong').first().textContent()).toBe('Quiz Zone');
    await visitor.page.getByRole('link', { name: 'Contact us' }).click();
    await eventually(() => visitor.page.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    await visitor.page.getByRole('link', { name: 'FAQ' }).click();
    await eventually(() => heading(visitor.page).textContent()).toBe('FAQ');
    await eventually(() => visitor.page.locator('details.faq-item').count()).toBeGreaterThan(3);
    const first = visitor.page.locator('details.faq-item').first();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).toBe('');
    await visitor.page.getByRole('link', { name: 'Privacy policy' }).click();
    await eventually(() => heading(visitor.page).textContent()).toBe('Privacy policy');
    await visitor.page.getByRole('link', { name: 'Terms and conditions' }).click();
    await eventually(() => heading(visitor.page).textContent()).toBe('Terms and conditions');
    expect(await visitor.page.locator('.static-kicker').textContent()).toBe('Terms and conditions');
    await visitor.context.close();
  });

  it('offers the interface language in multilingual mode only: Arabic right to left, translated; English again when the mode is off', async () => {
    await visit(page, '/profile/wallet');
    await eventually(() => heading(page).textContent()).toBe('Wallet');
    expect(await page.getByLabel('Language').count()).toBe(0);
    await withConfig({ language_mode: '1' }, async () => {
      await page.reload();
      await page.getByLabel('Language').selectOption('ar');
      // the Arabic strings are a chunk of their own: the page turns once they are in
      await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => heading(page).textContent()).toBe('المحفظة');
      await page.getByRole('link', { name: 'الإحصائيات' }).click();
      await eventually(() => heading(page).textContent()).toBe('الإحصائيات');
      await visit(page, '/about-us');
      await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => page.locator('.static-kicker').textContent()).toBe('من نحن');
      await eventually(() => heading(page).textContent()).toMatch(/[\u0600-\u06FF]/);
    });
    // the choice stays saved, but without multilingual mode the interface is English and has no switch
    await page.goto('/profile/wallet'); // a load reads the settings as they are again
    await eventually(() => heading(page).textContent()).toBe('Wallet');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.getByLabel('Language').count()).toBe(0);
  });

  it('in the demo version refuses profile changes, and offers content languages in multilingual mode', async () => {
    await withConfig({ demo_mode: '1', language_mode: '1' }, async () => {
      const demo = await newPlayer(browser);
      await logIn(demo.page, player.email);
      await visit(demo.page, '/profile');
      await eventually(() => demo.page.getByLabel('Question language').locator('option').allTextContents()).toEqual([
        'Default',
        'English',
        'العربية',
      ]);
      await demo.page.getByLabel('Name').fill('Someone else');
      await demo.page.getByRole('button', { name: 'Save' }).click();
      await eventually(() => toastTexts(demo.page)).toContain('Not allowed in demo version');
      expect((await db.collection('users').doc(player.uid).get()).get('name')).toBe('Ada lovelace');
      await demo.context.close();
    });
  });

  it('logs out of all devices: this one at once, another browser on its next call', async () => {
    const other = await newPlayer(browser);
    await logIn(other.page, player.email);
    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Log out of all devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await eventually(() => toastTexts(page)).toContain('You are logged out of all devices');

    await visit(other.page, '/profile/coin-history'); // its old api_token answers 401: logged out, sent home
    // polled, not awaited as a navigation: the trip home may cut the page's own load short
    await eventually(() => new URL(other.page.url()).pathname).toBe('/');
    await eventually(() => other.page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await other.context.close();
    await logIn(page, player.email);
  });

  it('deletes the account after a confirmation', async () => {
    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await db.collection('users').doc(player.uid).get()).exists).toBe(true);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect((await db.collection('users').doc(player.uid).get()).exists).toBe(false);
  });
});
