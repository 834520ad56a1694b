// Single-player play: every question-serving action opens a play session and answers
// `{ session_id, questions }` without answers; quiz_answer, quiz_lifeline, guess_word_hint and
// quiz_finish grade the session.
import { z } from 'zod';
import { action } from '../action.ts';
import {
  languageField,
  levelField,
  limits,
  optionalId,
  optionalText,
  requiredId,
  requiredInt,
  zoneFields,
} from '../fields.ts';
import { correctAnswer, onceSessionReply, playOutcome, sessionReply } from '../play.ts';

export const lifelines = ['fifty_fifty', 'audience_poll', 'reset_timer', 'skip'] as const;
export type Lifeline = (typeof lifelines)[number];

/** The contract's `type` (category|subcategory) with `type_id`: which place of a category mode is meant. */
export const placeInput = z.object({
  language_id: languageField,
  type: z.enum(['category', 'subcategory']).optional().default('category'),
  type_id: requiredId,
});
export const dailyQuizInput = z.object({ language_id: languageField, ...zoneFields });

const byLevel = () =>
  action(
    z.object({ category: requiredId, subcategory: optionalId, level: levelField, language_id: languageField }),
    sessionReply,
  );
const byCategory = () => action(placeInput, sessionReply);
const move = { session_id: requiredId, question_id: requiredId };

export const quizPlayContract = {
  get_questions_by_level: byLevel(),
  get_multi_match_questions_by_level: byLevel(),
  get_daily_quiz: action(dailyQuizInput, onceSessionReply.extend({ day: z.string() })),
  get_daily_quiz_status: action(
    dailyQuizInput,
    z.object({ day: z.string(), played: z.boolean(), result: playOutcome.nullable(), next_open_at: z.string() }),
  ),
  get_questions_by_type: action(
    z.object({ language_id: languageField, type: z.enum(['2'], { message: 'unknown_type' }) }),
    sessionReply,
  ),
  get_fun_n_learn: action(
    placeInput,
    z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        detail: z.string(),
        category_id: z.string(),
        language_id: z.number(),
        no_of_que: z.number(),
      }),
    ),
  ),
  get_fun_n_learn_questions: action(z.object({ language_id: languageField, fun_n_learn_id: requiredId }), sessionReply),
  get_guess_the_word: byCategory(),
  get_audio_questions: byCategory(),
  get_maths_questions: byCategory(),
  get_questions_for_self_challenge: action(
    z.object({
      language_id: languageField,
      category_slug: requiredId,
      subcategory_slug: optionalId,
      limit: requiredInt(1, 1000, 'select_question_count'),
    }),
    sessionReply,
  ),
  // exams keep the answer to themselves, contests say right or wrong only
  quiz_answer: action(
    z.object({ ...move, answer: optionalText(limits.message) }),
    z.object({
      correct: z.boolean().nullable(),
      correct_answer: correctAnswer.nullable(),
      note: z.string().optional(),
      timed_out: z.boolean(),
    }),
  ),
  quiz_lifeline: action(
    z.object({ ...move, lifeline: z.enum(lifelines, { message: 'lifeline_not_allowed' }) }),
    z.object({
      lifeline: z.enum(lifelines),
      question_id: z.string(),
      coins: z.number(),
      // one of these, by lifeline
      removed: z.array(z.string()).optional(),
      poll: z.record(z.string(), z.number()).optional(),
      seconds: z.number().optional(),
      skipped: z.literal(true).optional(),
    }),
  ),
  guess_word_hint: action(
    z.object(move),
    z.object({
      question_id: z.string(),
      hint: z.string().optional(),
      letter: z.object({ position: z.number(), letter: z.string() }).optional(),
      hints_used: z.number(),
      coins: z.number(),
    }),
  ),
  quiz_finish: action(z.object({ session_id: requiredId }), playOutcome),
};
