// `npm run bench:contest-end -- --players 200`: a contest of that many players ends with the
// settler running as each deployment runs it; at the end every player lists the contests and opens
// its leaderboard, twice, a second apart. Prints the reads' latency, 5xx and transport errors, and
// the time from the end to the last prize in its winner's coin history (the settler closes a
// contest contestCloseMs after its end and looks once a second), next to that floor.
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { parseArgs } from 'node:util';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { contestCloseMs } from '../server/quiz/contest-board.ts';
import { startHarness } from '../server/test/api-harness.ts';
import { contestEndRush } from '../server/test/load-players.ts';
import { relaxRateLimits } from '../server/test/relaxed-limits.ts';
import { percentiles } from './stats.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({ options: { players: { type: 'string', default: '200' } } });

async function main() {
  const players = Number(values.players);
  const h = await startHarness();
  if (await isEmpty(h.db)) await seedAll(h.db, new Date());
  await relaxRateLimits(h.db); // many players from one address
  const rush = await contestEndRush(h, players);
  const of = (action: string) => rush.log.filter((c) => c.action === action).map((c) => c.ms);
  const fivexx = rush.log.filter((c) => c.status >= 500).length;
  const transport = rush.log.filter((c) => c.status === 0).length;
  console.log(
    [
      `\nA contest of ${players} players ends; all of them open its results at once (Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST})`,
      `get_contest                ${percentiles(of('get_contest'))}`,
      `get_contest_leaderboard    ${percentiles(of('get_contest_leaderboard'))}`,
      `calls                      ${rush.log.length}; 5xx ${fivexx}; transport errors ${transport}`,
      `end -> last prize          ${Math.round(rush.endToLastPrizeMs)} ms (floor: the close, ${contestCloseMs} ms, plus up to one 1000 ms pass)`,
      `winners not paid exactly   ${rush.wrongBalances.length}; ledger problems ${rush.ledger.length}`,
    ].join('\n'),
  );
  await h.close();
}

await runOnEmulators('bench/contest-end.ts', main);
