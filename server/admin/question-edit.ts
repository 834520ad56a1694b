// An operator's question: where it goes (its category, subcategory and level, or the passage,
// contest or exam it belongs to), what it says (checked as the importer checks a row), the counts
// that follow it, and the one write that saves it, whether the question editor or the reports
// screen's fix sends it. Every read in a transaction is by id.
import type { DocumentReference, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { adminContentContract } from '../../contract/actions/admin-content.ts';
import {
  categoriesCol,
  contentLanguageCodes,
  contestsCol,
  examsCol,
  forgetQuestion,
  funNLearnCol,
  normalText,
  questionsCol,
  subcategoriesCol,
  type CategoryDoc,
  type ContestDoc,
  type ExamDoc,
  type FunNLearnDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from '../content/catalog.ts';
import { newQuestion } from '../content/content-docs.ts';
import { battleTexts } from '../content/question-pools.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { checkOptions } from '../import/sources.ts';
import { recordAudit, type AuditActor } from './audit.ts';

export type QuestionInput = z.infer<(typeof adminContentContract)['admin_save_question']['input']>;
type Content = Pick<
  QuestionDoc,
  'kind' | 'question' | 'options' | 'answer' | 'note' | 'marks' | 'audio' | 'hints' | 'pairs'
>;

/** Modes filed in a category of their own type; the first two by subcategory and level. */
const categoryModes = new Set(['quiz', 'multi_match', 'guess_the_word', 'audio', 'math']);
const levelModes = new Set(['quiz', 'multi_match']);
/** Modes drawn from a language's pool; a Quiz Zone category only files their statistics. */
const poolModes = new Set(['true_false', 'daily']);
const parentCols = { fun_n_learn: funNLearnCol, contest: contestsCol, exam: examsCol } as const;
type ParentMode = keyof typeof parentCols;
const isParentMode = (mode: string): mode is ParentMode => Object.hasOwn(parentCols, mode);

const wordPattern = /^[A-Za-z\u0600-\u06FF]+$/;
const distinct = (texts: string[]) => new Set(texts.map((t) => t.toLowerCase())).size === texts.length;

/** What the question says, normalised; a 400 naming the first problem. */
export function questionContent(mode: QuestionDoc['mode'], input: QuestionInput): Content {
  const base = {
    kind: input.kind,
    question: input.question,
    note: input.note,
    marks: 0,
    audio: '',
    hints: [] as string[],
    pairs: [] as QuestionDoc['pairs'],
    options: [] as string[],
    answer: '',
  };
  if (input.kind && mode !== 'multi_match') throw badRequest('multi_match_kinds');
  if (mode === 'exam') {
    if (input.marks < 1) throw badRequest('exam_marks');
    base.marks = input.marks;
  }
  if (mode === 'guess_the_word') {
    const word = input.answer.replace(/\s+/g, '');
    if (!wordPattern.test(word)) throw badRequest('word_letters_only');
    if (input.hints.filter(Boolean).length === 0) throw badRequest('give_a_hint');
    return { ...base, answer: word.toLocaleUpperCase(), hints: input.hints.filter(Boolean) };
  }
  if (mode === 'multi_match' && !input.kind) {
    const pairs = input.pairs.filter((p) => p.left || p.right);
    if (pairs.length < 3) throw badRequest('pairs_count');
    if (pairs.some((p) => !p.left || !p.right)) throw badRequest('pairs_both_sides');
    if (!distinct(pairs.map((p) => p.left)) || !distinct(pairs.map((p) => p.right))) throw badRequest('pairs_distinct');
    return { ...base, pairs };
  }
  if (mode === 'true_false') {
    const [t, f] = input.options;
    if (input.options.length !== 2 || !t || !f || !distinct([t, f])) throw badRequest('true_false_options');
    if (input.answer !== 'a' && input.answer !== 'b') throw badRequest('true_false_answer');
    return { ...base, options: [t, f], answer: input.answer };
  }
  const checked = checkOptions(input.kind, input.options, input.answer);
  if ('problem' in checked) throw badRequest('question_check', { problem: checked.problem });
  if (mode === 'audio') {
    if (!/^(https:\/\/|\/)\S+$/.test(input.audio)) throw badRequest('audio_address');
    base.audio = input.audio;
  }
  return { ...base, ...checked };
}

export interface Place {
  language_id: number;
  category_id: string;
  subcategory_id: string;
  level: number;
  parent_id: string;
  /** Documents whose counts follow the question, with their data as read. */
  category?: { ref: DocumentReference; doc: CategoryDoc };
  subcategory?: { ref: DocumentReference; doc: SubcategoryDoc };
  parent?: { ref: DocumentReference; mode: ParentMode; doc: FunNLearnDoc | ContestDoc | ExamDoc };
}

async function read<T>(tx: Transaction, ref: DocumentReference) {
  return (await tx.get(ref)).data() as T | undefined;
}

/** Where a question of `mode` goes, read and checked in the transaction. */
export async function placeOf(
  tx: Transaction,
  db: Firestore,
  mode: QuestionDoc['mode'],
  at: Pick<QuestionInput, 'language_id' | 'category_id' | 'subcategory_id' | 'parent_id' | 'level'>,
  now: Date,
): Promise<Place> {
  if (isParentMode(mode)) {
    if (!at.parent_id) throw badRequest('parent_missing', { parent: mode === 'fun_n_learn' ? 'passage' : mode });
    const ref = parentCols[mode](db).doc(at.parent_id);
    const doc = await read<FunNLearnDoc | ContestDoc | ExamDoc>(tx, ref);
    if (!doc) throw notFound('no_parent', { parent: mode === 'fun_n_learn' ? 'passage' : mode });
    if (mode === 'contest' && (doc as ContestDoc).end_date.toMillis() <= now.getTime())
      throw badRequest('contest_questions_frozen');
    const categoryId = mode === 'fun_n_learn' ? (doc as FunNLearnDoc).category_id : '';
    return {
      language_id: doc.language_id,
      category_id: categoryId,
      subcategory_id: '',
      level: 0,
      parent_id: doc.id,
      parent: { ref, mode, doc },
    };
  }
  const byLevel = levelModes.has(mode);
  if (byLevel && at.level < 1) throw badRequest('level_minimum');
  const place: Place = {
    language_id: at.language_id,
    category_id: '',
    subcategory_id: '',
    level: byLevel ? at.level : 0,
    parent_id: '',
  };
  if (!at.category_id) {
    if (poolModes.has(mode)) return place;
    throw badRequest('choose_category');
  }
  const categoryRef = categoriesCol(db).doc(at.category_id);
  const category = await read<CategoryDoc>(tx, categoryRef);
  const type = poolModes.has(mode) ? 'quiz' : mode;
  if (!category || category.type !== type || !categoryModes.has(type)) throw notFound('no_category_of_type', { type });
  Object.assign(place, {
    language_id: category.language_id,
    category_id: category.id,
    category: { ref: categoryRef, doc: category },
  });
  if (at.subcategory_id && byLevel) {
    const subRef = subcategoriesCol(db).doc(at.subcategory_id);
    const sub = await read<SubcategoryDoc>(tx, subRef);
    if (!sub || sub.category_id !== category.id) throw notFound('no_subcategory');
    Object.assign(place, { subcategory_id: sub.id, subcategory: { ref: subRef, doc: sub } });
  }
  return place;
}

/**
 * Moves the counts of a question's place by `delta` (1: it joins, -1: it leaves), and an exam's
 * total marks by `marks`. Only a question of the category's own mode counts there (countQuestions).
 */
export function countIn(
  tx: Transaction,
  place: Place,
  mode: QuestionDoc['mode'],
  delta: 1 | -1 | 0,
  marks: number,
): void {
  const { category, subcategory, parent } = place;
  if (category && category.doc.type === mode && delta !== 0) {
    const c = {
      no_of_que: Math.max(0, category.doc.no_of_que + delta),
      no_of_subcategories: category.doc.no_of_subcategories,
      maxlevel: category.doc.maxlevel,
    };
    if (subcategory) {
      const count = Math.max(0, subcategory.doc.no_of_que + delta);
      if ((subcategory.doc.no_of_que === 0) !== (count === 0))
        c.no_of_subcategories = Math.max(0, c.no_of_subcategories + (count > 0 ? 1 : -1));
      tx.update(subcategory.ref, {
        no_of_que: count,
        maxlevel: delta > 0 ? Math.max(subcategory.doc.maxlevel, place.level) : subcategory.doc.maxlevel,
      });
    } else if (delta > 0) c.maxlevel = Math.max(c.maxlevel, place.level);
    tx.update(category.ref, c);
  }
  if (parent) {
    const update: Record<string, number> = { no_of_que: Math.max(0, parent.doc.no_of_que + delta) };
    if (parent.mode === 'exam') update.total_marks = Math.max(0, (parent.doc as ExamDoc).total_marks + marks);
    if (delta !== 0 || marks !== 0) tx.update(parent.ref, update);
  }
}

export const isoOf = (t: Timestamp) => t.toDate().toISOString();

/** What the reports screen changes of a question: its words and its right option. */
export type QuestionFix = Pick<QuestionInput, 'question' | 'options' | 'answer' | 'note'> & { question_id: string };

/** A question as the console shows it. */
export const shownQuestion = (q: QuestionDoc) => ({
  id: q.id,
  mode: q.mode,
  language_id: q.language_id,
  category_id: q.category_id,
  subcategory_id: q.subcategory_id,
  parent_id: q.parent_id,
  level: q.level,
  kind: q.kind ?? '',
  question: q.question,
  options: q.options,
  answer: q.answer,
  note: q.note,
  marks: q.marks,
  audio: q.audio,
  hints: q.hints,
  pairs: q.pairs,
  ...(q.pool === 'battle' ? { pool: 'battle' as const } : {}),
});
/** A stored question as the question editor would send it back. */
const inputOf = (q: QuestionDoc): QuestionInput => ({ ...shownQuestion(q), question_id: q.id });

/**
 * Saves an operator's question: a new one in the place named, or the content of one in place. A fix
 * is the stored question with its words and right option replaced, held to the same checks.
 */
export async function saveQuestion(
  db: Firestore,
  actor: AuditActor,
  now: Date,
  change: QuestionInput | QuestionFix,
): Promise<QuestionDoc> {
  const audit = (tx: Transaction, record: Parameters<typeof recordAudit>[3]) => recordAudit(tx, db, actor, record, now);
  // a battle question's words (queried before the transaction): a new Quiz Zone question joins
  // the battle pool, and no question of a mode that shows answers may take them (SECURITY.md)
  const battleWords = (await battleTexts(db, Object.keys(contentLanguageCodes).map(Number))).has(
    normalText(change.question),
  );
  const saved = await db.runTransaction(async (tx) => {
    if (!change.question_id && 'mode' in change) {
      const input = change;
      const place = await placeOf(tx, db, input.mode, input, now);
      const content = questionContent(input.mode, input);
      if (battleWords && input.mode !== 'quiz') throw badRequest('battle_words_elsewhere');
      const pool = input.mode === 'quiz' ? { pool: battleWords ? ('battle' as const) : ('practice' as const) } : {};
      const q = newQuestion({
        mode: input.mode,
        ...place,
        ...content,
        ...pool,
        row_order: Math.floor(now.getTime() / 1000),
      });
      const ref = questionsCol(db).doc(q.id);
      if ((await tx.get(ref)).exists) throw conflict('question_exists');
      countIn(tx, place, q.mode, 1, q.marks);
      tx.create(ref, q);
      audit(tx, { action: 'create_question', target: q.id, before: null, after: content });
      return q;
    }
    const ref = questionsCol(db).doc(change.question_id);
    const before = (await tx.get(ref)).data() as QuestionDoc | undefined;
    const fix = !('mode' in change);
    if (!before || (!fix && before.mode !== change.mode)) throw notFound(fix ? 'no_question' : 'no_question_of_mode');
    const input = { ...inputOf(before), ...change };
    const place = await placeOf(tx, db, before.mode, before, now);
    const content = questionContent(before.mode, { ...input, level: before.level });
    if (battleWords && before.pool !== 'battle' && normalText(before.question) !== normalText(content.question))
      throw badRequest('battle_words_elsewhere');
    countIn(tx, place, before.mode, 0, content.marks - before.marks);
    tx.update(ref, content);
    audit(tx, {
      action: fix ? 'fix_question' : 'update_question',
      target: before.id,
      before: shownQuestion(before),
      after: content,
    });
    return { ...before, ...content };
  });
  forgetQuestion(db, saved.id); // this instance serves the change at once (others within QUESTION_CACHE_MS)
  return saved;
}
