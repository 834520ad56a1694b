// The two import formats, parsed into rows to import and rows rejected with where they were:
// - CSV (docs/import-template.csv): category,subcategory,level,language,question,option_a,
//   option_b,option_c,option_d,answer,note, and optionally type,option_e,option_f. A multiple-choice
//   row's `answer` is a, b, c or d; a multi_select or sequence row has 3 to 6 options and its
//   `answer` lists letters (the right set, or the right order). A row's line number reports it.
// - Open Trivia DB JSON: { results: [{ type, difficulty, category, question, correct_answer,
//   incorrect_answers }] }, HTML entities decoded; reported by its position in `results`.
import { parse } from 'csv-parse/sync';
import he from 'he';
import { z } from 'zod';
import { itemIds, languageIdOf, optionIds, type QuestionKind } from '../content/catalog.ts';
import { idListProblem, normalIds, type ListKind } from '../content/option-lists.ts';
import { seededShuffle } from '../content/shuffle.ts';

export interface ImportRow {
  /** The CSV line, or the position in `results` (1-based). */
  row: number;
  language_id: number;
  category: string;
  subcategory: string;
  level: number;
  mode: 'quiz' | 'true_false' | 'multi_match';
  /** multi_select or sequence (played in Multi Match levels); '' for a choice. */
  kind: QuestionKind;
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

/** Where a row goes and what it says, whatever its type. */
const placed = {
  category: text,
  subcategory: z.string().trim().default(''),
  level: z.preprocess(
    (v) => (v === '' || v === undefined ? '1' : v),
    z.coerce.number({ message: 'is not a number' }).int('is not a whole number').min(1, 'is below 1').max(1000),
  ),
  language: language.prefault(''),
  question: text,
  note: z.string().trim().default(''),
};
const blank = z.string().trim().default('');
const distinct = (options: string[]) => new Set(options.map((o) => o.toLowerCase())).size === options.length;
const sameOptions = 'two options are the same';

/** A multiple-choice row: four options, one right. */
const choiceRow = z
  .object({
    ...placed,
    option_a: text,
    option_b: text,
    option_c: text,
    option_d: text,
    option_e: blank.pipe(z.literal('', 'only multi_select and sequence rows have a fifth option')),
    option_f: blank.pipe(z.literal('', 'only multi_select and sequence rows have a sixth option')),
    answer: z
      .string(missing)
      .trim()
      .toLowerCase()
      .pipe(z.enum(optionIds, { message: 'must be a, b, c or d' })),
  })
  .refine((r) => distinct([r.option_a, r.option_b, r.option_c, r.option_d]), {
    message: sameOptions,
    path: ['options'],
  })
  .transform((r) => ({ ...r, kind: '' as const, options: [r.option_a, r.option_b, r.option_c, r.option_d] }));

/**
 * A multi-select or sequence row: three to six options (option_a to option_f, no gaps); `answer`
 * the right letters separated by spaces or commas: every right one (multi_select), or all of them
 * in the right order (sequence).
 */
const listRow = (kind: ListKind) =>
  z
    .object({
      ...placed,
      option_a: text,
      option_b: text,
      option_c: text,
      option_d: blank,
      option_e: blank,
      option_f: blank,
      answer: z.string(missing).trim().toLowerCase(),
    })
    .transform((r, ctx) => {
      const given = [r.option_a, r.option_b, r.option_c, r.option_d, r.option_e, r.option_f];
      const options = given.slice(0, given.findLastIndex(Boolean) + 1);
      const gap = options.indexOf('');
      if (gap >= 0)
        ctx.addIssue({
          code: 'custom',
          path: [`option_${itemIds[gap]}`],
          message: 'is empty but a later option is given',
        });
      else if (!distinct(options)) ctx.addIssue({ code: 'custom', path: ['options'], message: sameOptions });
      const ids = r.answer.split(/[\s,]+/).filter(Boolean);
      const problem = ids.length === 0 ? 'is empty' : idListProblem(kind, ids, options.length);
      if (problem) ctx.addIssue({ code: 'custom', path: ['answer'], message: problem });
      return { ...r, kind, options, answer: normalIds(kind, ids) };
    });

const rowTypes = {
  '': choiceRow,
  multiple: choiceRow,
  multi_select: listRow('multi_select'),
  sequence: listRow('sequence'),
};
const typeColumn = z
  .string()
  .trim()
  .toLowerCase()
  .prefault('')
  .pipe(
    z.enum(Object.keys(rowTypes) as (keyof typeof rowTypes)[], {
      message: 'must be multiple, multi_select or sequence (empty: multiple)',
    }),
  );
const csvRow = z.looseObject({ type: typeColumn }).transform((r, ctx) => {
  const row = rowTypes[r.type].safeParse(r);
  if (!row.success)
    for (const issue of row.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return row.data ?? z.NEVER;
});

/**
 * The options and answer of one question as the importer checks a row of this kind (the console's
 * editor uses it too): the normal options and answer, or what is wrong with them.
 */
export function checkOptions(
  kind: QuestionKind,
  options: string[],
  answer: string,
): { options: string[]; answer: string } | { problem: string } {
  const columns = Object.fromEntries(itemIds.map((id, i) => [`option_${id}`, options[i] ?? '']));
  const r = rowTypes[kind || ''].safeParse({ category: '-', question: '-', ...columns, answer });
  return r.success ? { options: r.data.options, answer: r.data.answer } : { problem: reasonOf(r.error) };
}

/** Required columns; `type`, `option_e` and `option_f` are optional (a file without them is all multiple choice). */
export const csvColumns = [
  'category',
  'subcategory',
  'level',
  'language',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'note',
];

export function parseCsv(source: string): Parsed {
  const records = parse(source, {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    bom: true,
    info: true,
    comment: '#',
    comment_no_infix: true,
  }) as {
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
      // multi-select and sequence questions are played in Multi Match levels
      mode: v.kind ? 'multi_match' : 'quiz',
      kind: v.kind,
      question: v.question,
      options: v.options,
      answer: v.answer,
      note: v.note,
    });
  }
  return out;
}

const decoded = z
  .string()
  .transform((s) => he.decode(s).trim())
  .pipe(text);
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
    const base = {
      row: i + 1,
      language_id: languageId,
      category: e.category,
      subcategory: '',
      level: levels[e.difficulty],
      kind: '' as const,
      question: e.question,
      note: '',
    };
    if (e.type === 'boolean') {
      out.rows.push({
        ...base,
        mode: 'true_false',
        options: ['True', 'False'],
        answer: e.correct_answer === 'True' ? 'a' : 'b',
      });
      return;
    }
    // Shuffled by the question itself: importing the same file twice gives the same options.
    const options = seededShuffle([e.correct_answer, ...e.incorrect_answers], e.question);
    out.rows.push({ ...base, mode: 'quiz', options, answer: optionIds[options.indexOf(e.correct_answer)]! });
  });
  return out;
}
