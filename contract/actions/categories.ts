// Categories, subcategories, the player's unlocked levels and premium unlocks.
import { z } from 'zod';
import { action } from '../action.ts';
import { categoryTypeField, categoryTypes, languageField, levelField, optionalId, requiredId } from '../fields.ts';

export const publicCategory = z.object({
  id: z.string(),
  slug: z.string(),
  category_name: z.string(),
  language_id: z.number(),
  type: z.enum(categoryTypes),
  is_premium: z.union([z.literal(0), z.literal(1)]),
  coins: z.number(),
  has_unlocked: z.union([z.literal(0), z.literal(1)]),
  row_order: z.number(),
  no_of_que: z.number(),
  no_of_subcategories: z.number(),
  maxlevel: z.number(),
});

const publicSubcategory = z.object({
  id: z.string(),
  slug: z.string(),
  subcategory_name: z.string(),
  category_id: z.string(),
  category_slug: z.string(),
  language_id: z.number(),
  row_order: z.number(),
  no_of_que: z.number(),
  maxlevel: z.number(),
});

const levelData = z.object({ category_id: z.string(), subcategory_id: z.string(), level: z.number() });
/** get_level_data and get_multi_match_level_data: the unlocked level of a place, by slugs. */
const getLevelData = () =>
  action(z.object({ category_slug: requiredId, subcategory_slug: optionalId, language_id: languageField }), levelData);
/** set_level_data and set_multi_match_level_data: levels move only by graded play, so these answer the stored level. */
const setLevelData = () =>
  action(z.object({ category: requiredId, subcategory: optionalId, level: levelField }), levelData);

export const categoryContract = {
  get_categories: action(
    z.object({
      type: categoryTypeField.optional().default('quiz'),
      // 'playable': only the categories this player can play now (free, or premium and unlocked).
      sub_type: z.enum(['playable'], { message: 'unknown_sub_type' }).optional(),
      language_id: languageField,
    }),
    z.array(publicCategory),
  ),
  get_subcategory_by_maincategory: action(
    z.object({
      language_id: languageField,
      category_slug: requiredId,
      subcategory_slug: optionalId,
      type: categoryTypeField.optional().default('quiz'),
    }),
    z.array(publicSubcategory),
  ),
  get_level_data: getLevelData(),
  set_level_data: setLevelData(),
  get_multi_match_level_data: getLevelData(),
  set_multi_match_level_data: setLevelData(),
  set_quiz_categories: action(
    z.object({ type: categoryTypeField, category: requiredId, subcategory: optionalId, type_id: optionalId }),
    z.object({
      type: z.enum(categoryTypes),
      category: z.string(),
      subcategory: z.string(),
      type_id: z.string(),
      date: z.string(),
    }),
  ),
  unlock_premium_category: action(
    z.object({ category: requiredId }),
    z.object({ category: publicCategory, coins: z.number() }),
  ),
};
