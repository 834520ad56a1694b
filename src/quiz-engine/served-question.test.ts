import { describe, expect, it } from 'vitest';
import {
  decodeCorrectAnswer,
  encodeAnswer,
  isExamResult,
  toAnswerRecord,
  toExamResult,
  toQuizQuestion,
  toQuizResult,
  type PlayOutcome,
  type ServedQuestion,
} from './served-question.ts';

const served = (over: Partial<ServedQuestion>): ServedQuestion => ({
  id: 'q1',
  question_type: 'multiple',
  question: 'Which?',
  category_id: 'c',
  subcategory_id: '',
  level: 1,
  options: [
    { id: 'a', text: 'One' },
    { id: 'b', text: 'Two' },
  ],
  ...over,
});

const outcome: PlayOutcome = {
  session_id: 's',
  mode: 'quiz',
  total_questions: 10,
  correct_answers: 7,
  wrong_answers: 3,
  skipped: 0,
  unanswered: 0,
  percentage: 70,
  coins: 4,
  score: 16,
  level: 2,
  cleared: true,
  unlocked_level: 3,
  obtained_marks: 0,
  total_marks: 0,
  badges: ['dashing_debut'],
};

describe('served questions on the machine', () => {
  it('gives each served question the kind its renderer needs', () => {
    expect(toQuizQuestion(served({}), 'quiz_zone').kind).toBe('choice');
    expect(toQuizQuestion(served({ question_type: 'true_false' }), 'true_false').kind).toBe('true_false');
    expect(toQuizQuestion(served({ audio: '/media/audio/a01.ogg' }), 'audio')).toMatchObject({
      kind: 'audio',
      audio: '/media/audio/a01.ogg',
    });
    expect(toQuizQuestion(served({ question: 'What is $x^2$?' }), 'math').kind).toBe('math');
    expect(toQuizQuestion(served({ question: 'What is $x^2$?' }), 'bookmarks').kind).toBe('math');
    expect(toQuizQuestion(served({ question: 'It costs $5' }), 'bookmarks').kind).toBe('choice');
  });

  it('keeps the letters of a word and turns multi match columns into options named by their text', () => {
    const word = toQuizQuestion(
      served({ question_type: 'guess_word', options: undefined, letters: ['T', 'A', 'C'] }),
      'guess_word',
    );
    expect(word).toMatchObject({ kind: 'guess_word', letters: ['T', 'A', 'C'], options: [] });

    const match = toQuizQuestion(
      served({ question_type: 'multi_match', options: undefined, left: ['France'], right: ['Paris'] }),
      'multi_match',
    );
    expect(match.pairs).toEqual({ left: [{ id: 'France', text: 'France' }], right: [{ id: 'Paris', text: 'Paris' }] });
  });

  it('sends a multi match answer as JSON pairs and reads the right pairs back as a map', () => {
    expect(encodeAnswer({ France: 'Paris', Spain: 'Madrid' })).toBe('[["France","Paris"],["Spain","Madrid"]]');
    expect(encodeAnswer('b')).toBe('b');
    expect(encodeAnswer(null)).toBe('');
    expect(decodeCorrectAnswer([{ left: 'France', right: 'Paris' }])).toEqual({ France: 'Paris' });
    expect(decodeCorrectAnswer('c')).toBe('c');
    expect(decodeCorrectAnswer(null)).toBeNull();
  });

  it('plays multi-select and sequence questions with their options, answering and reading back option ids', () => {
    expect(toQuizQuestion(served({ question_type: 'multi_select' }), 'multi_match')).toMatchObject({
      kind: 'multi_select',
      options: [
        { id: 'a', text: 'One' },
        { id: 'b', text: 'Two' },
      ],
    });
    expect(toQuizQuestion(served({ question_type: 'sequence' }), 'multi_match').kind).toBe('sequence');
    expect(encodeAnswer(['c', 'a', 'b'])).toBe('c,a,b');
    expect(decodeCorrectAnswer(['b', 'd'])).toEqual(['b', 'd']);
    const review = { note: '', correct: false, skipped: false, correct_answer: ['b', 'a'] };
    expect(toAnswerRecord({ ...served({ question_type: 'sequence' }), ...review, answer: 'a,b' })).toMatchObject({
      answer: ['a', 'b'],
      correctAnswer: ['b', 'a'],
    });
    expect(toAnswerRecord({ ...served({}), ...review, correct_answer: 'a', answer: 'b' }).answer).toBe('b');
  });

  it("reads the server's result; levels say whether they were cleared, exams carry their marks", () => {
    expect(toQuizResult(outcome)).toEqual({
      total: 10,
      correct: 7,
      incorrect: 3,
      unanswered: 0,
      percentage: 70,
      coinsEarned: 4,
      scoreEarned: 16,
      passed: true,
      unlockedLevel: 3,
      badges: ['dashing_debut'],
    });
    expect(toQuizResult({ ...outcome, mode: 'daily' })).not.toHaveProperty('passed');
    expect(toQuizResult({ ...outcome, mode: 'self_challenge', unanswered: 4 }).unanswered).toBe(4); // the time ran out first

    const exam = toExamResult({ ...outcome, mode: 'exam', obtained_marks: 9, total_marks: 15 });
    expect(exam).toMatchObject({ obtainedMarks: 9, totalMarks: 15 });
    expect(isExamResult(exam)).toBe(true);
    expect(isExamResult(toQuizResult(outcome))).toBe(false);
  });
});
