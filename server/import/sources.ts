// The two import formats, parsed into rows to import and rows rejected with where they were:
// - CSV (docs/import-template.csv): category,subcategory,level,language,question,option_a,
//   option_b,option_c,option_d,answer,note; `answer` is a, b, c or d; the row's line number reports it.
// - Open Trivia DB JSON: { results: [{ type, difficulty, category, question, correct_answer,
//   incorrect_answers }] }, HTML entities decoded; reported by its position in `results`.
import { parse } from 'csv-parse/sync';
import he from 'he';
import { z } from 'zod';
import { languageIdOf, optionIds } from '../content/catalog.ts';
import { seededShuffle } from '../content/shuffle.ts';

export interface ImportRow {
  /** The CSV line, or the position in `results` (1-based). */
  row: number;
  language_id: number;
  category: string;
  subcategory: string;
  level: number;
  mode: 'quiz' | 'true_false';
  question: string;
  options: string[];
  answer: string;
  note: string;
}

export interface Rejection {
  row: number;
  reason: string;
}

export interface Parsed {
  rows: ImportRow[];
  rejected: Rejection[];
}

const reasonOf = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');

const missing = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : 'is not text') };
const text = z.string(missing).trim().min(1, 'is empty');
const language = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const id = languageIdOf(v || 'en');
    if (!id) ctx.addIssue({ code: 'custom', message: `unknown language '${v}' (en or ar)` });
    return id ?? 0;
  });

const csvRow = z
  .object({
    category: text,
    subcategory: z.string().trim().default(''),
    level: z.preprocess((v) => (v === '' || v === undefined ? '1' : v), z.coerce.number({ message: 'is not a number' }).int('is not a whole number').min(1, 'is below 1').max(1000)),
    language: language.prefault(''),
    question: text,
    option_a: text,
    option_b: text,
    option_c: text,
    option_d: text,
    answer: z.string(missing).trim().toLowerCase().pipe(z.enum(optionIds, { message: 'must be a, b, c or d' })),
    note: z.string().trim().default(''),
  })
  .refine((r) => new Set([r.option_a, r.option_b, r.option_c, r.option_d].map((o) => o.toLowerCase())).size === 4, {
    message: 'two options are the same',
    path: ['options'],
  });

export const csvColumns = ['category', 'subcategory', 'level', 'language', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer', 'note'];

export function parseCsv(source: string): Parsed {
  const records = parse(source, { columns: true, skip_empty_lines: true, relax_column_count: true, bom: true, info: true, comment: '#', comment_no_infix: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = csvColumns.filter((c) => !header.includes(c));
  if (records.length > 0 && missing.length > 0) throw new Error(`The CSV header lacks: ${missing.join(', ')}`);
  const out: Parsed = { rows: [], rejected: [] };
  for (const { record, info } of records) {
    const r = csvRow.safeParse(record);
    if (!r.success) {
      out.rejected.push({ row: info.lines, reason: reasonOf(r.error) });
      continue;
    }
    const v = r.data;
    out.rows.push({
      row: info.lines,
      language_id: v.language,
      category: v.category,
      subcategory: v.subcategory,
      level: v.level,
      mode: 'quiz',
      question: v.question,
      options: [v.option_a, v.option_b, v.option_c, v.option_d],
      answer: v.answer,
      note: v.note,
    });
  }
  return out;
}

const decoded = z.string().transform((s) => he.decode(s).trim()).pipe(text);
const levels = { easy: 1, medium: 2, hard: 3 } as const;
const openTdbEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('multiple'),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    category: decoded,
    question: decoded,
    correct_answer: decoded,
    incorrect_answers: z.array(decoded).length(3, 'needs 3 incorrect answers'),
  }),
  z.object({
    type: z.literal('boolean'),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    category: decoded,
    question: decoded,
    correct_answer: z.enum(['True', 'False']),
    incorrect_answers: z.array(z.string()),
  }),
]);

export function parseOpenTdb(source: string, languageId: number): Parsed {
  const file = z.object({ results: z.array(z.unknown()) }).parse(JSON.parse(source));
  const out: Parsed = { rows: [], rejected: [] };
  file.results.forEach((entry, i) => {
    const r = openTdbEntry.safeParse(entry);
    if (!r.success) {
      out.rejected.push({ row: i + 1, reason: reasonOf(r.error) });
      return;
    }
    const e = r.data;
    const base = { row: i + 1, language_id: languageId, category: e.category, subcategory: '', level: levels[e.difficulty], question: e.question, note: '' };
    if (e.type === 'boolean') {
      out.rows.push({ ...base, mode: 'true_false', options: ['True', 'False'], answer: e.correct_answer === 'True' ? 'a' : 'b' });
      return;
    }
    // Shuffled by the question itself: importing the same file twice gives the same options.
    const options = seededShuffle([e.correct_answer, ...e.incorrect_answers], e.question);
    out.rows.push({ ...base, mode: 'quiz', options, answer: optionIds[options.indexOf(e.correct_answer)]! });
  });
  return out;
}
