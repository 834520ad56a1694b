// The game content of every language: categories and subcategories of each mode, and the
// questions of Quiz Zone, True & False, the daily pool, Fun & Learn, Guess The Word, Audio, Math
// and Multi Match (whose levels hold multi match, multi-select and sequence questions). Answers are stored with the questions; only the server reads them.
// Each Quiz Zone category's questions are split into the battle pool and the practice pool
// (server/content/question-pools.ts); a question whose text another mode (or a contest or an exam)
// also asks stays in practice.
import type { CategoryType } from '../../../contract/fields.ts';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  categoriesCol,
  categoryIdOf,
  funNLearnCol,
  itemIds,
  normalText,
  optionIds,
  questionsCol,
  slugify,
  subcategoriesCol,
  subcategoryIdOf,
  type CategoryDoc,
  type FunNLearnDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from '../../../server/content/catalog.ts';
import { normalIds } from '../../../server/content/option-lists.ts';
import {
  countQuestions,
  newCategory,
  newQuestion,
  newSubcategory,
  type NewQuestion,
} from '../../../server/content/content-docs.ts';
import { assignPools } from '../../../server/content/question-pools.ts';
import { defaultSystemConfig } from '../../../contract/settings.ts';
import {
  audioFile,
  categoriesFile,
  contestsFile,
  dailyFile,
  examsFile,
  funAndLearnFile,
  guessTheWordFile,
  mathFile,
  modeCategoriesFile,
  multiMatchFile,
  multiSelectFile,
  questionsFile,
  sequenceFile,
  trueFalseFile,
} from '../content-schema.ts';
import { audioFileExists, contentExists, readContent, seedLanguages } from './content-files.ts';
import { writeAll } from './write-all.ts';

/** True and False in each language, as the two options of a true/false question. */
const trueFalse: Record<string, [string, string]> = { en: ['True', 'False'], ar: ['صح', 'خطأ'] };

export interface LanguageContent {
  categories: CategoryDoc[];
  subcategories: SubcategoryDoc[];
  passages: FunNLearnDoc[];
  questions: QuestionDoc[];
}

const choice = (c: { question: string; options: string[]; answer: number; note?: string }) => ({
  question: c.question,
  options: c.options,
  answer: optionIds[c.answer]!,
  note: c.note ?? '',
});

/**
 * Builds every content document of one language from its files; throws on a malformed file or a
 * dangling slug. Besides categories.json a language may leave files out: that content is empty.
 */
export function languageContent(languageId: number, code: string): LanguageContent {
  const read = <T>(file: string, schema: z.ZodType<T[]>): T[] =>
    contentExists(code, file) ? readContent(code, file, schema) : [];
  const categories: CategoryDoc[] = [];
  const subcategories: SubcategoryDoc[] = [];
  const passages: FunNLearnDoc[] = [];
  const questions: QuestionDoc[] = [];
  const ids = new Set<string>();
  const add = (q: NewQuestion) => {
    const doc = newQuestion({ row_order: questions.length + 1, ...q });
    if (ids.has(doc.id)) return; // the same text twice in one place is one question
    ids.add(doc.id);
    questions.push(doc);
  };
  const categoryOf = (type: CategoryType, slug: string) => {
    const id = categoryIdOf(languageId, type, slug);
    if (!categories.some((c) => c.id === id))
      throw new Error(`seed content ${code}: unknown ${type} category '${slug}'`);
    return id;
  };
  // The true/false and daily pools are drawn by language; their category only files statistics,
  // so a category the language does not have leaves the question unfiled (and is reported).
  const unfiled = new Set<string>();
  const poolCategoryOf = (slug: string) => {
    const id = categoryIdOf(languageId, 'quiz', slug);
    if (categories.some((c) => c.id === id)) return id;
    unfiled.add(slug);
    return '';
  };
  const subcategoryOf = (categoryId: string, slug: string) => {
    const id = subcategoryIdOf(categoryId, slug);
    if (!subcategories.some((s) => s.id === id))
      throw new Error(`seed content ${code}: unknown subcategory '${slug}' of ${categoryId}`);
    return id;
  };

  for (const [i, c] of readContent(code, 'categories.json', categoriesFile).entries()) {
    const category = newCategory(languageId, 'quiz', c.slug, c.name, i + 1, c.coins ?? 0);
    categories.push(category);
    c.subcategories.forEach((s, j) => subcategories.push(newSubcategory(category, s.slug, s.name, j + 1)));
  }
  const modes = contentExists(code, 'mode-categories.json')
    ? readContent(code, 'mode-categories.json', modeCategoriesFile)
    : null;
  for (const type of ['fun_n_learn', 'guess_the_word', 'audio', 'math', 'multi_match'] as const) {
    for (const [i, c] of (
      (modes?.[type] ?? []) as { slug: string; name: string; subcategories?: { slug: string; name: string }[] }[]
    ).entries()) {
      const category = newCategory(languageId, type, c.slug, c.name, i + 1);
      categories.push(category);
      c.subcategories?.forEach((s, j) => subcategories.push(newSubcategory(category, s.slug, s.name, j + 1)));
    }
  }

  for (const c of categories.filter((c) => c.type === 'quiz')) {
    for (const q of read(`questions/${c.slug}.json`, questionsFile)) {
      add({
        mode: 'quiz',
        language_id: languageId,
        category_id: c.id,
        subcategory_id: subcategoryOf(c.id, q.subcategory),
        level: q.level,
        ...choice(q),
      });
    }
  }
  for (const q of read('true-false.json', trueFalseFile)) {
    add({
      mode: 'true_false',
      language_id: languageId,
      category_id: poolCategoryOf(q.category),
      question: q.question,
      options: trueFalse[code]!,
      answer: q.answer ? 'a' : 'b',
    });
  }
  for (const q of read('daily.json', dailyFile)) {
    add({ mode: 'daily', language_id: languageId, category_id: poolCategoryOf(q.category), ...choice(q) });
  }
  for (const [i, p] of read('fun-and-learn.json', funAndLearnFile).entries()) {
    const categoryId = categoryOf('fun_n_learn', p.category);
    const passage: FunNLearnDoc = {
      id: `${categoryId}--${slugify(p.title)}`,
      title: p.title,
      detail: p.passage,
      category_id: categoryId,
      language_id: languageId,
      no_of_que: p.questions.length,
      row_order: i + 1,
    };
    passages.push(passage);
    for (const q of p.questions)
      add({
        mode: 'fun_n_learn',
        language_id: languageId,
        category_id: categoryId,
        parent_id: passage.id,
        ...choice(q),
      });
  }
  for (const q of read('guess-the-word.json', guessTheWordFile)) {
    add({
      mode: 'guess_the_word',
      language_id: languageId,
      category_id: categoryOf('guess_the_word', q.category),
      question: q.question,
      answer: q.word.toLocaleUpperCase(),
      hints: q.hints,
    });
  }
  for (const q of read('audio.json', audioFile)) {
    if (!audioFileExists(q.file)) throw new Error(`seed content ${code}/audio.json: missing audio/${q.file}`);
    add({
      mode: 'audio',
      language_id: languageId,
      category_id: categoryOf('audio', q.category),
      audio: `/media/audio/${q.file}`,
      ...choice(q),
    });
  }
  for (const q of read('math.json', mathFile)) {
    add({ mode: 'math', language_id: languageId, category_id: categoryOf('math', q.category), ...choice(q) });
  }
  /** A question of a Multi Match level: its mode, language, category, subcategory and level. */
  const multiMatchLevel = (q: { category: string; subcategory?: string; level: number }) => {
    const categoryId = categoryOf('multi_match', q.category);
    return {
      mode: 'multi_match' as const,
      language_id: languageId,
      category_id: categoryId,
      subcategory_id: q.subcategory ? subcategoryOf(categoryId, q.subcategory) : '',
      level: q.level,
    };
  };
  for (const q of read('multi-match.json', multiMatchFile)) {
    add({ ...multiMatchLevel(q), question: q.question, pairs: q.pairs.map(([left, right]) => ({ left, right })) });
  }
  for (const q of read('multi-select.json', multiSelectFile)) {
    const answer = normalIds(
      'multi_select',
      q.answers.map((i) => itemIds[i]!),
    );
    add({
      ...multiMatchLevel(q),
      kind: 'multi_select',
      question: q.question,
      options: q.options,
      answer,
      note: q.note ?? '',
    });
  }
  for (const q of read('sequence.json', sequenceFile)) {
    const answer = normalIds(
      'sequence',
      q.items.map((_, i) => itemIds[i]!),
    );
    add({
      ...multiMatchLevel(q),
      kind: 'sequence',
      question: q.question,
      options: q.items,
      answer,
      note: q.note ?? '',
    });
  }
  // texts that other modes show the answers of (contests and exams are seeded on their own)
  const asked = [...read('contests.json', contestsFile), ...read('exams.json', examsFile)].flatMap((set) =>
    set.questions.map((q) => q.question),
  );
  const exposed = new Set(
    [...questions.filter((q) => q.mode !== 'quiz').map((q) => q.question), ...asked].map(normalText),
  );
  assignPools(questions, defaultSystemConfig.battle_question_count, exposed);
  if (unfiled.size > 0)
    console.warn(
      `seed content ${code}: true/false and daily questions of unknown categories left unfiled: ${[...unfiled].join(', ')}`,
    );
  countQuestions(categories, subcategories, questions);
  return { categories, subcategories, passages, questions };
}

export async function seedContent(db: Firestore): Promise<number> {
  const docs: [DocumentReference, object][] = [];
  for (const { id, code } of seedLanguages) {
    const c = languageContent(id, code);
    for (const x of c.categories) docs.push([categoriesCol(db).doc(x.id), x]);
    for (const x of c.subcategories) docs.push([subcategoriesCol(db).doc(x.id), x]);
    for (const x of c.passages) docs.push([funNLearnCol(db).doc(x.id), x]);
    for (const x of c.questions) docs.push([questionsCol(db).doc(x.id), x]);
  }
  return writeAll(db, docs);
}
