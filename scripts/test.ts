// `npm test`: typecheck, lint, build, then every vitest project under the Firebase emulators.
// Prints each runner's own summary, then one line of totals over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseEnv, root } from '../emulator/firebase-cli.ts';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const ok = r.status === 0;
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

/** Typecheck and lint count as one check each. */
function check(title: string, cmd: string, args: string[]) {
  if (step(title, cmd, args)) totals.passed++;
  else totals.failed++;
}

check('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint (oxlint)', bin('oxlint'), ['--deny-warnings', 'src', 'machines', 'server', 'emulator', 'firestore', 'e2e', 'bench', 'scripts']);
const built = step('build (vite)', bin('vite'), ['build', '--logLevel', 'warn']);
if (!built) totals.failed++;

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const stages = built ? [] : ['unit-rules-api']; // without a build, the browser tests cannot run
step('vitest under the Firebase emulators (auth, firestore)', process.execPath, [
  join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
  '--project',
  'demo-quiz',
  'emulators:exec',
  '--only',
  'auth,firestore',
  `"${process.execPath}" --import tsx scripts/vitest-stages.ts ${stages.join(' ')}`,
], firebaseEnv());

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
