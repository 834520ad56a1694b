// Runs under `firebase emulators:exec`: the vitest projects in two stages, so the browser tests
// never share the database with API tests that change the system configuration.
// Each stage writes test-results/<stage>.json; the exit code is the worst of them.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../emulator/firebase-cli.ts';

const stages: [string, string[]][] = [
  ['unit-rules-api', ['--project', 'unit', '--project', 'rules', '--project', 'api']],
  ['e2e', ['--project', 'e2e']],
];
const only = process.argv.slice(2);
let status = 0;
for (const [name, projects] of stages) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n--- vitest: ${name}`);
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${join(root, 'test-results', `${name}.json`)}`],
    { cwd: root, stdio: 'inherit' },
  );
  status ||= r.status ?? 1;
}
process.exit(status);
