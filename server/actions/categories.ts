// Categories, subcategories, the player's unlocked levels and premium unlocks.
import { FieldValue } from 'firebase-admin/firestore';
import type { CategoryType } from '../../contract/fields.ts';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import {
  categoriesCol,
  findCategoryBySlug,
  readCategory,
  readSubcategory,
  subcategoriesCol,
  subcategoryIdOf,
  type CategoryDoc,
  type SubcategoryDoc,
} from '../content/catalog.ts';
import { cacheFor } from '../content/cache.ts';
import { contentLanguageId } from '../content/language.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden, notFound } from '../errors.ts';
import { canPlayCategory, quizCategoriesRef, unlockedLevel, type LevelMode } from '../quiz/progress.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';

const byRowOrder = <T extends { row_order: number }>(a: T, b: T) => a.row_order - b.row_order;

export const publicCategory = (c: CategoryDoc, unlocked: boolean) => ({
  id: c.id,
  slug: c.slug,
  category_name: c.category_name,
  language_id: c.language_id,
  type: c.type,
  is_premium: c.is_premium,
  coins: c.coins,
  has_unlocked: c.is_premium && !unlocked ? 0 : 1,
  row_order: c.row_order,
  no_of_que: c.no_of_que,
  no_of_subcategories: c.no_of_subcategories,
  maxlevel: c.maxlevel,
});

const publicSubcategory = (s: SubcategoryDoc) => ({
  id: s.id,
  slug: s.slug,
  subcategory_name: s.subcategory_name,
  category_id: s.category_id,
  category_slug: s.category_slug,
  language_id: s.language_id,
  row_order: s.row_order,
  no_of_que: s.no_of_que,
  maxlevel: s.maxlevel,
});

/** A category (and subcategory) by slug in the content language, or 'Document does not exist!'. */
async function placeBySlug(
  ctx: ActionContext,
  type: CategoryType,
  languageId: number | undefined,
  categorySlug: string,
  subcategorySlug: string,
) {
  const category = await findCategoryBySlug(ctx.db, contentLanguageId(ctx.config, languageId), type, categorySlug);
  if (!category) throw notFound();
  const sub = subcategorySlug ? await readSubcategory(ctx.db, subcategoryIdOf(category.id, subcategorySlug)) : null;
  if (subcategorySlug && !sub) throw notFound();
  return { category, subcategoryId: sub?.id ?? '' };
}

/** A category (and subcategory) by id, of the given type, or 'Document does not exist!'. */
export async function placeById(ctx: ActionContext, type: CategoryType, categoryId: string, subcategoryId: string) {
  const category = await readCategory(ctx.db, categoryId);
  if (!category || category.type !== type) throw notFound();
  const sub = subcategoryId ? await readSubcategory(ctx.db, subcategoryId) : null;
  if (subcategoryId && sub?.category_id !== category.id) throw notFound();
  return { category, subcategory: sub };
}

/** get_level_data and get_multi_match_level_data: the unlocked level of a place, by slugs. */
const getLevelData = (mode: LevelMode, spec: typeof contract.get_level_data) =>
  defineAction(spec, {
    auth: 'user',
    async handler(input, ctx) {
      const { category, subcategoryId } = await placeBySlug(
        ctx,
        mode,
        input.language_id,
        input.category_slug,
        input.subcategory_slug,
      );
      const level = await unlockedLevel(ctx.db, ctx.uid, mode, category.id, subcategoryId);
      return { category_id: category.id, subcategory_id: subcategoryId, level };
    },
  });

/** set_level_data and set_multi_match_level_data: levels move only by graded play, so this answers the stored level. */
const setLevelData = (mode: LevelMode, spec: typeof contract.set_level_data) =>
  defineAction(spec, {
    auth: 'user',
    async handler(input, ctx) {
      const { category, subcategory } = await placeById(ctx, mode, input.category, input.subcategory);
      const level = await unlockedLevel(ctx.db, ctx.uid, mode, category.id, subcategory?.id ?? '');
      return { category_id: category.id, subcategory_id: subcategory?.id ?? '', level };
    },
  });

/** A language's categories of a type that have questions, in row order (key `languageId:type`). */
const cachedCategories = cacheFor(async (db, key) => {
  const [languageId, type] = key.split(':');
  const snap = await categoriesCol(db).where('language_id', '==', Number(languageId)).where('type', '==', type).get();
  return {
    list: snap.docs
      .map((d) => d.data() as CategoryDoc)
      .filter((c) => c.no_of_que > 0)
      .sort(byRowOrder),
  };
}, 200);

/** A category's subcategories that have questions, in row order. */
const cachedSubcategories = cacheFor(async (db, categoryId) => {
  const snap = await subcategoriesCol(db).where('category_id', '==', categoryId).get();
  return {
    list: snap.docs
      .map((d) => d.data() as SubcategoryDoc)
      .filter((s) => s.no_of_que > 0)
      .sort(byRowOrder),
  };
}, 2_000);

export const categoryActions = {
  get_categories: defineAction(contract.get_categories, {
    // every screen with a category list asks this: the caller's record is read beside the rest
    auth: 'user-in-handler',
    async handler(input, ctx) {
      const languageId = contentLanguageId(ctx.config, input.language_id);
      const [{ list }, caller] = await Promise.all([
        cachedCategories(ctx.db, `${languageId}:${input.type}`),
        userRef(ctx.db, ctx.uid).get(),
      ]);
      const mine = new Set(ctx.admit(caller.data() as UserDoc | undefined).unlocked_categories);
      const shown = list.map((c) => publicCategory(c, mine.has(c.id)));
      return input.sub_type === 'playable' ? shown.filter((c) => c.has_unlocked === 1) : shown;
    },
  }),

  get_subcategory_by_maincategory: defineAction(contract.get_subcategory_by_maincategory, {
    auth: 'user',
    async handler(input, ctx) {
      const category = await findCategoryBySlug(
        ctx.db,
        contentLanguageId(ctx.config, input.language_id),
        input.type,
        input.category_slug,
      );
      if (!category) throw notFound();
      const { list } = await cachedSubcategories(ctx.db, category.id);
      return list.filter((s) => !input.subcategory_slug || s.slug === input.subcategory_slug).map(publicSubcategory);
    },
  }),

  get_level_data: getLevelData('quiz', contract.get_level_data),
  set_level_data: setLevelData('quiz', contract.set_level_data),
  get_multi_match_level_data: getLevelData('multi_match', contract.get_multi_match_level_data),
  set_multi_match_level_data: setLevelData('multi_match', contract.set_multi_match_level_data),

  set_quiz_categories: defineAction(contract.set_quiz_categories, {
    auth: 'user',
    async handler(input, ctx) {
      const { category, subcategory } = await placeById(ctx, input.type, input.category, input.subcategory);
      const choice = {
        type: input.type,
        category: category.id,
        subcategory: subcategory?.id ?? '',
        type_id: input.type_id,
        date: ctx.now(),
      };
      await quizCategoriesRef(ctx.db, ctx.uid, input.type).set(choice);
      return { ...choice, date: choice.date.toISOString() };
    },
  }),

  unlock_premium_category: defineAction(contract.unlock_premium_category, {
    auth: 'user',
    async handler(input, ctx) {
      const category = await readCategory(ctx.db, input.category);
      if (!category) throw notFound();
      const now = ctx.now();
      const coins = await ctx.db.runTransaction(async (tx) => {
        const user = (await tx.get(userRef(ctx.db, ctx.uid))).data() as UserDoc;
        if (canPlayCategory(user, category)) return user.coins;
        if (user.coins < category.coins) throw forbidden('not_enough_coins');
        tx.update(userRef(ctx.db, ctx.uid), { unlocked_categories: FieldValue.arrayUnion(category.id) });
        if (category.coins > 0) {
          applyCoins(
            tx,
            ctx.db,
            ctx.uid,
            `unlock_${category.id}`,
            { type: 'premium_unlock', title: `Unlocked ${category.category_name}`, coins: -category.coins },
            now,
          );
        }
        return user.coins - category.coins;
      });
      return { category: publicCategory(category, true), coins };
    },
  }),
};
