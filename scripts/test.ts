// `npm test`: typecheck, lint, format and the vitest projects under the Firebase emulators: the
// unit, rules and API tests on one emulator suite, the slowest API tests on another and the
// browser tests in two halves on two more, all at the same time (they share nothing, and the
// tests spend much of their time waiting on the emulators, browsers and real-time windows). The
// API stages start at once, the browser stages once their builds are done; then the checks run
// beside the tests (one check uses one core of two).
// Prints each runner's own summary, then one line of totals over all of them.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorConfig, firebase, root, testEmulatorEnv } from '../emulator/firebase-cli.ts';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const suiteStarted = Date.now();

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      console.log(`=== ${title}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
      resolve(code === 0);
    }),
  );
}

/** Typecheck, lint and format count as one check each. */
async function check(title: string, cmd: string, args: string[]) {
  if (await step(title, cmd, args)) totals.passed++;
  else totals.failed++;
}

// The browser tests run in two stages (scripts/vitest-stages.ts), each on an emulator suite and
// a server port of its own, with a build of the web app that talks to its suite. No port here is
// one of a `--slot`'s (emulator/firebase-cli.ts slotPorts: 9080 + 10 N is slot N's Firestore).
const e2eSuites = [
  {
    stage: 'e2e-battles',
    port: 8797,
    emulators: { firestore: 8190, auth: 9199, hub: 4490, logging: 4590, websocket: 9191 },
  },
  {
    stage: 'e2e-pages',
    port: 8796,
    emulators: { firestore: 8290, auth: 9299, hub: 4491, logging: 4591, websocket: 9290 },
  },
].map((suite) => ({ ...suite, dist: join(root, '.cache', suite.stage) }));

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** One vitest stage under an emulator suite of its own; its output goes to test-results/<stage>.log. */
function runStage(
  stage: string,
  configArgs: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ stage: string; ok: boolean; secs: string }> {
  const started = Date.now();
  const log = createWriteStream(join(results, `${stage}.log`));
  const child = firebase(
    [
      ...configArgs,
      'emulators:exec',
      '--only',
      'auth,firestore',
      `"${process.execPath}" --import tsx scripts/vitest-stages.ts ${stage}`,
    ],
    { stdio: 'pipe', env: { ...testEmulatorEnv(), ...env } },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return new Promise((resolve) =>
    child.on('exit', (code) => log.end(() => resolve({ stage, ok: code === 0, secs: seconds(started) }))),
  );
}

// The slowest API tests (scripts/vitest-stages.ts) on an emulator suite of their own.
const heavyApiPorts = { firestore: 8390, auth: 9399, hub: 4492, logging: 4592, websocket: 9390 };

const stageNames = ['unit-rules-api', 'api-heavy', ...e2eSuites.map((s) => s.stage)];
console.log(`\n=== vitest under the Firebase emulators: ${stageNames.join(', ')} at once`);
const apiStages = Promise.all([
  runStage('unit-rules-api', []),
  runStage('api-heavy', ['--config', emulatorConfig('api-heavy', heavyApiPorts)]),
]);
const builds = Promise.all(
  e2eSuites.map(({ stage, dist, emulators }) =>
    step(`build (vite) for ${stage}`, bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
      ...process.env,
      VITE_FIRESTORE_EMULATOR_PORT: String(emulators.firestore),
      VITE_AUTH_EMULATOR_PORT: String(emulators.auth),
    }),
  ),
);
const browserStages = builds.then((built) => {
  if (built.every(Boolean)) {
    return Promise.all(
      e2eSuites.map(({ stage, port, emulators, dist }) =>
        runStage(stage, ['--config', emulatorConfig(stage, emulators)], { E2E_DIST: dist, E2E_PORT: String(port) }),
      ),
    );
  }
  totals.failed++; // without a build, no browser tests
  return [];
});
await builds; // the browser stages wait on them: nothing else takes their cores meanwhile
await check('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await check('lint (oxlint)', bin('oxlint'), [
  '--deny-warnings',
  'src',
  'machines',
  'contract',
  'server',
  'emulator',
  'firestore',
  'e2e',
  'bench',
  'scripts',
  'simulation',
]);
await check('format (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
const stages = [...(await apiStages), ...(await browserStages)];
for (const { stage, ok, secs } of stages) {
  console.log(`\n--- ${stage} (${secs} s)`);
  process.stdout.write(readFileSync(join(results, `${stage}.log`), 'utf8'));
  console.log(`=== ${stage}: ${ok ? 'passed' : 'FAILED'} in ${secs} s`);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
/** What failed, named once more at the end, where a log's tail still shows it. */
const failures: string[] = [];
/** What failed once and passed on its retry (vitest keeps the first try's error): a flake to mend. */
const flaky: string[] = [];
const firstLine = (text: string) => text.split('\n')[0].slice(0, 300);
for (const stage of stageNames) {
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
  for (const file of r.testResults) {
    const name = file.name.replace(`${root}/`, '');
    if (file.message) failures.push(`${stage} ${name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      const line = `${stage} ${name} > ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`;
      if (test.status === 'failed') failures.push(line);
      else if (test.status === 'passed' && test.failureMessages.length > 0) flaky.push(line);
    }
  }
}
if (flaky.length > 0)
  console.log(`\nFlaky (failed, then passed on its retry):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);

console.log(`\n=== npm test: ${seconds(suiteStarted)} s in all`);
console.log(`${flaky.length} passed only on a retry`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
