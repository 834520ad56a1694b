import { describe, expect, it } from 'vitest';
import { itemIds, normalText, optionIds } from '../../../server/content/catalog.ts';
import { defaultSystemConfig } from '../../../contract/settings.ts';
import { contestsFile, examsFile } from '../content-schema.ts';
import { languageContent } from './content.ts';
import { contentExists, readContent, seedLanguages } from './content-files.ts';

describe.each(seedLanguages)('seed content $code', ({ id, code }) => {
  const c = languageContent(id, code);

  it('every question is answerable: a valid option id, a word, pairs, a set or an order of the options', () => {
    for (const q of c.questions) {
      const ids: string[] = itemIds.slice(0, q.options.length);
      if (q.kind === 'multi_select')
        expect(ids.filter((id) => q.answer.split(',').includes(id)).join(',')).toBe(q.answer);
      else if (q.kind === 'sequence') expect(q.answer.split(',').sort()).toEqual(ids);
      else if (q.mode === 'guess_the_word') expect(q.answer.length).toBeGreaterThan(1);
      else if (q.mode === 'multi_match') expect(q.pairs.length).toBeGreaterThanOrEqual(3);
      else expect(optionIds.slice(0, q.options.length)).toContain(q.answer);
    }
    expect(new Set(c.questions.map((q) => q.id)).size).toBe(c.questions.length);
  });

  it('category counts match the questions filed under them', () => {
    for (const category of c.categories) {
      const own = c.questions.filter((q) => q.category_id === category.id && q.mode === category.type);
      expect(category.no_of_que, category.id).toBe(own.length);
    }
    for (const sub of c.subcategories) {
      const own = c.questions.filter((q) => q.subcategory_id === sub.id);
      expect(sub.no_of_que, sub.id).toBe(own.length);
      expect(sub.maxlevel, sub.id).toBe(Math.max(0, ...own.map((q) => q.level)));
    }
  });

  it('splits every Quiz Zone category: a battle pool of at least a battle, a practice question in every level, no battle text asked anywhere else', () => {
    const quiz = c.questions.filter((q) => q.mode === 'quiz');
    for (const category of c.categories.filter((x) => x.type === 'quiz')) {
      const own = quiz.filter((q) => q.category_id === category.id);
      const levels = new Set(own.map((q) => `${q.subcategory_id}|${q.level}`));
      // a full battle wherever the category has one to spare after a practice question per level
      expect(own.filter((q) => q.pool === 'battle').length, category.id).toBeGreaterThanOrEqual(
        Math.min(defaultSystemConfig.battle_question_count, own.length - levels.size),
      );
      for (const level of levels) {
        expect(
          own.some((q) => `${q.subcategory_id}|${q.level}` === level && q.pool === 'practice'),
          level,
        ).toBe(true);
      }
    }
    expect(quiz.every((q) => q.pool === 'battle' || q.pool === 'practice')).toBe(true);
    const sets = (file: string, schema: typeof contestsFile | typeof examsFile) =>
      contentExists(code, file) ? readContent(code, file, schema) : [];
    const elsewhere = new Set(
      [
        ...c.questions.filter((q) => q.pool !== 'battle').map((q) => q.question),
        ...[...sets('contests.json', contestsFile), ...sets('exams.json', examsFile)].flatMap((x) =>
          x.questions.map((q) => q.question),
        ),
      ].map(normalText),
    );
    expect(
      quiz.filter((q) => q.pool === 'battle' && elsewhere.has(normalText(q.question))).map((q) => q.question),
    ).toEqual([]);
  });
});
