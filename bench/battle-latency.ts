// `npm run bench:battle-latency`: how long a battle answer takes to reach the opponent's screen.
// For every answer of two players in `--rooms` friend rooms (4 by default) of 50 questions, one
// after another: from one player's battle_answer POST to the other player's Firestore listener
// (the web SDK's onSnapshot on the room's players, as the app's room stream does) seeing it; next
// to it a direct Admin SDK write of the same document to the same listener, and the floor (issue
// 24): a transaction reading the answer's four documents, then writing. Prints p50/p95 of each and
// the ratio of the API to each. The three kinds of sample take turns. A first room warms the process
// and is not counted; then 400 samples of each (a p95 of 100 moved by 0.2x from run to run).
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST (e.g.
// under `npm start`); without them it starts its own under `firebase emulators:exec`.
import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, type Firestore } from 'firebase/firestore';
import { projectId } from '../emulator/firebase-cli.ts';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { actions } from '../server/actions.ts';
import { createApp } from '../server/app.ts';
import { localBlobStore } from '../server/blob-store.ts';
import { playerRef } from '../server/battles/room-docs.ts';
import { questionsCol } from '../server/content/catalog.ts';
import { adminServices } from '../server/firebase.ts';
import { issueApiToken, newTokenVersion } from '../server/users/api-token.ts';
import { userRef } from '../server/users/user-doc.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { answerTransaction } from './answer-floor.ts';
import { percentile } from './stats.ts';
import { asProduction } from './as-production.ts';
import { leanClient } from './lean-client.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({ options: { rooms: { type: 'string' } } });
const rooms = Number(values.rooms) >= 1 ? Math.floor(Number(values.rooms)) : 4;
const perRoom = 50; // each player answers perRoom questions in each room: 2 * perRoom samples of each kind a room

interface Bencher {
  uid: string;
  token: string;
  db: Firestore;
  close: () => Promise<void>;
}

async function main() {
  process.env.LOG_LEVEL ??= 'warn'; // a log line per request would be measured too
  asProduction();
  const { db, auth } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  await relaxRateLimits(db); // two players answer 50 questions each in a few seconds
  const app = createApp({ db, auth, actions, blobs: localBlobStore(mkdtempSync(join(tmpdir(), 'bench-blobs-'))) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  // not fetch: this process is the API's too, and fetch's CPU per call would be counted as the API's
  const post = leanClient(2);
  const call = async (action: string, fields: Record<string, string | number>, token: string) => {
    const body = JSON.parse((await post(`${api}/${action}`, fields, token)).body) as {
      error: boolean;
      data: any;
      message?: string;
    };
    if (body.error) throw new Error(`${action}: ${body.message}`);
    return body.data;
  };

  /** A signed-in player: an Auth account, a user document, an api_token and a web SDK client. */
  async function bencher(n: number): Promise<Bencher> {
    const email = `bench-${Date.now()}-${n}@example.com`;
    const password = 'bench-pass-1';
    const { uid } = await auth.createUser({ email, password, emailVerified: true });
    const version = newTokenVersion();
    await userRef(db, uid).set({
      name: `Bench ${n}`,
      profile: '',
      email,
      coins: 1000,
      coins_earned: 0,
      all_time_score: 0,
      status: 1,
      date_registered: new Date(),
      token_version: version,
    });
    const web = initializeApp({ projectId, apiKey: 'fake-api-key' }, `bench-${n}`);
    connectAuthEmulator(getAuth(web), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    const webDb = getFirestore(web);
    connectFirestoreEmulator(webDb, host!, Number(port));
    await signInWithEmailAndPassword(getAuth(web), email, password);
    return { uid, token: issueApiToken(uid, version, new Date()), db: webDb, close: () => deleteApp(web) };
  }

  const [a, b] = [await bencher(1), await bencher(2)];
  const [viaApi, direct, inTransaction] = [[], [], []] as number[][];
  let tick = 0;

  /** One friend room of perRoom questions, both players answering every one in turn: 2 * perRoom samples of each kind. */
  async function sampleRoom(counted = true) {
    const {
      room_id: roomId,
      room_code: code,
      entry_fee: fee,
    } = await call('create_room', { room_type: 'friend', no_of_que: perRoom }, a.token);
    await call('battle_join_room', { room_code: code, fee }, b.token);
    await call('battle_start', { room_id: roomId }, a.token);

    /** Waits on `watcher`'s listener for the room's players until `ready` holds for `uid`'s document. */
    const listen = (watcher: Bencher) => {
      const waiters: { ready: (p: Record<string, any>) => boolean; uid: string; done: (t: number) => void }[] = [];
      let synced: () => void;
      const first = new Promise<void>((resolve) => (synced = resolve));
      const stop = onSnapshot(collection(watcher.db, 'rooms', roomId, 'players'), (snap) => {
        const at = performance.now();
        synced();
        for (let i = waiters.length - 1; i >= 0; i--) {
          const w = waiters[i]!;
          const doc = snap.docs.find((d) => d.id === w.uid);
          if (doc && w.ready(doc.data())) {
            waiters.splice(i, 1);
            w.done(at);
          }
        }
      });
      const until = (uid: string, ready: (p: Record<string, any>) => boolean) =>
        new Promise<number>((done) => waiters.push({ uid, ready, done }));
      return { first, until, stop };
    };
    const seenByB = listen(b);
    const seenByA = listen(a);
    await Promise.all([seenByA.first, seenByB.first]); // the first sync is slow: not part of a sample

    const questions = (await call('get_question_by_room_id', { room_id: roomId }, a.token)) as { id: string }[];
    await call('get_question_by_room_id', { room_id: roomId }, b.token);
    const answers = new Map(
      (await db.getAll(...questions.map((q) => questionsCol(db).doc(q.id)))).map((s) => [
        s.id,
        s.get('answer') as string,
      ]),
    );

    /** The time from `act` until `watcher` sees `uid`'s player document meet `ready`. */
    const timed = async (
      watcher: ReturnType<typeof listen>,
      uid: string,
      ready: (p: Record<string, any>) => boolean,
      act: () => Promise<unknown>,
    ) => {
      const seen = watcher.until(uid, ready);
      const sent = performance.now();
      await act();
      return (await seen) - sent;
    };
    const player = playerRef(db, roomId, a.uid);
    const inAnswerTransaction = answerTransaction(db, roomId, a.uid);
    // the three kinds of sample take turns, so a slower or faster stretch of the emulator weighs on each alike
    const [viaApiHere, directHere, inTransactionHere] = counted ? [viaApi, direct, inTransaction] : [[], [], []];
    for (const [i, q] of questions.entries()) {
      for (const [who, watcher] of [
        [a, seenByB],
        [b, seenByA],
      ] as const) {
        const answer = { room_id: roomId, question_id: q.id, option_id: i % 3 === 0 ? '' : answers.get(q.id)! };
        viaApiHere.push(
          await timed(
            watcher,
            who.uid,
            (p) => (p.answers as unknown[]).length === i + 1,
            () => call('battle_answer', answer, who.token),
          ),
        );
        const t1 = ++tick;
        directHere.push(
          await timed(
            seenByB,
            a.uid,
            (p) => p.benchTick === t1,
            () => player.update({ benchTick: t1 }),
          ),
        );
        const t2 = ++tick;
        inTransactionHere.push(
          await timed(
            seenByB,
            a.uid,
            (p) => p.benchTick === t2,
            () => inAnswerTransaction(t2),
          ),
        );
      }
    }
    seenByA.stop();
    seenByB.stop();
  }

  await sampleRoom(false); // warms the process (compiled code, connections): not counted
  for (let room = 0; room < rooms; room++) await sampleRoom();
  await Promise.all([a.close(), b.close()]);
  server.close();

  const row = (label: string, v: number[]) =>
    `${label.padEnd(44)} p50 ${percentile(v, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(v, 95).toFixed(1).padStart(6)} ms`;
  console.log(
    `\nBattle latency on the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (${viaApi.length} samples each, ${rooms} rooms in turn)`,
  );
  console.log(row('battle_answer POST -> opponent listener', viaApi));
  console.log(row('direct Admin SDK write -> same listener', direct));
  console.log(row('transaction (4 reads, 2 writes) -> listener', inTransaction));
  const ratio = (label: string, v: number[]) =>
    `${label.padEnd(44)} p50 ${(percentile(viaApi, 50) / percentile(v, 50)).toFixed(2).padStart(6)} x    p95 ${(percentile(viaApi, 95) / percentile(v, 95)).toFixed(2).padStart(6)} x`;
  console.log(ratio('ratio (API / transaction, the floor)', inTransaction));
  console.log(ratio('ratio (API / direct write)', direct));
}

await runOnEmulators('bench/battle-latency.ts', main);
