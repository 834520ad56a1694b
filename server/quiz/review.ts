// The review of a finished session: each question as the player was served it, their answer, and
// the right one in the same served ids. Contests call it only once they have ended.
import type { Firestore } from 'firebase-admin/firestore';
import { readQuestions } from '../content/catalog.ts';
import type { ReviewedQuestion } from '../../contract/play.ts';
import { serveQuestion } from '../content/served-question.ts';
import { notFound } from '../errors.ts';
import { servedCorrectAnswer } from './grading.ts';
import { sessionsCol, type PlaySession } from './session.ts';

export async function reviewSession(
  db: Firestore,
  uid: string,
  sessionId: string,
): Promise<{ session_id: string; questions: ReviewedQuestion[] }> {
  const session = (await sessionsCol(db).doc(sessionId).get()).data() as PlaySession | undefined;
  if (!session || session.uid !== uid) throw notFound();
  const questions = await readQuestions(db, session.questionIds);
  return {
    session_id: sessionId,
    questions: questions.map((q) => {
      const given = session.answers[q.id];
      return {
        ...serveQuestion(q, sessionId, session.orderSeed),
        answer: given?.answer ?? '',
        correct: given?.correct ?? false,
        skipped: given?.skipped ?? false,
        correct_answer: servedCorrectAnswer(session.orderSeed, q),
        note: q.note,
      };
    }),
  };
}
