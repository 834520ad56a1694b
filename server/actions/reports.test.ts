import { describe, expect, it } from 'vitest';
import { queryQuestions } from '../content/catalog.ts';
import { useHarness } from '../test/kit.ts';

const h = useHarness();

const reportsBy = async (uid: string) =>
  (await h.db.collection('questionReports').where('uid', '==', uid).get()).docs.map((d) => d.data());
const firstOf = async (mode: 'quiz' | 'multi_match') => (await queryQuestions(h.db, { mode, language_id: 1 }))[0]!.id;

describe('report_question', () => {
  it('stores the report for the admins', async () => {
    const p = await h.player();
    const id = await firstOf('quiz');
    const r = await h.call('report_question', { question_id: id, message: ' The answer is outdated ' }, p.token);
    expect(r.status).toBe(200);
    expect(await reportsBy(p.uid)).toEqual([
      expect.objectContaining({ question_id: id, mode: 'quiz', message: 'The answer is outdated' }),
    ]);
  });

  it('wants a reason, and a question that exists; writes nothing otherwise', async () => {
    const p = await h.player();
    const id = await firstOf('quiz');
    for (const fields of [{ question_id: id }, { question_id: id, message: '   ' }] as Record<string, string>[]) {
      const r = await h.call('report_question', fields, p.token);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Please provide a reason for reporting');
    }
    expect((await h.call('report_question', { question_id: 'nope', message: 'typo' }, p.token)).status).toBe(404);
    expect(await reportsBy(p.uid)).toEqual([]);
  });
});

describe('multi_match_report_question', () => {
  it('takes multi match questions only', async () => {
    const p = await h.player();
    expect(
      (await h.call('multi_match_report_question', { question_id: await firstOf('quiz'), message: 'typo' }, p.token))
        .status,
    ).toBe(404);
    const ok = await h.call(
      'multi_match_report_question',
      { question_id: await firstOf('multi_match'), message: 'typo' },
      p.token,
    );
    expect(ok.status).toBe(200);
    expect(await reportsBy(p.uid)).toEqual([expect.objectContaining({ mode: 'multi_match' })]);
  });
});
