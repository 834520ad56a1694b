// The player's own numbers and profile: coin history, statistics, coins and score, profile edits,
// the profile picture and deleting the account.
import { z } from 'zod';
import { action } from '../action.ts';
import {
  intField,
  mobilePattern,
  numeric,
  optionalId,
  optionalInt,
  optionalName,
  optionalText,
  pageFields,
  requiredInt,
} from '../fields.ts';
import { systemLanguages } from './settings.ts';
import { publicUser } from './users.ts';

const categoryStats = z.object({
  category_id: z.string(),
  category_name: z.string().optional(),
  answered: z.number(),
  correct: z.number(),
  ratio: z.number(),
});

const statistics = z.object({
  questions_answered: z.number(),
  correct_answers: z.number(),
  ratio: z.number(),
  strongest_category: categoryStats.nullable(),
  weakest_category: categoryStats.nullable(),
  categories: z.array(categoryStats),
});

const coinsAndScore = z.object({ coins: z.number(), all_time_score: z.number() });

/**
 * The spends set_user_coin_score records, and each one's coin-history title: the server names the
 * line, never the client (a line dressed as a refund or a referral would mislead the payout review).
 * Lifelines, hints and unlocks have actions of their own that price them.
 */
export const spendTitles = { review_answers: 'Review answers' } as const;
const spendTypes = Object.keys(spendTitles) as [keyof typeof spendTitles];

export const playerContract = {
  get_tracker_data: action(
    z.object({
      ...pageFields(10),
      type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['all', 'earned', 'spent']).default('all')),
    }),
    z.object({
      total: z.number(),
      data: z.array(
        z.object({
          id: z.string(),
          type: z.string(),
          title: z.string(),
          badge: z.string().optional(),
          // support's words for the player (an adjustment's reason), shown after the type's name
          note: z.string().optional(),
          coins: z.number(),
          // 0 earned, 1 spent
          status: z.union([z.literal(0), z.literal(1)]),
          date: z.string(),
        }),
      ),
    }),
  ),
  get_users_statistics: action(z.object({}), statistics),
  // Statistics come from graded play only; the client's report is checked for shape and ignored.
  set_users_statistics: action(
    z
      .object({
        questions_answered: requiredInt(0, 1_000_000),
        correct_answers: requiredInt(0, 1_000_000),
        category_id: optionalId,
        ratio: z.preprocess(numeric, z.number().min(0).max(100).optional()),
      })
      .refine((s) => s.correct_answers <= s.questions_answered, {
        message: 'correct_answers cannot exceed questions_answered',
        path: ['correct_answers'],
      }),
    statistics,
  ),
  get_user_coin_score: action(z.object({}), coinsAndScore),
  // Only spending: a hint, a paid review. What play earns is applied by the grading actions.
  set_user_coin_score: action(
    z.object({
      coins: requiredInt(-1_000_000, 1_000_000),
      score: intField(0, -1_000_000, 1_000_000),
      type: z.enum(spendTypes, { message: `type: ${spendTypes.join(' or ')} only` }),
      /** Kept for the contract: the title comes from the type (spendTitles). */
      title: optionalText(100),
      status: optionalInt(0, 1),
    }),
    coinsAndScore,
  ),
  update_profile: action(
    z.object({
      // each refusal is a code the profile form shows beside its field
      email: optionalText(254, 'invalid_email').refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'invalid_email',
      ),
      name: optionalName,
      mobile: optionalText(16, 'invalid_mobile').refine((v) => v === '' || mobilePattern.test(v), 'invalid_mobile'),
      web_language: optionalText(20, 'choose_listed_language').refine(
        (v) => v === '' || systemLanguages.some((l) => l.name === v || l.code === v),
        'choose_listed_language',
      ),
    }),
    publicUser,
  ),
  upload_profile_image: action(z.object({ image: z.instanceof(File, { message: 'choose_image' }) }), publicUser),
  delete_user_account: action(z.object({}), z.object({ deleted: z.literal(true) })),
};
