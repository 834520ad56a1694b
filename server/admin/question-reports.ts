// Reported questions for the console: open reports (questionReports/{id} without `handled`) grouped
// by question, the question fixed in place, and a question's reports marked handled; each change is
// audited in its own transaction. A fixed question reaches play within the question cache's time
// (content/cache.ts). Retiring one is the content screens' admin_retire_question.
import type { Firestore } from 'firebase-admin/firestore';
import { forgetQuestion, questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { badRequest, notFound } from '../errors.ts';
import { userRef } from '../users/user-doc.ts';
import { recordAudit, type AuditActor } from './audit.ts';

const reportsCol = (db: Firestore) => db.collection('questionReports');
/** How many of the latest reports the console groups. */
const latestReports = 500;

interface ReportDoc {
  question_id: string;
  uid: string;
  message: string;
  date: FirebaseFirestore.Timestamp;
  handled?: boolean;
}

const editable = (q: QuestionDoc) => ({ question: q.question, options: [...q.options], answer: q.answer, note: q.note });

export async function openReportGroups(db: Firestore, offset: number, limit: number) {
  const latest = await reportsCol(db).orderBy('date', 'desc').limit(latestReports).get();
  const groups = new Map<string, { id: string; r: ReportDoc }[]>();
  for (const d of latest.docs) {
    const r = d.data() as ReportDoc;
    if (r.handled) continue;
    groups.set(r.question_id, [...(groups.get(r.question_id) ?? []), { id: d.id, r }]);
  }
  const page = [...groups].slice(offset, offset + limit);
  const data = await Promise.all(
    page.map(async ([questionId, reports]) => {
      const [question, names] = await Promise.all([
        questionsCol(db).doc(questionId).get(),
        Promise.all(reports.map(async ({ r }) => ((await userRef(db, r.uid).get()).get('name') as string | undefined) ?? '')),
      ]);
      const q = question.data() as QuestionDoc | undefined;
      return {
        question: { id: questionId, mode: q?.mode ?? '', ...(q ? editable(q) : { question: '', options: [], answer: '', note: '' }) },
        reports: reports.map(({ id, r }, i) => ({ id, message: r.message, player: names[i]!, date: r.date.toDate().toISOString() })),
      };
    }),
  );
  return { total: groups.size, data };
}

export type QuestionFix = ReturnType<typeof editable>;

/** The answer must name one of the options where the question has options of the plain kind. */
function checkFix(q: QuestionDoc, fix: QuestionFix) {
  if (q.options.length === 0) return;
  if (fix.options.length < 2) throw badRequest('at_least_two_options');
  if (q.kind) return; // multi-select and sequence answers: as the importer checks them
  const ids = fix.options.map((_, i) => String.fromCharCode(97 + i));
  if (!ids.includes(fix.answer)) throw badRequest('answer_not_an_option', { ids: ids.join(', ') });
}

export async function fixQuestion(db: Firestore, id: string, fix: QuestionFix, actor: AuditActor, now: Date) {
  await db.runTransaction(async (tx) => {
    const ref = questionsCol(db).doc(id);
    const q = (await tx.get(ref)).data() as QuestionDoc | undefined;
    if (!q) throw notFound('no_question');
    checkFix(q, fix);
    tx.update(ref, fix);
    recordAudit(tx, db, actor, { action: 'fix_question', target: id, before: editable(q), after: fix }, now);
  });
  forgetQuestion(db, id); // this instance serves the fix at once (others within QUESTION_CACHE_MS)
  return { id };
}

export async function markReportsHandled(db: Firestore, questionId: string, actor: AuditActor, now: Date) {
  const open = (await reportsCol(db).where('question_id', '==', questionId).get()).docs.filter((d) => !d.get('handled')).map((d) => d.ref);
  const handled = await db.runTransaction(async (tx) => {
    const still = (await Promise.all(open.map((ref) => tx.get(ref)))).filter((d) => d.exists && !d.get('handled'));
    for (const d of still) tx.update(d.ref, { handled: true, handledAt: now, handledBy: actor.uid });
    if (still.length > 0) recordAudit(tx, db, actor, { action: 'handle_reports', target: questionId, before: { open: still.length }, after: { open: 0 } }, now);
    return still.length;
  });
  return { question_id: questionId, handled };
}
