// Exams of every language, open from the seeding day, each with its key and marks per question.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { examsCol, optionIds, questionsCol, type ExamDoc } from '../../../server/content/catalog.ts';
import { newQuestion } from '../../../server/content/content-docs.ts';
import { examsFile } from '../content-schema.ts';
import { contentExists, readContent, seedLanguages } from './content-files.ts';
import { writeAll } from './write-all.ts';

export async function seedExams(db: Firestore, now: Date): Promise<number> {
  const docs: [DocumentReference, object][] = [];
  for (const { id: languageId, code } of seedLanguages) {
    if (!contentExists(code, 'exams.json')) continue;
    for (const [i, e] of readContent(code, 'exams.json', examsFile).entries()) {
      const exam: ExamDoc = {
        id: `${code}-exam-${i + 1}`,
        title: e.title,
        language_id: languageId,
        exam_key: e.key,
        duration: e.durationMinutes,
        total_marks: e.questions.reduce((sum, q) => sum + q.marks, 0),
        no_of_que: e.questions.length,
        date: Timestamp.fromDate(now),
        row_order: i + 1,
      };
      docs.push([examsCol(db).doc(exam.id), exam]);
      e.questions.forEach((q, j) => {
        const doc = newQuestion({
          mode: 'exam',
          language_id: languageId,
          parent_id: exam.id,
          row_order: j + 1,
          marks: q.marks,
          question: q.question,
          options: q.options,
          answer: optionIds[q.answer]!,
          note: q.note ?? '',
        });
        docs.push([questionsCol(db).doc(doc.id), doc]);
      });
    }
  }
  return writeAll(db, docs);
}
