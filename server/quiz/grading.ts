// Grades one answer against a question's stored answer. Pure.
import type { CorrectAnswer } from '../../contract/play.ts';
import type { QuestionDoc } from '../content/catalog.ts';
import { idListProblem, normalIds, type ListKind } from '../content/option-lists.ts';
import { originalOption, servedOption } from '../content/option-order.ts';
import { questionTypeOf } from '../content/served-question.ts';

export type { CorrectAnswer };

const normalWord = (s: string) => s.normalize('NFKC').trim().toLocaleUpperCase().replace(/\s+/g, '');

/** A multi match answer: JSON pairs `[[left, right], ...]`; null when it is not that shape. */
export function parsePairs(answer: string): Map<string, string> | null {
  try {
    const value: unknown = JSON.parse(answer);
    if (!Array.isArray(value)) return null;
    const pairs = new Map<string, string>();
    for (const pair of value) {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string')
        return null;
      pairs.set(pair[0], pair[1]);
    }
    return pairs;
  } catch {
    return null;
  }
}

/** Multi-select and sequence questions are answered with several option ids, comma-separated. */
const listKindOf = (q: QuestionDoc): ListKind | null => q.kind || null;

/** 'b, D,a' -> ['b', 'd', 'a']. */
const idsOf = (answer: string) => answer.split(',').map((id) => id.trim().toLowerCase());

/**
 * What makes a multi-select or sequence answer malformed (an id that is no option, an id twice, a
 * sequence without every option), or null. A malformed answer is refused, not graded: no client of
 * ours sends one. Other kinds of answer are graded as they come.
 */
export function answerProblem(q: QuestionDoc, answer: string): string | null {
  const kind = listKindOf(q);
  const problem = answer && kind ? idListProblem(kind, idsOf(answer), q.options.length) : null;
  return problem && `answer: ${problem}`;
}

export function correctAnswerOf(q: QuestionDoc): CorrectAnswer {
  return questionTypeOf(q) === 'multi_match' ? q.pairs : q.answer;
}

/** An empty answer is a timeout or a skip: wrong. */
export function isCorrect(q: QuestionDoc, answer: string): boolean {
  if (!answer) return false;
  // all or nothing: exactly the right set, or exactly the right order
  const kind = listKindOf(q);
  if (kind) return normalIds(kind, idsOf(answer)) === q.answer;
  if (q.mode === 'guess_the_word') return normalWord(answer) === normalWord(q.answer);
  if (questionTypeOf(q) === 'multi_match') {
    const given = parsePairs(answer);
    return !!given && given.size === q.pairs.length && q.pairs.every((p) => given.get(p.left) === p.right);
  }
  return answer.trim().toLowerCase() === q.answer;
}

const servesOptions = (q: QuestionDoc) =>
  ['multiple', 'true_false'].includes(questionTypeOf(q)) && q.options.length > 0;

/** Grades an answer given in a session's served option ids (option-order.ts); other answers as they are. */
export function isCorrectServed(orderSeed: string, q: QuestionDoc, answer: string): boolean {
  if (listKindOf(q)) {
    const originals = idsOf(answer).map((id) => originalOption(orderSeed, q, id));
    return !originals.includes(null) && isCorrect(q, originals.join(','));
  }
  if (!servesOptions(q)) return isCorrect(q, answer);
  return isCorrect(q, originalOption(orderSeed, q, answer.trim().toLowerCase()) ?? '');
}

/** The right answer as the session's player sees it: the served id of the right option, or ids of the right ones. */
export function servedCorrectAnswer(orderSeed: string, q: QuestionDoc): CorrectAnswer {
  const kind = listKindOf(q);
  if (kind)
    return normalIds(
      kind,
      idsOf(q.answer).map((id) => servedOption(orderSeed, q, id)),
    ).split(',');
  return servesOptions(q) ? servedOption(orderSeed, q, q.answer) : correctAnswerOf(q);
}
