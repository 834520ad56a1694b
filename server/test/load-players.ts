// Players as the web app plays them, many at once through the HTTP API: the daily quiz and random
// 1v1 battles. Used by the load test (server/load.test.ts); every reply's status is kept, so a
// caller can count 5xx and transport errors.
import { setTimeout as sleep } from 'node:timers/promises';
import { answerKey, quickPlayer, readRoom, type TestPlayer } from '../battles/battle-test-setup.ts';
import { coinHistory } from '../economy/ledger.ts';
import { answerAll } from '../quiz/play-test-kit.ts';
import { userRef } from '../users/user-doc.ts';
import type { Harness, Reply } from './api-harness.ts';

/** Every call's action, status (0: transport error) and time. */
export interface CallRecord {
  action: string;
  status: number;
  ms: number;
}

/** How long a player thinks before each answer (ms); none by default. */
export type Think = () => number;
const answering = new Set(['quiz_answer', 'battle_answer']);

/** A harness whose calls are recorded; a transport error counts as status 0 instead of throwing. */
export function recorded(h: Harness, log: CallRecord[], think?: Think) {
  return async (action: string, fields: Record<string, string | number> = {}, token?: string): Promise<Reply> => {
    if (think && answering.has(action)) await sleep(think());
    const started = performance.now();
    const reply = await h.call(action, fields, token).catch(() => ({ status: 0, body: { error: true, message: 'transport error' } }) as Reply);
    log.push({ action, status: reply.status, ms: performance.now() - started });
    return reply;
  };
}

/** A new player opens today's daily quiz, answers every question and finishes. */
export async function playDailyQuiz(h: Harness, log: CallRecord[], p: TestPlayer, right: number, think?: Think) {
  const call = recorded(h, log, think);
  const quiz = await call('get_daily_quiz', {}, p.token);
  if (quiz.status !== 200) return null;
  const counting: Harness = { ...h, call: (action, fields, token) => call(action, fields as Record<string, string | number>, token) };
  await answerAll(counting, p.token, quiz.body.data, right).catch(() => {});
  return (await call('quiz_finish', { session_id: quiz.body.data.session_id }, p.token)).body.data as { badges: string[] } | undefined;
}

/** Searches for an opponent until paired (or the deadline), then plays every question of the room. */
export async function playRandomBattle(h: Harness, log: CallRecord[], p: TestPlayer, category: string, deadline: number, think?: Think) {
  const call = recorded(h, log, think);
  const searching = performance.now();
  let roomId: string | undefined;
  while (!roomId && Date.now() < deadline) {
    const reply = await call('battle_find_match', { category }, p.token);
    roomId = reply.body.data?.room_id;
    if (!roomId) await sleep(100 + Math.random() * 200);
  }
  if (!roomId) return null;
  const pairingMs = performance.now() - searching;
  const questions = await call('get_question_by_room_id', { room_id: roomId }, p.token);
  if (questions.status !== 200) return { roomId, pairingMs, lastAnswerAt: Date.now() };
  const key = await answerKey(h, roomId, p.uid);
  for (const q of key) {
    const pick = Math.random() < 0.6 ? q.right : q.wrong;
    await call('battle_answer', { room_id: roomId, question_id: q.id, option_id: pick }, p.token);
  }
  return { roomId, pairingMs, lastAnswerAt: Date.now() };
}

/** Waits until every room has finished (or the deadline); returns when each finished by the server's record, and the ones that did not. */
export async function watchRooms(h: Harness, roomIds: string[], deadline: number) {
  const finishedAt = new Map<string, number>();
  let open = [...new Set(roomIds)];
  while (open.length > 0 && Date.now() < deadline) {
    const rooms = await Promise.all(open.map((id) => readRoom(h, id)));
    for (const [i, room] of rooms.entries()) {
      if (room?.status === 'finished') finishedAt.set(open[i]!, room.finishedAt?.toMillis() ?? Date.now());
    }
    open = open.filter((id) => !finishedAt.has(id));
    if (open.length > 0) await sleep(50);
  }
  return { finishedAt, unfinished: open };
}

/** Players whose balance differs from what they started with plus their coin history. */
export async function ledgerProblems(h: Harness, players: { uid: string; startCoins: number }[]): Promise<string[]> {
  const problems: string[] = [];
  await Promise.all(
    players.map(async ({ uid, startCoins }) => {
      const [user, history] = await Promise.all([userRef(h.db, uid).get(), coinHistory(h.db, uid).get()]);
      const sum = history.docs.reduce((total, d) => total + (d.get('coins') as number), 0);
      const coins = user.get('coins') as number;
      if (coins !== startCoins + sum || coins < 0) problems.push(`${uid}: ${coins} coins, ${startCoins} + history ${sum}`);
    }),
  );
  return problems;
}

export const newPlayers = (h: Harness, n: number, coins: number) => Promise.all(Array.from({ length: n }, () => quickPlayer(h, coins)));

/** The calls that answered 5xx or never arrived, as `action status` lines. */
export const failedCalls = (log: CallRecord[]) => log.filter((c) => c.status >= 500 || c.status === 0).map((c) => `${c.action} ${c.status}`);
