// What the Auth emulator "sent": the verification emails' links and the texted phone codes, and a
// phone sign-in with them.
import type { Page } from 'playwright-core';
import { projectId } from '../emulator/firebase-cli.ts';

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/emulator/v1/projects/${projectId}`;

/** The verification emails the Auth emulator "sent" to this address, oldest first. */
export async function verificationCodes(email: string) {
  const res = await fetch(`${authEmulator}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
}

/** The latest verification link the Auth emulator "sent" to this address. */
export async function verificationLink(email: string): Promise<string> {
  const code = (await verificationCodes(email)).at(-1);
  if (!code) throw new Error(`no verification email for ${email}`);
  return code.oobLink;
}

/** The latest code the Auth emulator "texted" to this number. */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${authEmulator}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = verificationCodes.filter((c) => c.phoneNumber === phone).at(-1)?.code;
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** Signs in by phone from the login page on screen: the number, the texted code, Verify. */
export async function phoneSignIn(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Mobile number with country code').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/auth/otp-verify');
  await page.getByRole('textbox', { name: 'Enter the 6-digit code' }).fill(await smsCode(phone));
  await page.getByRole('button', { name: 'Verify' }).click();
}
