import { describe, expect, it } from 'vitest';
import { newQuestion } from '../content/content-docs.ts';
import { servedOptions } from '../content/option-order.ts';
import {
  answerProblem,
  correctAnswerOf,
  isCorrect,
  isCorrectServed,
  parsePairs,
  servedCorrectAnswer,
} from './grading.ts';

const choice = newQuestion({ mode: 'quiz', language_id: 1, question: 'Q', options: ['w', 'x', 'y', 'z'], answer: 'c' });
const word = newQuestion({ mode: 'guess_the_word', language_id: 1, question: 'Q', answer: 'ELEPHANT' });
const match = newQuestion({
  mode: 'multi_match',
  language_id: 1,
  question: 'Q',
  pairs: [
    { left: 'France', right: 'Paris' },
    { left: 'Spain', right: 'Madrid' },
  ],
});

describe('isCorrect', () => {
  it('options by id, case-insensitive; an empty answer is wrong', () => {
    expect(isCorrect(choice, 'c')).toBe(true);
    expect(isCorrect(choice, 'C')).toBe(true);
    expect(isCorrect(choice, 'a')).toBe(false);
    expect(isCorrect(choice, '')).toBe(false);
  });

  it('a word in any case and spacing', () => {
    expect(isCorrect(word, ' elephant ')).toBe(true);
    expect(isCorrect(word, 'elefant')).toBe(false);
  });

  it('multi match wants every pair right, in any order', () => {
    expect(isCorrect(match, '[["Spain","Madrid"],["France","Paris"]]')).toBe(true);
    expect(isCorrect(match, '[["Spain","Paris"],["France","Madrid"]]')).toBe(false);
    expect(isCorrect(match, '[["France","Paris"]]')).toBe(false);
    expect(isCorrect(match, 'France=Paris')).toBe(false);
    expect(correctAnswerOf(match)).toEqual(match.pairs);
  });

  it('parsePairs accepts only [[string, string], ...]', () => {
    expect(parsePairs('[["a","b"]]')).toEqual(new Map([['a', 'b']]));
    expect(parsePairs('[["a"]]')).toBeNull();
    expect(parsePairs('{"a":"b"}')).toBeNull();
  });
});

describe('isCorrectServed', () => {
  it('grades a served option id through the session order; the right one is named in the same ids', () => {
    for (const seed of ['s1', 's2', 's3', 's4', 's5']) {
      const right = servedCorrectAnswer(seed, choice) as string;
      expect(servedOptions(seed, choice).find((o) => o.id === right)!.text).toBe('y');
      expect(isCorrectServed(seed, choice, right)).toBe(true);
      expect(isCorrectServed(seed, choice, right.toUpperCase())).toBe(true);
      for (const other of ['a', 'b', 'c', 'd'].filter((id) => id !== right))
        expect(isCorrectServed(seed, choice, other)).toBe(false);
      expect(isCorrectServed(seed, choice, '')).toBe(false);
      expect(isCorrectServed(seed, choice, 'e')).toBe(false);
    }
  });

  it('words and pairs are graded as given', () => {
    expect(isCorrectServed('s1', word, 'elephant')).toBe(true);
    expect(servedCorrectAnswer('s1', word)).toBe('ELEPHANT');
    expect(servedCorrectAnswer('s1', match)).toEqual(match.pairs);
  });
});

describe('multi-select and sequence', () => {
  const pickAll = newQuestion({
    mode: 'multi_match',
    kind: 'multi_select',
    language_id: 1,
    question: 'Mammals?',
    options: ['Dolphin', 'Shark', 'Bat', 'Penguin'],
    answer: 'a,c',
  });
  const order = newQuestion({
    mode: 'multi_match',
    kind: 'sequence',
    language_id: 1,
    question: 'Order?',
    options: ['One', 'Two', 'Three', 'Four'],
    answer: 'a,b,c,d',
  });
  /** The served ids of these option texts in this session's order. */
  const served = (seed: string, q: typeof order, texts: string[]) =>
    texts.map((t) => servedOptions(seed, q).find((o) => o.text === t)!.id).join(',');

  it('multi-select is all or nothing: exactly the right set, in any order', () => {
    for (const seed of ['s1', 's2', 's3']) {
      expect(isCorrectServed(seed, pickAll, served(seed, pickAll, ['Bat', 'Dolphin']))).toBe(true);
      expect(isCorrectServed(seed, pickAll, served(seed, pickAll, ['Dolphin']))).toBe(false);
      expect(isCorrectServed(seed, pickAll, served(seed, pickAll, ['Dolphin', 'Bat', 'Shark']))).toBe(false);
      expect(isCorrectServed(seed, pickAll, served(seed, pickAll, ['Shark', 'Penguin']))).toBe(false);
      const right = servedCorrectAnswer(seed, pickAll) as string[];
      expect(right).toEqual([...right].sort());
      expect(right.map((id) => servedOptions(seed, pickAll).find((o) => o.id === id)!.text).sort()).toEqual([
        'Bat',
        'Dolphin',
      ]);
    }
  });

  it('sequence wants the exact order', () => {
    for (const seed of ['s1', 's2', 's3']) {
      const right = served(seed, order, ['One', 'Two', 'Three', 'Four']);
      expect(isCorrectServed(seed, order, right)).toBe(true);
      expect(isCorrectServed(seed, order, served(seed, order, ['Two', 'One', 'Three', 'Four']))).toBe(false);
      expect(servedCorrectAnswer(seed, order)).toEqual(right.split(','));
    }
  });

  it('answerProblem refuses unknown ids, duplicates and a sequence missing items; a wrong but well-formed answer is no problem', () => {
    expect(answerProblem(pickAll, 'a,e')).toBe("answer: 'e' is not an option (a, b, c, d)");
    expect(answerProblem(pickAll, 'a,,b')).toMatch(/'' is not an option/);
    expect(answerProblem(pickAll, 'b,b')).toBe('answer: an option is given twice');
    expect(answerProblem(order, 'a,b,c')).toBe('answer: a sequence orders all 4 options');
    expect(answerProblem(order, 'a,b,c,d,e')).toMatch(/'e' is not an option/);
    expect(answerProblem(pickAll, 'b')).toBeNull();
    expect(answerProblem(order, 'd,c,b,a')).toBeNull();
    expect(answerProblem(order, '')).toBeNull(); // a timeout
    expect(answerProblem(choice, 'zzz')).toBeNull(); // other kinds are graded as they come
  });
});
