// `npm run bench:battle-load -- --battles 50` and `npm run bench:daily-load -- --players 100`:
// that many random 1v1 battles (or new players opening today's daily quiz) at once through the
// HTTP API, players thinking 0.75-2.25 s before each answer. Prints pairing and answer latency,
// 5xx and transport errors, last answer to result, unfinished rooms, missing badges and the ledger.
// Battles also print their floor, measured in the same run: beside each player a floor player runs
// the answer's transaction straight from the Admin SDK (bench/answer-floor.ts) with the same think
// time, from that player's first answer to the end of its battle, in a shadow room of its pair's own,
// so the two lines share the emulator's load without touching each other's documents.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { readPlayers } from '../server/test/kit.ts';
import { badgesOf } from '../server/economy/badges.ts';
import { afterReplies } from '../server/after-reply.ts';
import { startHarness } from '../server/test/api-harness.ts';
import {
  ledgerProblems,
  newPlayers,
  playDailyQuiz,
  playRandomBattle,
  watchRooms,
  type CallRecord,
} from '../server/test/load-players.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { playerRef, roomRef, seatRef } from '../server/battles/room-docs.ts';
import { userRef } from '../server/users/user-doc.ts';
import { answerTransaction } from './answer-floor.ts';
import { percentile, percentiles as spread } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({
  options: { mode: { type: 'string' }, battles: { type: 'string' }, players: { type: 'string' } },
});
const mode = values.mode === 'daily' ? 'daily' : 'battle';
const think = () => 750 + Math.random() * 1500;

/** A real player the floor mirrors: the floor player answers from its first think until its battle is over. */
interface Mirrored {
  answering: Promise<void>;
  over: () => boolean;
}

/** Floor players in pairs, one beside each mirrored player, each answering in its pair's shadow room
 * with the answer's transaction after each think; returns each transaction's time (ms). */
async function answerFloor(db: Firestore, mirrored: Mirrored[]): Promise<number[]> {
  const run = `floor-${Date.now()}`;
  const seats = mirrored.map((m, i) => ({ ...m, roomId: `${run}-${i >> 1}`, uid: `${run}-player-${i}` }));
  const batch = db.batch();
  for (const { roomId, uid } of seats) {
    batch.set(userRef(db, uid), { name: 'Floor', coins: 0, status: 1 });
    batch.set(roomRef(db, roomId), { bench: 'answer floor' });
    batch.set(seatRef(db, roomId, uid), { uid });
    batch.set(playerRef(db, roomId, uid), { benchTick: 0 });
  }
  await batch.commit();
  const times: number[] = [];
  await Promise.all(
    seats.map(async ({ roomId, uid, answering, over }) => {
      const answer = answerTransaction(db, roomId, uid);
      await answering;
      for (let tick = 1; ; tick++) {
        await sleep(think());
        if (over()) return;
        const started = performance.now();
        await answer(tick);
        times.push(performance.now() - started);
      }
    }),
  );
  const cleanup = db.batch();
  for (const { uid } of seats) cleanup.delete(userRef(db, uid));
  await Promise.all([
    cleanup.commit(),
    ...[...new Set(seats.map((s) => s.roomId))].map((id) => db.recursiveDelete(roomRef(db, id))),
  ]);
  return times;
}

async function main() {
  const h = await startHarness();
  if (await isEmpty(h.db)) await seedAll(h.db, new Date());
  await relaxRateLimits(h.db); // many players from one address
  const log: CallRecord[] = [];
  const badgeOf = async (uid: string, type: string) => (await badgesOf(h.db, uid).doc(type).get()).get('status') === 1;
  const lines: string[] = [];

  if (mode === 'battle') {
    const battles = Number(values.battles ?? 50);
    const players = await newPlayers(h, battles * 2, 20);
    const started = Date.now();
    const category = `en-quiz-science`;
    const mirrors = players.map(() => {
      const m = { begin: () => {}, done: false };
      return Object.assign(m, { answering: new Promise<void>((r) => (m.begin = r)), over: () => m.done });
    });
    const floor = answerFloor(h.db, mirrors);
    const played = await Promise.all(
      players.map(async (p, i) => {
        const m = mirrors[i]!;
        const thinkFirst = () => (m.begin(), think()); // a player thinks before each answer only
        const result = await playRandomBattle(h, log, p, category, started + 60_000, thinkFirst);
        m.done = true;
        m.begin(); // one never paired has no floor either
        return result;
      }),
    );
    const floorMs = await floor;
    const paired = played.filter((r) => r !== null);
    const roomIds = [...new Set(paired.map((r) => r.roomId))];
    const { unfinished } = await watchRooms(h, roomIds, Date.now() + 30_000);
    // a room's last answer's reply, to the last of its players' listeners seeing the result
    const seen = await Promise.all(paired.map((r) => r.resultSeen));
    const toResult = roomIds.flatMap((id) => {
      const seats = paired.flatMap((r, i) => (r.roomId === id ? [{ ...r, resultAt: seen[i] }] : []));
      if (seats.some((r) => r.resultAt === null)) return [];
      return [Math.max(...seats.map((r) => r.resultAt!)) - Math.max(...seats.map((r) => r.lastAnswerAt))];
    });
    await afterReplies(); // the room's end and its badges follow the last answer's reply
    let missing = 0;
    for (const id of roomIds) {
      const seats = [...(await readPlayers(h, id)).entries()];
      if (seats.length !== 2 || seats[0]![1].points === seats[1]![1].points) continue;
      const winner = seats[0]![1].points > seats[1]![1].points ? seats[0]![0] : seats[1]![0];
      if (!(await badgeOf(winner, 'combat_winner'))) missing++;
    }
    const answers = log.filter((c) => c.action === 'battle_answer').map((c) => c.ms);
    lines.push(
      `${battles} random battles at once (${players.length} players, think 0.75-2.25 s)`,
      `paired                     ${paired.length} of ${players.length}; pairing ${spread(paired.map((r) => r.pairingMs))}`,
      `battle_answer              ${answers.length} answers; ${spread(answers)}`,
      `answer's transaction floor ${floorMs.length} (Admin SDK, same think and concurrency, interleaved); ${spread(floorMs)}`,
      `battle_answer / floor      p50 ${(percentile(answers, 50) / percentile(floorMs, 50)).toFixed(2)}x, p95 ${(percentile(answers, 95) / percentile(floorMs, 95)).toFixed(2)}x`,
      `last reply -> result seen  ${spread(toResult)}`,
      `unfinished rooms           ${unfinished.length} of ${roomIds.length}`,
      `winners without their badge ${missing}`,
    );
    lines.push(
      `ledger problems            ${
        (
          await ledgerProblems(
            h,
            players.map((p) => ({ uid: p.uid, startCoins: 20 })),
          )
        ).length
      }`,
    );
  } else {
    const count = Number(values.players ?? 100);
    const players = await newPlayers(h, count, 0);
    const results = await Promise.all(players.map((p) => playDailyQuiz(h, log, p, 5, think)));
    const badges = await Promise.all(players.map((p) => badgeOf(p.uid, 'dashing_debut')));
    const finishes = log.filter((c) => c.action === 'quiz_finish').map((c) => c.ms);
    const answers = log.filter((c) => c.action === 'quiz_answer').map((c) => c.ms);
    lines.push(
      `${count} new players open today's daily quiz at once (think 0.75-2.25 s)`,
      `results shown              ${results.filter((r) => r?.badges).length} of ${count}`,
      `quiz_finish                ${spread(finishes)}`,
      `quiz_answer                ${spread(answers)}`,
      `first-quiz badge present   ${badges.filter(Boolean).length} of ${count}`,
      `ledger problems            ${
        (
          await ledgerProblems(
            h,
            players.map((p) => ({ uid: p.uid, startCoins: 0 })),
          )
        ).length
      }`,
    );
  }
  const fivexx = log.filter((c) => c.status >= 500).length;
  const transport = log.filter((c) => c.status === 0).length;
  lines.push(`calls                      ${log.length}; 5xx ${fivexx}; transport errors ${transport}`);
  console.log(
    `\nBusy evening on the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}\n${lines.join('\n')}`,
  );
  await h.close();
}

await runOnEmulators('bench/busy-evening.ts', main);
