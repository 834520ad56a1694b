// `npm run import -- <file> [--language en|ar] [--format csv|opentdb] [--production]`
// Imports a CSV (docs/import-template.csv) or an Open Trivia DB JSON file into the local emulator
// (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080), or with --production into the project of
// GCLOUD_PROJECT with the machine's application default credentials.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { languageIdOf } from '../content/catalog.ts';
import { adminServices } from '../firebase.ts';
import { importQuestions } from './import-questions.ts';
import { parseCsv, parseOpenTdb } from './sources.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    language: { type: 'string', default: 'en' },
    format: { type: 'string' },
    production: { type: 'boolean', default: false },
  },
});

const file = positionals[0];
if (!file) {
  console.error(
    'usage: npm run import -- <file.csv|file.json> [--language en|ar] [--format csv|opentdb] [--production]',
  );
  process.exit(2);
}
const format = values.format ?? (file.toLowerCase().endsWith('.csv') ? 'csv' : 'opentdb');
const languageId = languageIdOf(values.language);
if (!languageId || !['csv', 'opentdb'].includes(format)) {
  console.error(`unknown ${languageId ? `format ${format}` : `language ${values.language}`}`);
  process.exit(2);
}
if (!values.production) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const source = readFileSync(file, 'utf8');
const started = performance.now();
const parsed = format === 'csv' ? parseCsv(source) : parseOpenTdb(source, languageId);
const report = await importQuestions(adminServices().db, parsed);
const where = format === 'csv' ? 'line' : 'result';
console.log(
  `imported ${report.imported}, skipped ${report.skipped_duplicates} duplicates, rejected ${report.rejected.length}`,
);
console.log(`created ${report.categories_created} categories, ${report.subcategories_created} subcategories`);
for (const r of report.rejected) console.log(`  rejected ${where} ${r.row}: ${r.reason}`);
console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
