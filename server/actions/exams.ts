// The exam module: an exam opens with its key from its date, once per player, and runs for its
// duration. Marks come from the graded answers; rule violations and captured questions are kept for
// the examinator in exams/{id}/attempts/{uid} (status ongoing -> finished). Wrong keys are counted
// per player (users/{uid}/limits/exam_keys): past 10 in 10 minutes, no key is tried until the window ends.
import { Timestamp } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { examsCol, queryQuestions, type ExamDoc } from '../content/catalog.ts';
import { localTime } from '../content/local-day.ts';
import { contentLanguageId } from '../content/language.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { finishSession } from '../quiz/finish.ts';
import { noQuestions } from '../quiz/messages.ts';
import { openOnce, titleOf } from '../quiz/session.ts';
import { tooManyRequests } from '../rate-limit.ts';
import { userRef } from '../users/user-doc.ts';

const attemptRef = (ctx: ActionContext, examId: string) => examsCol(ctx.db).doc(examId).collection('attempts').doc(ctx.uid);

async function readExam(ctx: ActionContext, id: string): Promise<ExamDoc> {
  const exam = (await examsCol(ctx.db).doc(id).get()).data() as ExamDoc | undefined;
  if (!exam) throw notFound();
  return exam;
}

export const notOpenYet = 'This exam has not opened yet';
export const wrongKeysAllowed = 10;
const wrongKeysWindowMs = 10 * 60_000;

/**
 * Refuses a wrong key ('Invalid exam key') and counts it, in a transaction with the count's read, so
 * racing guesses cannot pass the limit; past it every key, the right one too, waits for the window's end.
 */
async function checkKey(ctx: ActionContext, exam: ExamDoc, key: string, now: Date): Promise<void> {
  const ref = userRef(ctx.db, ctx.uid).collection('limits').doc('exam_keys');
  const right = await ctx.db.runTransaction(async (tx) => {
    const held = (await tx.get(ref)).data() as { since: Timestamp; wrong: number } | undefined;
    const current = held && now.getTime() - held.since.toMillis() < wrongKeysWindowMs ? held : { since: Timestamp.fromDate(now), wrong: 0 };
    const secondsLeft = Math.ceil((current.since.toMillis() + wrongKeysWindowMs - now.getTime()) / 1000);
    if (current.wrong >= wrongKeysAllowed) throw new ApiError(429, tooManyRequests, secondsLeft);
    if (key.toUpperCase() === exam.exam_key.toUpperCase()) return true;
    tx.set(ref, { since: current.since, wrong: current.wrong + 1 });
    return false;
  });
  if (!right) throw forbidden('Invalid exam key');
}

export const examActions = {
  get_exam_module: defineAction(contract.get_exam_module, {
    auth: 'user',
    async handler(input, ctx) {
      const snap = await examsCol(ctx.db).where('language_id', '==', contentLanguageId(ctx.config, input.language_id)).get();
      // an exam an operator has not given questions yet is nobody's to take
      const exams = snap.docs.map((d) => d.data() as ExamDoc).filter((e) => e.no_of_que > 0).sort((a, b) => a.row_order - b.row_order);
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
      if (now < exam.date.toDate()) throw forbidden(notOpenYet);
      await checkKey(ctx, exam, input.exam_key, now);
      const questions = await queryQuestions(ctx.db, { mode: 'exam', parent_id: exam.id });
      if (questions.length === 0) throw notFound(noQuestions);
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
      // the time left by the server's clock: a resumed exam's clock kept running, whatever the device's clock says
      const deadline = Date.parse(reply.started_at) + exam.duration * 60_000;
      const secondsLeft = Math.max(0, Math.floor((deadline - now.getTime()) / 1000));
      return { ...reply, seconds_left: secondsLeft, exam: { id: exam.id, title: exam.title, duration: exam.duration, total_marks: exam.total_marks } };
    },
  }),

  /** The marks are the server's: the client's obtained_marks, total_duration and statistics are not trusted. */
  set_exam_module_result: defineAction(contract.set_exam_module_result, {
    auth: 'user',
    async handler(input, ctx) {
      await readExam(ctx, input.exam_module_id);
      const attempt = await attemptRef(ctx, input.exam_module_id).get();
      if (!attempt.exists) throw notFound('Start the exam first');
      return finishSession(ctx.db, ctx.uid, attempt.get('session_id') as string, ctx.config, ctx.now(), {
        rules_violated: input.rules_violated,
        captured_question_ids: input.captured_question_ids,
      });
    },
  }),
};
