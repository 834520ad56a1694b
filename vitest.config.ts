import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// The tests' own api_token secret, new each run (the workers and global setups inherit it).
process.env.API_SECRET ??= randomBytes(48).toString('base64url');
// Tests edit content and configuration and look at once: no content cache (server/content/cache.ts).
process.env.CONTENT_CACHE_MS ??= '0';

// Four projects: pure unit tests, Firestore rules, API integration, and browser tests. The last
// three need the emulators (scripts/test.ts runs everything under `firebase emulators:exec`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'machines/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'server/**/*.unit.test.ts',
            'emulator/**/*.unit.test.ts',
          ],
          exclude: ['**/*.emulator.test.ts'],
          environment: 'node',
          isolate: false, // one worker keeps its modules across files: imports were half this project's CPU time
        },
      },
      {
        test: {
          name: 'rules',
          include: ['firestore/**/*.test.ts', 'src/**/*.emulator.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'emulator/**/*.test.ts', 'simulation/**/*.test.ts'],
          // `npm test` runs its slowest files as a stage of their own (scripts/vitest-stages.ts)
          exclude: ['**/*.unit.test.ts', ...(process.env.API_EXCLUDE?.split(',').filter(Boolean) ?? [])],
          globalSetup: ['server/test/global-setup.ts'],
          fileParallelism: false,
          // the files run one after another in one worker that keeps its modules: each file would
          // otherwise import the server and the Firebase SDKs again (a third of this project's CPU time)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // a test that fails once is run once more, and scripts/test.ts names it as a flake: a
          // busy two-core machine (four emulator suites and Chromium at once) stretches real-time
          // windows past what some tests allow; a test that fails twice fails the run
          retry: 1,
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // one worker keeps its modules across files, as in the API tests: each browser file would
          // otherwise import the server, the Firebase SDKs and playwright again (30-45 s a stage)
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          retry: 1, // as in the API tests
          // expect.poll's own bound is 1 s: a page reload and a listener's first snapshot on a busy
          // machine take longer, so a poll that would pass fails instead
          expect: { poll: { timeout: 15_000 } },
          env: { LOG_LEVEL: 'warn' },
        },
      },
    ],
  },
});
