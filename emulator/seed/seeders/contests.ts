// Contests of every language, timed around the seeding moment: live (started yesterday, ends in
// 7 days), upcoming (starts in 3 days) and past (ended 3 days ago).
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { contestsCol, optionIds, questionsCol, type ContestDoc } from '../../../server/content/catalog.ts';
import { newQuestion } from '../../../server/content/content-docs.ts';
import { contestsFile } from '../content-schema.ts';
import { contentExists, readContent, seedLanguages } from './content-files.ts';
import { writeAll } from './write-all.ts';

const day = 86_400_000;
const windows = {
  live: [-1, 7],
  upcoming: [3, 10],
  past: [-10, -3],
} as const;

export async function seedContests(db: Firestore, now: Date): Promise<number> {
  const docs: [DocumentReference, object][] = [];
  for (const { id: languageId, code } of seedLanguages) {
    if (!contentExists(code, 'contests.json')) continue;
    for (const [i, c] of readContent(code, 'contests.json', contestsFile).entries()) {
      const [start, end] = windows[c.when];
      const contest: ContestDoc = {
        id: `${code}-contest-${i + 1}`,
        name: c.name,
        description: c.description,
        language_id: languageId,
        start_date: Timestamp.fromMillis(now.getTime() + start * day),
        end_date: Timestamp.fromMillis(now.getTime() + end * day),
        prizes: c.prizes,
        no_of_que: c.questions.length,
        settled: false,
      };
      docs.push([contestsCol(db).doc(contest.id), contest]);
      c.questions.forEach((q, j) => {
        const doc = newQuestion({
          mode: 'contest',
          language_id: languageId,
          parent_id: contest.id,
          row_order: j + 1,
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
