// Every bench runs against the emulators named by FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST (e.g. those of `npm start`); without them it runs itself again under
// `firebase emulators:exec`, on fresh emulators of its own.
import { randomBytes } from 'node:crypto';
import { firebase } from '../emulator/firebase-cli.ts';

export async function runOnEmulators(script: string, main: () => Promise<void>): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    const args = process.argv
      .slice(2)
      .map((a) => `"${a}"`)
      .join(' ');
    const child = firebase([
      'emulators:exec',
      '--only',
      'auth,firestore',
      `"${process.execPath}" --import tsx ${script} ${args}`,
    ]);
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }
  // the bench's API processes and its own token issuing share one secret
  process.env.API_SECRET ??= randomBytes(48).toString('base64url');
  await main();
  process.exit(0);
}
