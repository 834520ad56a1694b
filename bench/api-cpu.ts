// `npm run bench:api-cpu`: what one request costs the API process itself, in CPU time, whatever its
// clients cost: one API process as production runs it (content cache on) answers 4,000 calls of an
// action, 20 at a time, and its CPU time (user + system, from /proc) is divided by the calls. Three
// rounds each, after a warm-up; the lowest is the figure (the others carry the JIT's and the GC's
// share). An unknown action is the floor: the HTTP server and the middleware alone.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`. Linux only (/proc).
import { readFileSync } from 'node:fs';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { adminServices } from '../server/firebase.ts';
import { startCluster } from '../server/test/cluster.ts';
import { asProduction } from './as-production.ts';
import { runOnEmulators } from './on-emulators.ts';

const calls = 4000;
const concurrency = 20;

/** CPU milliseconds the process has used (utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  process.env.LOG_LEVEL ??= 'warn';
  asProduction();
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  const api = await startCluster(1, { CONTENT_CACHE_MS: '5000' });
  const pid = api.pid(0);
  const rows: [string, string, Record<string, string>][] = [
    ['unknown action (the floor)', 'no_such_action', {}],
    ['get_system_configurations', 'get_system_configurations', {}],
    ['get_settings about_us', 'get_settings', { type: 'about_us' }],
    ['get_languages', 'get_languages', {}],
  ];
  const lines: string[] = [];
  for (const [label, action, fields] of rows) {
    const round = async () => {
      let left = calls;
      const before = cpuMs(pid);
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (left-- > 0) await api.call(action, fields);
        }),
      );
      return ((cpuMs(pid) - before) * 1000) / calls;
    };
    await round(); // warm-up
    const us = Math.min(await round(), await round(), await round());
    lines.push(`${label.padEnd(28)} ${us.toFixed(0).padStart(5)} µs CPU per request`);
  }
  await api.close();
  console.log(
    `\nAPI process CPU per request (${calls} calls, ${concurrency} at a time, best of 3), urlencoded bodies\n${lines.join('\n')}`,
  );
}

await runOnEmulators('bench/api-cpu.ts', main);
