// A question as a player receives it: never its answer. Shuffles that a view needs (the letters of
// a word, the right-hand column of a multi match) are seeded by the session, so serving the same
// session again gives the same question. Options come in the session's secret order
// (option-order.ts): a served option id means something in this session only.
import { servedLanguage, type QuestionDoc } from './catalog.ts';
import type { QuestionType, ServedQuestion } from '../../contract/play.ts';
import { servedOptions } from './option-order.ts';
import { seededShuffle } from './shuffle.ts';

export type { QuestionType, ServedQuestion };

export function questionTypeOf(q: QuestionDoc): QuestionType {
  if (q.kind) return q.kind;
  if (q.mode === 'guess_the_word') return 'guess_word';
  if (q.mode === 'multi_match') return 'multi_match';
  return q.mode === 'true_false' ? 'true_false' : 'multiple';
}

export function serveQuestion(q: QuestionDoc, sessionId: string, orderSeed: string): ServedQuestion {
  const type = questionTypeOf(q);
  const base: ServedQuestion = {
    id: q.id,
    question_type: type,
    question: q.question,
    category_id: q.category_id,
    subcategory_id: q.subcategory_id,
    level: q.level,
    ...servedLanguage(q.language_id),
  };
  if (type === 'guess_word') {
    return { ...base, letters: seededShuffle([...q.answer], `${sessionId}:${q.id}`), hints_count: q.hints.length };
  }
  if (type === 'multi_match') {
    return {
      ...base,
      left: q.pairs.map((p) => p.left),
      right: seededShuffle(
        q.pairs.map((p) => p.right),
        `${sessionId}:${q.id}`,
      ),
    };
  }
  return {
    ...base,
    options: servedOptions(orderSeed, q),
    ...(q.audio ? { audio: q.audio } : {}),
    ...(q.mode === 'exam' ? { marks: q.marks } : {}),
  };
}
