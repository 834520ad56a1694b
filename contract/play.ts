// The wire shapes of single-player play, shared by the API (server/quiz, server/content) and the
// web app (src/quiz-engine): zod schemas (the API checks its replies against them) and their types.
import { z } from 'zod';

export const questionTypes = [
  'multiple',
  'true_false',
  'guess_word',
  'multi_match',
  'multi_select',
  'sequence',
] as const;
export type QuestionType = (typeof questionTypes)[number];

const option = z.object({ id: z.string(), text: z.string() });

/**
 * The right answer in the session's ids: an option id (multiple, true_false), the word, the pairs
 * (multi match), or option ids (multi-select: the right set in id order; sequence: the right order).
 */
export const correctAnswer = z.union([
  z.string(),
  z.array(z.string()),
  z.array(z.object({ left: z.string(), right: z.string() })),
]);
export type CorrectAnswer = z.infer<typeof correctAnswer>;

/** A question as a player receives it: never its answer. */
export const servedQuestion = z.object({
  id: z.string(),
  question_type: z.enum(questionTypes),
  question: z.string(),
  category_id: z.string(),
  subcategory_id: z.string(),
  level: z.number(),
  /** The question's own language ('en', 'ar'), so a page in another one can mark it and set its direction. */
  language: z.string().optional(),
  /**
   * multiple and true_false: the options by id (a, b, c, d). multi_select and sequence: 3 to 6
   * options (a to f) in the session's order; their answer is the ids comma-separated: the whole
   * right set, or every option in the right order.
   */
  options: z.array(option).optional(),
  /** audio questions: the clip's URL. */
  audio: z.string().optional(),
  /** exam questions: what the question is worth. */
  marks: z.number().optional(),
  /** guess the word: the word's letters, shuffled, and how many hints there are. */
  letters: z.array(z.string()).optional(),
  hints_count: z.number().optional(),
  /** multi match: the left column in order, the right column shuffled. */
  left: z.array(z.string()).optional(),
  right: z.array(z.string()).optional(),
});
export type ServedQuestion = z.infer<typeof servedQuestion>;

/** A line of a review (get_contest_review): the question as served, the player's answer and the right one, in the same ids. */
export const reviewedQuestion = servedQuestion.extend({
  /** '' when unanswered or skipped. */
  answer: z.string(),
  correct: z.boolean(),
  skipped: z.boolean(),
  correct_answer: correctAnswer,
  note: z.string(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;

/** A session's questions, as every question-serving action answers them. */
export const sessionReply = z.object({ session_id: z.string(), questions: z.array(servedQuestion) });
/** A session that opens once (daily quiz, contest, exam): when it started and what a resumed one has answered. */
export const onceSessionReply = sessionReply.extend({ started_at: z.string(), answered_ids: z.array(z.string()) });

/** What quiz_finish and set_exam_module_result answer. */
export const playOutcome = z.object({
  session_id: z.string(),
  mode: z.string(),
  total_questions: z.number(),
  correct_answers: z.number(),
  wrong_answers: z.number(),
  skipped: z.number(),
  /** questions never reached (the time ran out first): counted as not right, not in the statistics */
  unanswered: z.number(),
  percentage: z.number(),
  coins: z.number(),
  score: z.number(),
  /** Quiz Zone and Multi Match: the level played, whether it was cleared and the unlocked level now. */
  level: z.number(),
  cleared: z.boolean(),
  unlocked_level: z.number(),
  /** Exams. */
  obtained_marks: z.number(),
  total_marks: z.number(),
  badges: z.array(z.string()),
  /**
   * How the score was reached, where play scores: each right and each wrong answer's points (the
   * premium multiplier in), and for a set that only adds what beats the player's best on it, that
   * best before this round (else null). Absent from results stored before it was kept.
   */
  score_sum: z
    .object({ per_correct: z.number(), per_wrong: z.number(), best_before: z.number().nullable() })
    .optional(),
  /** A contest that is still running: right and wrong are withheld (the figures are 0) until it ends. */
  sealed: z.literal(true).optional(),
});
export type PlayOutcome = z.infer<typeof playOutcome>;
