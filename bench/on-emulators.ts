// Every bench runs against the emulators named by FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST (e.g. those of `npm start`); without them it runs itself again under
// `firebase emulators:exec`, on fresh emulators of its own: on firebase.json's ports, or with
// `--slot N` on the ports of `npm run test:files -- --slot N` (so a bench and a full test run can share the machine).
import { randomBytes } from 'node:crypto';
import { emulatorConfig, firebase, slotPorts } from '../emulator/firebase-cli.ts';

export async function runOnEmulators(script: string, main: () => Promise<void>): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    const args = process.argv
      .slice(2)
      .map((a) => `"${a}"`)
      .join(' ');
    const slotAt = process.argv.indexOf('--slot');
    const slot = slotAt >= 0 ? Number(process.argv[slotAt + 1]) : null;
    const config = slot === null ? [] : ['--config', emulatorConfig(`bench-slot-${slot}`, slotPorts(slot))];
    const child = firebase([
      ...config,
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
