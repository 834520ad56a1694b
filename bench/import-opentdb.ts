// Times the import of a 5,000-question Open Trivia DB file into the Firestore emulator
// (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080). Target: under a minute.
//   node --import tsx bench/import-opentdb.ts [count]
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminServices } from '../server/firebase.ts';
import { importQuestions } from '../server/import/import-questions.ts';
import { parseOpenTdb } from '../server/import/sources.ts';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const count = Number(process.argv[2] ?? 5000);
const run = Date.now().toString(36);
const difficulties = ['easy', 'medium', 'hard'] as const;

/** A file shaped like OpenTDB's answers: 20 categories, a quarter true/false, entities in the text. */
const results = Array.from({ length: count }, (_, i) => {
  const category = `Bench ${run} &amp; Topic ${i % 20}`;
  const difficulty = difficulties[i % 3];
  if (i % 4 === 3) {
    return {
      type: 'boolean',
      difficulty,
      category,
      question: `Statement ${i} is &quot;true&quot;?`,
      correct_answer: i % 8 === 3 ? 'True' : 'False',
      incorrect_answers: [],
    };
  }
  return {
    type: 'multiple',
    difficulty,
    category,
    question: `Question ${i}: which of these is &#039;right&#039;?`,
    correct_answer: `Right ${i}`,
    incorrect_answers: [`Wrong ${i}a`, `Wrong ${i}b`, `Wrong ${i}c`],
  };
});
const file = join(tmpdir(), `opentdb-${count}.json`);
writeFileSync(file, JSON.stringify({ response_code: 0, results }));

const started = performance.now();
const report = await importQuestions(adminServices().db, parseOpenTdb(readFileSync(file, 'utf8'), 1));
const seconds = (performance.now() - started) / 1000;
console.log(`file: ${file}`);
console.log(
  `imported ${report.imported}, skipped ${report.skipped_duplicates}, rejected ${report.rejected.length}, categories ${report.categories_created}`,
);
console.log(`import of ${count} OpenTDB questions: ${seconds.toFixed(2)} s`);
process.exit(0);
