// The end of a session: the result is computed from the graded answers alone and applied in one
// transaction (coins through the ledger, score, leaderboards, statistics, level unlocks, the
// contest row, the exam attempt, judged by the server's record of its page's presence). The award's key is 'quiz_<session id>', and a finished session
// keeps its result: finishing again answers the same result and awards nothing twice. A live
// contest's play is the exception: its row holds it until the contest's settlement applies it.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { readQuestions, type QuestionDoc } from '../content/catalog.ts';
import { applyPlayResult, type PlayResult } from '../economy/awards.ts';
import type { BadgeEvent } from '../economy/badges.ts';
import { applyOrLeave, recordPendingAward } from '../economy/pending-awards.ts';
import type { SystemConfig } from '../../contract/settings.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { contestBoard, rankKey, type ContestRow } from './contest-board.ts';
import { deferredPlay, type DeferredPlay } from './contest-plays.ts';
import { levelRef, rewardRef } from './progress.ts';
import { answersScore, guessWordCoins, percentageOf, winningCoins } from './rewards.ts';
import { judgeExam } from './exam-presence.ts';
import { contestOver, playModes, readOwnSession, sessionsCol, type PlayOutcome, type PlaySession } from './session.ts';

/** Modes that pay coins once per set, topping up to the best result (progress.ts rewards). */
const toppedUp = new Set(['true_false', 'fun_n_learn', 'guess_the_word', 'audio', 'math']);

/** A set that can be replayed (a level, a reward set) adds score only above the player's best on it. */
const scoreAbove = (score: number, best: number) => Math.max(0, score - best);

const tally = (s: PlaySession) => {
  const records = s.questionIds.map((id) => s.answers[id]);
  const skipped = records.filter((r) => r?.skipped).length;
  const correct = records.filter((r) => r?.correct).length;
  const total = s.questionIds.length - skipped;
  // questions never reached before the time ran out: they earn nothing, and are no answers for the statistics
  const unanswered = records.filter((r) => r === undefined).length;
  return {
    skipped,
    correct,
    total,
    wrong: total - correct,
    unanswered,
    allWithin5s: records.every((r) => r && !r.skipped && !r.timed_out && r.ms <= 5000),
  };
};

interface Reads {
  user: UserDoc;
  level?: DocumentSnapshot;
  reward?: DocumentSnapshot;
  questions: QuestionDoc[];
}

async function readAll(tx: Transaction, db: Firestore, uid: string, s: PlaySession): Promise<Reads> {
  const p = s.params;
  const user = (await tx.get(userRef(db, uid))).data() as UserDoc;
  const level =
    s.mode === 'quiz' || s.mode === 'multi_match'
      ? await tx.get(levelRef(db, uid, s.mode, p.category_id, p.subcategory_id))
      : undefined;
  const reward = toppedUp.has(s.mode) ? await tx.get(rewardRef(db, uid, p.reward_set)) : undefined;
  const questions = s.mode === 'exam' ? await readQuestions(db, s.questionIds) : [];
  return { user, level, reward, questions };
}

export async function finishSession(
  db: Firestore,
  uid: string,
  sessionId: string,
  config: SystemConfig,
  now: Date,
): Promise<PlayOutcome> {
  const done = await db.runTransaction(async (tx) => {
    const { ref, session: held } = await readOwnSession(tx, db, uid, sessionId);
    if (held.status === 'finished') return { result: held.result!, event: null, session: held };
    // an exam counts the answers its page's presence allows (exam-presence.ts), whatever the client reports
    const exam = held.mode === 'exam' ? judgeExam(held, now, config.exam_leave_tolerance_ms) : null;
    const s = exam ? { ...held, answers: exam.answers } : held;
    const r = await readAll(tx, db, uid, s);
    const p = s.params;
    const t = tally(s);
    const percentage = percentageOf(t.correct, t.total);
    const multiplier = p.premium ? config.premium_multiplier : 1;
    const result: PlayOutcome = {
      session_id: sessionId,
      mode: s.mode,
      total_questions: t.total,
      correct_answers: t.correct,
      wrong_answers: t.wrong,
      skipped: t.skipped,
      unanswered: t.unanswered,
      percentage,
      coins: 0,
      score: playModes[s.mode].scored ? answersScore(t.correct, t.wrong, config) * multiplier : 0,
      level: p.level,
      cleared: false,
      unlocked_level: 0,
      obtained_marks: 0,
      total_marks: 0,
      badges: [],
      ...(playModes[s.mode].scored
        ? {
            score_sum: {
              per_correct: config.score_correct * multiplier,
              per_wrong: config.score_wrong * multiplier,
              best_before: null,
            },
          }
        : {}),
    };

    if (r.level) {
      const unlocked = (r.level.get('level') as number | undefined) ?? 1;
      result.cleared = percentage >= config.quiz_pass_percentage;
      const firstClear = result.cleared && p.level === unlocked;
      result.coins = firstClear ? winningCoins(percentage, config) * multiplier : 0;
      result.unlocked_level = firstClear ? unlocked + 1 : unlocked;
      const best = (r.level.get(`best.${p.level}`) as number | undefined) ?? 0;
      result.score = scoreAbove(result.score, best);
      if (result.score_sum) result.score_sum.best_before = best;
      if (firstClear || result.score > 0) {
        tx.set(
          r.level.ref,
          {
            mode: s.mode,
            category_id: p.category_id,
            subcategory_id: p.subcategory_id,
            ...(firstClear ? { level: unlocked + 1 } : {}),
            best: { [p.level]: best + result.score },
            date: now,
          },
          { merge: true },
        );
      }
    } else if (r.reward) {
      const hints = Object.values(s.hints).reduce((a, b) => a + b, 0);
      const earned =
        s.mode === 'guess_the_word'
          ? guessWordCoins(t.correct, t.total, hints, config)
          : winningCoins(percentage, config);
      const paid = (r.reward.get('coins') as number | undefined) ?? 0;
      const best = (r.reward.get('score') as number | undefined) ?? 0;
      result.coins = Math.max(0, earned - paid);
      result.score = scoreAbove(result.score, best);
      if (result.score_sum) result.score_sum.best_before = best;
      if (result.coins > 0 || result.score > 0)
        tx.set(r.reward.ref, { coins: paid + result.coins, score: best + result.score, date: now });
    } else if (s.mode === 'daily') {
      result.coins = winningCoins(percentage, config);
    }

    const live = s.mode === 'contest' && !(await contestOver(db, s, now));
    const slotUpdate: Record<string, unknown> = { status: 'finished', finishedAt: now };
    if (s.mode === 'exam') {
      const byId = new Map(r.questions.map((q) => [q.id, q]));
      result.total_marks = r.questions.reduce((sum, q) => sum + q.marks, 0);
      result.obtained_marks = s.questionIds.reduce(
        (sum, id) => sum + (s.answers[id]?.correct ? (byId.get(id)?.marks ?? 0) : 0),
        0,
      );
      const end = Math.min(now.getTime(), s.deadline || now.getTime(), exam?.presence.endedAt || now.getTime());
      Object.assign(slotUpdate, {
        obtained_marks: result.obtained_marks,
        total_marks: result.total_marks,
        correct_answers: t.correct,
        wrong_answers: t.wrong,
        total_duration: Math.round((end - s.startedAt) / 1000),
        rules_violated: (exam?.presence.leaves ?? 0) > 0,
        captured_question_ids: exam?.presence.captured ?? [],
      });
    }

    const play: PlayResult = {
      key: awardKey(sessionId),
      coins: result.coins,
      score: result.score,
      answered: t.total - t.unanswered,
      correct: t.correct,
      categoryId: p.category_id || undefined,
      mode: s.mode,
      title: p.title,
    };
    if (p.slot) tx.update(db.doc(p.slot) as DocumentReference, slotUpdate);
    tx.update(ref, {
      status: 'finished',
      result,
      finishedAt: now.getTime(),
      ...(exam ? { presence: exam.presence } : {}),
    });
    const event = s.mode === 'exam' || s.mode === 'bookmark' ? null : badgeEvent(s, t, now);
    if (live) {
      // the board closes at the contest's end: the settler ranks it then (contest-board.ts). Until
      // then the play moves no figure of the player's (helper accounts would compare theirs before
      // and after): the row holds it, and the settler applies it (contest-plays.ts)
      const row: ContestRow & DeferredPlay = {
        uid,
        name: r.user.name,
        profile: r.user.profile,
        score: Math.max(0, result.score),
        correct_answers: t.correct,
        questions_attended: Object.keys(s.answers).length,
        rank_key: rankKey(result.score, now),
        date: now,
        ...deferredPlay(play, event!, now),
      };
      tx.set(contestBoard(db, p.contest_id).doc(uid), row);
      return { result, event: null, session: s };
    }
    applyPlayResult(tx, db, uid, r.user, play, now);
    if (!event) return { result, event: null, session: s };
    recordPendingAward(tx, db, awardKey(sessionId), uid, event, now);
    return { result, event, session: s };
  });

  // The result stands whatever follows: a badge check that fails is left to the award worker.
  if (!done.event) return sealedWhileLive(db, done.session, done.result, now);
  const badges = await applyOrLeave(
    db,
    awardKey(sessionId),
    { uid, event: done.event, at: now },
    config,
    (batch, unlocked) => {
      if (unlocked.length > 0) batch.update(sessionsCol(db).doc(sessionId), { 'result.badges': unlocked });
    },
  );
  return sealedWhileLive(db, done.session, { ...done.result, badges }, now);
}

const awardKey = (sessionId: string) => `quiz_${sessionId}`;

/**
 * A contest play's result says nothing of right or wrong while the contest runs (helper accounts
 * would compare theirs): the figures are 0 and `sealed` says they are withheld. After the end,
 * finishing again answers the whole result.
 */
const sealedWhileLive = async (db: Firestore, s: PlaySession, result: PlayOutcome, now: Date): Promise<PlayOutcome> =>
  s.mode === 'contest' && !(await contestOver(db, s, now))
    ? {
        ...result,
        correct_answers: 0,
        wrong_answers: 0,
        percentage: 0,
        score: 0,
        coins: 0,
        badges: [],
        score_sum: undefined,
        sealed: true,
      }
    : result;

function badgeEvent(s: PlaySession, t: ReturnType<typeof tally>, now: Date): BadgeEvent {
  return {
    kind: 'quiz',
    mode: s.mode,
    total: t.total,
    correct: t.correct,
    allWithin5s: t.allWithin5s,
    underHalfTime:
      s.secondsPerQuestion > 0 &&
      now.getTime() - s.startedAt < (s.questionIds.length * s.secondsPerQuestion * 1000) / 2,
    daily: s.mode === 'daily',
  };
}
