// A play session: every question-serving action opens one, and every answer, lifeline and the
// result of that play are graded against it with the server's clock.
//
//   playSessions/{id}  uid, mode, params, questionIds, orderSeed (secret: the options' order,
//                      content/option-order.ts), servedAt (per question, ms), answers (served
//                      option ids), lifelines, hints, status playing|finished, result (once finished)
//
// Times are milliseconds since the epoch. A question's clock starts when it is served: the first
// at the session's start, each next one when the previous answer arrives (servedAt keeps the
// time each was graded from); reset_timer restarts it.
import type { PlayOutcome as WirePlayOutcome } from '../../contract/play.ts';
import type { Lifeline } from '../../contract/actions/quiz-play.ts';
import type { DocumentReference, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { contestsCol, inBattlePool, readQuestions, type QuestionDoc } from '../content/catalog.ts';
import { newOrderSeed } from '../content/option-order.ts';
import { serveQuestion, type ServedQuestion } from '../content/served-question.ts';
import { conflict, notFound } from '../errors.ts';

export const playModes = {
  quiz: { title: 'Quiz Zone', lifelines: true, timed: true, scored: true },
  daily: { title: 'Daily Quiz', lifelines: true, timed: true, scored: true },
  true_false: { title: 'True & False', lifelines: true, timed: true, scored: true },
  fun_n_learn: { title: 'Fun & Learn', lifelines: true, timed: false, scored: true },
  guess_the_word: { title: 'Guess The Word', lifelines: false, timed: true, scored: true },
  audio: { title: 'Audio Questions', lifelines: true, timed: true, scored: true },
  math: { title: 'Math Mania', lifelines: true, timed: true, scored: true },
  multi_match: { title: 'Multi Match', lifelines: false, timed: true, scored: true },
  contest: { title: 'Contest Play', lifelines: false, timed: true, scored: true },
  self_challenge: { title: 'Self Challenge', lifelines: false, timed: false, scored: false },
  bookmark: { title: 'Bookmarks', lifelines: false, timed: false, scored: false },
  exam: { title: 'Exam', lifelines: false, timed: false, scored: false },
} as const;
export type PlayMode = keyof typeof playModes;

/** For the coin history: 'Quiz Zone: Science, level 2'. */
export const titleOf = (mode: PlayMode, what = '') =>
  what ? `${playModes[mode].title}: ${what}` : playModes[mode].title;

/** Network slack on top of a question's time before an answer counts as a timeout. */
export const answerGraceMs = 3000;
/** Sessions are kept a week (a TTL policy on expireAt removes them in production). */
const keepMs = 7 * 86_400_000;

export interface SessionParams {
  language_id: number;
  /** For the coin history: e.g. 'Quiz Zone: Science, level 2'. */
  title: string;
  category_id: string;
  subcategory_id: string;
  level: number;
  /** Premium category: coins and score x premium_multiplier. */
  premium: boolean;
  /** Modes that pay coins once per set: the set (users/{uid}/rewards/{set}). */
  reward_set: string;
  /** The once-only slot this session holds (daily quiz day, contest entry, exam attempt). */
  slot: string;
  day: string;
  /** Its end is read from the contest itself (contestOver): an operator may move it after the session opens. */
  contest_id: string;
  exam_id: string;
}

export interface AnswerRecord {
  answer: string;
  correct: boolean;
  skipped: boolean;
  timed_out: boolean;
  /** Time taken by the server's clock. */
  ms: number;
  at: number;
}

export interface PlayOutcome extends WirePlayOutcome {
  mode: PlayMode;
}

export interface PlaySession {
  uid: string;
  mode: PlayMode;
  params: SessionParams;
  questionIds: string[];
  /** Never leaves the server: it decides the order in which this session serves options. */
  orderSeed: string;
  startedAt: number;
  lastAt: number;
  servedAt: Record<string, number>;
  /** 0: untimed questions. */
  secondsPerQuestion: number;
  /** Answers after it are timeouts (exams); 0: none. */
  deadline: number;
  answers: Record<string, AnswerRecord>;
  lifelines: Partial<Record<Lifeline, { question_id: string; result: Record<string, unknown> }>>;
  hints: Record<string, number>;
  status: 'playing' | 'finished';
  result: PlayOutcome | null;
  expireAt: Date;
}

export interface SessionReply {
  session_id: string;
  questions: ServedQuestion[];
}

export const sessionsCol = (db: Firestore) => db.collection('playSessions');

const emptyParams: SessionParams = {
  language_id: 1,
  title: '',
  category_id: '',
  subcategory_id: '',
  level: 0,
  premium: false,
  reward_set: '',
  slot: '',
  day: '',
  contest_id: '',
  exam_id: '',
};

export interface SessionSpec {
  uid: string;
  mode: PlayMode;
  params: Partial<SessionParams> & Pick<SessionParams, 'language_id' | 'title'>;
  questions: QuestionDoc[];
  secondsPerQuestion: number;
  deadline?: number;
}

/**
 * Every single-player session opens here: a battle-pool question is never in one, whichever mode
 * asked (its right option would be shown after the answer, or in a review).
 */
const withoutBattlePool = (spec: SessionSpec): SessionSpec => ({
  ...spec,
  questions: spec.questions.filter((q) => !inBattlePool(q)),
});

function sessionDoc(spec: SessionSpec, now: Date): PlaySession {
  const at = now.getTime();
  const first = spec.questions[0]?.id;
  return {
    uid: spec.uid,
    mode: spec.mode,
    params: { ...emptyParams, ...spec.params },
    questionIds: spec.questions.map((q) => q.id),
    orderSeed: newOrderSeed(),
    startedAt: at,
    lastAt: at,
    servedAt: first ? { [first]: at } : {},
    secondsPerQuestion: playModes[spec.mode].timed ? spec.secondsPerQuestion : 0,
    deadline: spec.deadline ?? 0,
    answers: {},
    lifelines: {},
    hints: {},
    status: 'playing',
    result: null,
    expireAt: new Date(at + keepMs),
  };
}

const serveSession = (sessionId: string, orderSeed: string, questions: QuestionDoc[]): SessionReply => ({
  session_id: sessionId,
  questions: questions.map((q) => serveQuestion(q, sessionId, orderSeed)),
});

/** Opens a session for these questions. */
export async function openSession(db: Firestore, asked: SessionSpec, now: Date): Promise<SessionReply> {
  const spec = withoutBattlePool(asked);
  const ref = sessionsCol(db).doc();
  const doc = sessionDoc(spec, now);
  await ref.create(doc);
  return serveSession(ref.id, doc.orderSeed, spec.questions);
}

interface SlotDoc {
  session_id: string;
  status: 'playing' | 'finished';
}

/** A player's slots of one kind open at most once per `ms`: `gate` keeps when the last one opened. */
export interface SlotSpacing {
  gate: DocumentReference;
  ms: number;
}

/**
 * Opens the one session a player may have in a slot (the day's daily quiz, a contest, an exam).
 * A finished slot is 'You have Already Played'; an open one is served again as it was, its clock
 * still running (started_at tells when it started). With a spacing, a new slot within `ms` of the
 * last one is 'You have Already Played' as well.
 */
export async function openOnce(
  db: Firestore,
  slot: DocumentReference,
  asked: SessionSpec,
  now: Date,
  spacing?: SlotSpacing,
) {
  const spec = withoutBattlePool(asked);
  const opened = await db.runTransaction(async (tx) => {
    const held = await tx.get(slot);
    if (held.exists) {
      const { session_id, status } = held.data() as SlotDoc;
      if (status === 'finished') throw conflict('already_played');
      const session = (await tx.get(sessionsCol(db).doc(session_id))).data() as PlaySession | undefined;
      if (!session) throw conflict('already_played'); // expired unfinished: the one chance is gone
      return {
        id: session_id,
        orderSeed: session.orderSeed,
        questionIds: session.questionIds,
        startedAt: session.startedAt,
        answered: Object.keys(session.answers),
      };
    }
    if (spacing) {
      const last = (await tx.get(spacing.gate)).get('openedAt') as Timestamp | undefined;
      if (last && now.getTime() - last.toMillis() < spacing.ms) throw conflict('already_played');
      tx.set(spacing.gate, { openedAt: now, slot: slot.path });
    }
    const ref = sessionsCol(db).doc();
    const doc = sessionDoc({ ...spec, params: { ...spec.params, slot: slot.path } }, now);
    tx.create(ref, doc);
    tx.create(slot, { session_id: ref.id, status: 'playing', uid: spec.uid, startedAt: now });
    return {
      id: ref.id,
      orderSeed: doc.orderSeed,
      questionIds: null,
      startedAt: now.getTime(),
      answered: [] as string[],
    };
  });
  const questions = opened.questionIds ? await readQuestions(db, opened.questionIds) : spec.questions;
  // a resumed session says which questions it has answers for, so play goes on after them
  return {
    ...serveSession(opened.id, opened.orderSeed, questions),
    started_at: new Date(opened.startedAt).toISOString(),
    answered_ids: opened.answered,
  };
}

/** Reads the caller's own session in a transaction; anybody else's is 'Document does not exist!'. */
export async function readOwnSession(tx: Transaction, db: Firestore, uid: string, sessionId: string) {
  const ref = sessionsCol(db).doc(sessionId);
  const snap = await tx.get(ref);
  const session = snap.data() as PlaySession | undefined;
  if (!session || session.uid !== uid) throw notFound();
  return { ref, session };
}

/**
 * Whether a contest session's contest has ended (or is gone), by the end the contest has now: an
 * operator who ends it earlier ends the sessions opened before. A read outside the caller's
 * transaction: the contest is everybody's document, not the session's.
 */
export async function contestOver(db: Firestore, s: PlaySession, now: Date) {
  if (s.mode !== 'contest') return false;
  const end = (await contestsCol(db).doc(s.params.contest_id).get()).get('end_date') as Timestamp | undefined;
  return !end || end.toMillis() <= now.getTime();
}

/** When the question's clock started: served, or restarted by reset_timer, else the last answer. */
export const clockStart = (s: PlaySession, questionId: string) => s.servedAt[questionId] ?? s.lastAt;
