// The contract of both sides (top level: neither the server's nor the browser's). The wire shapes of
// single-player play, shared by the API (server/quiz, server/content) and the
// web app (src/quiz-engine). Types only.

export type QuestionType = 'multiple' | 'true_false' | 'guess_word' | 'multi_match' | 'multi_select' | 'sequence';

/**
 * The right answer in the session's ids: an option id (multiple, true_false), the word, the pairs
 * (multi match), or option ids (multi-select: the right set in id order; sequence: the right order).
 */
export type CorrectAnswer = string | string[] | { left: string; right: string }[];

/** A question as a player receives it: never its answer. */
export interface ServedQuestion {
  id: string;
  question_type: QuestionType;
  question: string;
  category_id: string;
  subcategory_id: string;
  level: number;
  /**
   * multiple and true_false: the options by id (a, b, c, d). multi_select and sequence: 3 to 6
   * options (a to f) in the session's order; their answer is the ids comma-separated: the whole
   * right set, or every option in the right order.
   */
  options?: { id: string; text: string }[];
  /** audio questions: the clip's URL. */
  audio?: string;
  /** exam questions: what the question is worth. */
  marks?: number;
  /** guess the word: the word's letters, shuffled, and how many hints there are. */
  letters?: string[];
  hints_count?: number;
  /** multi match: the left column in order, the right column shuffled. */
  left?: string[];
  right?: string[];
}

/** A line of a review (get_contest_review): the question as served, the player's answer and the right one, in the same ids. */
export interface ReviewedQuestion extends ServedQuestion {
  /** '' when unanswered or skipped. */
  answer: string;
  correct: boolean;
  skipped: boolean;
  correct_answer: CorrectAnswer;
  note: string;
}

/** What quiz_finish and set_exam_module_result answer. */
export interface PlayOutcome {
  session_id: string;
  mode: string;
  total_questions: number;
  correct_answers: number;
  wrong_answers: number;
  skipped: number;
  /** questions never reached (the time ran out first): counted as not right, not in the statistics */
  unanswered: number;
  percentage: number;
  coins: number;
  score: number;
  /** Quiz Zone and Multi Match: the level played, whether it was cleared and the unlocked level now. */
  level: number;
  cleared: boolean;
  unlocked_level: number;
  /** Exams. */
  obtained_marks: number;
  total_marks: number;
  badges: string[];
}
