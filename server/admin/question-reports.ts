// Reported questions for the console: open reports (questionReports/{id} without `handled`) grouped
// by question, and a question's reports marked handled, audited in its own transaction. Fixing a
// question is the question editor's save (question-edit.ts); retiring one is admin_retire_question.
import type { Firestore } from 'firebase-admin/firestore';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
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

const editable = (q: QuestionDoc) => ({
  question: q.question,
  options: [...q.options],
  answer: q.answer,
  note: q.note,
});

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
        Promise.all(
          reports.map(async ({ r }) => ((await userRef(db, r.uid).get()).get('name') as string | undefined) ?? ''),
        ),
      ]);
      const q = question.data() as QuestionDoc | undefined;
      return {
        question: {
          id: questionId,
          mode: q?.mode ?? '',
          ...(q ? editable(q) : { question: '', options: [], answer: '', note: '' }),
        },
        reports: reports.map(({ id, r }, i) => ({
          id,
          message: r.message,
          player: names[i]!,
          date: r.date.toDate().toISOString(),
        })),
      };
    }),
  );
  return { total: groups.size, data };
}

export async function markReportsHandled(db: Firestore, questionId: string, actor: AuditActor, now: Date) {
  const open = (await reportsCol(db).where('question_id', '==', questionId).get()).docs
    .filter((d) => !d.get('handled'))
    .map((d) => d.ref);
  const handled = await db.runTransaction(async (tx) => {
    const still = (await Promise.all(open.map((ref) => tx.get(ref)))).filter((d) => d.exists && !d.get('handled'));
    for (const d of still) tx.update(d.ref, { handled: true, handledAt: now, handledBy: actor.uid });
    if (still.length > 0)
      recordAudit(
        tx,
        db,
        actor,
        { action: 'handle_reports', target: questionId, before: { open: still.length }, after: { open: 0 } },
        now,
      );
    return still.length;
  });
  return { question_id: questionId, handled };
}
