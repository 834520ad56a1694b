import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { categoriesCol, queryQuestions, subcategoriesCol } from '../content/catalog.ts';
import { useHarness } from '../test/kit.ts';
import { importQuestions } from './import-questions.ts';
import { parseCsv, parseOpenTdb } from './sources.ts';

const h = useHarness();

const header = 'category,subcategory,level,language,question,option_a,option_b,option_c,option_d,answer,note';
const unique = () => Math.random().toString(36).slice(2, 8);

describe('CSV import', () => {
  it('imports the documented template: categories and subcategories created, counts set, playable', async () => {
    const report = await importQuestions(
      h.db,
      parseCsv(readFileSync(new URL('../../docs/import-template.csv', import.meta.url), 'utf8')),
    );
    expect(report.rejected).toEqual([]);
    expect(report.imported + report.skipped_duplicates).toBe(5);
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
    expect(report).toMatchObject({
      imported: 3,
      skipped_duplicates: 1,
      categories_created: 1,
      subcategories_created: 1,
    });
    expect(report.rejected).toEqual([{ row: 4, reason: 'answer: must be a, b, c or d' }]);

    const slug = name.toLowerCase().replace(/ /g, '-');
    const categoryId = `en-quiz-${slug}`;
    expect((await categoriesCol(h.db).doc(categoryId).get()).data()).toMatchObject({
      category_name: name,
      no_of_que: 3,
      maxlevel: 1,
      no_of_subcategories: 1,
      is_premium: 0,
    });
    expect((await subcategoriesCol(h.db).doc(`${categoryId}--basics`).get()).data()).toMatchObject({
      subcategory_name: 'Basics',
      no_of_que: 2,
      maxlevel: 1,
    });
    const stored = (await h.db.collection('questions').where('category_id', '==', categoryId).get()).docs.map((d) =>
      d.data(),
    );
    expect(stored.find((q) => q.question.startsWith('Which is a primary'))).toMatchObject({
      answer: 'a',
      note: 'Red, yellow and blue.',
      level: 1,
    });

    const again = await importQuestions(h.db, parseCsv(rows));
    expect(again).toMatchObject({ imported: 0, skipped_duplicates: 4, categories_created: 0 });
    expect((await categoriesCol(h.db).doc(categoryId).get()).get('no_of_que')).toBe(3);

    const p = await h.player();
    const list = await h.call('get_categories', { type: 'quiz' }, p.token);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(categoryId);
    const play = await h.call(
      'get_questions_by_level',
      { category: categoryId, subcategory: `${categoryId}--basics`, level: 1 },
      p.token,
    );
    // of its two questions, one is for battles, one for practice (content/question-pools.ts)
    expect(play.body.data.questions).toHaveLength(1);
  });

  it('imports multi-select and sequence rows into Multi Match levels, stored as the right set and the right order', async () => {
    const name = `Pick Test ${unique()}`;
    const rows = [
      `${header},type,option_e,option_f`,
      `${name},Basics,1,en,Which are even?,2,3,4,5,e A  c,,multi_select,6,`,
      `${name},Basics,1,en,"Order these, smallest first",Ten,One,Five,,"b,c,a",,sequence,,`,
      `${name},Basics,2,en,Which are vowels?,a,b,c,d,"e,a",,MULTI_SELECT,e,f`,
    ].join('\n');
    const report = await importQuestions(h.db, parseCsv(rows));
    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({ imported: 3, categories_created: 1, subcategories_created: 1 });

    const categoryId = `en-multi_match-${name.toLowerCase().replace(/ /g, '-')}`;
    expect((await categoriesCol(h.db).doc(categoryId).get()).data()).toMatchObject({
      type: 'multi_match',
      no_of_que: 3,
      no_of_subcategories: 1,
    });
    expect((await subcategoriesCol(h.db).doc(`${categoryId}--basics`).get()).data()).toMatchObject({
      no_of_que: 3,
      maxlevel: 2,
    });
    const stored = await queryQuestions(h.db, { mode: 'multi_match', category_id: categoryId });
    expect(stored.map((q) => [q.kind, q.options, q.answer, q.level])).toEqual([
      ['multi_select', ['2', '3', '4', '5', '6'], 'a,c,e', 1],
      ['sequence', ['Ten', 'One', 'Five'], 'b,c,a', 1],
      ['multi_select', ['a', 'b', 'c', 'd', 'e', 'f'], 'a,e', 2],
    ]);

    // and a player meets them in the level
    const p = await h.player();
    const play = await h.call(
      'get_multi_match_questions_by_level',
      { category: categoryId, subcategory: `${categoryId}--basics`, level: 1 },
      p.token,
    );
    expect(play.body.data.questions.map((q: { question_type: string }) => q.question_type).sort()).toEqual([
      'multi_select',
      'sequence',
    ]);
  });

  it('rejects malformed multi-select and sequence rows with a reason and imports the rest', () => {
    const row = (type: string, options: string, answer: string) =>
      `Cat,,1,en,Question ${type} ${answer}?,${options},"${answer}",,${type}`;
    const parsed = parseCsv(
      [
        `category,subcategory,level,language,question,option_a,option_b,option_c,option_d,option_e,option_f,answer,note,type`,
        row('multi_select', 'x,y,z,,,', 'a b'),
        row('multi_select', 'x,y,z,,,', 'a d'),
        row('multi_select', 'x,y,z,,,', 'b b'),
        row('multi_select', 'x,y,z,,,', ''),
        row('sequence', 'x,y,z,w,,', 'a b c'),
        row('sequence', 'x,y,z,,v,', 'a b c d e'),
        row('sequence', 'x,y,X,,,', 'a b c'),
        row('multi_select', 'x,y,,,,', 'a'),
        row('true_false', 'x,y,z,w,,', 'a'),
        row('', 'x,y,z,w,v,', 'a'),
      ].join('\n'),
    );
    expect(parsed.rows.map((r) => r.row)).toEqual([2]);
    expect(parsed.rejected).toEqual([
      { row: 3, reason: "answer: 'd' is not an option (a, b, c)" },
      { row: 4, reason: 'answer: an option is given twice' },
      { row: 5, reason: 'answer: is empty' },
      { row: 6, reason: 'answer: a sequence orders all 4 options' },
      { row: 7, reason: 'option_d: is empty but a later option is given' },
      { row: 8, reason: 'options: two options are the same' },
      { row: 9, reason: 'option_c: is empty' },
      { row: 10, reason: 'type: must be multiple, multi_select or sequence (empty: multiple)' },
      { row: 11, reason: 'option_e: only multi_select and sequence rows have a fifth option' },
    ]);
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
        {
          type: 'multiple',
          difficulty: 'hard',
          category,
          question: 'Who wrote &quot;Hamlet&quot;?',
          correct_answer: 'Shakespeare',
          incorrect_answers: ['Marlowe', 'Jonson', 'Kyd'],
        },
        {
          type: 'boolean',
          difficulty: 'easy',
          category,
          question: 'Chess has 64 squares &amp; 32 pieces.',
          correct_answer: 'True',
          incorrect_answers: ['False'],
        },
        {
          type: 'multiple',
          difficulty: 'medium',
          category,
          question: 'Broken?',
          correct_answer: 'x',
          incorrect_answers: ['y'],
        },
      ],
    };
    const report = await importQuestions(h.db, parseOpenTdb(JSON.stringify(file), 1));
    expect(report).toMatchObject({ imported: 2, skipped_duplicates: 0, categories_created: 1 });
    expect(report.rejected).toEqual([{ row: 3, reason: 'incorrect_answers: needs 3 incorrect answers' }]);

    const categoryId = `en-quiz-entertainment-board-card-${category.split(' ').pop()}`;
    expect((await categoriesCol(h.db).doc(categoryId).get()).data()).toMatchObject({
      category_name: decoded,
      no_of_que: 1,
      maxlevel: 3,
    });
    const [mc] = await queryQuestions(h.db, { mode: 'quiz', category_id: categoryId });
    expect(mc).toMatchObject({ question: 'Who wrote "Hamlet"?', level: 3 });
    expect(mc!.options[['a', 'b', 'c', 'd'].indexOf(mc!.answer)]).toBe('Shakespeare');
    expect([...mc!.options].sort()).toEqual(['Jonson', 'Kyd', 'Marlowe', 'Shakespeare']);
    const [tf] = await queryQuestions(h.db, { mode: 'true_false', category_id: categoryId });
    expect(tf).toMatchObject({
      question: 'Chess has 64 squares & 32 pieces.',
      options: ['True', 'False'],
      answer: 'a',
    });

    // The same file again: the options come out in the same order, and nothing is added.
    const again = parseOpenTdb(JSON.stringify(file), 1);
    expect(again.rows[0]!.options).toEqual(mc!.options);
    expect((await importQuestions(h.db, again)).skipped_duplicates).toBe(2);
  });
});

describe('the battle pool of imported questions', () => {
  it('a third of each level goes to battles, every level keeps practice questions, and a question keeps its pool when more come', async () => {
    const name = `Pool Test ${unique()}`;
    const row = (level: number, i: number) => `${name},Basics,${level},en,Pool question ${level}-${i}?,w,x,y,z,a,`;
    const first = [header, ...[1, 2, 3].flatMap((level) => Array.from({ length: 6 }, (_, i) => row(level, i)))].join(
      '\n',
    );
    expect((await importQuestions(h.db, parseCsv(first))).imported).toBe(18);
    const categoryId = `en-quiz-${name.toLowerCase().replace(/ /g, '-')}`;
    const pools = async () =>
      new Map(
        (await h.db.collection('questions').where('category_id', '==', categoryId).get()).docs.map((d) => [
          d.id,
          d.get('pool') as string,
        ]),
      );
    const before = await pools();
    expect([...before.values()].filter((p) => p === 'battle').length).toBeGreaterThanOrEqual(10);
    for (const level of [1, 2, 3])
      expect((await queryQuestions(h.db, { category_id: categoryId, level })).length, `level ${level}`).toBeGreaterThan(
        0,
      );

    await importQuestions(h.db, parseCsv([header, row(1, 6), row(1, 7), row(1, 8)].join('\n')));
    const after = await pools();
    expect(after.size).toBe(21);
    for (const [id, pool] of before) expect(after.get(id)).toBe(pool);

    // a battle question's words asked again elsewhere stay in battles: no practice shows its answer
    const battle = (
      await h.db
        .collection('questions')
        .where('category_id', '==', 'en-quiz-science')
        .where('pool', '==', 'battle')
        .limit(1)
        .get()
    ).docs[0]!.get('question') as string;
    await importQuestions(
      h.db,
      parseCsv([header, `${name},Elsewhere,1,en,"${battle.replace(/"/g, '""')}",w,x,y,z,a,`].join('\n')),
    );
    const copy = (
      await h.db.collection('questions').where('category_id', '==', categoryId).where('question', '==', battle).get()
    ).docs[0]!;
    expect(copy.get('pool')).toBe('battle');
  });
});
