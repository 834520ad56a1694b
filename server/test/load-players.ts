// Players as the web app plays them, many at once through the HTTP API: the daily quiz, random
// 1v1 battles, and the rush to a contest's results when it ends. Used by the load test
// (server/load.test.ts) and the benches; every reply's status is kept, so a caller can count 5xx
// and transport errors.
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { answerKey, quickPlayer, readRoom, type TestPlayer } from './kit.ts';
import { roomRef } from '../battles/room-docs.ts';
import { contestsCol, type ContestDoc } from '../content/catalog.ts';
import { coinHistory } from '../economy/ledger.ts';
import { contestBoard, rankKey, startContestSettler, type ContestRow } from '../quiz/contest-board.ts';
import { deferredPlay, type DeferredPlay } from '../quiz/contest-plays.ts';
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
    const reply = await h
      .call(action, fields, token)
      .catch(() => ({ status: 0, body: { error: true, message: 'transport error' } }) as Reply);
    log.push({ action, status: reply.status, ms: performance.now() - started });
    return reply;
  };
}

/** A new player opens today's daily quiz, answers every question and finishes. */
export async function playDailyQuiz(h: Harness, log: CallRecord[], p: TestPlayer, right: number, think?: Think) {
  const call = recorded(h, log, think);
  const quiz = await call('get_daily_quiz', {}, p.token);
  if (quiz.status !== 200) return null;
  const counting: Harness = {
    ...h,
    call: (action, fields, token) => call(action, fields as Record<string, string | number>, token),
  };
  await answerAll(counting, p.token, quiz.body.data, right).catch(() => {});
  return (await call('quiz_finish', { session_id: quiz.body.data.session_id }, p.token)).body.data as
    { badges: string[] } | undefined;
}

/** Searches for an opponent until paired (or the deadline), then plays every question of the room; `resultSeen` resolves when its listener sees the room's end. */
export async function playRandomBattle(
  h: Harness,
  log: CallRecord[],
  p: TestPlayer,
  category: string,
  deadline: number,
  think?: Think,
) {
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
  const result = resultSeen(h, roomId, deadline + 60_000);
  const questions = await call('get_question_by_room_id', { room_id: roomId }, p.token);
  if (questions.status === 200) {
    const key = await answerKey(h, roomId, p.uid);
    for (const q of key) {
      const pick = Math.random() < 0.6 ? q.right : q.wrong;
      await call('battle_answer', { room_id: roomId, question_id: q.id, option_id: pick }, p.token);
    }
  }
  return { roomId, pairingMs, lastAnswerAt: Date.now(), resultSeen: result };
}

/** When a listener of the room, as the player's screen has, first sees it finished (null: not before the deadline). */
function resultSeen(h: Harness, roomId: string, deadline: number): Promise<number | null> {
  return new Promise((resolve) => {
    const end = (at: number | null) => (clearTimeout(timer), stop(), resolve(at));
    const timer = setTimeout(() => end(null), deadline - Date.now());
    const stop = roomRef(h.db, roomId).onSnapshot(
      (snap) => snap.get('status') === 'finished' && end(Date.now()),
      () => end(null),
    );
  });
}

/** Waits until every room has finished (or the deadline); returns the ones that did not. */
export async function watchRooms(h: Harness, roomIds: string[], deadline: number) {
  let open = [...new Set(roomIds)];
  while (open.length > 0 && Date.now() < deadline) {
    const rooms = await Promise.all(open.map((id) => readRoom(h, id)));
    open = open.filter((_, i) => rooms[i]?.status !== 'finished');
    if (open.length > 0) await sleep(50);
  }
  return { unfinished: open };
}

/** Players whose balance differs from what they started with plus their coin history. */
export async function ledgerProblems(h: Harness, players: { uid: string; startCoins: number }[]): Promise<string[]> {
  const problems: string[] = [];
  await Promise.all(
    players.map(async ({ uid, startCoins }) => {
      const [user, history] = await Promise.all([userRef(h.db, uid).get(), coinHistory(h.db, uid).get()]);
      const sum = history.docs.reduce((total, d) => total + (d.get('coins') as number), 0);
      const coins = user.get('coins') as number;
      if (coins !== startCoins + sum || coins < 0)
        problems.push(`${uid}: ${coins} coins, ${startCoins} + history ${sum}`);
    }),
  );
  return problems;
}

export const newPlayers = (h: Harness, n: number, coins: number) =>
  Promise.all(Array.from({ length: n }, () => quickPlayer(h, coins)));

/** The calls that answered 5xx or never arrived, as `action status` lines. */
export const failedCalls = (log: CallRecord[]) =>
  log.filter((c) => c.status >= 500 || c.status === 0).map((c) => `${c.action} ${c.status}`);

/**
 * A contest ending at `end` with these players on its board, the first best (one point apart), each
 * row holding its play as a finish while the contest runs leaves it (the settler applies them). The
 * test removes it (removeContest): other files list the contests.
 */
export async function contestWithBoard(
  h: Harness,
  id: string,
  end: Date,
  uids: string[],
  prizes: ContestDoc['prizes'],
) {
  const at = new Date(end.getTime() - 60_000);
  const rows = uids.map((uid, i): ContestRow & DeferredPlay => {
    const score = uids.length - i;
    const play = {
      key: `quiz_${id}_${uid}`,
      coins: 0,
      score,
      answered: 1,
      correct: 1,
      mode: 'contest',
      title: `Contest ${id}`,
    };
    const event = {
      kind: 'quiz',
      mode: 'contest',
      total: 1,
      correct: 1,
      allWithin5s: false,
      underHalfTime: false,
      daily: false,
    } as const;
    return {
      uid,
      name: 'Player',
      profile: '',
      score,
      correct_answers: 1,
      questions_attended: 1,
      rank_key: rankKey(score, at),
      date: at,
      ...deferredPlay(play, event, at),
    };
  });
  for (let i = 0; i < rows.length; i += 400) {
    const batch = h.db.batch();
    for (const row of rows.slice(i, i + 400)) batch.set(contestBoard(h.db, id).doc(row.uid), row);
    await batch.commit();
  }
  const contest: ContestDoc = {
    id,
    name: `Contest ${id}`,
    description: '',
    language_id: 1,
    start_date: Timestamp.fromMillis(end.getTime() - 3_600_000),
    end_date: Timestamp.fromDate(end),
    prizes,
    no_of_que: 1,
    settled: false,
  };
  await contestsCol(h.db).doc(id).set(contest);
}

export const removeContest = (h: Harness, id: string) => h.db.recursiveDelete(contestsCol(h.db).doc(id));

/**
 * A contest of `players` players ends with the settler running (as background.ts runs it); at the
 * end every player lists the contests and opens its leaderboard, twice, a second apart. Returns the
 * calls, the time from the end until the last prize was in its winner's coin history, and the
 * winners whose balance is not exactly their prize.
 */
export async function contestEndRush(h: Harness, players: number) {
  const prizes = [
    { rank: 1, coins: 100 },
    { rank: 2, coins: 60 },
    { rank: 3, coins: 30 },
  ];
  const entrants = await newPlayers(h, players, 0);
  const id = `rush-${Date.now().toString(36)}`;
  const end = new Date(Date.now() + 2_000);
  await contestWithBoard(
    h,
    id,
    end,
    entrants.map((p) => p.uid),
    prizes,
  );
  const winners = entrants.slice(0, prizes.length);
  const stopSettler = startContestSettler(h.db);
  const log: CallRecord[] = [];
  try {
    await sleep(end.getTime() - Date.now());
    const lastPrize = (async () => {
      const deadline = end.getTime() + 30_000;
      while (Date.now() < deadline) {
        const paid = await h.db.getAll(...winners.map((p) => coinHistory(h.db, p.uid).doc(`contest_prize_${id}`)));
        if (paid.every((d) => d.exists)) return Date.now() - end.getTime();
        await sleep(50);
      }
      return NaN;
    })();
    await Promise.all(
      entrants.map(async (p) => {
        const call = recorded(h, log);
        for (const round of [0, 1]) {
          if (round) await sleep(1_000);
          await Promise.all([
            call('get_contest', { language_id: 1 }, p.token),
            call('get_contest_leaderboard', { contest_id: id, limit: 10 }, p.token),
          ]);
        }
      }),
    );
    const endToLastPrizeMs = await lastPrize;
    const wrongBalances: string[] = [];
    for (const [i, p] of winners.entries()) {
      const coins = (await userRef(h.db, p.uid).get()).get('coins') as number;
      if (coins !== prizes[i]!.coins) wrongBalances.push(`${p.uid}: ${coins} coins, prize ${prizes[i]!.coins}`);
    }
    return {
      log,
      endToLastPrizeMs,
      wrongBalances,
      ledger: await ledgerProblems(
        h,
        entrants.map((p) => ({ uid: p.uid, startCoins: 0 })),
      ),
    };
  } finally {
    stopSettler();
    await removeContest(h, id);
  }
}
