// `npm run test:files -- [--slot N] <test files…>`: some test files under an emulator suite of
// their own, on ports that do not meet `npm test`'s or another slot's (slot N shifts every port by
// 1000 + N * 10), so several people can each run a few files while the whole suite runs. Browser
// test files get a build of their own pointed at the slot's emulators.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { emulatorConfig, firebase, root, slotPorts, slotShift, testEmulatorEnv } from '../emulator/firebase-cli.ts';

const args = process.argv.slice(2);
const slotAt = args.indexOf('--slot');
const slot = slotAt >= 0 ? Number(args.splice(slotAt, 2)[1]) : 1;
const files = args;
if (!Number.isInteger(slot) || slot < 0 || slot > 20 || files.length === 0) {
  console.error('Usage: npm run test:files -- [--slot 0-20] <test files…>');
  process.exit(2);
}

const shift = slotShift(slot);
const ports = slotPorts(slot);
const browser = files.some((f) => f.startsWith('e2e/'));
const dist = join(root, '.cache', `e2e-dist-slot-${slot}`);

if (browser) {
  const built = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        VITE_AUTH_EMULATOR_PORT: String(ports.auth),
      },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Browser files run in a vitest of their own after the rest: the API and browser projects each
// set up the Admin SDK in their global setup, which one process cannot do twice.
const vitest = (group: string[]) =>
  `"${process.execPath}" ${join(root, 'node_modules/vitest/vitest.mjs')} run ${group.join(' ')}`;
const groups = [files.filter((f) => !f.startsWith('e2e/')), files.filter((f) => f.startsWith('e2e/'))].filter(
  (g) => g.length > 0,
);
const command = groups.map(vitest).join(' && ');
const child = firebase(
  ['--config', emulatorConfig(`slot-${slot}`, ports), 'emulators:exec', '--only', 'auth,firestore', command],
  {
    env: { ...testEmulatorEnv(), E2E_DIST: dist, E2E_PORT: String(8797 + shift) },
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
