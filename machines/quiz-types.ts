// Shapes shared by the single-player quiz session machine and the app that provides its actors.
// The server is the authority: questions come without answers, every answer is graded by the API.

export type QuizMode =
  | 'quiz_zone'
  | 'daily'
  | 'true_false'
  | 'fun_learn'
  | 'guess_word'
  | 'self_challenge'
  | 'audio'
  | 'math'
  | 'multi_match'
  | 'contest'
  | 'bookmarks'
  | 'exam';

export type QuestionKind =
  'choice' | 'true_false' | 'guess_word' | 'multi_match' | 'multi_select' | 'sequence' | 'audio' | 'math';

export interface QuizOption {
  id: string;
  text: string;
}

export interface QuizQuestion {
  id: string;
  kind: QuestionKind;
  question: string;
  /** The question's own language ('en', 'ar'), where the server said it. */
  language?: string;
  /** Choice kinds: the options; multi-select: the options to pick from; sequence: the items to order, shuffled. */
  options: QuizOption[];
  audio?: string;
  image?: string;
  note?: string;
  /** Multi match: left items and right items, each side shuffled by the server. */
  pairs?: { left: QuizOption[]; right: QuizOption[] };
  /** Guess the word: the letter tiles. */
  letters?: string[];
}

/**
 * What the player gives: an option id (choice, true/false, audio, math), the word (guess the
 * word), option ids in order (multi-select, sequence) or left id -> right id (multi match).
 */
export type QuizAnswer = string | string[] | Record<string, string>;

export type Lifeline = 'fifty_fifty' | 'audience_poll' | 'reset_timer' | 'skip';

export type QuizTiming = 'per-question' | 'total';

export interface QuizSessionInput {
  mode: QuizMode;
  /** Whatever the mode's loader needs (category, level, contest id...); the machine never reads it. */
  params: Record<string, unknown>;
  /** Seconds per question, or for the whole quiz when timing is 'total'. Default: the configuration's question_seconds. */
  questionSeconds?: number;
  lifelinesAllowed: boolean;
  timing: QuizTiming;
  /** Wait in 'ready' for START before opening the set: for sets that would open with a running clock. Default false. */
  startScreen?: boolean;
  /** Exams: nothing of a grading is shown, so an answered question goes straight on to the next. Default false. */
  hideAnswers?: boolean;
}

export interface LoadQuestionsInput {
  mode: QuizMode;
  params: Record<string, unknown>;
}

export interface LoadQuestionsOutput {
  sessionId: string;
  questions: QuizQuestion[];
}

export interface GradeAnswerInput {
  sessionId: string;
  questionId: string;
  /** null: the time ran out, the server records the question as unanswered. */
  answer: QuizAnswer | null;
}

export interface GradeAnswerOutput {
  /** null: right or wrong is withheld (exams; contests until they end). */
  correct: boolean | null;
  /** null: the right answer is not revealed (exams; contests until they end). */
  correctAnswer: QuizAnswer | null;
  points?: number;
  /** the question's explanation, when the grading brought one */
  note?: string;
}

export interface UseLifelineInput {
  sessionId: string;
  questionId: string;
  lifeline: Lifeline;
}

export interface HintInput {
  sessionId: string;
  questionId: string;
}

/** Guess the word: a clue, or a letter in its place; the server charges its coins. */
export interface HintOutput {
  hint?: string;
  letter?: { position: number; letter: string };
}

export interface HintUse extends HintOutput {
  questionId: string;
}

export interface UseLifelineOutput {
  removeOptionIds?: string[];
  /** Audience poll: option id -> percent. */
  poll?: Record<string, number>;
}

export interface FinishInput {
  sessionId: string;
}

export interface QuizResult {
  total: number;
  correct: number;
  incorrect: number;
  /** questions the time ran out before */
  unanswered?: number;
  percentage: number;
  coinsEarned: number;
  scoreEarned: number;
  /** The server's sum behind the score: points per right and per wrong answer, and the best a replayed set had to beat (null: none). */
  scoreSum?: { perCorrect: number; perWrong: number; bestBefore: number | null };
  passed?: boolean;
  unlockedLevel?: number;
  badges?: string[];
  /** A contest that is still running: its figures are withheld until it ends. */
  sealed?: boolean;
}

/** One line of the review screen. */
export interface AnswerRecord {
  questionId: string;
  /** null: unanswered (time ran out) or skipped. */
  answer: QuizAnswer | null;
  /** null: withheld (exams; contests until they end). */
  correct: boolean | null;
  /** null when skipped (the server did not grade the question) or not revealed. */
  correctAnswer: QuizAnswer | null;
  points?: number;
  skipped?: boolean;
  /** the question's explanation, for the review */
  note?: string;
}

export interface LifelineUse {
  lifeline: Lifeline;
  questionId: string;
}
