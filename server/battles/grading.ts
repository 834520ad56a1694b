// Serving a room's questions and grading answers with the server's clock.
//
// Points timing: each player has a `servedAt` (epoch ms) for the question in front of them. The
// first question is served when the player first fetches the room's questions (fetching again
// does not restart it), but never before the room's questionsAt: the questions are fetched during
// the 3-2-1, and question 1's time starts when it is shown. No answer is taken before questionsAt. Each graded answer serves the next question at answer time + revealMs,
// the second the player's screen shows the graded answer before moving on
// (machines/battle-types.ts defaultBattleConfig.revealMs). An answer's `ms` is receipt time minus
// servedAt; answers must come in the room's question order.
//
// Relaying: each seat sees the options in its own secret order (seats/{uid}.orderSeed), and an
// answer is graded back through that order. The right option of a question reaches a seat only
// once no seat can still score on it: everyone answered it, stopped playing, or ran out of time.
import type { Firestore } from 'firebase-admin/firestore';
import type { AnswerResult, BattleQuestion } from '../../machines/battle-types.ts';
import { readQuestions, type QuestionDoc } from '../content/catalog.ts';
import { newOrderSeed, originalOption, servedOption } from '../content/option-order.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { finishSoon, readSeats, roomIsDone } from './finish-room.ts';
import { battleQuestions, battleSeenRef, noteServed } from './battle-questions.ts';
import {
  awaitingSeat,
  botUid,
  playerRef,
  roomRef,
  seatQuestionsAt,
  seatRef,
  type PlayerDoc,
  type RoomDoc,
  type SeatDoc,
} from './room-docs.ts';
import { answerLatenessMs, gradeAnswer, revealMs, type PointsConfig } from './scoring.ts';
import type { ActionContext } from '../action.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';

function member(room: RoomDoc, uid: string) {
  if (!room.playerUids.includes(uid)) throw forbidden('not_in_room');
}

/**
 * The room's questions without answers, in the caller's option order (made on the first fetch);
 * the first fetch serves the first question to the caller.
 */
export async function serveRoomQuestions(
  db: Firestore,
  roomId: string,
  uid: string,
  now: Date,
): Promise<BattleQuestion[]> {
  const { questionIds, orderSeed } = await db.runTransaction(async (tx) => {
    const [roomSnap, playerSnap, seatSnap] = await tx.getAll(
      roomRef(db, roomId),
      playerRef(db, roomId, uid),
      seatRef(db, roomId, uid),
    );
    const room = roomSnap!.data() as RoomDoc | undefined;
    if (!room) throw notFound();
    member(room, uid);
    if (room.status === 'deleted') throw conflict('room_deleted');
    if (room.status === 'waiting') throw conflict('battle_not_started');
    const player = playerSnap!.data() as PlayerDoc;
    let orderSeed = seatSnap!.get('orderSeed') as string | undefined;
    if (!orderSeed) {
      // the first fetch: the player meets the room's questions now (one more read, during the 3-2-1)
      const seen = await tx.get(
        battleSeenRef(db, uid, { categoryId: room.categoryId, languageId: Number(room.languageId) }),
      );
      orderSeed = newOrderSeed();
      tx.create(seatSnap!.ref, { orderSeed });
      noteServed(tx, seen, room.questionIds);
    }
    if (room.status === 'started' && player.servedAt === null) {
      const servedAt = Math.max(now.getTime(), seatQuestionsAt(room, player));
      tx.update(playerSnap!.ref, { servedAt });
      if (room.vsBot && !room.botStartAt) {
        // the bot starts thinking with the human; its first think time is measured like the next ones
        tx.update(roomSnap!.ref, { botStartAt: now });
        tx.update(playerRef(db, roomId, botUid), { servedAt: servedAt + revealMs });
        tx.create(seatRef(db, roomId, botUid), { orderSeed: newOrderSeed() });
      }
    }
    return { questionIds: room.questionIds, orderSeed };
  });
  return battleQuestions(db, questionIds, orderSeed);
}

/** No seat can still score on the room's question at `index`: each answered it, stopped playing, or ran out of its time (scoring.ts). */
const settled = (index: number, seats: PlayerDoc[], now: Date, c: PointsConfig) =>
  seats.every(
    (p) =>
      p.state !== 'playing' ||
      p.answers.length > index ||
      (p.answers.length === index &&
        p.servedAt !== null &&
        now.getTime() - p.servedAt > c.question_seconds * 1000 + answerLatenessMs),
  );

export interface Revealed {
  questionId: string;
  /** in the order of the seat it is revealed to */
  correctOptionId: string;
}

/** The right options of `questions` that none of `seats` can still score on, named in the order of `orderSeed`. */
function revealed(
  room: RoomDoc,
  seats: PlayerDoc[],
  orderSeed: string,
  questions: QuestionDoc[],
  now: Date,
  c: PointsConfig,
): Revealed[] {
  if (awaitingSeat(room)) return []; // the challenged friend can still score on every question
  return questions
    .filter((q) => settled(room.questionIds.indexOf(q.id), seats, now, c))
    .map((q) => ({ questionId: q.id, correctOptionId: servedOption(orderSeed, q, q.answer) }));
}

export interface SeatReview {
  /** the right options the member may see now */
  revealed: Revealed[];
  /** question id -> the option this seat picked, in its own order ('' when its time ran out) */
  picks: Record<string, string>;
}

/** What a member may review now (the play screen, the review after the result, and both again after a reload). */
export async function reviewSeat(
  db: Firestore,
  roomId: string,
  uid: string,
  now: Date,
  c: PointsConfig,
): Promise<SeatReview> {
  const [roomSnap, seatSnap] = await db.getAll(roomRef(db, roomId), seatRef(db, roomId, uid));
  const room = roomSnap!.data() as RoomDoc | undefined;
  if (!room) throw notFound();
  member(room, uid);
  const seat = seatSnap!.data() as SeatDoc | undefined;
  if (!seat) return { revealed: [], picks: {} }; // nothing was served to this seat
  const [seats, questions] = await Promise.all([readSeats(db, roomId), readQuestions(db, room.questionIds)]);
  return { revealed: revealed(room, seats, seat.orderSeed, questions, now, c), picks: seat.picks ?? {} };
}

export interface Answer {
  roomId: string;
  uid: string;
  questionId: string;
  /** as served to this seat; '' when the question's time ran out */
  optionId: string;
}

/**
 * Grades one answer in a transaction on the player's own documents. A duplicate answer changes
 * nothing and gets the first grading back. The player's last answer finishes the room once every
 * seat is done, after its reply. The reply names the right option only if no seat can still score
 * on the question.
 * `admit` checks a human caller's own record, read with the room's documents (one round trip on
 * the hot path); the bot has no record and passes none.
 */
export async function answerQuestion(
  db: Firestore,
  a: Answer,
  now: Date,
  config: PointsConfig,
  admit?: ActionContext['admit'],
): Promise<AnswerResult> {
  // The question is shared content: read through the cache, outside the transaction (which locks
  // what it reads) but beside it: the cache has often let it go since the room served it.
  const questionRead = readQuestions(db, [a.questionId]).then(([q]) => q);
  questionRead.catch(() => {}); // awaited in the transaction and after it
  // The other seats, for what the reply may reveal, are read beside the grading rather than after it:
  // one round trip less. Seats only move forward, so a read from before another seat's answer
  // reveals less, never more.
  const seatsBeside = readSeats(db, a.roomId);
  seatsBeside.catch(() => {}); // awaited below; a refused answer must not leave it unhandled
  const graded = await db.runTransaction(async (tx) => {
    const caller = admit ? [userRef(db, a.uid)] : [];
    const snaps = await tx.getAll(
      ...caller,
      roomRef(db, a.roomId),
      playerRef(db, a.roomId, a.uid),
      seatRef(db, a.roomId, a.uid),
    );
    if (admit) admit(snaps.shift()!.data() as UserDoc | undefined);
    const [roomSnap, playerSnap, seatSnap] = snaps;
    const question = await questionRead;
    const room = roomSnap!.data() as RoomDoc | undefined;
    if (!room) throw notFound();
    member(room, a.uid);
    if (!question || !room.questionIds.includes(a.questionId)) throw badRequest('not_in_battle');
    const player = playerSnap!.data() as PlayerDoc;
    const orderSeed = seatSnap!.get('orderSeed') as string | undefined;
    const earlier = player.answers.find((x) => x.questionId === a.questionId);
    // a last answer sent again also finishes the room, should its first sending have failed after the commit
    if (earlier)
      return {
        correct: earlier.correct,
        points: earlier.points,
        room,
        orderSeed,
        lastAnswer: player.answers.length === room.questionIds.length,
      };
    if (room.status === 'deleted') throw conflict('room_deleted');
    if (room.status === 'waiting') throw conflict('battle_not_started');
    if (room.status === 'finished' || player.state !== 'playing') throw conflict('battle_over');
    if (player.servedAt === null || !orderSeed || now.getTime() < seatQuestionsAt(room, player))
      throw conflict('battle_not_started');
    if (room.questionIds[player.answers.length] !== a.questionId) throw badRequest('answer_in_order');

    const ms = Math.max(0, now.getTime() - player.servedAt);
    const { correct, points } = gradeAnswer(
      originalOption(orderSeed, question, a.optionId) ?? '',
      question.answer,
      ms,
      config,
    );
    const answers = [...player.answers, { questionId: a.questionId, correct, points, ms }];
    const lastAnswer = answers.length === room.questionIds.length;
    tx.update(playerSnap!.ref, {
      answers,
      correctAnswers: player.correctAnswers + (correct ? 1 : 0),
      points: player.points + points,
      servedAt: now.getTime() + revealMs,
      ...(lastAnswer ? { state: 'finished' } : {}),
      // a challenger done before their friend is seated: the sweeper's passes over live seats skip it until the friend's end
      ...(lastAnswer && awaitingSeat(room) ? { live: false } : {}),
    });
    tx.set(seatSnap!.ref, { picks: { [a.questionId]: a.optionId } }, { merge: true });
    return { correct, points, room, orderSeed, lastAnswer };
  });
  const [beside, question] = await Promise.all([seatsBeside, questionRead]);
  // A last answer finishes the room once every seat is done, after the reply (the sweeper does,
  // should this process die first). Seats only move forward: others the read beside the grading saw
  // done are done still. Else it reads the seats again after its commit: of two last answers at
  // once, the later one then sees both and finishes the room; the first skips the finishing
  // transaction (which would lock every seat) while others still play.
  const doneBeside =
    graded.lastAnswer && roomIsDone(beside.map((p) => (p.uid === a.uid ? { ...p, state: 'finished' as const } : p)));
  const seats = graded.lastAnswer && !doneBeside ? await readSeats(db, a.roomId) : beside;
  if (doneBeside || (graded.lastAnswer && roomIsDone(seats))) finishSoon(db, a.roomId, now);
  const { room, orderSeed } = graded;
  // the caller has answered this question, whatever the read beside the grading saw of its seat
  const others = seats.filter((p) => p.uid !== a.uid);
  const [shown] = orderSeed ? revealed(room, others, orderSeed, [question!], now, config) : [];
  return { correct: graded.correct, points: graded.points, correctOptionId: shown?.correctOptionId ?? null };
}
