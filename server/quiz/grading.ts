// Grades one answer against a question's stored answer. Pure.
import type { QuestionDoc } from '../content/catalog.ts';
import { originalOption, servedOption } from '../content/option-order.ts';
import { questionTypeOf } from '../content/served-question.ts';

export type CorrectAnswer = string | { left: string; right: string }[];

const normalWord = (s: string) => s.normalize('NFKC').trim().toLocaleUpperCase().replace(/\s+/g, '');

/** A multi match answer: JSON pairs `[[left, right], ...]`; null when it is not that shape. */
export function parsePairs(answer: string): Map<string, string> | null {
  try {
    const value: unknown = JSON.parse(answer);
    if (!Array.isArray(value)) return null;
    const pairs = new Map<string, string>();
    for (const pair of value) {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return null;
      pairs.set(pair[0], pair[1]);
    }
    return pairs;
  } catch {
    return null;
  }
}

export function correctAnswerOf(q: QuestionDoc): CorrectAnswer {
  return q.mode === 'multi_match' ? q.pairs : q.answer;
}

/** An empty answer is a timeout or a skip: wrong. */
export function isCorrect(q: QuestionDoc, answer: string): boolean {
  if (!answer) return false;
  if (q.mode === 'guess_the_word') return normalWord(answer) === normalWord(q.answer);
  if (q.mode === 'multi_match') {
    const given = parsePairs(answer);
    return !!given && given.size === q.pairs.length && q.pairs.every((p) => given.get(p.left) === p.right);
  }
  return answer.trim().toLowerCase() === q.answer;
}

const servesOptions = (q: QuestionDoc) => ['multiple', 'true_false'].includes(questionTypeOf(q)) && q.options.length > 0;

/** Grades an answer given in a session's served option ids (option-order.ts); other answers as they are. */
export function isCorrectServed(orderSeed: string, q: QuestionDoc, answer: string): boolean {
  if (!servesOptions(q)) return isCorrect(q, answer);
  return isCorrect(q, originalOption(orderSeed, q, answer.trim().toLowerCase()) ?? '');
}

/** The right answer as the session's player sees it: the served id of the right option. */
export const servedCorrectAnswer = (orderSeed: string, q: QuestionDoc): CorrectAnswer =>
  servesOptions(q) ? servedOption(orderSeed, q, q.answer) : correctAnswerOf(q);
