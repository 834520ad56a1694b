// Serving a room's questions and grading answers with the server's clock.
//
// Points timing: each player has a `servedAt` (epoch ms) for the question in front of them. The
// first question is served when the player first fetches the room's questions (fetching again
// does not restart it). Each graded answer serves the next question at answer time + revealMs,
// the second the player's screen shows the graded answer before moving on
// (machines/battle-types.ts defaultBattleConfig.revealMs). An answer's `ms` is receipt time minus
// servedAt; answers must come in the room's question order.
import type { Firestore } from 'firebase-admin/firestore';
import type { AnswerResult, BattleQuestion } from '../../machines/battle-types.ts';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { finishIfDone } from './finish-room.ts';
import { battleQuestions } from './battle-questions.ts';
import { battleErrors, botUid, playerRef, roomRef, type PlayerDoc, type RoomDoc } from './room-docs.ts';
import { gradeAnswer, revealMs, type PointsConfig } from './scoring.ts';

function member(room: RoomDoc, uid: string) {
  if (!room.playerUids.includes(uid)) throw forbidden(battleErrors.notMember);
}

/** The room's questions without answers; the first fetch serves the first question to the caller. */
export async function serveRoomQuestions(db: Firestore, roomId: string, uid: string, now: Date): Promise<BattleQuestion[]> {
  const questionIds = await db.runTransaction(async (tx) => {
    const [roomSnap, playerSnap] = await tx.getAll(roomRef(db, roomId), playerRef(db, roomId, uid));
    const room = roomSnap!.data() as RoomDoc | undefined;
    if (!room) throw notFound();
    member(room, uid);
    if (room.status === 'deleted') throw conflict(battleErrors.deleted);
    if (room.status === 'waiting') throw conflict(battleErrors.notStarted);
    const player = playerSnap!.data() as PlayerDoc;
    if (room.status === 'started' && player.servedAt === null) {
      tx.update(playerSnap!.ref, { servedAt: now.getTime() });
      if (room.vsBot && !room.botStartAt) {
        // the bot starts thinking with the human; its first think time is measured like the next ones
        tx.update(roomSnap!.ref, { botStartAt: now });
        tx.update(playerRef(db, roomId, botUid), { servedAt: now.getTime() + revealMs });
      }
    }
    return room.questionIds;
  });
  return battleQuestions(db, questionIds);
}

export interface Answer {
  roomId: string;
  uid: string;
  questionId: string;
  /** '' when the question's time ran out */
  optionId: string;
}

/**
 * Grades one answer in a transaction on the player's document. A duplicate answer changes
 * nothing and gets the first grading back. The player's last answer tries to finish the room.
 */
export async function answerQuestion(db: Firestore, a: Answer, now: Date, config: PointsConfig): Promise<AnswerResult> {
  const graded = await db.runTransaction(async (tx) => {
    const [roomSnap, playerSnap, questionSnap] = await tx.getAll(
      roomRef(db, a.roomId),
      playerRef(db, a.roomId, a.uid),
      questionsCol(db).doc(a.questionId),
    );
    const room = roomSnap!.data() as RoomDoc | undefined;
    if (!room) throw notFound();
    member(room, a.uid);
    const question = questionSnap!.data() as QuestionDoc | undefined;
    if (!question || !room.questionIds.includes(a.questionId)) throw badRequest(battleErrors.notInRoom);
    const player = playerSnap!.data() as PlayerDoc;
    const earlier = player.answers.find((x) => x.questionId === a.questionId);
    if (earlier) return { correct: earlier.correct, points: earlier.points, correctOptionId: question.answer, lastAnswer: false };
    if (room.status === 'deleted') throw conflict(battleErrors.deleted);
    if (room.status === 'waiting') throw conflict(battleErrors.notStarted);
    if (room.status === 'finished' || player.state !== 'playing') throw conflict(battleErrors.over);
    if (player.servedAt === null) throw conflict(battleErrors.notStarted);
    if (room.questionIds[player.answers.length] !== a.questionId) throw badRequest(battleErrors.outOfOrder);

    const ms = Math.max(0, now.getTime() - player.servedAt);
    const { correct, points } = gradeAnswer(a.optionId, question.answer, ms, config);
    const answers = [...player.answers, { questionId: a.questionId, correct, points, ms }];
    const lastAnswer = answers.length === room.questionIds.length;
    tx.update(playerSnap!.ref, {
      answers,
      correctAnswers: player.correctAnswers + (correct ? 1 : 0),
      points: player.points + points,
      servedAt: now.getTime() + revealMs,
      ...(lastAnswer ? { state: 'finished' } : {}),
    });
    return { correct, points, correctOptionId: question.answer, lastAnswer };
  });
  if (graded.lastAnswer) await finishIfDone(db, a.roomId, now);
  return { correct: graded.correct, points: graded.points, correctOptionId: graded.correctOptionId };
}
