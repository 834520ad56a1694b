// Test helpers for the play API tests: the answers (read with the Admin SDK, as only the server
// can), a player's balances, and playing a whole session.
import type { Harness } from '../test/kit.ts';
import { coinHistory } from '../economy/ledger.ts';
import { itemIds, questionsCol, type QuestionDoc } from '../content/catalog.ts';
import type { ServedQuestion } from '../content/served-question.ts';
import { userRef } from '../users/user-doc.ts';
import { servedCorrectAnswer } from './grading.ts';
import { sessionsCol, type PlaySession } from './session.ts';

export async function questionDoc(h: Harness, id: string): Promise<QuestionDoc> {
  return (await questionsCol(h.db).doc(id).get()).data() as QuestionDoc;
}

export async function sessionDoc(h: Harness, id: string): Promise<PlaySession> {
  return (await sessionsCol(h.db).doc(id).get()).data() as PlaySession;
}

/** The right answer as the client of this session would send it (served option id or ids, word, or pairs JSON). */
export async function rightAnswer(h: Harness, sessionId: string, id: string): Promise<string> {
  const [q, s] = await Promise.all([questionDoc(h, id), sessionDoc(h, sessionId)]);
  const right = servedCorrectAnswer(s.orderSeed, q);
  if (q.kind) return (right as string[]).join(',');
  return q.mode === 'multi_match' ? JSON.stringify(q.pairs.map((p) => [p.left, p.right])) : (right as string);
}

/** A wrong answer of the same kind: for a set one option short (or another one), for an order reversed. */
export async function wrongAnswer(h: Harness, sessionId: string, id: string): Promise<string> {
  const q = await questionDoc(h, id);
  if (q.kind) {
    const right = (await rightAnswer(h, sessionId, id)).split(',');
    if (q.kind === 'sequence') return right.reverse().join(',');
    return right.length > 1
      ? right.slice(1).join(',')
      : itemIds.slice(0, q.options.length).find((o) => o !== right[0])!;
  }
  if (q.mode === 'guess_the_word') return `${q.answer}X`;
  if (q.mode === 'multi_match')
    return JSON.stringify(q.pairs.map((p, i) => [p.left, q.pairs[(i + 1) % q.pairs.length]!.right]));
  return (await rightAnswer(h, sessionId, id)) === 'a' ? 'b' : 'a';
}

/** What a player owns: coins, score, how many ledger entries and play sessions. */
export async function holdings(h: Harness, uid: string) {
  const [user, ledger, sessions] = await Promise.all([
    userRef(h.db, uid).get(),
    coinHistory(h.db, uid).count().get(),
    sessionsCol(h.db).where('uid', '==', uid).count().get(),
  ]);
  return {
    coins: user.get('coins') as number,
    score: user.get('all_time_score') as number,
    ledger: ledger.data().count,
    sessions: sessions.data().count,
  };
}

/** Answers every question: right for the first `right` ones, wrong after. */
export async function answerAll(
  h: Harness,
  token: string,
  reply: { session_id: string; questions: ServedQuestion[] },
  right: number,
) {
  for (const [i, q] of reply.questions.entries()) {
    const answer =
      i < right ? await rightAnswer(h, reply.session_id, q.id) : await wrongAnswer(h, reply.session_id, q.id);
    const r = await h.call('quiz_answer', { session_id: reply.session_id, question_id: q.id, answer }, token);
    if (r.status !== 200) throw new Error(`quiz_answer: ${JSON.stringify(r.body)}`);
  }
}

/** Fields a served question must never carry. */
export const answerFields = ['answer', 'note', 'pairs', 'hints', 'correct_answer', 'word'];
