// An operator's question: where it goes (its category, subcategory and level, or the passage,
// contest or exam it belongs to), what it says (checked as the importer checks a row), and the
// counts that follow it. Every read here is by id, inside the caller's transaction.
import type { DocumentReference, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { adminContentContract } from '../../contract/actions/admin-content.ts';
import {
  categoriesCol,
  contestsCol,
  examsCol,
  funNLearnCol,
  subcategoriesCol,
  type CategoryDoc,
  type ContestDoc,
  type ExamDoc,
  type FunNLearnDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from '../content/catalog.ts';
import { badRequest, notFound } from '../errors.ts';
import { checkOptions } from '../import/sources.ts';

export type QuestionInput = z.infer<(typeof adminContentContract)['admin_save_question']['input']>;
type Content = Pick<QuestionDoc, 'kind' | 'question' | 'options' | 'answer' | 'note' | 'marks' | 'audio' | 'hints' | 'pairs'>;

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
  const base = { kind: input.kind, question: input.question, note: input.note, marks: 0, audio: '', hints: [] as string[], pairs: [] as QuestionDoc['pairs'], options: [] as string[], answer: '' };
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
    if (mode === 'contest' && (doc as ContestDoc).end_date.toMillis() <= now.getTime()) throw badRequest('contest_questions_frozen');
    const categoryId = mode === 'fun_n_learn' ? (doc as FunNLearnDoc).category_id : '';
    return { language_id: doc.language_id, category_id: categoryId, subcategory_id: '', level: 0, parent_id: doc.id, parent: { ref, mode, doc } };
  }
  const byLevel = levelModes.has(mode);
  if (byLevel && at.level < 1) throw badRequest('level_minimum');
  const place: Place = { language_id: at.language_id, category_id: '', subcategory_id: '', level: byLevel ? at.level : 0, parent_id: '' };
  if (!at.category_id) {
    if (poolModes.has(mode)) return place;
    throw badRequest('choose_category');
  }
  const categoryRef = categoriesCol(db).doc(at.category_id);
  const category = await read<CategoryDoc>(tx, categoryRef);
  const type = poolModes.has(mode) ? 'quiz' : mode;
  if (!category || category.type !== type || !categoryModes.has(type)) throw notFound('no_category_of_type', { type });
  Object.assign(place, { language_id: category.language_id, category_id: category.id, category: { ref: categoryRef, doc: category } });
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
export function countIn(tx: Transaction, place: Place, mode: QuestionDoc['mode'], delta: 1 | -1 | 0, marks: number): void {
  const { category, subcategory, parent } = place;
  if (category && category.doc.type === mode && delta !== 0) {
    const c = { no_of_que: Math.max(0, category.doc.no_of_que + delta), no_of_subcategories: category.doc.no_of_subcategories, maxlevel: category.doc.maxlevel };
    if (subcategory) {
      const count = Math.max(0, subcategory.doc.no_of_que + delta);
      if ((subcategory.doc.no_of_que === 0) !== (count === 0)) c.no_of_subcategories = Math.max(0, c.no_of_subcategories + (count > 0 ? 1 : -1));
      tx.update(subcategory.ref, { no_of_que: count, maxlevel: delta > 0 ? Math.max(subcategory.doc.maxlevel, place.level) : subcategory.doc.maxlevel });
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
