import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { categoriesCol, queryQuestions, subcategoriesCol } from '../content/catalog.ts';
import { useHarness } from '../test/api-harness.ts';
import { importQuestions } from './import-questions.ts';
import { parseCsv, parseOpenTdb } from './sources.ts';

const h = useHarness();

const header = 'category,subcategory,level,language,question,option_a,option_b,option_c,option_d,answer,note';
const unique = () => Math.random().toString(36).slice(2, 8);

describe('CSV import', () => {
  it('imports the documented template: categories and subcategories created, counts set, playable', async () => {
    const report = await importQuestions(h.db, parseCsv(readFileSync(new URL('../../docs/import-template.csv', import.meta.url), 'utf8')));
    expect(report.rejected).toEqual([]);
    expect(report.imported + report.skipped_duplicates).toBe(3);
    const gk = (await categoriesCol(h.db).doc('en-quiz-general-knowledge').get()).data()!;
    expect(gk.category_name).toBe('General Knowledge');
    expect(gk.no_of_que).toBeGreaterThanOrEqual(54 + 2);
  });

  it('creates what is new, skips duplicates, and reports a malformed row by its line while importing the rest', async () => {
    const name = `Import Test ${unique()}`;
    const rows = [
      header,
      `${name},Basics,1,en,What is 2 + 2?,3,4,5,6,b,`,
      `${name},Basics,1,en,"Which is a primary colour, of these?",Red,Pink,Teal,Grey,a,"Red, yellow and blue."`,
      `${name},Basics,2,en,What is 3 x 3?,6,9,12,33,e,`,
      `${name},Basics,2,en,What is 2 + 2?,3,4,5,6,b,`,
      `${name},,1,en,Which planet is largest?,Mars,Venus,Jupiter,Earth,c,`,
    ].join('\n');
    const report = await importQuestions(h.db, parseCsv(rows));
    expect(report).toMatchObject({ imported: 3, skipped_duplicates: 1, categories_created: 1, subcategories_created: 1 });
    expect(report.rejected).toEqual([{ row: 4, reason: 'answer: must be a, b, c or d' }]);

    const slug = name.toLowerCase().replace(/ /g, '-');
    const categoryId = `en-quiz-${slug}`;
    expect((await categoriesCol(h.db).doc(categoryId).get()).data()).toMatchObject({ category_name: name, no_of_que: 3, maxlevel: 1, no_of_subcategories: 1, is_premium: 0 });
    expect((await subcategoriesCol(h.db).doc(`${categoryId}--basics`).get()).data()).toMatchObject({ subcategory_name: 'Basics', no_of_que: 2, maxlevel: 1 });
    const stored = await queryQuestions(h.db, { mode: 'quiz', category_id: categoryId });
    expect(stored.find((q) => q.question.startsWith('Which is a primary'))).toMatchObject({ answer: 'a', note: 'Red, yellow and blue.', level: 1 });

    const again = await importQuestions(h.db, parseCsv(rows));
    expect(again).toMatchObject({ imported: 0, skipped_duplicates: 4, categories_created: 0 });
    expect((await categoriesCol(h.db).doc(categoryId).get()).get('no_of_que')).toBe(3);

    const p = await h.player();
    const list = await h.call('get_categories', { type: 'quiz' }, p.token);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(categoryId);
    const play = await h.call('get_questions_by_level', { category: categoryId, subcategory: `${categoryId}--basics`, level: 1 }, p.token);
    expect(play.body.data.questions).toHaveLength(2);
  });

  it('refuses a file whose header lacks columns', () => {
    expect(() => parseCsv('category,question\nA,B\n')).toThrow(/subcategory, level, language, option_a/);
  });
});

describe('Open Trivia DB import', () => {
  it('decodes entities, maps difficulty to level, booleans to true/false, and rejects a malformed entry', async () => {
    const category = `Entertainment: Board &amp; Card ${unique()}`;
    const decoded = category.replace('&amp;', '&');
    const file = {
      response_code: 0,
      results: [
        { type: 'multiple', difficulty: 'hard', category, question: 'Who wrote &quot;Hamlet&quot;?', correct_answer: 'Shakespeare', incorrect_answers: ['Marlowe', 'Jonson', 'Kyd'] },
        { type: 'boolean', difficulty: 'easy', category, question: 'Chess has 64 squares &amp; 32 pieces.', correct_answer: 'True', incorrect_answers: ['False'] },
        { type: 'multiple', difficulty: 'medium', category, question: 'Broken?', correct_answer: 'x', incorrect_answers: ['y'] },
      ],
    };
    const report = await importQuestions(h.db, parseOpenTdb(JSON.stringify(file), 1));
    expect(report).toMatchObject({ imported: 2, skipped_duplicates: 0, categories_created: 1 });
    expect(report.rejected).toEqual([{ row: 3, reason: 'incorrect_answers: needs 3 incorrect answers' }]);

    const categoryId = `en-quiz-entertainment-board-card-${category.split(' ').pop()}`;
    expect((await categoriesCol(h.db).doc(categoryId).get()).data()).toMatchObject({ category_name: decoded, no_of_que: 1, maxlevel: 3 });
    const [mc] = await queryQuestions(h.db, { mode: 'quiz', category_id: categoryId });
    expect(mc).toMatchObject({ question: 'Who wrote "Hamlet"?', level: 3 });
    expect(mc!.options[['a', 'b', 'c', 'd'].indexOf(mc!.answer)]).toBe('Shakespeare');
    expect([...mc!.options].sort()).toEqual(['Jonson', 'Kyd', 'Marlowe', 'Shakespeare']);
    const [tf] = await queryQuestions(h.db, { mode: 'true_false', category_id: categoryId });
    expect(tf).toMatchObject({ question: 'Chess has 64 squares & 32 pieces.', options: ['True', 'False'], answer: 'a' });

    // The same file again: the options come out in the same order, and nothing is added.
    const again = parseOpenTdb(JSON.stringify(file), 1);
    expect(again.rows[0]!.options).toEqual(mc!.options);
    expect((await importQuestions(h.db, again)).skipped_duplicates).toBe(2);
  });
});
