// A simulated player in a battle, as the web app plays it: through the HTTP API, with a heartbeat
// on its seat while connected, and with the seat's planned chaos (dropping out and coming back,
// answering twice at once, too late, or out of order). What the server must answer to each
// misstep is checked on the spot; a wrong answer becomes a discrepancy in the report.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultBattleConfig } from '../machines/battle-types.ts';
import { answerKey, type Reply, type TestPlayer } from '../server/test/kit.ts';
import { playerRef } from '../server/battles/room-docs.ts';
import { answerLatenessMs, revealMs } from '../server/battles/scoring.ts';
import type { Cluster } from '../server/test/cluster.ts';
import { honestSkill, stream, type SeatChaos, type Skill } from './plan.ts';

export interface SimContext {
  db: Firestore;
  cluster: Cluster;
  questionSeconds: number;
  graceSeconds: number;
  /** what went wrong, one line each */
  problems: string[];
  /** calls that never got an answer from any instance, or a 5xx other than 503 */
  failedCalls: number;
}

/**
 * Sends a call like the app behind a load balancer: a call lost with its instance, or answered
 * 503 (busy, try again), is sent again to another instance; anything else is the reply.
 */
export async function send(
  ctx: SimContext,
  action: string,
  fields: Record<string, string | number>,
  token: string,
): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    const reply = await ctx.cluster.call(action, fields, token);
    const again = reply.status === 0 || reply.status === 503;
    if (!again && reply.status >= 500) ctx.failedCalls++;
    if (!again || attempt === 10) {
      if (again) ctx.failedCalls++;
      return reply;
    }
    await sleep(150 * attempt);
  }
}

/** The seat's heartbeat, as the app writes it (a server timestamp on the player's document): in the lobby too. */
export function heartbeat(ctx: SimContext, roomId: string, uid: string) {
  const beat = () =>
    void playerRef(ctx.db, roomId, uid)
      .update({ lastSeen: FieldValue.serverTimestamp() })
      .catch(() => {});
  let timer: NodeJS.Timeout | null = null;
  const resume = () => {
    beat();
    timer = setInterval(beat, defaultBattleConfig.heartbeatMs);
  };
  const pause = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  resume();
  return { pause, resume };
}

const over = (r: Reply) => r.status === 409 && r.body.code === 'battle_over';

/** How a seat plays: its skill, and the question it gets wrong whatever its skill (an answer-key bot's slip). */
export type SeatSkill = Skill & { wrongAt?: number | null };

/** Plays the seat in a started room to its end (or until the seat drops out for good). */
export async function playSeat(
  ctx: SimContext,
  roomId: string,
  p: TestPlayer,
  chaos: SeatChaos,
  skill: SeatSkill = honestSkill,
): Promise<void> {
  const where = `${roomId}/${p.uid}`;
  const fetch = () => send(ctx, 'get_question_by_room_id', { room_id: roomId }, p.token);
  const beat = heartbeat(ctx, roomId, p.uid);
  try {
    const served = await fetch();
    if (served.status !== 200)
      return void ctx.problems.push(`${where}: questions refused (${served.status} ${served.body.message})`);
    const key = await answerKey(ctx, roomId, p.uid);
    const draw = stream(chaos.seed);
    const answer = (i: number, optionId: string) =>
      send(ctx, 'battle_answer', { room_id: roomId, question_id: key[i]!.id, option_id: optionId }, p.token);

    for (let i = 0; i < key.length; i++) {
      if (chaos.drop?.atQuestion === i) {
        beat.pause();
        if (chaos.drop.back === 'never') return;
        // back within the grace window, or after it (and the sweeper's next passes)
        const away =
          chaos.drop.back === 'within'
            ? (ctx.graceSeconds * 1000) / 3
            : ctx.graceSeconds * 1000 + 3 * defaultBattleConfig.heartbeatMs;
        await sleep(away);
        beat.resume();
        const again = await fetch();
        if (again.status !== 200)
          return void ctx.problems.push(`${where}: questions refused after coming back (${again.status})`);
      }
      const [least, most] = skill.thinkMs;
      await sleep(revealMs + least + draw() * (most - least));
      if (chaos.lateAt === i) await sleep(ctx.questionSeconds * 1000 + answerLatenessMs + 500);
      if (chaos.outOfOrderAt === i && i + 1 < key.length) {
        const early = await answer(i + 1, key[i + 1]!.right);
        if (over(early)) return;
        if (early.status !== 400 || early.body.code !== 'answer_in_order') {
          ctx.problems.push(`${where}: an answer out of order got ${early.status} ${early.body.message}`);
        }
      }
      const option = draw() < skill.accuracy && skill.wrongAt !== i ? key[i]!.right : key[i]!.wrong;
      const replies = await Promise.all(
        Array.from({ length: chaos.duplicateAt === i ? 2 : 1 }, () => answer(i, option)),
      );
      if (replies.some(over)) return; // left (the grace window passed) or the room ended
      for (const r of replies)
        if (r.status !== 200) ctx.problems.push(`${where}: answer ${i} got ${r.status} ${r.body.message}`);
      const graded = replies.map((r) => JSON.stringify([r.body.data?.correct, r.body.data?.points]));
      if (new Set(graded).size > 1)
        ctx.problems.push(`${where}: the same answer sent twice was graded twice (${graded.join(' / ')})`);
      if (chaos.lateAt === i && replies[0]!.body.data?.correct)
        ctx.problems.push(`${where}: a late answer counted as right`);
    }
  } finally {
    beat.pause();
  }
}
