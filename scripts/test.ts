// `npm test`: typecheck, lint, build, then the vitest projects under the Firebase emulators: the
// unit, rules and API tests on one emulator suite and the browser tests on a second one, at the
// same time (they share nothing, and the browser tests spend most of their time waiting).
// Prints each runner's own summary, then one line of totals over all of them.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorConfig, firebase, root } from '../emulator/firebase-cli.ts';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const ok = r.status === 0;
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
  return ok;
}

/** Typecheck and lint count as one check each. */
function check(title: string, cmd: string, args: string[]) {
  if (step(title, cmd, args)) totals.passed++;
  else totals.failed++;
}

// The browser tests' emulator suite: the same rules on ports of its own.
const e2ePorts = { firestore: 8190, auth: 9199, hub: 4490, logging: 4590, websocket: 9190 };
const cache = join(root, '.cache');
const e2eDist = join(cache, 'e2e-dist');

check('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint (oxlint)', bin('oxlint'), ['--deny-warnings', 'src', 'machines', 'contract', 'server', 'emulator', 'firestore', 'e2e', 'bench', 'scripts', 'simulation']);
// The web app as the browser tests load it: talking to their emulator suite.
const built = step('build (vite)', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', e2eDist, '--emptyOutDir'], {
  ...process.env,
  VITE_FIRESTORE_EMULATOR_PORT: String(e2ePorts.firestore),
  VITE_AUTH_EMULATOR_PORT: String(e2ePorts.auth),
});
if (!built) totals.failed++;

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** One vitest stage under an emulator suite of its own; its output goes to test-results/<stage>.log. */
function runStage(stage: string, configArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<{ stage: string; ok: boolean; secs: string }> {
  const started = Date.now();
  const log = createWriteStream(join(results, `${stage}.log`));
  const child = firebase(
    [...configArgs, 'emulators:exec', '--only', 'auth,firestore', `"${process.execPath}" --import tsx scripts/vitest-stages.ts ${stage}`],
    { stdio: 'pipe', env },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return new Promise((resolve) => child.on('exit', (code) => log.end(() => resolve({ stage, ok: code === 0, secs: seconds(started) }))));
}

console.log('\n=== vitest under the Firebase emulators: unit-rules-api and e2e at once');
const stages = await Promise.all([
  runStage('unit-rules-api', []),
  ...(built ? [runStage('e2e', ['--config', emulatorConfig('e2e', e2ePorts)], { E2E_DIST: e2eDist })] : []), // without a build, no browser tests
]);
for (const { stage, ok, secs } of stages) {
  console.log(`\n--- ${stage} (${secs} s)`);
  process.stdout.write(readFileSync(join(results, `${stage}.log`), 'utf8'));
  console.log(`=== ${stage}: ${ok ? 'passed' : 'FAILED'} in ${secs} s`);
}

interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number }
for (const stage of ['unit-rules-api', 'e2e']) {
  const file = join(results, `${stage}.json`);
  if (!existsSync(file)) {
    totals.failed++; // the stage did not run or crashed before reporting
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  totals.passed += r.numPassedTests;
  // A suite that failed to load has no failed tests of its own: count it once.
  totals.failed += r.numFailedTests + (r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
