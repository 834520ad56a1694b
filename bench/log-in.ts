// A new verified player, logged in through the login page of the production-served app (benches
// that measure a signed-in start).
import type { Page } from 'playwright-core';
import { logInWithEmail } from '../e2e/browser.ts';
import { adminServices } from '../server/firebase.ts';

/** Creates the player `name` and logs them in in `page`; returns once their home shows the header's bell. */
export async function logInNewPlayer(page: Page, url: string, name: string): Promise<void> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const password = `${name.toLowerCase()}-pass-1`;
  await adminServices().auth.createUser({ email, password, emailVerified: true, displayName: name });
  await logInWithEmail(page, email, password, url);
  await page.getByTestId('header-inbox').waitFor();
}
