// `npm run simulate -- --battles 100 --seed 42 [--parallel 25] [--slot N] [--players 200] [--ratings-only]`:
// prints the ratings' report (ratings.ts: in-process, no emulator; --ratings-only stops there), then
// the fault simulation's report, and exits 1 if it found a discrepancy. Against the emulators named by FIRESTORE_EMULATOR_HOST
// and FIREBASE_AUTH_EMULATOR_HOST when set; otherwise in a private, empty emulator suite of its
// own (ports below, or emulator slot N's, as `npm run test:files -- --slot N` uses them), seeded
// with the demo content first.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emulatorConfig, firebase, slotPorts } from '../emulator/firebase-cli.ts';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '100' },
    seed: { type: 'string', default: '42' },
    parallel: { type: 'string', default: '25' },
    slot: { type: 'string' },
    players: { type: 'string', default: '200' },
    'ratings-only': { type: 'boolean', default: false },
    /** given by the run to itself inside the emulators: the ratings were reported already */
    'skip-ratings': { type: 'boolean', default: false },
  },
});
const battles = Number(values.battles);
const seed = Number(values.seed);
const parallel = Number(values.parallel);
const slot = values.slot === undefined ? null : Number(values.slot);
const ratedPlayers = Number(values.players);
if (
  ![battles, seed, parallel, ratedPlayers].every(Number.isInteger) ||
  battles < 1 ||
  parallel < 1 ||
  ratedPlayers < 8 ||
  (slot !== null && !(Number.isInteger(slot) && slot >= 0 && slot <= 20))
) {
  console.error(
    'usage: npm run simulate -- --battles <n> --seed <integer> [--parallel <n>] [--slot 0-20] [--players <n, 8 or more>] [--ratings-only]',
  );
  process.exit(2);
}

const inEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
// the ratings' report first, once (it needs no emulator)
if (!values['skip-ratings']) {
  const { simulateRatings } = await import('./ratings.ts');
  console.log(simulateRatings({ players: ratedPlayers, battlesEach: 30, seed }).report);
  if (values['ratings-only']) process.exit(0);
}

const ports =
  slot === null ? { firestore: 8185, auth: 9189, hub: 4485, logging: 4585, websocket: 9186 } : slotPorts(slot);

if (!inEmulators) {
  // run this same command again inside a private emulator suite
  const file = emulatorConfig(slot === null ? 'simulate' : `simulate-slot-${slot}`, ports);
  const self = `"${process.execPath}" --import tsx simulation/cli.ts --battles ${battles} --seed ${seed} --parallel ${parallel} --skip-ratings`;
  const child = firebase(['--config', file, 'emulators:exec', '--only', 'auth,firestore', self], { stdio: 'pipe' });
  // the emulators' own chatter goes to stderr, the report to stdout
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() && !/^[i✔⚠]\s/.test(line.trim())) console.log(line);
  });
  child.stderr?.pipe(process.stderr);
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  process.env.API_SECRET ??= randomBytes(48).toString('base64url');
  process.env.LOG_LEVEL ??= 'warn';
  const { adminServices } = await import('../server/firebase.ts');
  const { isEmpty, seedAll } = await import('../emulator/seed/seed.ts');
  const { relaxRateLimits } = await import('../server/test/relaxed-limits.ts');
  const { runSimulation } = await import('./simulate.ts');
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  await relaxRateLimits(db); // every simulated player calls from this one address
  const { report, discrepancies } = await runSimulation({ db, battles, seed, parallel });
  console.log(report);
  process.exit(discrepancies.length > 0 ? 1 : 0);
}
