// A profile field the server refuses is said beside that field, in the player's language: the
// refusal travels as a code with its values (name_length, maximum 50), never as English words.
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { configForFile, signUpPlayer } from './admin.ts';
import { eventually, launch, logInWithEmail, newPlayer } from './browser.ts';

const password = 'refusal-pass-1';

let browser: Browser;
let db: Firestore;
let player: { uid: string; email: string };
let context: BrowserContext;
let page: Page;

configForFile({ language_mode: '1' });

beforeAll(async () => {
  browser = await launch();
  db = adminServices().db;
  player = await signUpPlayer('nadia', password);
  ({ context, page } = await newPlayer(browser));
  await logInWithEmail(page, player.email, password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('profile refusals', () => {
  it('a name over 50 characters is refused beside the name field, in Arabic, and nothing is saved', async () => {
    await page.locator('.language-switch select').selectOption('ar');
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // the switch saves the choice through the command machine: the server words its notes in it
    await eventually(async () => (await db.collection('users').doc(player.uid).get()).get('web_language')).toBe('ar');

    await page.goto('/profile');
    const name = page.getByLabel('الاسم', { exact: true });
    await eventually(() => name.inputValue()).toBe('Nadia');
    // a client without the form's own limit: the server is the one that refuses
    await name.evaluate((input) => input.removeAttribute('maxlength'));
    await name.fill('n'.repeat(51));
    await page.getByRole('button', { name: 'حفظ' }).click();
    await eventually(() => page.locator('#profile-name-error').textContent()).toBe('يتكون الاسم من 1 إلى 50 حرفًا');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#profile-form-error').textContent()).toBe('');
    expect((await db.collection('users').doc(player.uid).get()).get('name')).toBe('Nadia');

    // editing the field takes the refusal away
    await name.fill('Nadia K');
    await eventually(() => name.getAttribute('aria-invalid')).toBe('false');
  });
});
