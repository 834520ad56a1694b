// A seeded busy evening with faults: planned battles (plan.ts) played by simulated players
// (seat-player.ts) through three API instances, one of them killed and started again mid-run,
// then audited (audit.ts). The report holds only what the seed and the checks decide, so the same
// seed prints the same report; any discrepancy is listed under it.
import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { quickPlayer, type TestPlayer } from '../server/battles/battle-test-setup.ts';
import { systemConfigRef, type SystemConfig } from '../server/system-config.ts';
import { startCluster } from '../server/test/cluster.ts';
import { audit, waitForRoomsToEnd, type SimPlayer } from './audit.ts';
import { planSimulation, simQuestionCount, type BattlePlan, type Plan } from './plan.ts';
import { playSeat, send, type SimContext } from './seat-player.ts';

export interface SimulationOptions {
  db: Firestore;
  battles: number;
  seed: number;
  /** battles played at the same time */
  parallel?: number;
  instances?: number;
}

/** A simulation's game settings: short questions and grace window, so a run takes minutes. */
export const simConfig = {
  battle_question_count: simQuestionCount,
  question_seconds: 8,
  reconnect_grace_seconds: 10,
} satisfies Partial<SystemConfig>;

const startCoins = 100;

async function playBattle(ctx: SimContext, plan: BattlePlan, players: TestPlayer[]): Promise<void> {
  const { category } = plan;
  const seatAll = (roomId: string) => Promise.all(players.map((p, i) => playSeat(ctx, roomId, p, plan.seats[i]!)));
  const fail = (what: string, r: { status: number; body: { message?: string } }) =>
    void ctx.problems.push(`battle ${plan.index} (${plan.kind}): ${what} got ${r.status} ${r.body.message}`);

  if (plan.kind === 'bot') {
    const r = await send(ctx, 'battle_play_bot', { category, difficulty: plan.botDifficulty }, players[0]!.token);
    return r.status === 200 ? void (await seatAll(r.body.data.room_id)) : fail('battle_play_bot', r);
  }
  if (plan.kind === 'random') {
    // each searches like the app, every couple of seconds, and plays the room it is paired into
    await Promise.all(
      players.map(async (p, i) => {
        const deadline = Date.now() + 120_000;
        while (Date.now() < deadline) {
          const r = await send(ctx, 'battle_find_match', { category }, p.token);
          if (r.status !== 200) return fail('battle_find_match', r);
          if (r.body.data.room_id) return playSeat(ctx, r.body.data.room_id, p, plan.seats[i]!);
          await sleep(300 + Math.random() * 700);
        }
        fail('battle_find_match', { status: 0, body: { message: 'never paired' } });
      }),
    );
    return;
  }
  const [owner, ...guests] = players;
  const room_type = plan.kind === 'friend' ? 'friend' : 'group';
  const created = await send(ctx, 'create_room', { category, room_type, no_of_que: simQuestionCount, entry_fee_multiplier: plan.feeMultiplier }, owner!.token);
  if (created.status !== 200) return fail('create_room', created);
  const { room_id, room_code, entry_fee: fee } = created.body.data;
  for (const g of guests) {
    const joined = await send(ctx, 'battle_join_room', { room_code, fee }, g.token);
    if (joined.status !== 200) return fail('battle_join_room', joined);
  }
  const started = await send(ctx, 'battle_start', { room_id }, owner!.token);
  if (started.status !== 200) return fail('battle_start', started);
  await seatAll(room_id);
}

const kindNames = { random: 'random 1v1', bot: 'vs the bot', friend: 'friend', group3: 'group of 3', group4: 'group of 4' } as const;

function describePlan(plan: Plan, instances: number): string[] {
  const count = <T>(items: T[], pred: (t: T) => boolean) => items.filter(pred).length;
  const seats = plan.battles.flatMap((b) => b.seats);
  const kinds = Object.entries(kindNames).map(([k, name]) => `${count(plan.battles, (b) => b.kind === k)} ${name}`);
  return [
    `Simulation: ${plan.battles.length} battles, seed ${plan.seed}, ${instances} API instances`,
    `Battles: ${kinds.join(', ')}; ${seats.length} players`,
    `Chaos: ${count(seats, (s) => s.drop !== null)} drops (${count(seats, (s) => s.drop?.back === 'within')} back within the grace window, ` +
      `${count(seats, (s) => s.drop?.back === 'after')} after it, ${count(seats, (s) => s.drop?.back === 'never')} never), ` +
      `${count(seats, (s) => s.duplicateAt !== null)} duplicate, ${count(seats, (s) => s.lateAt !== null)} late and ` +
      `${count(seats, (s) => s.outOfOrderAt !== null)} out-of-order answers; API instance 2 killed once ${plan.killAfterBattles} battles had begun, then restarted`,
  ];
}

export interface SimulationResult {
  report: string;
  discrepancies: string[];
}

export async function runSimulation(opts: SimulationOptions): Promise<SimulationResult> {
  const { db } = opts;
  const instances = opts.instances ?? 3;
  const plan = planSimulation(opts.battles, opts.seed);
  const configBefore = await systemConfigRef(db).get();
  await systemConfigRef(db).set(simConfig, { merge: true });
  const cluster = await startCluster(instances);
  const ctx: SimContext = { db, cluster, questionSeconds: simConfig.question_seconds, graceSeconds: simConfig.reconnect_grace_seconds, problems: [], failedCalls: 0 };
  try {
    const playersOf = await Promise.all(plan.battles.map((b) => Promise.all(b.seats.map(() => quickPlayer(ctx, startCoins, 'Sim player')))));
    const everyone: SimPlayer[] = playersOf.flat().map((p) => ({ uid: p.uid, startCoins }));

    // battles begin in plan order, `parallel` at a time; the kill happens once enough have begun
    const parallel = opts.parallel ?? 25;
    let begun = 0;
    let chaos: Promise<void> = Promise.resolve();
    const worker = async () => {
      while (begun < plan.battles.length) {
        const b = plan.battles[begun++]!;
        if (begun === plan.killAfterBattles) {
          chaos = (async () => {
            cluster.kill(1);
            await sleep(2_000);
            await cluster.restart(1);
          })();
        }
        await playBattle(ctx, b, playersOf[b.index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, plan.battles.length) }, worker));
    await chaos;
    // the sweeper finishes rooms whose players dropped out for good
    await waitForRoomsToEnd(db, everyone, 120_000);
    const checked = await audit(db, everyone);

    const { rooms, fees, problems } = checked;
    const play = [...ctx.problems, ...(ctx.failedCalls > 0 ? [`${ctx.failedCalls} calls failed (a 5xx other than 503, or no instance answered)`] : [])];
    const line = (text: string, found: string[]) => [`${text}: ${found.length} discrepancies`, ...found.map((d) => `  - ${d}`)];
    const lines = [
      ...describePlan(plan, instances),
      ...line('Play: every misstep answered as the rules say, no 5xx but 503', play),
      ...line(`Rooms: ${rooms.finished + rooms.deleted} ended exactly once (${rooms.finished} finished, ${rooms.deleted} deleted), ${rooms.stuck} left in started or waiting`, problems.rooms),
      ...line(`Coins: ${checked.players} players, each balance = start + coin history, never negative`, problems.coins),
      ...line(`Fees: ${fees.taken} coins taken = paid out + refunded + remainders of split pots`, problems.fees),
      ...line('Seats: nobody seated in two live random rooms', problems.seats),
      ...line(`Bots: ${checked.botRooms} bots answered each question once, in order`, problems.bots),
    ];
    const discrepancies = [...play, ...Object.values(problems).flat()];
    lines.push(`Total: ${discrepancies.length} discrepancies`);
    return { report: lines.join('\n'), discrepancies };
  } finally {
    await cluster.close();
    await (configBefore.exists ? systemConfigRef(db).set(configBefore.data()!) : systemConfigRef(db).delete());
  }
}
