// The exam module: an exam opens with its key from its date, once per player, and runs for its
// duration. Marks come from the graded answers; rule violations and captured questions come from the
// server's record of the exam page's heartbeats (quiz/exam-presence.ts) and are kept for
// the examinator in exams/{id}/attempts/{uid} (status ongoing -> finished). Wrong keys are counted
// per player (users/{uid}/limits/exam_keys: past 10 in 10 minutes, no key is tried until the window
// ends), per address and per exam (system configuration, rate-limit.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { examsCol, queryQuestions, type ExamDoc } from '../content/catalog.ts';
import { localTime } from '../content/local-day.ts';
import { contentLanguageId } from '../content/language.ts';
import { forbidden, notFound, tooMany } from '../errors.ts';
import { examHeartbeat } from '../quiz/exam-presence.ts';
import { finishSession } from '../quiz/finish.ts';
import { openOnce, titleOf } from '../quiz/session.ts';
import { holdSlots } from '../rate-limit.ts';
import { userRef } from '../users/user-doc.ts';

const attemptRef = (ctx: ActionContext, examId: string) =>
  examsCol(ctx.db).doc(examId).collection('attempts').doc(ctx.uid);

async function readExam(ctx: ActionContext, id: string): Promise<ExamDoc> {
  const exam = (await examsCol(ctx.db).doc(id).get()).data() as ExamDoc | undefined;
  if (!exam) throw notFound();
  return exam;
}

export const wrongKeysAllowed = 10;
const wrongKeysWindowMs = 10 * 60_000;

/**
 * Refuses a wrong key ('Invalid exam key') and counts it, per player in a transaction with the
 * count's read, so racing guesses cannot pass the limit; past it every key, the right one too, waits
 * for the window's end. A player opening the exam for the first time also holds a slot of the wrong
 * keys of their address and of the exam (rate-limit.ts holdSlots), kept when the key is wrong: fresh
 * accounts guess no further. A player who already opened it has no key to guess and resumes.
 */
async function checkKey(ctx: ActionContext, exam: ExamDoc, key: string, now: Date): Promise<void> {
  const resuming = (await attemptRef(ctx, exam.id).get()).exists;
  const held = resuming
    ? null
    : await holdSlots(
        ctx.db,
        ctx.config,
        [
          { rule: 'exam_key_address', who: ctx.address },
          { rule: 'exam_key_exam', who: exam.id },
        ],
        now,
      );
  const right = await judgeKey(ctx, exam, key, now).catch(async (err: unknown) => {
    await held?.release();
    throw err;
  });
  if (right) return held?.release();
  throw forbidden('invalid_exam_key');
}

/** The player's own count of wrong keys, read and written in one transaction. */
function judgeKey(ctx: ActionContext, exam: ExamDoc, key: string, now: Date): Promise<boolean> {
  const ref = userRef(ctx.db, ctx.uid).collection('limits').doc('exam_keys');
  return ctx.db.runTransaction(async (tx) => {
    const held = (await tx.get(ref)).data() as { since: Timestamp; wrong: number } | undefined;
    const current =
      held && now.getTime() - held.since.toMillis() < wrongKeysWindowMs
        ? held
        : { since: Timestamp.fromDate(now), wrong: 0 };
    const secondsLeft = Math.ceil((current.since.toMillis() + wrongKeysWindowMs - now.getTime()) / 1000);
    if (current.wrong >= wrongKeysAllowed) throw tooMany('too_many_requests', secondsLeft);
    if (key.toUpperCase() === exam.exam_key.toUpperCase()) return true;
    tx.set(ref, { since: current.since, wrong: current.wrong + 1 });
    return false;
  });
}

export const examActions = {
  get_exam_module: defineAction(contract.get_exam_module, {
    auth: 'user',
    async handler(input, ctx) {
      const snap = await examsCol(ctx.db)
        .where('language_id', '==', contentLanguageId(ctx.config, input.language_id))
        .get();
      // an exam an operator has not given questions yet is nobody's to take
      const exams = snap.docs
        .map((d) => d.data() as ExamDoc)
        .filter((e) => e.no_of_que > 0)
        .sort((a, b) => a.row_order - b.row_order);
      const attempts = exams.length ? await ctx.db.getAll(...exams.map((e) => attemptRef(ctx, e.id))) : [];
      const rows = exams.map((e, i) => {
        const a = attempts[i]?.data();
        const status = !a ? 'pending' : a.status === 'finished' ? 'completed' : 'ongoing';
        return {
          id: e.id,
          title: e.title,
          date: localTime(e.date.toDate(), input.timezone, input.gmt_format),
          duration: e.duration,
          total_marks: e.total_marks,
          no_of_que: e.no_of_que,
          status,
          ...(status === 'completed'
            ? {
                obtained_marks: a!.obtained_marks as number,
                correct_answers: a!.correct_answers as number,
                wrong_answers: a!.wrong_answers as number,
                total_duration: a!.total_duration as number,
                rules_violated: a!.rules_violated as boolean,
              }
            : {}),
        };
      });
      // type 1: exams still to take; type 2: completed ones.
      const wanted = rows.filter((r) => !input.type || (input.type === '2') === (r.status === 'completed'));
      return { total: wanted.length, rows: wanted.slice(input.offset, input.offset + input.limit) };
    },
  }),

  get_exam_module_questions: defineAction(contract.get_exam_module_questions, {
    auth: 'user',
    async handler(input, ctx) {
      const exam = await readExam(ctx, input.exam_module_id);
      const now = ctx.now();
      if (now < exam.date.toDate()) throw forbidden('exam_not_open');
      await checkKey(ctx, exam, input.exam_key, now);
      const questions = await queryQuestions(ctx.db, { mode: 'exam', parent_id: exam.id });
      if (questions.length === 0) throw notFound('no_questions');
      const reply = await openOnce(
        ctx.db,
        attemptRef(ctx, exam.id),
        {
          uid: ctx.uid,
          mode: 'exam',
          params: { language_id: exam.language_id, title: titleOf('exam', exam.title), exam_id: exam.id },
          questions,
          secondsPerQuestion: 0,
          deadline: now.getTime() + exam.duration * 60_000,
        },
        now,
      );
      // the page asking for the exam is there: an opening after a silence is judged as its heartbeat would be
      await examHeartbeat(ctx.db, ctx.uid, reply.session_id, true, ctx.config.exam_leave_tolerance_ms, now);
      // the time left by the server's clock: a resumed exam's clock kept running, whatever the device's clock says
      const deadline = Date.parse(reply.started_at) + exam.duration * 60_000;
      const secondsLeft = Math.max(0, Math.floor((deadline - now.getTime()) / 1000));
      return {
        ...reply,
        seconds_left: secondsLeft,
        exam: { id: exam.id, title: exam.title, duration: exam.duration, total_marks: exam.total_marks },
      };
    },
  }),

  /** One small write on the player's own exam session, a few seconds apart (server/quiz/exam-presence.ts). */
  exam_heartbeat: defineAction(contract.exam_heartbeat, {
    auth: 'user',
    limits: ['answers'],
    handler: async (input, ctx) => ({
      ended: await examHeartbeat(
        ctx.db,
        ctx.uid,
        input.session_id,
        input.visible,
        ctx.config.exam_leave_tolerance_ms,
        ctx.now(),
      ),
    }),
  }),

  /**
   * The marks, the violations and the questions captured are the server's (its grading and its record
   * of the page's heartbeats); what the client reports of them is not trusted.
   */
  set_exam_module_result: defineAction(contract.set_exam_module_result, {
    auth: 'user',
    async handler(input, ctx) {
      await readExam(ctx, input.exam_module_id);
      const attempt = await attemptRef(ctx, input.exam_module_id).get();
      if (!attempt.exists) throw notFound('start_exam_first');
      return finishSession(ctx.db, ctx.uid, attempt.get('session_id') as string, ctx.config, ctx.now());
    },
  }),
};
