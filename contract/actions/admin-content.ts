// The console's content, contest and exam actions (server/actions/admin-content.ts). Every one is
// served with auth 'operator'. Lists and pairs travel as JSON text (every field of a form is text).
import { z } from 'zod';
import { action } from '../action.ts';
import type { MessageCode } from '../messages.ts';
import {
  blankIsAbsent,
  categoryTypes,
  intField,
  limits,
  optionalId,
  optionalInt,
  optionalText,
  pageFields,
  requiredId,
  requiredInt,
  requiredText,
} from '../fields.ts';

export const questionModes = [...categoryTypes, 'true_false', 'daily', 'contest', 'exam'] as const;
export const questionKinds = ['', 'multi_select', 'sequence'] as const;

/** A JSON text (or an array already) holding items of `item`, at most `max` of them. */
const jsonList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(item, { message: 'must_be_list' }).max(max, { message: 'list_at_most' }),
  );

const itemText = z.string({ message: 'must_be_text' }).trim().max(limits.text, { message: 'text_at_most' });
/** A date and time: ISO text (from a datetime-local field with its zone) or epoch milliseconds. */
/** A date and time (ISO text or epoch ms); `code` says which one is missing. */
const when = (code: MessageCode) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.coerce.date({ message: code }).refine((d) => !Number.isNaN(d.getTime()), { message: code }),
  );
const languageId = requiredInt(1, 1000, 'choose_language');
const imageUrl = optionalText(1000).refine((v) => v === '' || /^(https:\/\/|\/)[^\s]*$/.test(v), {
  message: 'image: an https:// address or a path on this site',
});

const subcategory = z.object({
  id: z.string(),
  name: z.string(),
  row_order: z.number(),
  no_of_que: z.number(),
  maxlevel: z.number(),
});
const category = z.object({
  id: z.string(),
  name: z.string(),
  language_id: z.number(),
  type: z.enum(categoryTypes),
  row_order: z.number(),
  coins: z.number(),
  image: z.string(),
  no_of_que: z.number(),
  subcategories: z.array(subcategory),
});

export const adminQuestion = z.object({
  id: z.string(),
  mode: z.enum(questionModes),
  language_id: z.number(),
  category_id: z.string(),
  subcategory_id: z.string(),
  parent_id: z.string(),
  level: z.number(),
  kind: z.enum(questionKinds),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  note: z.string(),
  marks: z.number(),
  audio: z.string(),
  hints: z.array(z.string()),
  pairs: z.array(z.object({ left: z.string(), right: z.string() })),
  /** A Quiz Zone question of the battle pool: battles only, never practice (set when it is made). */
  pool: z.literal('battle').optional(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

const passage = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  category_id: z.string(),
  subcategory_id: z.string(),
  language_id: z.number(),
  no_of_que: z.number(),
});
export const adminContest = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  language_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  prizes: z.array(z.object({ rank: z.number(), coins: z.number() })),
  no_of_que: z.number(),
  status: z.enum(['upcoming', 'live', 'past']),
  settled: z.boolean(),
});
const exam = z.object({
  id: z.string(),
  title: z.string(),
  language_id: z.number(),
  exam_key: z.string(),
  duration: z.number(),
  total_marks: z.number(),
  no_of_que: z.number(),
  date: z.string(),
});
const examResult = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['ongoing', 'finished']),
  started_at: z.string(),
  obtained_marks: z.number(),
  total_marks: z.number(),
  correct_answers: z.number(),
  wrong_answers: z.number(),
  total_duration: z.number(),
  rules_violated: z.boolean(),
  captured_questions: z.array(z.object({ id: z.string(), question: z.string() })),
});

export const importFormats = ['csv', 'opentdb'] as const;
/** The largest file the console imports in one go. */
export const maxImportBytes = 2 * 1024 * 1024;

/** What a question says: the editor saves these with the rest, the reports screen's fix only these. */
export const questionWords = {
  question: requiredText(limits.message, 'enter_question'),
  options: jsonList(itemText, 6),
  answer: optionalText(limits.text),
  note: optionalText(limits.message),
};

export const adminContentContract = {
  admin_get_content: action(
    z.object({
      language_id: languageId,
      type: z.preprocess(blankIsAbsent, z.enum(categoryTypes, { message: 'unknown_type' }).default('quiz')),
    }),
    z.object({ categories: z.array(category), passages: z.array(passage) }),
  ),
  admin_save_category: action(
    z.object({
      category_id: optionalId,
      language_id: languageId,
      type: z.preprocess(blankIsAbsent, z.enum(categoryTypes, { message: 'unknown_type' }).default('quiz')),
      name: requiredText(limits.name, 'enter_name'),
      row_order: intField(0, 0, 10_000),
      coins: intField(0, 0, 1_000_000),
      image: imageUrl,
    }),
    category,
  ),
  admin_save_subcategory: action(
    z.object({
      subcategory_id: optionalId,
      category_id: requiredId,
      name: requiredText(limits.name, 'enter_name'),
      row_order: intField(0, 0, 10_000),
    }),
    subcategory,
  ),
  admin_save_passage: action(
    z.object({
      passage_id: optionalId,
      category_id: requiredId,
      subcategory_id: optionalId,
      title: requiredText(limits.text, 'enter_title'),
      detail: requiredText(20_000, 'enter_passage'),
    }),
    passage,
  ),
  admin_get_questions: action(
    z.object({
      mode: z.enum(questionModes, { message: 'mode: unknown mode' }),
      language_id: languageId,
      category_id: optionalId,
      subcategory_id: optionalId,
      parent_id: optionalId,
      level: optionalInt(1, 1000),
      ...pageFields(50),
    }),
    z.object({ total: z.number(), data: z.array(adminQuestion) }),
  ),
  /** Without question_id a new question in the place named; with it, the question's content changes in place. */
  admin_save_question: action(
    z.object({
      question_id: optionalId,
      mode: z.enum(questionModes, { message: 'mode: unknown mode' }),
      language_id: languageId,
      category_id: optionalId,
      subcategory_id: optionalId,
      parent_id: optionalId,
      level: intField(0, 0, 1000),
      kind: z.preprocess((v) => v ?? '', z.enum(questionKinds, { message: 'kind: multi_select, sequence or nothing' })),
      ...questionWords,
      marks: intField(0, 0, 100),
      audio: optionalText(1000),
      hints: jsonList(itemText, 10),
      pairs: jsonList(z.object({ left: itemText, right: itemText }), 6),
    }),
    adminQuestion,
  ),
  admin_retire_question: action(
    z.object({ question_id: requiredId }),
    z.object({ id: z.string(), retired: z.literal(true) }),
  ),
  admin_import_questions: action(
    z.object({
      format: z.enum(importFormats, { message: 'format: csv or opentdb' }),
      language_id: languageId,
      file: z
        .instanceof(File, { message: 'choose_file' })
        .refine((f) => f.size <= maxImportBytes, { message: 'file_too_large' }),
    }),
    z.object({
      imported: z.number(),
      skipped_duplicates: z.number(),
      categories_created: z.number(),
      subcategories_created: z.number(),
      rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
    }),
  ),
  admin_get_contests: action(z.object({ language_id: languageId }), z.array(adminContest)),
  admin_save_contest: action(
    z
      .object({
        contest_id: optionalId,
        language_id: languageId,
        name: requiredText(limits.text, 'enter_name'),
        description: optionalText(limits.message),
        start_date: when('choose_contest_start'),
        end_date: when('choose_contest_end'),
        prizes: jsonList(
          z.object({ rank: z.number().int().min(1).max(100), coins: z.number().int().min(1).max(1_000_000) }),
          100,
        ),
      })
      .refine((c) => c.end_date > c.start_date, { path: ['end_date'], message: 'contest_end_after_start' })
      .refine((c) => new Set(c.prizes.map((p) => p.rank)).size === c.prizes.length, {
        path: ['prizes'],
        message: 'prize_per_rank',
      }),
    adminContest,
  ),
  admin_get_exams: action(z.object({ language_id: languageId }), z.array(exam)),
  admin_save_exam: action(
    z.object({
      exam_id: optionalId,
      language_id: languageId,
      title: requiredText(limits.text, 'enter_title'),
      exam_key: requiredText(64, 'enter_exam_key_console').pipe(z.string().min(4, { message: 'exam_key_length' })),
      duration: requiredInt(1, 600, 'exam_duration'),
      /** When it opens; absent: now (the server's clock), or unchanged. */
      date: z.preprocess(blankIsAbsent, when('choose_exam_date').optional()),
    }),
    exam,
  ),
  admin_get_exam_results: action(z.object({ exam_id: requiredId }), z.object({ exam, results: z.array(examResult) })),
};
