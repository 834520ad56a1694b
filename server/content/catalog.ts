// The game content in Firestore. Clients can read none of it (the rules deny everything); the API
// serves it, and questions only without their answers (served-question.ts).
//
//   categories/{id}        id `<lang>-<type>-<slug>`: slug, category_name, language_id, type,
//                          is_premium, coins, row_order, no_of_que, no_of_subcategories, maxlevel
//   subcategories/{id}     id `<category id>--<slug>`: slug, subcategory_name, category_id, ...
//   questions/{id}         every question of every mode, with its answer (QuestionDoc)
//   funNLearn/{id}         comprehension passages; their questions have parent_id = the passage id
//   contests/{id}          start_date, end_date, prizes; questions with parent_id = the contest id
//   exams/{id}             exam_key, duration; questions with parent_id = the exam id and marks
import { createHash } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { cacheFor, questionCacheMs } from './cache.ts';
import type { CategoryType } from '../../contract/fields.ts';

/** Which kind of play a question belongs to. Categories of the first six modes are their own type. */
export type QuestionMode = CategoryType | 'true_false' | 'daily' | 'contest' | 'exam';

export const contentLanguageCodes: Record<number, string> = { 1: 'en', 2: 'ar' };
export const languageIdOf = (code: string): number | undefined => {
  const entry = Object.entries(contentLanguageCodes).find(
    ([id, c]) => c === code.trim().toLowerCase() || id === code.trim(),
  );
  return entry ? Number(entry[0]) : undefined;
};
/** A served question's own language code, where its language id has one (spread into what is served). */
export const servedLanguage = (languageId: number): { language?: string } =>
  contentLanguageCodes[languageId] ? { language: contentLanguageCodes[languageId] } : {};

export interface CategoryDoc {
  id: string;
  slug: string;
  category_name: string;
  language_id: number;
  type: CategoryType;
  is_premium: 0 | 1;
  coins: number;
  row_order: number;
  /** Questions of the category's own mode. */
  no_of_que: number;
  no_of_subcategories: number;
  /** The highest level of the questions filed directly under the category (no subcategory). */
  maxlevel: number;
  /** The category's picture: an https:// address or a path on this site (set from the console). */
  image?: string;
}

export interface SubcategoryDoc {
  id: string;
  slug: string;
  subcategory_name: string;
  category_id: string;
  category_slug: string;
  language_id: number;
  type: CategoryType;
  row_order: number;
  no_of_que: number;
  maxlevel: number;
}

export interface QuestionDoc {
  id: string;
  mode: QuestionMode;
  language_id: number;
  category_id: string;
  /** '' when the question is filed directly under the category. */
  subcategory_id: string;
  /** 0 for modes without levels. */
  level: number;
  question: string;
  /** Option texts; their ids are a, b, c, d (up to f for multi-select and sequence) by position. */
  options: string[];
  /**
   * The right option's id; the word for guess the word; '' for multi match (see pairs); the right
   * ids comma-separated for multi-select (in id order) and sequence (in the right order).
   */
  answer: string;
  /** multi_select or sequence: the answer is a set or an order of the options; absent or '': the mode's own kind. */
  kind?: QuestionKind;
  note: string;
  /** The passage, contest or exam the question belongs to. */
  parent_id: string;
  marks: number;
  /** The audio clip's URL (audio questions). */
  audio: string;
  hints: string[];
  pairs: { left: string; right: string }[];
  row_order: number;
  /** Quiz Zone questions: 'battle' is served by battles only, 'practice' (or absent) never by battles (question-pools.ts). */
  pool?: QuestionPool;
}

export type QuestionPool = 'battle' | 'practice';

/** A battle question: battles serve it, and nothing else does (sessions, bookmarks, practice draws). */
export const inBattlePool = (q: Pick<QuestionDoc, 'pool'>) => q.pool === 'battle';

export interface FunNLearnDoc {
  id: string;
  title: string;
  /** The passage: plain text, paragraphs separated by blank lines. */
  detail: string;
  category_id: string;
  /** A passage filed under a subcategory of its category; absent or '' when directly under the category. */
  subcategory_id?: string;
  language_id: number;
  no_of_que: number;
  row_order: number;
}

export interface ContestDoc {
  id: string;
  name: string;
  description: string;
  language_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  prizes: { rank: number; coins: number }[];
  no_of_que: number;
  /** Prizes paid and every held play applied (contest-board.ts). */
  settled: boolean;
  /** the settler paid its prizes (settled follows once its held plays are applied) */
  prizes_paid?: boolean;
}

export interface ExamDoc {
  id: string;
  title: string;
  language_id: number;
  /** Never sent to players. */
  exam_key: string;
  /** Minutes. */
  duration: number;
  total_marks: number;
  no_of_que: number;
  date: Timestamp;
  row_order: number;
}

export const optionIds = ['a', 'b', 'c', 'd'] as const;
/** A multi-select or sequence question has 3 to 6 options, a to f. */
export const itemIds = [...optionIds, 'e', 'f'] as const;

/** Questions whose answer is several of their options: a set (multi_select) or an order (sequence). */
export const questionKinds = ['multi_select', 'sequence'] as const;
export type QuestionKind = (typeof questionKinds)[number] | '';

export const categoriesCol = (db: Firestore) => db.collection('categories');
export const subcategoriesCol = (db: Firestore) => db.collection('subcategories');
export const questionsCol = (db: Firestore) => db.collection('questions');
export const funNLearnCol = (db: Firestore) => db.collection('funNLearn');
export const contestsCol = (db: Firestore) => db.collection('contests');
export const examsCol = (db: Firestore) => db.collection('exams');

export const categoryIdOf = (languageId: number, type: CategoryType, slug: string) =>
  `${contentLanguageCodes[languageId] ?? languageId}-${type}-${slug}`;
export const subcategoryIdOf = (categoryId: string, slug: string) => `${categoryId}--${slug}`;

/** A question's text as two spellings of the same question share it. */
export const normalText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A question's id: the same text in the same place is the same question (how imports skip duplicates). */
export function questionIdOf(mode: QuestionMode, placeId: string, text: string): string {
  return createHash('sha1')
    .update(`${mode}\n${placeId}\n${normalText(text)}`)
    .digest('hex')
    .slice(0, 20);
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0600-\u06ff]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || createHash('sha1').update(name).digest('hex').slice(0, 8);
}

/** The slug-based lookups of the contract (category_slug, subcategory_slug) within one language. */
export async function findCategoryBySlug(db: Firestore, languageId: number, type: CategoryType, slug: string) {
  const snap = await categoriesCol(db)
    .doc(categoryIdOf(languageId, type, slug))
    .get();
  return snap.exists ? (snap.data() as CategoryDoc) : null;
}

export async function readCategory(db: Firestore, id: string) {
  const snap = await categoriesCol(db).doc(id).get();
  return snap.exists ? (snap.data() as CategoryDoc) : null;
}

export async function readSubcategory(db: Firestore, id: string) {
  const snap = await subcategoriesCol(db).doc(id).get();
  return snap.exists ? (snap.data() as SubcategoryDoc) : null;
}

/** Questions by id, in the order asked; missing ones are left out. */
const cachedQuestion = cacheFor(
  async (db, id) => {
    const q = (await questionsCol(db).doc(id).get()).data() as QuestionDoc | undefined;
    return { q: q ? Object.freeze({ ...q, options: Object.freeze([...q.options]) as string[] }) : null };
  },
  20_000,
  questionCacheMs,
);

/**
 * Drops an edited question from this instance's cache; other instances serve the edit once their
 * copy expires (QUESTION_CACHE_MS).
 */
export const forgetQuestion = (db: Firestore, id: string) => cachedQuestion.forget(db, id);

/** Questions by id (through the content cache), skipping ids that name none. */
export async function readQuestions(db: Firestore, ids: string[]): Promise<QuestionDoc[]> {
  const found = await Promise.all(ids.map((id) => cachedQuestion(db, id)));
  return found.flatMap(({ q }) => (q ? [q] : []));
}

export type QuestionFilter = Partial<
  Pick<QuestionDoc, 'mode' | 'language_id' | 'category_id' | 'subcategory_id' | 'level' | 'parent_id'>
>;

const filtered = (db: Firestore, where: QuestionFilter) =>
  Object.entries(where).reduce<FirebaseFirestore.Query>(
    (q, [field, value]) => q.where(field, '==', value),
    questionsCol(db),
  );

// The two queries below serve every mode but battles: they leave the battle pool out.

/** All questions matching equality filters, in their row order. */
export async function queryQuestions(db: Firestore, where: QuestionFilter) {
  const snap = await filtered(db, where).get();
  return snap.docs
    .map((d) => d.data() as QuestionDoc)
    .filter((q) => !inBattlePool(q))
    .sort((a, b) => a.row_order - b.row_order);
}

/** Only the ids (sorted) of the matching questions: for drawing a few from a large pool. */
export async function queryQuestionIds(db: Firestore, where: QuestionFilter) {
  const snap = await filtered(db, where).select('pool').get();
  return snap.docs
    .filter((d) => !inBattlePool({ pool: d.get('pool') as QuestionPool | undefined }))
    .map((d) => d.id)
    .sort();
}
