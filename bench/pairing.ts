// `npm run bench:pairing -- --seekers 400 --instances 3`: that many players search for a random
// opponent in ONE category at the same moment, their calls spread over several API instances
// (server/test/cluster.ts), each asking again every 0.2-0.5 s until paired. Prints how long until
// everyone was paired, the pairs per second one bucket's queue document sustained, and each
// seeker's wait; next to them the floor: one lone search's round trip through the same instances.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { quickPlayer } from '../server/test/kit.ts';
import { roomsCol } from '../server/battles/room-docs.ts';
import { adminServices } from '../server/firebase.ts';
import { startCluster } from '../server/test/cluster.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { percentiles } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({
  options: { seekers: { type: 'string', default: '400' }, instances: { type: 'string', default: '3' } },
});

async function main() {
  const seekers = Number(values.seekers);
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  await relaxRateLimits(db);
  const cluster = await startCluster(Number(values.instances));
  const category = 'en-quiz-science';

  // the floor: a lone search (nobody waiting) answered no_opponent, then called off
  const lone = await quickPlayer({ db }, 100);
  const floor: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await cluster.call('battle_find_match', { category: 'en-quiz-history' }, lone.token);
    floor.push(performance.now() - t);
    await cluster.call('get_random_questions', { category: 'en-quiz-history', destroy_match: 1 }, lone.token);
  }

  const players = await Promise.all(Array.from({ length: seekers }, () => quickPlayer({ db }, 100)));
  const started = performance.now();
  const waits = await Promise.all(
    players.map(async (p) => {
      for (;;) {
        const r = await cluster.call('battle_find_match', { category }, p.token);
        if (r.body.data?.room_id) return performance.now() - started;
        await sleep(200 + Math.random() * 300);
      }
    }),
  );
  const allPairedS = (performance.now() - started) / 1000;
  await cluster.close();
  const ours = new Set(players.map((p) => p.uid));
  const rooms = (
    await roomsCol(db).where('categoryId', '==', category).where('type', '==', 'random').get()
  ).docs.filter((d) => (d.get('playerUids') as string[]).some((uid) => ours.has(uid)));
  console.log(
    `\nPairing in one bucket, ${values.instances} API instances, Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`,
  );
  console.log(`seekers                   ${seekers}, paired into ${rooms.length} rooms of 2`);
  console.log(
    `all paired after          ${allPairedS.toFixed(1)} s: ${(rooms.length / allPairedS).toFixed(1)} pairs/s from one queue document`,
  );
  console.log(`wait per seeker           ${percentiles(waits)}`);
  console.log(`floor: one lone search    ${percentiles(floor)}`);
}

await runOnEmulators('bench/pairing.ts', main);
