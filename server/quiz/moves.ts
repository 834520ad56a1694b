// What a player does during a session: answer, use a lifeline, take a guess-the-word hint. Each is
// one transaction on the session, graded with the server's clock; a repeated answer changes nothing.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { cryptoRandom } from '../content/shuffle.ts';
import { applyCoins } from '../economy/ledger.ts';
import { badRequest, conflict, forbidden } from '../errors.ts';
import type { SystemConfig } from '../../contract/settings.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { answerProblem, isCorrectServed, servedCorrectAnswer } from './grading.ts';
import { audiencePoll, fiftyFifty } from './lifeline-picks.ts';
import {
  answerGraceMs,
  clockStart,
  contestOver,
  playModes,
  readOwnSession,
  type AnswerRecord,
  type PlaySession,
} from './session.ts';
import type { Lifeline } from '../../contract/actions/quiz-play.ts';

/** The session and one of its questions, read in the transaction. */
async function readPlay(tx: Transaction, db: Firestore, uid: string, sessionId: string, questionId: string) {
  const { ref, session } = await readOwnSession(tx, db, uid, sessionId);
  if (!session.questionIds.includes(questionId)) throw badRequest('not_in_quiz');
  const question = (await tx.get(questionsCol(db).doc(questionId))).data() as QuestionDoc;
  return { ref, session, question };
}

/**
 * Exams keep their answers to themselves, and so does a contest until it has ended: not even right or
 * wrong, which helper accounts answering different options would put together into the key (its
 * result and review say it all after the end). Elsewhere the right option, as this session names
 * it, and the explanation.
 */
function answerReply(session: PlaySession, q: QuestionDoc, r: AnswerRecord) {
  if (session.mode === 'exam' || session.mode === 'contest')
    return { correct: null, correct_answer: null, timed_out: r.timed_out };
  return {
    correct: r.correct,
    correct_answer: servedCorrectAnswer(session.orderSeed, q),
    note: q.note,
    timed_out: r.timed_out,
  };
}

export async function answerQuestion(
  db: Firestore,
  uid: string,
  input: { session_id: string; question_id: string; answer: string },
  now: Date,
) {
  return db.runTransaction(async (tx) => {
    const { ref, session, question } = await readPlay(tx, db, uid, input.session_id, input.question_id);
    const previous = session.answers[question.id];
    if (previous) return answerReply(session, question, previous);
    if (session.status === 'finished') throw conflict('quiz_finished');
    if (await contestOver(db, session, now)) throw conflict('contest_ended');
    const problem = answerProblem(question, input.answer);
    if (problem) throw badRequest('invalid_answer', { problem });
    const at = now.getTime();
    const from = clockStart(session, question.id);
    const ms = Math.max(0, at - from);
    const late =
      (session.secondsPerQuestion > 0 && ms > session.secondsPerQuestion * 1000 + answerGraceMs) ||
      (session.deadline > 0 && at > session.deadline + answerGraceMs);
    const record: AnswerRecord = {
      answer: input.answer,
      correct: !late && isCorrectServed(session.orderSeed, question, input.answer),
      skipped: false,
      timed_out: late || !input.answer,
      ms,
      at,
    };
    tx.update(ref, { [`answers.${question.id}`]: record, [`servedAt.${question.id}`]: from, lastAt: at });
    return answerReply(session, question, record);
  });
}

/** Charges a paid help; refuses when the balance is short. Must follow every read. */
function charge(
  tx: Transaction,
  db: Firestore,
  uid: string,
  user: UserDoc,
  coins: number,
  key: string,
  what: { type: string; title: string },
  now: Date,
) {
  if (coins <= 0) return user.coins;
  if (user.coins < coins) throw forbidden('not_enough_coins');
  applyCoins(tx, db, uid, key, { ...what, coins: -coins }, now);
  return user.coins - coins;
}

const excludes: Partial<Record<Lifeline, Lifeline>> = { fifty_fifty: 'audience_poll', audience_poll: 'fifty_fifty' };

export async function useLifeline(
  db: Firestore,
  uid: string,
  input: { session_id: string; question_id: string; lifeline: Lifeline },
  config: SystemConfig,
  now: Date,
) {
  return db.runTransaction(async (tx) => {
    const { ref, session, question } = await readPlay(tx, db, uid, input.session_id, input.question_id);
    const user = (await tx.get(userRef(db, uid))).data() as UserDoc;
    const name = input.lifeline;
    if (session.lifelines[name]) throw conflict('lifeline_used');
    if (session.status === 'finished' || !playModes[session.mode].lifelines || session.answers[question.id])
      throw badRequest('lifeline_not_allowed');
    const other = excludes[name];
    if (
      other &&
      (question.options.length !== 4 || question.kind || session.lifelines[other]?.question_id === question.id)
    )
      throw badRequest('lifeline_not_allowed');

    const at = now.getTime();
    const updates: Record<string, unknown> = {};
    let result: Record<string, unknown>;
    const right = servedCorrectAnswer(session.orderSeed, question) as string;
    if (name === 'fifty_fifty') result = { removed: fiftyFifty(right, cryptoRandom) };
    else if (name === 'audience_poll') result = { poll: audiencePoll(right, cryptoRandom) };
    else if (name === 'reset_timer') {
      result = { seconds: session.secondsPerQuestion };
      updates[`servedAt.${question.id}`] = at;
    } else {
      result = { skipped: true };
      const skip: AnswerRecord = {
        answer: '',
        correct: false,
        skipped: true,
        timed_out: false,
        ms: at - clockStart(session, question.id),
        at,
      };
      updates[`answers.${question.id}`] = skip;
      updates.lastAt = at;
    }
    const coins = charge(
      tx,
      db,
      uid,
      user,
      config.lifeline_coins,
      `lifeline_${input.session_id}_${name}`,
      {
        type: 'lifeline',
        title: `Lifeline: ${name.replace('_', ' ')}`,
      },
      now,
    );
    tx.update(ref, { ...updates, [`lifelines.${name}`]: { question_id: question.id, result } });
    return { lifeline: name, question_id: question.id, ...result, coins };
  });
}

/** Guess the word: the next hint, then, once the hints are spent, the next letter (never the last). */
export async function takeHint(
  db: Firestore,
  uid: string,
  input: { session_id: string; question_id: string },
  config: SystemConfig,
  now: Date,
) {
  return db.runTransaction(async (tx) => {
    const { ref, session, question } = await readPlay(tx, db, uid, input.session_id, input.question_id);
    const user = (await tx.get(userRef(db, uid))).data() as UserDoc;
    const used = session.hints[question.id] ?? 0;
    const letters = [...question.answer];
    if (
      session.mode !== 'guess_the_word' ||
      session.status === 'finished' ||
      session.answers[question.id] ||
      used >= question.hints.length + letters.length - 1
    ) {
      throw badRequest('lifeline_not_allowed');
    }
    const reveal =
      used < question.hints.length
        ? { hint: question.hints[used] }
        : { letter: { position: used - question.hints.length, letter: letters[used - question.hints.length] } };
    const coins = charge(
      tx,
      db,
      uid,
      user,
      config.guess_the_word_hint_coins,
      `hint_${input.session_id}_${question.id}_${used}`,
      {
        type: 'guess_the_word_hint',
        title: 'Guess the word hint',
      },
      now,
    );
    tx.update(ref, { [`hints.${question.id}`]: used + 1 });
    return { question_id: question.id, ...reveal, hints_used: used + 1, coins };
  });
}
