import { describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signUpPlayer, withConfig } from './admin.ts';
import { phoneSignIn, verificationCodes, verificationLink } from './auth-emulator.ts';
import { logInWithEmail, newPlayer, toasts, useBrowser, visit } from './browser.ts';
import { standInForGoogleScripts } from './google-script-stand-in.ts';

const browser = useBrowser();

describe('sign-up by email', () => {
  it('signs up, is told to verify, verifies with the emailed link, logs in, sees home and logs out', async () => {
    const { context, page } = await newPlayer(browser());
    const email = `e2e${Date.now()}@example.com`;
    await visit(page, '/auth/sign-up');
    await page.getByLabel('Name').fill('grace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('wrong-horse-1');
    await page.getByLabel("Friend's referral code (optional)").fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // said beside the confirmation field, not in a toast
    await expect
      .poll(() => page.locator('#signup-confirm-error').textContent())
      .toBe('The passwords do not match. Please try again.');
    expect(await page.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(await toasts(page).allTextContents()).not.toContain('The passwords do not match. Please try again.');

    await page.getByLabel('Confirm password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(email); // carried over from the sign-up

    // Logging in before verifying is refused.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.locator('#login-form-error').textContent()).toBe('Please Verify your Email First'); // the product's words
    // the link may be lost: the player asks for another one
    const links = async () => (await verificationCodes(email)).length;
    expect(await links()).toBe(1);
    await page.getByTestId('resend-link').getByRole('button', { name: 'Send the verification link again' }).click();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContain(`A new verification link is on its way to ${email}`);
    expect(await links()).toBe(2);

    const verified = await fetch(await verificationLink(email));
    expect(verified.ok).toBe(true);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Grace');
    await expect.poll(() => page.getByTestId('header-coins').textContent()).toContain('10');
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContain('That referral code is not valid, so no referral bonus was added. You are signed up all the same.');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quiz-arena') ?? '{}').state?.token)).toBeNull();
    await context.close();
  });
});

describe('route guards', () => {
  it('sends a visitor from a gated route to the login page with "Please login first", and there after signing in', async () => {
    const { context, page } = await newPlayer(browser(), { phone: true });
    await visit(page, '/');
    // a guest sees both ways in without opening a menu
    await expect.poll(() => page.getByRole('link', { name: 'Sign up' }).count()).toBeGreaterThan(0);
    await visit(page, '/quiz-zone');
    await page.waitForURL('**/auth/login');
    await expect.poll(() => toasts(page).allTextContents()).toContain('Please login first');
    await page.getByLabel('Email').fill('demo@quiz.local');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/quiz-zone');
    await context.close();
  });

  it('bounces a logged-in player from /auth pages to home, and shows a 404 for unknown pages', async () => {
    const { context, page } = await newPlayer(browser());
    await logInWithEmail(page, 'demo@quiz.local', 'demo1234');
    await visit(page, '/auth/sign-up');
    await page.waitForURL((url) => url.pathname === '/');
    await visit(page, '/no-such-page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });
});

describe('sign-in by phone', () => {
  it("a new player is asked for a friend's referral code and both are paid; back again, nobody asks", async () => {
    const friend = await signUpPlayer('fiona', 'friend-pass-1');
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const { context, page } = await newPlayer(browser());
    const signIn = async () => {
      await visit(page, '/auth/login');
      await phoneSignIn(page, phone);
    };
    await signIn();
    await page.getByLabel("Friend's referral code (optional)").fill(friend.referCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('header-coins').textContent()).toContain('60'); // 10 welcome + 50 referral
    expect((await adminServices().db.collection('users').doc(friend.uid).get()).get('coins')).toBe(10 + 100);

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Invited by a friend?' }).count()).toBe(0);
    await context.close();
  });
});

describe('sign-in with Google', () => {
  it("through the Auth emulator's Google page: a new player is offered the friend's-code step, skips it and lands signed in", async () => {
    const { context, page } = await newPlayer(browser(), { phone: true });
    await standInForGoogleScripts(context);
    const email = `google${Date.now()}@example.com`;
    await visit(page, '/auth/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // the emulator's stand-in for Google's account chooser
    const chooser = await popup;
    await chooser.locator('#add-account-button button').click();
    await chooser.locator('#email-input').fill(email);
    await chooser.locator('#display-name-input').fill('gwen google');
    await chooser.locator('#sign-in').click();

    await page.getByRole('heading', { name: 'Invited by a friend?' }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Gwen google');
    await expect.poll(() => page.getByTestId('header-coins').textContent()).toContain('10');
    const { uid } = await adminServices().auth.getUserByEmail(email);
    expect((await adminServices().db.collection('users').doc(uid).get()).data()).toMatchObject({
      email,
      type: 'gmail',
      coins: 10,
    });
    await context.close();
  });
});

describe('guests', () => {
  it('a mode tile asks a guest to log in and leads there; in Arabic the guard and a deactivated account speak Arabic', async () => {
    const { context, page } = await newPlayer(browser());
    await visit(page, '/');
    await page.locator('[data-mode="quiz_zone"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('To access this feature, please log in.');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/login');

    const banned = await signUpPlayer('barry', 'banned-pass-1');
    await adminServices().db.collection('users').doc(banned.uid).update({ status: 0 });
    await withConfig({ language_mode: '1' }, async () => {
      await page.goto('/'); // a load reads the changed settings
      await page.getByLabel('Language').selectOption('ar');
      await visit(page, '/quiz-zone');
      await page.waitForURL('**/auth/login');
      await expect.poll(() => toasts(page).allTextContents()).toContain('يرجى تسجيل الدخول أولاً');
      await page.locator('input[type="email"]').fill(banned.email);
      await page.locator('input[type="password"]').fill('banned-pass-1');
      await page.locator('form button[type="submit"]').click();
      await expect
        .poll(() => page.locator('#login-form-error').textContent())
        .toBe('تم تعطيل حسابك! يرجى التواصل مع المسؤول.');
    });
    await context.close();
  });
});
