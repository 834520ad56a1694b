// Test setup behind the browser's back: verified players through the Auth emulator and
// user_signup (as the API tests make them), and system configuration changed for a while.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { commandActor } from '../server/admin/audit.ts';
import { setOperator } from '../server/admin/operators.ts';
import { servedOption } from '../server/content/option-order.ts';
import { adminServices } from '../server/firebase.ts';
import { signInEmail, signUpEmail } from '../server/test/emulator-admin.ts';
import { baseUrl } from './browser.ts';

/** A verified email player with this password; its uid, email, referral code and api_token. */
export async function signUpPlayer(name: string, password: string) {
  const email = `world${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { uid } = await signUpEmail(email, password);
  await adminServices().auth.updateUser(uid, { emailVerified: true });
  const { idToken } = await signInEmail(email, password);
  const form = new FormData();
  for (const [k, v] of Object.entries({ firebase_id: uid, type: 'email', email, name })) form.append(k, v);
  const res = await fetch(`${baseUrl()}/api/user_signup`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${idToken}` },
  });
  const body = (await res.json()) as { data: { refer_code: string; api_token: string } };
  if (res.status !== 200) throw new Error(`user_signup: ${JSON.stringify(body)}`);
  return { uid, email, referCode: body.data.refer_code, token: body.data.api_token };
}

/** A signed-up player granted the operator role as the command grants it (its audit record with it). */
export async function signUpOperator(name: string, password: string) {
  const operator = await signUpPlayer(name, password);
  await setOperator(adminServices(), operator.email, true, commandActor('operator:grant'), new Date());
  return operator;
}

const systemConfig = () => adminServices().db.doc('config/system');
/** Puts these keys back as they were in `before` (deleting those it did not have). */
const restoreConfig = (before: Record<string, unknown>, keys: string[]) =>
  systemConfig().set(Object.fromEntries(keys.map((k) => [k, before[k] ?? FieldValue.delete()])), { merge: true });

/** Runs with some system configuration values changed, and puts them back. */
export async function withConfig(values: Record<string, string | number>, run: () => Promise<void>) {
  const before = (await systemConfig().get()).data() ?? {};
  await systemConfig().set(values, { merge: true });
  try {
    await run();
  } finally {
    await restoreConfig(before, Object.keys(values));
  }
}

/**
 * A test file's system configuration: these values from before its first test, and after its last
 * they and the keys its tests set on their own (`alsoRestore`) are put back.
 */
export function configForFile(values: Record<string, unknown>, alsoRestore: string[] = []) {
  let before: Record<string, unknown> = {};
  beforeAll(async () => {
    before = (await systemConfig().get()).data() ?? {};
    await systemConfig().set(values, { merge: true });
  });
  afterAll(() => restoreConfig(before, [...Object.keys(values), ...alsoRestore]));
}

/** The id of the right option as a player's latest session serves this question (each session orders options by its own secret seed). */
export async function servedRight(uid: string, questionId: string) {
  const { db } = adminServices();
  const q = (await db.collection('questions').doc(questionId).get()).data() as { options: string[]; answer: string };
  const sessions = await db
    .collection('playSessions')
    .where('uid', '==', uid)
    .where('questionIds', 'array-contains', questionId)
    .get();
  const latest = sessions.docs.map((d) => d.data()).sort((a, b) => b.startedAt - a.startedAt)[0]!;
  return servedOption(latest.orderSeed as string, { id: questionId, options: q.options }, q.answer);
}
