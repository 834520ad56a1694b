// The play replies of the API (server/quiz/*, server/content/served-question.ts) and their mapping
// onto the quiz session machine's shapes. Pure.
import type {
  AnswerRecord,
  QuestionKind,
  QuizAnswer,
  QuizMode,
  QuizQuestion,
  QuizResult,
} from '../../machines/quiz-types.ts';
import type { CorrectAnswer, PlayOutcome, ReviewedQuestion, ServedQuestion } from '../../contract/play.ts';

export type { PlayOutcome, ReviewedQuestion, ServedQuestion };

/** Every question-serving action; get_bookmark answers session_id null when there is nothing to play. */
export interface SessionReply {
  session_id: string | null;
  questions: ServedQuestion[];
  /** Once-only sessions (daily quiz, contest, exam): when the session first opened. */
  started_at?: string;
}

export type ServedCorrectAnswer = CorrectAnswer | null;

/** An exam's result carries its marks as well. */
export interface ExamResult extends QuizResult {
  obtainedMarks: number;
  totalMarks: number;
}

const mathSegment = /\$[^$\n]+\$/;

/** Math questions write their formulas between dollar signs. */
export const hasMath = (q: ServedQuestion) =>
  mathSegment.test(q.question) || (q.options ?? []).some((o) => mathSegment.test(o.text));

function kindOf(q: ServedQuestion, mode: QuizMode): QuestionKind {
  if (q.question_type === 'guess_word') return 'guess_word';
  if (q.question_type === 'multi_match' || q.question_type === 'multi_select' || q.question_type === 'sequence')
    return q.question_type;
  if (q.question_type === 'true_false') return 'true_false';
  if (q.audio) return 'audio';
  return mode === 'math' || (mode === 'bookmarks' && hasMath(q)) ? 'math' : 'choice';
}

const asOptions = (texts: string[] = []) => texts.map((text) => ({ id: text, text }));

export function toQuizQuestion(q: ServedQuestion, mode: QuizMode): QuizQuestion {
  const kind = kindOf(q, mode);
  return {
    id: q.id,
    kind,
    question: q.question,
    ...(q.language ? { language: q.language } : {}),
    options: q.options ?? [],
    ...(q.audio ? { audio: q.audio } : {}),
    ...(kind === 'guess_word' ? { letters: q.letters ?? [] } : {}),
    ...(kind === 'multi_match' ? { pairs: { left: asOptions(q.left), right: asOptions(q.right) } } : {}),
  };
}

/** The answer as quiz_answer takes it: option ids comma-separated (multi-select, sequence), multi match as JSON pairs `[[left, right], ...]`. */
export function encodeAnswer(answer: QuizAnswer | null): string {
  if (answer === null) return '';
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.join(',');
  return JSON.stringify(Object.entries(answer));
}

export function decodeCorrectAnswer(correct: ServedCorrectAnswer): QuizAnswer | null {
  if (correct === null) return null;
  if (typeof correct === 'string') return correct;
  if (correct.every((id) => typeof id === 'string')) return correct;
  return Object.fromEntries(correct.map((p) => [p.left, p.right]));
}

/** A player's answer as quiz_answer took it, in the machine's shape: option ids of a multi-select or sequence as a list. */
const decodeAnswer = (q: ServedQuestion, answer: string): QuizAnswer | null => {
  if (!answer) return null;
  return q.question_type === 'multi_select' || q.question_type === 'sequence' ? answer.split(',') : answer;
};

const levelModes = new Set(['quiz', 'multi_match']);

export function toQuizResult(o: PlayOutcome): QuizResult {
  return {
    total: o.total_questions,
    correct: o.correct_answers,
    incorrect: o.wrong_answers,
    unanswered: o.unanswered,
    percentage: o.percentage,
    coinsEarned: o.coins,
    scoreEarned: o.score,
    ...(o.score_sum
      ? {
          scoreSum: {
            perCorrect: o.score_sum.per_correct,
            perWrong: o.score_sum.per_wrong,
            bestBefore: o.score_sum.best_before,
          },
        }
      : {}),
    ...(levelModes.has(o.mode) ? { passed: o.cleared, unlockedLevel: o.unlocked_level } : {}),
    badges: o.badges,
    ...(o.sealed ? { sealed: true } : {}),
  };
}

export const toExamResult = (o: PlayOutcome): ExamResult => ({
  ...toQuizResult(o),
  obtainedMarks: o.obtained_marks,
  totalMarks: o.total_marks,
});

export const isExamResult = (r: QuizResult): r is ExamResult => 'obtainedMarks' in r;

/** A review line from the server as the review screen's answer record. */
export const toAnswerRecord = (q: ReviewedQuestion): AnswerRecord => ({
  questionId: q.id,
  answer: decodeAnswer(q, q.answer),
  correct: q.correct,
  correctAnswer: decodeCorrectAnswer(q.correct_answer),
  skipped: q.skipped,
  ...(q.note ? { note: q.note } : {}),
});
