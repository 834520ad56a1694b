// Once before the browser tests: the demo world (seeded if the database is empty) and the whole
// product on a real port, serving the built web app (dist/, or E2E_DIST) and the API.
import type { TestProject } from 'vitest/node';
import { root } from '../emulator/firebase-cli.ts';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { adminServices } from '../server/firebase.ts';
import { startHttpServer } from '../server/http-server.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';

export const e2ePort = Number(process.env.E2E_PORT ?? 8797);

export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= 'warn'; // the server runs in this process, not in the test workers
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  await relaxRateLimits(db);
  // a short 3-2-1 before each battle's question 1 (e2e/battle-moment.test.ts sets the real one for its own tests)
  await systemConfigRef(db).set({ battle_countdown_seconds: 1 }, { merge: true });
  const { url, stop } = await startHttpServer({ port: e2ePort, root, serveWeb: true, webDir: process.env.E2E_DIST });
  project.provide('baseUrl', url);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
