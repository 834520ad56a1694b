// Imports questions into the Quiz Zone, the True & False pool and Multi Match levels (multi-select
// and sequence questions): categories and subcategories of the mode are created as needed
// (slugified names), a question already in its category is skipped, and category counts follow.
// New Quiz Zone questions join the battle or the practice pool (content/question-pools.ts), the
// questions already there keeping theirs. Writes go through a BulkWriter.
import type { CategoryType } from '../../contract/fields.ts';
import { messages } from '../../contract/messages.ts';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  categoriesCol,
  categoryIdOf,
  normalText,
  questionsCol,
  slugify,
  subcategoriesCol,
  subcategoryIdOf,
  type CategoryDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from '../content/catalog.ts';
import { newCategory, newQuestion, newSubcategory } from '../content/content-docs.ts';
import { assignPools, battleTexts } from '../content/question-pools.ts';
import { loadSystemConfig } from '../system-config.ts';
import type { ImportRow, Parsed, Rejection } from './sources.ts';

export interface ImportReport {
  imported: number;
  skipped_duplicates: number;
  rejected: Rejection[];
  categories_created: number;
  subcategories_created: number;
}

const chunk = 500;

/** Reads documents by id, many at a time; returns the existing ones by id. */
async function readMany<T>(db: Firestore, refs: DocumentReference[]): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let i = 0; i < refs.length; i += chunk) {
    const snaps = await db.getAll(...refs.slice(i, i + chunk));
    for (const s of snaps) if (s.exists) found.set(s.id, s.data() as T);
  }
  return found;
}

async function nextRowOrder(db: Firestore, languageId: number, type: CategoryType) {
  const last = await categoriesCol(db).where('language_id', '==', languageId).where('type', '==', type).get();
  return Math.max(0, ...last.docs.map((d) => d.get('row_order') as number)) + 1;
}

/** Multi-select and sequence rows go to Multi Match categories, the others to Quiz Zone ones. */
const categoryTypeOf = (r: ImportRow): CategoryType => (r.mode === 'multi_match' ? 'multi_match' : 'quiz');
/** The modes played by level, in subcategories. */
const byLevel = (mode: QuestionDoc['mode']) => mode === 'quiz' || mode === 'multi_match';

export async function importQuestions(db: Firestore, parsed: Parsed): Promise<ImportReport> {
  const rows = parsed.rows;
  const categoryKey = (r: ImportRow) => categoryIdOf(r.language_id, categoryTypeOf(r), slugify(r.category));
  const subKey = (r: ImportRow) => (r.subcategory ? subcategoryIdOf(categoryKey(r), slugify(r.subcategory)) : '');

  const categoryIds = [...new Set(rows.map(categoryKey))];
  const subIds = [...new Set(rows.map(subKey).filter(Boolean))];
  const categories = await readMany<CategoryDoc>(
    db,
    categoryIds.map((id) => categoriesCol(db).doc(id)),
  );
  const subcategories = await readMany<SubcategoryDoc>(
    db,
    subIds.map((id) => subcategoriesCol(db).doc(id)),
  );
  const report: ImportReport = {
    imported: 0,
    skipped_duplicates: 0,
    rejected: [...parsed.rejected],
    categories_created: 0,
    subcategories_created: 0,
  };

  /** Categories and subcategories to write: the new ones and those whose counts move. */
  const dirty = new Set<string>();
  const rowOrders = new Map<string, number>();
  for (const r of rows) {
    const id = categoryKey(r);
    if (categories.has(id)) continue;
    const type = categoryTypeOf(r);
    const order = rowOrders.get(`${r.language_id}-${type}`) ?? (await nextRowOrder(db, r.language_id, type));
    rowOrders.set(`${r.language_id}-${type}`, order + 1);
    categories.set(id, newCategory(r.language_id, type, slugify(r.category), r.category, order));
    dirty.add(id);
    report.categories_created++;
  }
  for (const r of rows) {
    const id = subKey(r);
    if (!id || subcategories.has(id)) continue;
    const category = categories.get(categoryKey(r))!;
    const order = [...subcategories.values()].filter((s) => s.category_id === category.id).length + 1;
    subcategories.set(id, newSubcategory(category, slugify(r.subcategory), r.subcategory, order));
    dirty.add(id);
    report.subcategories_created++;
  }

  const candidates = rows.map((r) =>
    newQuestion({
      mode: r.mode,
      language_id: r.language_id,
      category_id: categoryKey(r),
      subcategory_id: byLevel(r.mode) ? subKey(r) : '',
      level: byLevel(r.mode) ? r.level : 0,
      kind: r.kind,
      question: r.question,
      options: r.options,
      answer: r.answer,
      note: r.note,
      row_order: r.row,
    }),
  );
  // A duplicate can only be in a category that existed before: read the ids already there, with
  // what the pools need (a question from before the pools were kept has been practised).
  const seen = new Set<string>();
  const existing: QuestionDoc[] = [];
  const before = categoryIds.filter((id) => !dirty.has(id));
  for (let i = 0; i < before.length; i += 30) {
    const snap = await questionsCol(db)
      .where('category_id', 'in', before.slice(i, i + 30))
      .select('mode', 'category_id', 'subcategory_id', 'level', 'pool')
      .get();
    for (const d of snap.docs) {
      seen.add(d.id);
      existing.push({
        ...(d.data() as QuestionDoc),
        id: d.id,
        pool: d.get('pool') ?? (d.get('mode') === 'quiz' ? 'practice' : undefined),
      });
    }
  }
  const asked = await battleTexts(db, [...new Set(rows.map((r) => r.language_id))]);
  const fresh: QuestionDoc[] = [];
  for (const q of candidates) {
    if (seen.has(q.id)) {
      report.skipped_duplicates++;
      continue;
    }
    // the same words as a battle question: another mode would show its answer
    if (asked.has(normalText(q.question))) {
      if (q.mode !== 'quiz') {
        report.rejected.push({ row: q.row_order, reason: messages.battle_words_elsewhere });
        continue;
      }
      q.pool = 'battle';
    }
    seen.add(q.id);
    fresh.push(q);
  }

  const exposed = new Set(fresh.filter((q) => q.mode !== 'quiz').map((q) => normalText(q.question)));
  assignPools([...existing, ...fresh], (await loadSystemConfig(db)).battle_question_count, exposed);

  // Counts of the categories and subcategories the new level questions land in.
  for (const q of fresh.filter((q) => byLevel(q.mode))) {
    const category = categories.get(q.category_id)!;
    const sub = q.subcategory_id ? subcategories.get(q.subcategory_id)! : null;
    category.no_of_que++;
    if (sub) {
      if (sub.no_of_que === 0) category.no_of_subcategories++;
      sub.no_of_que++;
      sub.maxlevel = Math.max(sub.maxlevel, q.level);
      dirty.add(sub.id);
    } else category.maxlevel = Math.max(category.maxlevel, q.level);
    dirty.add(category.id);
  }

  // Question ids are hashes, not sequential keys: no need to ramp up the write rate.
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((err) => {
    if (err.failedAttempts < 5) return true;
    failures.push(`${err.documentRef.path}: ${err.message}`);
    return false;
  });
  for (const q of fresh) void writer.set(questionsCol(db).doc(q.id), q).catch(() => {});
  for (const c of categories.values())
    if (dirty.has(c.id)) void writer.set(categoriesCol(db).doc(c.id), c).catch(() => {});
  for (const s of subcategories.values())
    if (dirty.has(s.id)) void writer.set(subcategoriesCol(db).doc(s.id), s).catch(() => {});
  await writer.close();
  if (failures.length > 0) throw new Error(`Import failed to write ${failures.length} documents: ${failures[0]}`);
  report.imported = fresh.length;
  return report;
}
