// Builders of content documents, shared by the seeders and the import command.
import type { CategoryType } from '../../contract/fields.ts';
import {
  categoryIdOf,
  questionIdOf,
  subcategoryIdOf,
  type CategoryDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from './catalog.ts';

export function newCategory(
  languageId: number,
  type: CategoryType,
  slug: string,
  name: string,
  rowOrder: number,
  coins = 0,
): CategoryDoc {
  return {
    id: categoryIdOf(languageId, type, slug),
    slug,
    category_name: name,
    language_id: languageId,
    type,
    is_premium: coins > 0 ? 1 : 0,
    coins,
    row_order: rowOrder,
    no_of_que: 0,
    no_of_subcategories: 0,
    maxlevel: 0,
  };
}

export function newSubcategory(category: CategoryDoc, slug: string, name: string, rowOrder: number): SubcategoryDoc {
  return {
    id: subcategoryIdOf(category.id, slug),
    slug,
    subcategory_name: name,
    category_id: category.id,
    category_slug: category.slug,
    language_id: category.language_id,
    type: category.type,
    row_order: rowOrder,
    no_of_que: 0,
    maxlevel: 0,
  };
}

export type NewQuestion = Partial<QuestionDoc> & Pick<QuestionDoc, 'mode' | 'language_id' | 'question'>;

/** A question with every field set; its id follows from its mode, place and content (questionIdOf). */
export function newQuestion(q: NewQuestion): QuestionDoc {
  const full: QuestionDoc = {
    id: '',
    category_id: '',
    subcategory_id: '',
    level: 0,
    options: [],
    answer: '',
    kind: '',
    note: '',
    parent_id: '',
    marks: 0,
    audio: '',
    hints: [],
    pairs: [],
    row_order: 0,
    ...q,
  };
  // Audio, multi match, multi-select and sequence questions share their wording; the clip, the
  // pairs and the options tell them apart.
  const identity = [
    full.question,
    full.audio,
    ...full.pairs.map((p) => `${p.left}=${p.right}`),
    ...(full.kind ? full.options : []),
  ].join('\n');
  full.id = questionIdOf(
    full.mode,
    full.parent_id || full.subcategory_id || full.category_id || `language-${full.language_id}`,
    identity,
  );
  return full;
}

/** Sets the question counts and highest levels of categories and subcategories from their questions. */
export function countQuestions(
  categories: CategoryDoc[],
  subcategories: SubcategoryDoc[],
  questions: QuestionDoc[],
): void {
  const cats = new Map(categories.map((c) => [c.id, c]));
  const subs = new Map(subcategories.map((s) => [s.id, s]));
  for (const q of questions) {
    const category = cats.get(q.category_id);
    if (!category || category.type !== q.mode) continue;
    category.no_of_que++;
    const sub = subs.get(q.subcategory_id);
    if (sub) {
      sub.no_of_que++;
      sub.maxlevel = Math.max(sub.maxlevel, q.level);
    } else category.maxlevel = Math.max(category.maxlevel, q.level);
  }
  for (const c of categories)
    c.no_of_subcategories = subcategories.filter((s) => s.category_id === c.id && s.no_of_que > 0).length;
}
