// `npm run bench:pairing -- --seekers 2000 --instances 5 [--slot N]`: that many players of mixed
// ratings search for a random opponent in ONE category at the same moment, their calls spread over
// several API instances (server/test/cluster.ts), each asking again every 0.2-0.5 s until paired
// or until the search window ends (where the app offers the bot). Prints pairs per second, each
// seeker's time to pair, the rating gap of the pairs, the shards searched, players seated twice
// and 5xx replies; and beside them, in the same run on the same emulators, the same load through
// the server of `--baseline` (a git revision: by default the last one with one queue document per
// category), and the floor: one lone search's round trip.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec` (with `--slot N`, on that test slot's ports).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { defaultBattleConfig } from '../machines/battle-types.ts';
import { drawRandom } from '../machines/seeded-random.ts';
import { root } from '../emulator/firebase-cli.ts';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { quickPlayer, type TestPlayer } from '../server/test/kit.ts';
import { bandWidth, newPlayerMu, shardOf } from '../server/battles/matchmaking.ts';
import { roomsCol, type RoomDoc } from '../server/battles/room-docs.ts';
import { adminServices } from '../server/firebase.ts';
import { startCluster, type Cluster } from '../server/test/cluster.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { userRef } from '../server/users/user-doc.ts';
import { percentile, percentiles } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({
  options: {
    seekers: { type: 'string', default: '400' },
    instances: { type: 'string', default: '3' },
    baseline: { type: 'string', default: '74bfb40' },
    slot: { type: 'string' },
    seed: { type: 'string', default: '36' },
  },
});

const { db } = adminServices();

interface Seeker extends TestPlayer {
  mu: number;
}

/** A quarter new players (no rating yet), the rest rated 10-40 (mu), most near the middle. */
async function seekersOf(count: number, seed: number): Promise<Seeker[]> {
  const { values: draws } = drawRandom(seed, 3 * count);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const p = await quickPlayer({ db }, 100);
      if (draws[3 * i]! < 0.25) return { ...p, mu: newPlayerMu };
      const mu = Math.round((10 + 15 * (draws[3 * i + 1]! + draws[3 * i + 2]!)) * 10) / 10;
      await userRef(db, p.uid).update({ rating: { mu, sigma: 4, games: 30 } });
      return { ...p, mu };
    }),
  );
}

interface Run {
  paired: number;
  unpaired: number;
  seatedTwice: number;
  errors5xx: number;
  pairsPerS: number;
  toPair: number[];
  gaps: number[];
  shards: number;
  /** changes seen on each queue document during the run (a listener may merge close ones: at least these) */
  queueWrites: Map<string, number>;
  seconds: number;
}

/** Every seeker asks until paired or until the search window ends; then what the rooms say. */
async function run(cluster: Cluster, category: string, seekers: Seeker[]): Promise<Run> {
  const startedAt = new Map<string, number>();
  let errors5xx = 0;
  const queueWrites = new Map<string, number>();
  const stopCounting = db.collection('matchQueues').onSnapshot((snap) => {
    for (const change of snap.docChanges()) queueWrites.set(change.doc.id, (queueWrites.get(change.doc.id) ?? 0) + 1);
  });
  await sleep(500); // the listener's first snapshot (the queues as they are) is not a write of this run
  queueWrites.clear();
  const t0 = Date.now();
  await Promise.all(
    seekers.map(async (p) => {
      startedAt.set(p.uid, Date.now());
      const until = Date.now() + defaultBattleConfig.searchMs;
      while (Date.now() < until) {
        const r = await cluster.call('battle_find_match', { category }, p.token);
        if (r.status >= 500) errors5xx++;
        if (r.body.data?.room_id) return;
        await sleep(200 + Math.random() * 300);
      }
    }),
  );
  const seconds = (Date.now() - t0) / 1000;
  stopCounting();
  const mus = new Map(seekers.map((s) => [s.uid, s.mu]));
  const rooms = (await roomsCol(db).where('categoryId', '==', category).where('type', '==', 'random').get()).docs
    .map((d) => d.data() as RoomDoc)
    .filter((r) => r.playerUids.some((uid) => mus.has(uid)));
  const seats = new Map<string, number>();
  for (const r of rooms) for (const uid of r.playerUids) seats.set(uid, (seats.get(uid) ?? 0) + 1);
  const made = rooms.map((r) => r.createdAt.toMillis());
  const lastPairS = Math.max(...made.map((m) => m - t0)) / 1000;
  return {
    paired: seats.size,
    unpaired: seekers.length - seats.size,
    seatedTwice: [...seats.values()].filter((n) => n > 1).length,
    errors5xx,
    pairsPerS: rooms.length / lastPairS,
    toPair: rooms.flatMap((r) => r.playerUids.map((uid) => r.createdAt.toMillis() - startedAt.get(uid)!)),
    gaps: rooms.map((r) => Math.abs(mus.get(r.playerUids[0]!)! - mus.get(r.playerUids[1]!)!)),
    shards: new Set(seekers.map((s) => shardOf(category, 'fair', Math.floor(s.mu / bandWidth)))).size,
    queueWrites,
    seconds,
  };
}

/** The tree of `rev`, ready to run (its own files, this checkout's node_modules). */
function checkoutOf(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'quiz-pairing-baseline-'));
  execFileSync('sh', ['-c', `git -C "${root}" archive ${rev} | tar -x -C "${dir}"`]);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const gap = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} / p95 ${percentile(xs, 95).toFixed(1)} / max ${Math.max(...xs).toFixed(1)}`;

function report(name: string, r: Run) {
  console.log(`\n${name}`);
  console.log(
    `  paired                  ${r.paired} of ${r.paired + r.unpaired} (${r.unpaired} left to the bot after the search window)`,
  );
  console.log(`  pairs per second        ${r.pairsPerS.toFixed(1)}`);
  console.log(`  time to pair            ${percentiles(r.toPair)}`);
  console.log(`  rating gap (mu)         ${gap(r.gaps)}`);
  console.log(`  seated twice            ${r.seatedTwice}`);
  console.log(`  5xx replies             ${r.errors5xx}`);
  const writes = [...r.queueWrites.values()];
  const busiest = Math.max(0, ...writes);
  console.log(
    `  queue documents written ${writes.length}; the busiest ${busiest} times in ${r.seconds.toFixed(0)} s (${(busiest / r.seconds).toFixed(1)}/s), all ${writes.reduce((a, b) => a + b, 0)}`,
  );
}

async function main() {
  const seekers = Number(values.seekers);
  const instances = Number(values.instances);
  const seed = Number(values.seed);
  if (await isEmpty(db)) await seedAll(db, new Date());
  await relaxRateLimits(db);
  const load = loadavg()[0]!.toFixed(2);

  // today's one queue per category first, on the revision's own server, then this checkout's
  const before = await startCluster(instances, {}, checkoutOf(values.baseline!));
  const baseline = await run(before, 'en-quiz-history', await seekersOf(seekers, seed));
  await before.close();

  const cluster = await startCluster(instances);
  const lone = await quickPlayer({ db }, 100);
  const floor: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await cluster.call('battle_find_match', { category: 'en-quiz-music' }, lone.token);
    floor.push(performance.now() - t);
    await cluster.call('get_random_questions', { category: 'en-quiz-music', destroy_match: 1 }, lone.token);
  }
  const sharded = await run(cluster, 'en-quiz-science', await seekersOf(seekers, seed));
  await cluster.close();

  console.log(`\nPairing ${seekers} seekers of mixed ratings in one category through ${instances} API instances,`);
  console.log(
    `Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}; load average ${load} at the start, ${loadavg()[0]!.toFixed(2)} at the end (2 cores)`,
  );
  report(`one queue document per category (${values.baseline})`, baseline);
  report(`by rating, ${sharded.shards} shards (category x rating band of ${bandWidth} mu)`, sharded);
  console.log(`\n  pairs per second, x today  ${(sharded.pairsPerS / baseline.pairsPerS).toFixed(1)}`);
  console.log(`  floor: one lone search     ${percentiles(floor)}`);
}

await runOnEmulators('bench/pairing.ts', main);
