// The console's content, contests and exams: operators only; each change checked as the importer
// checks a row, recorded in the audit trail, and seen by the next player; a contest made here is
// played, an exam made here is taken with its key and its violations read back.
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages.ts';
import { adminContentContract } from '../../contract/actions/admin-content.ts';
import { auditLog } from '../admin/audit.ts';
import { categoriesCol, contestsCol, examsCol, questionsCol, subcategoriesCol } from '../content/catalog.ts';
import { answerAll } from '../quiz/play-test-kit.ts';
import { operator, useHarness } from '../test/kit.ts';

const h = useHarness();

// Seeded (emulator/seed/content/en/categories.json), only for refusals: the files beside this one
// count the seeded English content, so what these tests make lives in Arabic (language 2), in places
// of their own, or has no questions (and so is listed to nobody).
const science = 'en-quiz-science';
const physics = 'en-quiz-science--physics';
const arabic = 2;

const auditCount = async () => (await auditLog(h.db).count().get()).data().count;
const auditOf = async (target: string) =>
  (await auditLog(h.db).where('target', '==', target).get()).docs.map((d) => d.data());
let unique = 0;
/** A Quiz Zone category and subcategory of the tests' own, made once. */
let ownPlace: Promise<{ category: string; sub: string }> | undefined;
const place = () =>
  (ownPlace ??= (async () => {
    const op = await operator(h);
    const category = await h.call(
      'admin_save_category',
      { language_id: arabic, type: 'quiz', name: 'Console tests' },
      op.token,
    );
    const sub = await h.call('admin_save_subcategory', { category_id: category.body.data.id, name: 'Units' }, op.token);
    return { category: category.body.data.id as string, sub: sub.body.data.id as string };
  })());
const choiceIn = (
  where: { category: string; sub: string },
  text: string,
  extra: Record<string, string | number> = {},
) => ({
  ...choice(text, extra),
  category_id: where.category,
  subcategory_id: where.sub,
  ...extra,
});
const choice = (text: string, extra: Record<string, string | number> = {}) => ({
  mode: 'quiz',
  language_id: arabic,
  category_id: science,
  subcategory_id: physics,
  level: 1,
  question: `${text} ${++unique}`,
  options: JSON.stringify(['Newton', 'Pascal', 'Joule', 'Watt']),
  answer: 'a',
  ...extra,
});
const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function contestWithQuestions(op: { token: string }, count = 3, language = arabic) {
  const contest = await h.call(
    'admin_save_contest',
    {
      language_id: language,
      name: `Console cup ${++unique}`,
      start_date: soon(-1),
      end_date: soon(60),
      prizes: JSON.stringify([{ rank: 1, coins: 50 }]),
    },
    op.token,
  );
  expect(contest.status).toBe(200);
  for (let i = 0; i < count; i++) {
    const q = await h.call(
      'admin_save_question',
      { ...choice('Which unit measures force?'), mode: 'contest', parent_id: contest.body.data.id },
      op.token,
    );
    expect(q.status).toBe(200);
  }
  return contest.body.data as { id: string; name: string };
}

async function examWithQuestions(op: { token: string }) {
  const exam = await h.call(
    'admin_save_exam',
    { language_id: arabic, title: `Console exam ${++unique}`, exam_key: 'KEY-2026', duration: 20, date: soon(-1) },
    op.token,
  );
  expect(exam.status).toBe(200);
  const ids: string[] = [];
  for (const marks of [2, 3, 5]) {
    const q = await h.call(
      'admin_save_question',
      { ...choice('Exam: which unit measures force?'), mode: 'exam', parent_id: exam.body.data.id, marks },
      op.token,
    );
    expect(q.status).toBe(200);
    ids.push(q.body.data.id);
  }
  return { id: exam.body.data.id as string, questions: ids };
}

describe('only operators', () => {
  it("a player's token gets 403 on every content, contest and exam action and changes nothing; no token gets 401", async () => {
    const op = await operator(h);
    const contest = await contestWithQuestions(op, 1);
    const exam = await examWithQuestions(op);
    const player = await h.player();
    const fields: Record<keyof typeof adminContentContract, Record<string, string | number | Blob>> = {
      admin_get_content: { language_id: 1 },
      admin_save_category: { category_id: science, language_id: 1, name: 'Taken over' },
      admin_save_subcategory: { subcategory_id: physics, category_id: science, name: 'Taken over' },
      admin_save_passage: { category_id: 'en-fun_n_learn-x', title: 'Taken over', detail: 'x' },
      admin_get_questions: { mode: 'exam', language_id: 1, parent_id: exam.id },
      admin_save_question: {
        ...choice('Taken over'),
        question_id: exam.questions[0]!,
        mode: 'exam',
        parent_id: exam.id,
        marks: 100,
      },
      admin_retire_question: { question_id: exam.questions[0]! },
      admin_import_questions: { format: 'csv', language_id: 1, file: new File(['category,subcategory'], 'q.csv') },
      admin_get_contests: { language_id: 1 },
      admin_save_contest: {
        contest_id: contest.id,
        language_id: 1,
        name: 'Taken over',
        start_date: soon(1),
        end_date: soon(2),
      },
      admin_get_exams: { language_id: 1 },
      admin_save_exam: {
        exam_id: exam.id,
        language_id: 1,
        title: 'Taken over',
        exam_key: 'MINE',
        duration: 600,
        date: soon(0),
      },
      admin_get_exam_results: { exam_id: exam.id },
    };
    expect(Object.keys(fields).sort()).toEqual(Object.keys(adminContentContract).sort());
    const before = {
      audit: await auditCount(),
      exam: (await examsCol(h.db).doc(exam.id).get()).data(),
      contest: (await contestsCol(h.db).doc(contest.id).get()).data(),
    };
    for (const [name, input] of Object.entries(fields)) {
      expect({ name, reply: await h.call(name, input, player.token) }).toMatchObject({
        name,
        reply: { status: 403, body: { error: true, code: 'operators_only', message: messages.operators_only } },
      });
      expect({ name, status: (await h.call(name, input)).status }).toEqual({ name, status: 401 });
    }
    expect(await auditCount()).toBe(before.audit);
    expect((await examsCol(h.db).doc(exam.id).get()).data()).toEqual(before.exam);
    expect((await contestsCol(h.db).doc(contest.id).get()).data()).toEqual(before.contest);
    expect((await questionsCol(h.db).doc(exam.questions[0]!).get()).get('mode')).toBe('exam');
  });
});

describe('hostile input', () => {
  it(
    'junk in any field of any content, contest or exam action, sent by an operator, never answers 5xx',
    { timeout: 120_000 },
    async () => {
      const op = await operator(h);
      const own = await place();
      const contest = await contestWithQuestions(op, 1);
      const exam = await examWithQuestions(op);
      // valid fields aimed at the tests' own documents: one junk field at a time is what is tested
      const base: Record<keyof typeof adminContentContract, Record<string, string | number | Blob>> = {
        admin_get_content: { language_id: arabic, type: 'quiz' },
        admin_save_category: {
          category_id: own.category,
          language_id: arabic,
          type: 'quiz',
          name: 'Console tests',
          row_order: 1,
          coins: 0,
          image: '',
        },
        admin_save_subcategory: { subcategory_id: own.sub, category_id: own.category, name: 'Units', row_order: 1 },
        admin_save_passage: { category_id: 'ar-fun_n_learn-none', title: 'T', detail: 'D' },
        admin_get_questions: { mode: 'exam', language_id: arabic, parent_id: exam.id, level: 1, offset: 0, limit: 5 },
        admin_save_question: {
          ...choiceIn(own, 'Junk target'),
          question_id: exam.questions[0]!,
          mode: 'exam',
          parent_id: exam.id,
          marks: 2,
          kind: '',
          note: '',
          audio: '',
          hints: '[]',
          pairs: '[]',
        },
        admin_retire_question: { question_id: exam.questions[1]! },
        admin_import_questions: {
          format: 'csv',
          language_id: arabic,
          file: new File(
            ['category,subcategory,level,language,question,option_a,option_b,option_c,option_d,answer,note\n'],
            'junk.csv',
          ),
        },
        admin_get_contests: { language_id: arabic },
        admin_save_contest: {
          contest_id: contest.id,
          language_id: arabic,
          name: 'N',
          description: '',
          start_date: soon(-1),
          end_date: soon(60),
          prizes: '[]',
        },
        admin_get_exams: { language_id: arabic },
        admin_save_exam: {
          exam_id: exam.id,
          language_id: arabic,
          title: 'T',
          exam_key: 'KEY-2026',
          duration: 20,
          date: soon(0),
        },
        admin_get_exam_results: { exam_id: exam.id },
      };
      const junk = ['', '__name__', '../x/y', '[{"a":[1,{}]}]', '-1e309', 'x'.repeat(3000)];
      const served: string[] = [];
      for (const [name, fields] of Object.entries(base)) {
        for (const field of Object.keys(fields)) {
          for (const value of junk) {
            const reply = await h.call(name, { ...fields, [field]: value }, op.token);
            if (reply.status >= 500)
              served.push(`${name}.${field}=${value.slice(0, 20)}: ${reply.status} ${reply.body.message}`);
          }
        }
      }
      expect(served).toEqual([]);
    },
  );
});

describe('categories and subcategories', () => {
  it('an operator creates and renames a category in each language; players list it; each change is audited', async () => {
    const op = await operator(h);
    const created = await h.call(
      'admin_save_category',
      {
        language_id: 2,
        type: 'quiz',
        name: 'علوم الفضاء',
        row_order: 9,
        coins: 30,
        image: 'https://example.com/space.png',
      },
      op.token,
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect(created.body.data).toMatchObject({ language_id: 2, coins: 30, image: 'https://example.com/space.png' });
    expect(
      (await h.call('admin_save_category', { language_id: 2, type: 'quiz', name: 'علوم الفضاء' }, op.token)).status,
    ).toBe(409);

    const renamed = await h.call(
      'admin_save_category',
      { category_id: id, language_id: 2, name: 'الفضاء', row_order: 1, coins: 0 },
      op.token,
    );
    expect(renamed.body.data).toMatchObject({ id, name: 'الفضاء', coins: 0 });
    expect((await categoriesCol(h.db).doc(id).get()).data()).toMatchObject({
      category_name: 'الفضاء',
      is_premium: 0,
      coins: 0,
      row_order: 1,
    });
    const sub = await h.call('admin_save_subcategory', { category_id: id, name: 'Planets', row_order: 1 }, op.token);
    expect(sub.status).toBe(200);
    expect((await subcategoriesCol(h.db).doc(sub.body.data.id).get()).get('category_id')).toBe(id);

    const listed = await h.call('admin_get_content', { language_id: 2, type: 'quiz' }, op.token);
    expect(listed.body.data.categories.find((c: { id: string }) => c.id === id).subcategories).toEqual([
      expect.objectContaining({ name: 'Planets' }),
    ]);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(['create_category', 'update_category']);
    expect(JSON.parse((await auditOf(id)).find((a) => a.action === 'update_category')!.before)).toMatchObject({
      category_name: 'علوم الفضاء',
      coins: 30,
    });
  });

  it('bad input is a clear 400 and writes nothing', async () => {
    const op = await operator(h);
    const audit = await auditCount();
    const bad = async (fields: Record<string, string | number>) =>
      (await h.call('admin_save_category', fields, op.token)).body;
    expect(await bad({ language_id: 1, name: '  ' })).toEqual({
      error: true,
      code: 'enter_name',
      message: 'Please enter a name',
    });
    expect(await bad({ language_id: 1, name: 'X', image: 'javascript:alert(1)' })).toEqual({
      error: true,
      code: 'invalid_input',
      message: 'image: an https:// address or a path on this site',
      params: { detail: 'image: an https:// address or a path on this site' },
    });
    expect(await bad({ language_id: 1, name: 'X', coins: -5 })).toEqual({
      error: true,
      code: 'invalid_input',
      message: 'coins: at least 0',
      params: { detail: 'coins: at least 0' },
    });
    expect(await bad({ category_id: 'en-quiz-nowhere', language_id: 1, name: 'X' })).toEqual({
      error: true,
      code: 'no_category',
      message: 'No category has this id',
    });
    expect(await auditCount()).toBe(audit);
  });
});

describe('questions', () => {
  it('a new question counts in its subcategory and level; an edit reaches the next player; a retired one leaves play', async () => {
    const op = await operator(h);
    const own = await place();
    const before = (await subcategoriesCol(h.db).doc(own.sub).get()).get('no_of_que') as number;
    const made = await h.call('admin_save_question', choiceIn(own, 'Which unit measures force?'), op.token);
    expect(made.status).toBe(200);
    const id = made.body.data.id as string;
    expect((await subcategoriesCol(h.db).doc(own.sub).get()).get('no_of_que')).toBe(before + 1);
    const listed = async (level: number) =>
      (
        await h.call(
          'admin_get_questions',
          { mode: 'quiz', language_id: arabic, category_id: own.category, subcategory_id: own.sub, level },
          op.token,
        )
      ).body.data;
    expect((await listed(1)).data.map((q: { id: string }) => q.id)).toContain(id);
    expect(await listed(2)).toEqual({ total: 0, data: [] });

    const fixed = await h.call(
      'admin_save_question',
      {
        ...choiceIn(own, 'ignored'),
        question_id: id,
        question: 'Which SI unit measures force?',
        note: 'Newton, after Isaac Newton',
      },
      op.token,
    );
    expect(fixed.body.data).toMatchObject({
      id,
      question: 'Which SI unit measures force?',
      note: 'Newton, after Isaac Newton',
      level: 1,
    });
    const player = await h.player();
    const served = await h.call(
      'get_questions_by_level',
      { category: own.category, subcategory: own.sub, level: 1 },
      player.token,
    );
    expect(served.body.data.questions.find((q: { id: string }) => q.id === id)).toMatchObject({
      question: 'Which SI unit measures force?',
    });

    expect((await h.call('admin_retire_question', { question_id: id }, op.token)).body.data).toEqual({
      id,
      retired: true,
    });
    expect((await subcategoriesCol(h.db).doc(own.sub).get()).get('no_of_que')).toBe(before);
    const later = await h.call(
      'get_questions_by_level',
      { category: own.category, subcategory: own.sub, level: 1 },
      (await h.player()).token,
    );
    expect(JSON.stringify(later.body)).not.toContain(id);
    expect((await h.call('admin_retire_question', { question_id: id }, op.token)).status).toBe(409);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual([
      'create_question',
      'retire_question',
      'update_question',
    ]);
  });

  it('every type the game plays is checked as the importer checks it; a bad one is a 400 naming the field, nothing written', async () => {
    const op = await operator(h);
    const audit = await auditCount();
    const save = async (fields: Record<string, string | number>) =>
      (await h.call('admin_save_question', fields, op.token)).body;
    expect(await save(choice('Q', { options: JSON.stringify(['A', 'B', 'C']) }))).toEqual({
      error: true,
      code: 'question_check',
      message: 'option_d: is empty',
      params: { problem: 'option_d: is empty' },
    });
    expect(await save(choice('Q', { answer: 'e' }))).toEqual({
      error: true,
      code: 'question_check',
      message: 'answer: must be a, b, c or d',
      params: { problem: 'answer: must be a, b, c or d' },
    });
    expect(await save(choice('Q', { options: JSON.stringify(['A', 'a', 'C', 'D']) }))).toEqual({
      error: true,
      code: 'question_check',
      message: 'options: two options are the same',
      params: { problem: 'options: two options are the same' },
    });
    expect(await save(choice('Q', { options: 'not json' }))).toEqual({
      error: true,
      code: 'must_be_list',
      message: 'options: must be a list',
      params: { field: 'options' },
    });
    expect(await save(choice('Q', { kind: 'sequence' }))).toEqual({
      error: true,
      code: 'multi_match_kinds',
      message: 'Multi-select and sequence questions are played in Multi Match',
    });
    expect(await save(choice('Q', { level: 0 }))).toEqual({
      error: true,
      code: 'level_minimum',
      message: 'level: 1 or more',
    });
    expect(await save(choice('Q', { subcategory_id: 'en-quiz-history--wars' }))).toEqual({
      error: true,
      code: 'no_subcategory',
      message: 'No subcategory of this category has this id',
    });
    expect(
      await save({
        mode: 'guess_the_word',
        language_id: 1,
        category_id: 'en-guess_the_word-animals',
        question: 'A pet',
        answer: 'c4t',
        hints: '["meows"]',
      }),
    ).toMatchObject({ error: true });
    expect(
      await save({
        mode: 'exam',
        language_id: 1,
        parent_id: 'no-such-exam',
        question: 'Q',
        options: '["a","b","c","d"]',
        answer: 'a',
        marks: 1,
      }),
    ).toEqual({ error: true, code: 'no_parent', message: 'No exam has this id', params: { parent: 'exam' } });
    expect(await auditCount()).toBe(audit);

    const tf = await save({
      mode: 'true_false',
      language_id: arabic,
      question: `The Sun is a star ${++unique}`,
      options: '["True","False"]',
      answer: 'a',
    });
    expect(tf).toMatchObject({ error: false, data: { mode: 'true_false', options: ['True', 'False'], answer: 'a' } });
    const mm = (
      await h.call(
        'admin_save_category',
        { language_id: arabic, type: 'multi_match', name: `Console matches ${++unique}` },
        op.token,
      )
    ).body.data.id as string;
    const seq = await save({
      mode: 'multi_match',
      language_id: arabic,
      category_id: mm,
      level: 1,
      kind: 'sequence',
      question: `Order the planets ${++unique}`,
      options: '["Mercury","Venus","Earth"]',
      answer: 'a b c',
    });
    expect(seq).toMatchObject({ error: false, data: { kind: 'sequence', answer: 'a,b,c' } });
    const pairs = await save({
      mode: 'multi_match',
      language_id: arabic,
      category_id: mm,
      level: 1,
      question: `Match capitals ${++unique}`,
      pairs: JSON.stringify([
        { left: 'France', right: 'Paris' },
        { left: 'Spain', right: 'Madrid' },
        { left: 'Italy', right: 'Rome' },
      ]),
    });
    expect(pairs).toMatchObject({
      error: false,
      data: {
        pairs: [
          { left: 'France', right: 'Paris' },
          { left: 'Spain', right: 'Madrid' },
          { left: 'Italy', right: 'Rome' },
        ],
      },
    });
  });

  it('a CSV uploaded from the browser goes through the importer: rows imported, bad rows reported by line', async () => {
    const op = await operator(h);
    const csv = [
      'category,subcategory,level,language,question,option_a,option_b,option_c,option_d,answer,note',
      `Console Uploads,Basics,1,ar,Uploaded question ${++unique}?,A,B,C,D,b,`,
      'Console Uploads,Basics,1,ar,Broken row?,A,B,C,D,z,',
    ].join('\n');
    const r = await h.call(
      'admin_import_questions',
      { format: 'csv', language_id: arabic, file: new File([csv], 'questions.csv', { type: 'text/csv' }) },
      op.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      imported: 1,
      categories_created: 1,
      rejected: [{ row: 3, reason: 'answer: must be a, b, c or d' }],
    });
    expect((await auditOf('questions.csv'))[0]).toMatchObject({ action: 'import_questions' });
    const notJson = await h.call(
      'admin_import_questions',
      { format: 'opentdb', language_id: 1, file: new File(['{oops'], 'trivia.json') },
      op.token,
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/^This file cannot be read as Open Trivia DB JSON/);
  });
});

describe('contests', () => {
  it('a contest made in the console is listed live and played by a player; once ended its questions cannot change', async () => {
    const op = await operator(h);
    const player = await h.player();
    const empty = await contestWithQuestions(op, 0, 1);
    expect((await h.call('get_contest', { language_id: 1 }, player.token)).body.data.live).not.toContainEqual(
      expect.objectContaining({ id: empty.id }),
    );
    const contest = await contestWithQuestions(op);
    const listed = (await h.call('admin_get_contests', { language_id: arabic }, op.token)).body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: contest.id, status: 'live', no_of_que: 3, prizes: [{ rank: 1, coins: 50 }] }),
    );
    const play = await h.call('get_questions_by_contest', { language_id: 1, contest_id: contest.id }, player.token);
    expect(play.status).toBe(200);
    expect(play.body.data.questions).toHaveLength(3);
    await answerAll(h, player.token, play.body.data, 2);
    // right and wrong stay sealed while it runs; the stored result has them
    expect(
      (await h.call('quiz_finish', { session_id: play.body.data.session_id }, player.token)).body.data,
    ).toMatchObject({ sealed: true, correct_answers: 0 });
    expect(
      (await h.db.collection('playSessions').doc(play.body.data.session_id).get()).get('result.correct_answers'),
    ).toBe(2);

    h.clock.set(new Date(Date.now() + 61 * 60_000));
    const late = await h.call(
      'admin_save_question',
      { ...choice('Too late'), mode: 'contest', parent_id: contest.id },
      op.token,
    );
    expect(late.body).toEqual({
      error: true,
      code: 'contest_questions_frozen',
      message: 'This contest has ended: its questions stay as they were played',
    });
    h.clock.set(null);
  });

  it('refuses a contest that ends before it starts or has two prizes for a rank', async () => {
    const op = await operator(h);
    const save = async (f: Record<string, string | number>) =>
      (
        await h.call(
          'admin_save_contest',
          { language_id: 1, name: 'C', start_date: soon(10), end_date: soon(20), ...f },
          op.token,
        )
      ).body;
    expect(await save({ end_date: soon(5) })).toEqual({
      error: true,
      code: 'contest_end_after_start',
      message: 'The contest must end after it starts',
    });
    expect(await save({ start_date: 'tomorrow' })).toEqual({
      error: true,
      code: 'choose_contest_start',
      message: 'Please choose when the contest starts',
    });
    expect(
      await save({
        prizes: JSON.stringify([
          { rank: 1, coins: 5 },
          { rank: 1, coins: 9 },
        ]),
      }),
    ).toEqual({ error: true, code: 'prize_per_rank', message: 'Each rank has one prize' });
  });
});

describe('exams', () => {
  it('an exam made in the console opens with its key; its results show marks, violations and captured questions', async () => {
    const op = await operator(h);
    const player = await h.player({ name: 'candidate' });
    const bare = await h.call(
      'admin_save_exam',
      { language_id: 1, title: 'No questions yet', exam_key: 'KEY-2026', duration: 20 },
      op.token,
    );
    const listed = async () =>
      (await h.call('get_exam_module', { language_id: 1 }, player.token)).body.data.rows.map(
        (r: { id: string }) => r.id,
      );
    expect(await listed()).not.toContain(bare.body.data.id);
    const exam = await examWithQuestions(op);
    expect((await examsCol(h.db).doc(exam.id).get()).data()).toMatchObject({ total_marks: 10, no_of_que: 3 });
    expect(
      (await h.call('get_exam_module_questions', { exam_module_id: exam.id, exam_key: 'WRONG' }, player.token)).status,
    ).toBe(403);
    const opened = await h.call(
      'get_exam_module_questions',
      { exam_module_id: exam.id, exam_key: 'key-2026' },
      player.token,
    );
    expect(opened.status).toBe(200);
    // the player leaves the page on the second question: the server's record of its heartbeats catches it
    const served = opened.body.data;
    const beat = (visible: number) =>
      h.call('exam_heartbeat', { session_id: served.session_id, visible }, player.token);
    await answerAll(h, player.token, { ...served, questions: served.questions.slice(0, 1) }, 1);
    await beat(0);
    await beat(1);
    await answerAll(h, player.token, { ...served, questions: served.questions.slice(1) }, 2);
    const captured: string = served.questions[1].id;
    await h.call('set_exam_module_result', { exam_module_id: exam.id }, player.token);

    const results = await h.call('admin_get_exam_results', { exam_id: exam.id }, op.token);
    expect(results.status).toBe(200);
    expect(results.body.data.results).toEqual([
      expect.objectContaining({
        user_id: player.uid,
        name: 'Candidate',
        status: 'finished',
        obtained_marks: 10,
        total_marks: 10,
        rules_violated: true,
        captured_questions: [{ id: captured, question: expect.stringMatching(/^Exam: which unit measures force\?/) }],
      }),
    ]);
    expect(JSON.stringify((await auditOf(exam.id))[0])).not.toContain('KEY-2026');
  });
});

describe("a battle question's words in the console (issue 34)", () => {
  it('a new Quiz Zone question with them joins the battle pool; a contest question with them is refused', async () => {
    const op = await operator(h);
    const battle = (
      await questionsCol(h.db)
        .where('category_id', '==', 'ar-quiz-geography')
        .where('pool', '==', 'battle')
        .limit(1)
        .get()
    ).docs[0]?.get('question') as string;
    const contest = await contestWithQuestions(op, 1);
    const refused = await h.call(
      'admin_save_question',
      { ...choice(''), question: battle, mode: 'contest', parent_id: contest.id },
      op.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A battle question asks this already: this mode would show its answer');
    const made = await h.call(
      'admin_save_question',
      { ...choice(''), category_id: 'ar-quiz-geography', subcategory_id: '', question: battle },
      op.token,
    );
    expect(made.status).toBe(200);
    expect((await questionsCol(h.db).doc(made.body.data.id).get()).get('pool')).toBe('battle');
  });
});

describe('a fix from the reports screen is a save (issue 35)', () => {
  /** Saves a question, fixes it with `fix` as the reports screen does, and returns the fix's reply and whether the question changed. */
  async function fixed(
    op: { token: string },
    fields: Record<string, string | number>,
    fix: Record<string, string>,
    meanwhile = () => {},
  ) {
    const made = await h.call('admin_save_question', fields, op.token);
    expect(made.status).toBe(200);
    meanwhile();
    const id = made.body.data.id as string;
    const before = (await questionsCol(h.db).doc(id).get()).data();
    const reply = await h.call(
      'admin_fix_question',
      {
        question_id: id,
        question: made.body.data.question,
        options: JSON.stringify(made.body.data.options),
        answer: made.body.data.answer,
        ...fix,
      },
      op.token,
    );
    const changed = JSON.stringify((await questionsCol(h.db).doc(id).get()).data()) !== JSON.stringify(before);
    return { body: reply.body, changed, audited: (await auditOf(id)).map((a) => a.action) };
  }
  const refused = (message: string) => ({
    body: expect.objectContaining({ error: true, message }),
    changed: false,
    audited: ['create_question'],
  });

  it('a true/false question keeps its two options', async () => {
    const op = await operator(h);
    const tf = {
      mode: 'true_false',
      language_id: arabic,
      question: `Water is wet ${++unique}`,
      options: '["True","False"]',
      answer: 'a',
    };
    expect(await fixed(op, tf, { options: '["True","False","Maybe"]' })).toEqual(
      refused('options: the two words for true and false'),
    );
  });

  it('a multiple-choice question keeps its four distinct options and an answer among them', async () => {
    const op = await operator(h);
    const own = await place();
    expect(
      await fixed(op, choiceIn(own, 'Which unit measures force?'), {
        options: '["Newton","Pascal","Joule"]',
        answer: 'a',
      }),
    ).toEqual(refused('option_d: is empty'));
    expect(
      await fixed(op, choiceIn(own, 'Which unit measures force?'), { options: '["Newton","newton","Joule","Watt"]' }),
    ).toEqual(refused('options: two options are the same'));
  });

  it('a guess-the-word answer stays one word of letters', async () => {
    const op = await operator(h);
    const category = (
      await h.call(
        'admin_save_category',
        { language_id: arabic, type: 'guess_the_word', name: `Console words ${++unique}` },
        op.token,
      )
    ).body.data.id as string;
    const word = {
      mode: 'guess_the_word',
      language_id: arabic,
      category_id: category,
      question: `A pet that meows ${++unique}`,
      answer: 'cat',
      hints: '["meows"]',
    };
    expect(await fixed(op, word, { answer: 'two words 42' })).toEqual(refused('answer: the word, letters only'));
  });

  it("a practice question cannot take a battle question's words (its answer would show)", async () => {
    const op = await operator(h);
    const battle = (
      await questionsCol(h.db)
        .where('category_id', '==', 'ar-quiz-geography')
        .where('pool', '==', 'battle')
        .limit(1)
        .get()
    ).docs[0]?.get('question') as string;
    expect(await fixed(op, choiceIn(await place(), 'Which unit measures force?'), { question: battle })).toEqual(
      refused('A battle question asks this already: this mode would show its answer'),
    );
  });

  it("an ended contest's question stays as it was played", async () => {
    const op = await operator(h);
    const contest = await contestWithQuestions(op, 0);
    const ended = () => h.clock.set(new Date(Date.now() + 61 * 60_000));
    try {
      expect(
        await fixed(
          op,
          { ...choice('Which unit measures force?'), mode: 'contest', parent_id: contest.id },
          { note: 'changed' },
          ended,
        ),
      ).toEqual(refused('This contest has ended: its questions stay as they were played'));
    } finally {
      h.clock.set(null);
    }
  });
});
