// A seeded busy evening with faults: planned battles (plan.ts) played by simulated players
// (seat-player.ts) through three API instances, one of them killed and started again mid-run,
// then audited (audit.ts). The report holds only what the seed and the checks decide, so the same
// seed prints the same report; any discrepancy is listed under it.
import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { quickPlayer, type Reply, type TestPlayer } from '../server/test/kit.ts';
import { type SystemConfig } from '../contract/settings.ts';
import { systemConfigRef } from '../server/system-config.ts';
import { startCluster } from '../server/test/cluster.ts';
import { audit, waitForRoomsToEnd, type SimPlayer } from './audit.ts';
import {
  answerKeyFigures,
  answerKeyMedianMs,
  answerKeyMinAnswers,
  answerKeyRightPercent,
  answerKeyWindow,
} from '../server/admin/player-review.ts';
import {
  answerKeyBattles,
  planSimulation,
  simQuestionCount,
  type AnswerKeyDuel,
  type BattlePlan,
  type Plan,
  type SeatChaos,
} from './plan.ts';
import { heartbeat, playSeat, send, type SeatSkill, type SimContext } from './seat-player.ts';

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
    const r = await send(ctx, 'battle_play_bot', { category }, players[0]!.token);
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
  const room_type = plan.kind === 'friend' ? 'friend' : 'group';
  const roomId = await openAndStart(
    ctx,
    players,
    { category, room_type, no_of_que: simQuestionCount, entry_fee_multiplier: plan.feeMultiplier },
    fail,
  );
  if (roomId) await seatAll(roomId);
}

/**
 * The first player opens a room, the others join by its code, the owner starts it: the room's id,
 * or null when a step was refused (said through `fail`). Everyone seated keeps a heartbeat in the
 * lobby, as the app does: a silent owner's waiting room goes.
 */
async function openAndStart(
  ctx: SimContext,
  players: TestPlayer[],
  fields: Record<string, string | number>,
  fail: (what: string, r: Reply) => void,
): Promise<string | null> {
  const [owner, ...guests] = players;
  const created = await send(ctx, 'create_room', fields, owner!.token);
  if (created.status !== 200) {
    fail('create_room', created);
    return null;
  }
  const { room_id, room_code, entry_fee: fee } = created.body.data;
  const lobby = [heartbeat(ctx, room_id, owner!.uid)];
  try {
    for (const g of guests) {
      const joined = await send(ctx, 'battle_join_room', { room_code, fee }, g.token);
      if (joined.status !== 200) {
        fail('battle_join_room', joined);
        return null;
      }
      lobby.push(heartbeat(ctx, room_id, g.uid));
    }
    const started = await send(ctx, 'battle_start', { room_id }, owner!.token);
    if (started.status !== 200) {
      fail('battle_start', started);
      return null;
    }
    return room_id;
  } finally {
    for (const beat of lobby) beat.pause();
  }
}

/** A seat that plays by the rules: no drops, nothing sent twice, late or out of order. */
const steady = (seed: number): SeatChaos => ({ drop: null, duplicateAt: null, lateAt: null, outOfOrderAt: null, seed });

/**
 * An answer-key bot's friend battles against its honest regular (the bot's rooms, a fee of 1x), all
 * at once: each seat's answer times count from its own serve, so a room's times are its own.
 */
async function playDuel(ctx: SimContext, duel: AnswerKeyDuel, bot: TestPlayer, regular: TestPlayer): Promise<void> {
  const battle = async (b: number) => {
    const fail = (what: string, r: Reply) =>
      void ctx.problems.push(`answer-key battle ${b}: ${what} got ${r.status} ${r.body.message}`);
    const room_id = await openAndStart(
      ctx,
      [bot, regular],
      { category: 'en-quiz-general-knowledge', room_type: 'friend', no_of_que: simQuestionCount },
      fail,
    );
    if (!room_id) return;
    const slip =
      duel.bot.slipAt !== null && Math.floor(duel.bot.slipAt / simQuestionCount) === b
        ? duel.bot.slipAt % simQuestionCount
        : null;
    const botSkill: SeatSkill = { ...duel.bot, wrongAt: slip };
    await Promise.all([
      playSeat(ctx, room_id, bot, steady(duel.bot.seed + b), botSkill),
      playSeat(ctx, room_id, regular, steady(duel.regular.seed + b), duel.regular),
    ]);
  };
  await Promise.all(Array.from({ length: answerKeyBattles }, (_, b) => battle(b)));
}

/**
 * The answer-key flag over the run's players: every honest one (flagged is a discrepancy) and
 * every answer-key bot (not flagged is one). Only the counts and the right answers, which the seed
 * decides, are printed; the times go into a discrepancy's line.
 */
async function judgeAnswerKeys(db: Firestore, honest: TestPlayer[], bots: TestPlayer[]) {
  const judge = (players: TestPlayer[]) =>
    Promise.all(players.map(async (p) => ({ uid: p.uid, ...(await answerKeyFigures(db, p.uid)) })));
  const [people, keyBots] = await Promise.all([judge(honest), judge(bots)]);
  const figures = (f: (typeof people)[number]) => `${f.right_percent}% right of ${f.counted}, median ${f.median_ms} ms`;
  const judged = people.filter((f) => f.counted >= answerKeyMinAnswers);
  const rule = `>= ${answerKeyRightPercent}% right at a median under ${answerKeyMedianMs / 1000} s over the last ${answerKeyWindow} battle answers, ${answerKeyMinAnswers} at least`;
  return {
    text:
      `Answer-key flag (${rule}): ${people.filter((f) => f.flagged).length} of ${people.length} honest players flagged ` +
      `(${judged.length} with ${answerKeyMinAnswers} answers or more, the best of them ${Math.max(0, ...judged.map((f) => f.right_percent))}% right); ` +
      `${keyBots.filter((f) => f.flagged).length} of ${keyBots.length} answer-key bots flagged`,
    problems: [
      ...people.filter((f) => f.flagged).map((f) => `honest player ${f.uid} flagged (${figures(f)})`),
      ...keyBots.filter((f) => !f.flagged).map((f) => `answer-key bot ${f.uid} not flagged (${figures(f)})`),
    ],
  };
}

const kindNames = {
  random: 'random 1v1',
  bot: 'vs the bot',
  friend: 'friend',
  group3: 'group of 3',
  group4: 'group of 4',
} as const;

function describePlan(plan: Plan, instances: number): string[] {
  const count = <T>(items: T[], pred: (t: T) => boolean) => items.filter(pred).length;
  const seats = plan.battles.flatMap((b) => b.seats);
  const kinds = Object.entries(kindNames).map(([k, name]) => `${count(plan.battles, (b) => b.kind === k)} ${name}`);
  return [
    `Simulation: ${plan.battles.length} battles, seed ${plan.seed}, ${instances} API instances`,
    `Battles: ${kinds.join(', ')}; ${seats.length} players; then ${plan.answerKey.length} answer-key bots, each in ${answerKeyBattles} friend battles against an honest regular`,
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
  const ctx: SimContext = {
    db,
    cluster,
    questionSeconds: simConfig.question_seconds,
    graceSeconds: simConfig.reconnect_grace_seconds,
    problems: [],
    failedCalls: 0,
  };
  try {
    const playersOf = await Promise.all(
      plan.battles.map((b) => Promise.all(b.seats.map(() => quickPlayer(ctx, startCoins, 'Sim player')))),
    );
    const keyBots = await Promise.all(plan.answerKey.map(() => quickPlayer(ctx, startCoins, 'Answer-key bot')));
    const regulars = await Promise.all(plan.answerKey.map(() => quickPlayer(ctx, startCoins, 'Regular')));
    const honest = [...playersOf.flat(), ...regulars];
    const everyone: SimPlayer[] = [...honest, ...keyBots].map((p) => ({ uid: p.uid, startCoins }));

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
    // then the answer-key duels, on their own: an answer's time is the server's, queueing included,
    // and a busy evening's queue would make a bot look as slow as a person
    await Promise.all(plan.answerKey.map((duel, i) => playDuel(ctx, duel, keyBots[i]!, regulars[i]!)));
    // the sweeper finishes rooms whose players dropped out for good
    await waitForRoomsToEnd(db, everyone, 120_000);
    const checked = await audit(db, everyone);
    const answerKeys = await judgeAnswerKeys(db, honest, keyBots);

    const { rooms, fees, problems } = checked;
    const play = [
      ...ctx.problems,
      ...(ctx.failedCalls > 0
        ? [`${ctx.failedCalls} calls failed (a 5xx other than 503, or no instance answered)`]
        : []),
    ];
    const line = (text: string, found: string[]) => [
      `${text}: ${found.length} discrepancies`,
      ...found.map((d) => `  - ${d}`),
    ];
    const lines = [
      ...describePlan(plan, instances),
      ...line('Play: every misstep answered as the rules say, no 5xx but 503', play),
      ...line(
        `Rooms: ${rooms.finished + rooms.deleted} ended exactly once (${rooms.finished} finished, ${rooms.deleted} deleted), ${rooms.stuck} left in started or waiting`,
        problems.rooms,
      ),
      ...line(`Coins: ${checked.players} players, each balance = start + coin history, never negative`, problems.coins),
      ...line(`Fees: ${fees.taken} coins taken = paid out + refunded + remainders of split pots`, problems.fees),
      ...line('Seats: nobody seated in two live random rooms', problems.seats),
      ...line(`Bots: ${checked.botRooms} bots answered each question once, in order`, problems.bots),
      ...line(answerKeys.text, answerKeys.problems),
    ];
    const discrepancies = [...play, ...Object.values(problems).flat(), ...answerKeys.problems];
    lines.push(`Total: ${discrepancies.length} discrepancies`);
    return { report: lines.join('\n'), discrepancies };
  } finally {
    await cluster.close();
    await (configBefore.exists ? systemConfigRef(db).set(configBefore.data()!) : systemConfigRef(db).delete());
  }
}
