import { describe, expect, it } from 'vitest';
import { queryQuestions } from '../content/catalog.ts';
import { answerFields, rightAnswer } from '../quiz/play-test-kit.ts';
import { useHarness } from '../test/kit.ts';

const h = useHarness();

const bookmarks = (uid: string) => h.db.collection('users').doc(uid).collection('bookmarks');
const firstOf = async (mode: 'quiz' | 'contest') => (await queryQuestions(h.db, { mode, language_id: 1 }))[0]!.id;

describe('set_bookmark and get_bookmark', () => {
  it('bookmarks a question and plays the bookmarks back as a practice session', async () => {
    const p = await h.player();
    const id = await firstOf('quiz');
    const add = await h.call('set_bookmark', { question_id: id, status: 1, type: 1 }, p.token);
    expect(add.status).toBe(200);
    expect(add.body.data).toEqual({ question_id: id, bookmarked: true });
    const list = await h.call('get_bookmark', { type: 1 }, p.token);
    expect(list.body.data.questions.map((q: { id: string }) => q.id)).toEqual([id]);
    for (const f of answerFields) expect(list.body.data.questions[0]).not.toHaveProperty(f);
    const graded = await h.call(
      'quiz_answer',
      {
        session_id: list.body.data.session_id,
        question_id: id,
        answer: await rightAnswer(h, list.body.data.session_id, id),
      },
      p.token,
    );
    expect(graded.body.data.correct).toBe(true);
    const done = await h.call('quiz_finish', { session_id: list.body.data.session_id }, p.token);
    expect(done.body.data).toMatchObject({ mode: 'bookmark', coins: 0, score: 0 });
    expect((await h.call('get_bookmark', { type: 'guess_the_word' }, p.token)).body.data).toEqual({
      session_id: null,
      questions: [],
    });
  });

  it('removes a bookmark; removing one that is not there is refused with the product message', async () => {
    const p = await h.player();
    const id = await firstOf('quiz');
    const missing = await h.call('set_bookmark', { question_id: id, status: 0, type: 1 }, p.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Cannot Remove Question from Bookmark.');
    await h.call('set_bookmark', { question_id: id, status: 1, type: 1 }, p.token);
    const removed = await h.call('set_bookmark', { question_id: id, status: 0, type: 1 }, p.token);
    expect(removed.body.data).toEqual({ question_id: id, bookmarked: false });
    expect((await bookmarks(p.uid).get()).size).toBe(0);
  });

  it('refuses unknown questions, contest questions and a bad status without writing', async () => {
    const p = await h.player();
    expect((await h.call('set_bookmark', { question_id: 'nope', status: 1, type: 1 }, p.token)).status).toBe(404);
    expect(
      (await h.call('set_bookmark', { question_id: await firstOf('contest'), status: 1, type: 1 }, p.token)).status,
    ).toBe(404);
    expect(
      (await h.call('set_bookmark', { question_id: await firstOf('quiz'), status: 2, type: 1 }, p.token)).status,
    ).toBe(400);
    expect((await bookmarks(p.uid).get()).size).toBe(0);
  });
});

describe('premium questions through bookmarks (issue 34)', () => {
  const premium = 'en-quiz-movies-and-tv';
  it('a player who has not unlocked a premium category can neither bookmark its questions nor play them from bookmarks', async () => {
    const p = await h.player();
    const [q] = await queryQuestions(h.db, { mode: 'quiz', category_id: premium });
    const r = await h.call('set_bookmark', { question_id: q!.id, status: 1, type: 1 }, p.token);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('This category is locked. Unlock it with coins first');
    // a bookmark kept from before: not played back while the category is locked
    await bookmarks(p.uid).doc(q!.id).set({ question_id: q!.id, type: '1', date: new Date() });
    const session = await h.call('get_bookmark', { type: 1 }, p.token);
    expect(session.body.data.questions.map((x: { id: string }) => x.id)).not.toContain(q!.id);
  });
});
