// Runs one vitest stage under `firebase emulators:exec` (scripts/test.ts starts each stage on an
// emulator suite of its own, so the browser tests never share a database with API tests that
// change the system configuration, and the stages run at once). Writes test-results/<stage>.json;
// exits with vitest's status.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../emulator/firebase-cli.ts';

// The API tests that take a minute or more each (API instances of their own, thousands of
// requests, fifty rooms played one after another) run beside the rest of the API tests, on an
// emulator suite of their own, with five ordinary files (exams, contests, content editing, the
// random rematch and fair pairing) that make the two stages about even (docs/benchmarks.md, "The
// test suite's time").
const heavyApiFiles = [
  'simulation/simulate.test.ts',
  'server/many-instances.test.ts',
  'server/contest-settler.test.ts',
  'server/hostile-input.test.ts',
  'server/admin/payout-review.test.ts',
  'server/actions/exams.test.ts',
  'server/actions/contests.test.ts',
  'server/actions/admin-content.test.ts',
  'server/battles/random-rematch.test.ts',
  'server/battles/fair-pairing.test.ts',
];

// The browser tests in two halves, each on an emulator suite, server and build of its own, so
// the live battles' real-time waits (timers, search and grace windows) overlap the pages' tests.
// The invitations, the waiting challenge, friends and fair pairing (live rooms too) make the
// halves about even.
const liveBattleFiles = [
  'battles',
  'lobby',
  'rematch',
  'battle-moment',
  'production',
  'invite',
  'async-challenge',
  'friends',
  'fair-match',
].map((f) => `e2e/${f}.test.ts`);
const pageFiles = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `e2e/${f}`)
  .filter((f) => !liveBattleFiles.includes(f));

const stages: Record<string, string[]> = {
  'unit-rules-api': ['--project', 'unit', '--project', 'rules', '--project', 'api'],
  'api-heavy': ['--project', 'api', ...heavyApiFiles],
  'e2e-battles': ['--project', 'e2e', ...liveBattleFiles],
  'e2e-pages': ['--project', 'e2e', ...pageFiles],
};
const name = process.argv[2] ?? '';
const projects = stages[name];
if (!projects) {
  console.error(`Usage: vitest-stages.ts ${Object.keys(stages).join('|')}`);
  process.exit(2);
}
const r = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(root, 'test-results', `${name}.json`)}`,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_EXCLUDE: name === 'unit-rules-api' ? heavyApiFiles.join(',') : '' },
  },
);
process.exit(r.status ?? 1);
