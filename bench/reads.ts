// `npm run bench:reads -- --clients 50 --seconds 3`: read actions under that many concurrent
// clients through the HTTP API (one API process of its own, as production runs it, its content
// cache on: CONTENT_CACHE_MS, 5 s by default), each next to its floor: the same clients reading
// the same data straight from Firestore with the Admin SDK. Prints requests per second and the ratio.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { parseArgs } from 'node:util';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { quickPlayer } from '../server/test/kit.ts';
import { categoriesCol } from '../server/content/catalog.ts';
import { adminServices } from '../server/firebase.ts';
import { startCluster } from '../server/test/cluster.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { userRef } from '../server/users/user-doc.ts';
import { asProduction } from './as-production.ts';
import { leanClient } from './lean-client.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '3' } },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);

/** Requests per second that `clients` loops of `op` complete in `seconds`. */
async function throughput(op: () => Promise<unknown>): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        await op();
        done++;
      }
    }),
  );
  return done / seconds;
}

async function main() {
  process.env.LOG_LEVEL ??= 'warn';
  asProduction();
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  const api = await startCluster(1, { CONTENT_CACHE_MS: process.env.CONTENT_CACHE_MS ?? '5000' });
  const h = { db };
  const p = await quickPlayer(h);
  const post = leanClient(clients);
  const ok = async (action: string, fields: Record<string, string> = {}, token?: string) => {
    const res = await post(`${api.urls[0]}/api/${action}`, fields, token);
    if (res.status !== 200) throw new Error(`${action}: ${res.status} ${res.body}`);
  };
  const rows: [string, () => Promise<unknown>, string, () => Promise<unknown>][] = [
    [
      'get_languages',
      () => ok('get_languages'),
      'languages ordered by id',
      () => h.db.collection('languages').orderBy('id').get(),
    ],
    [
      'get_settings about_us',
      () => ok('get_settings', { type: 'about_us' }),
      'pages/about_us',
      () => h.db.collection('pages').doc('about_us').get(),
    ],
    [
      'get_system_configurations',
      () => ok('get_system_configurations'),
      'config/system',
      () => systemConfigRef(h.db).get(),
    ],
    [
      'get_categories (signed in)',
      () => ok('get_categories', {}, p.token),
      'user + categories',
      () =>
        Promise.all([
          userRef(h.db, p.uid).get(),
          categoriesCol(h.db).where('language_id', '==', 1).where('type', '==', 'quiz').get(),
        ]),
    ],
  ];
  const lines: string[] = [];
  for (const [action, viaApi, floorName, floor] of rows) {
    await viaApi(); // warm
    const served = await throughput(viaApi);
    const raw = await throughput(floor);
    lines.push(
      `${action.padEnd(28)} ${served.toFixed(0).padStart(6)} req/s   floor (${floorName}) ${raw.toFixed(0).padStart(6)} reads/s   ${(served / raw).toFixed(2)}x`,
    );
  }
  await api.close();
  console.log(
    `\nRead actions, ${clients} concurrent clients for ${seconds} s each, Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}\n${lines.join('\n')}`,
  );
}

await runOnEmulators('bench/reads.ts', main);
