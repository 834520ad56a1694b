import { describe, expect, it } from 'vitest';
import { newQuestion } from '../content/content-docs.ts';
import { servedOptions } from '../content/option-order.ts';
import { correctAnswerOf, isCorrect, isCorrectServed, parsePairs, servedCorrectAnswer } from './grading.ts';

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
      for (const other of ['a', 'b', 'c', 'd'].filter((id) => id !== right)) expect(isCorrectServed(seed, choice, other)).toBe(false);
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
