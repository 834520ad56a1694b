import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { systemConfigRef } from '../system-config.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { coinHistory } from '../economy/ledger.ts';
import { setCoins, useHarness } from '../test/kit.ts';
import { funNLearnCol, subcategoriesCol } from '../content/catalog.ts';
import { levelRef } from '../quiz/progress.ts';
import {
  answerAll,
  answerFields,
  holdings,
  questionDoc,
  rightAnswer,
  sessionDoc,
  wrongAnswer,
} from '../quiz/play-test-kit.ts';

const h = useHarness();

const gk = 'en-quiz-general-knowledge';
const gkFacts = `${gk}--everyday-facts`;
const movies = 'en-quiz-movies-and-tv'; // premium, 20 coins

const level = (token: string, lvl: number, category = gk, subcategory = gkFacts) =>
  h.call('get_questions_by_level', { category, subcategory, level: lvl, language_id: 1 }, token);

function expectNoAnswers(questions: object[]) {
  for (const q of questions) for (const field of answerFields) expect(q).not.toHaveProperty(field);
}

describe('get_questions_by_level', () => {
  it('opens a session and serves the level without answers', async () => {
    const p = await h.player();
    const r = await level(p.token, 1);
    expect(r.status).toBe(200);
    const { session_id, questions } = r.body.data;
    expect(questions.length).toBeGreaterThan(0);
    expectNoAnswers(questions);
    expect(questions[0]).toMatchObject({
      question_type: 'multiple',
      level: 1,
      category_id: gk,
      subcategory_id: gkFacts,
    });
    expect(questions[0].options.map((o: { id: string }) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    const session = await sessionDoc(h, session_id);
    expect(session).toMatchObject({ uid: p.uid, mode: 'quiz', status: 'playing' });
    expect(session.questionIds).toEqual(questions.map((q: { id: string }) => q.id));
  });

  it('refuses a locked level with the product message and opens nothing', async () => {
    const p = await h.player();
    const before = await holdings(h, p.uid);
    const r = await level(p.token, 2);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      error: true,
      code: 'level_locked',
      message: 'This Level is Locked. Play previous levels to unlock',
    });
    expect(await holdings(h, p.uid)).toEqual(before);
  });

  it('refuses a premium category until it is unlocked', async () => {
    const p = await h.player();
    const locked = await level(p.token, 1, movies, `${movies}--films`);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('This category is locked. Unlock it with coins first');
    await setCoins(h, p.uid, 25);
    expect((await h.call('unlock_premium_category', { category: movies }, p.token)).status).toBe(200);
    expect((await level(p.token, 1, movies, `${movies}--films`)).status).toBe(200);
  });

  it('rejects a missing level, an unknown category and a subcategory of another category', async () => {
    const p = await h.player();
    const noLevel = await h.call('get_questions_by_level', { category: gk, subcategory: gkFacts }, p.token);
    expect(noLevel.status).toBe(400);
    expect(noLevel.body.message).toMatch(/^level: /);
    expect((await level(p.token, 1, 'en-quiz-nope', '')).status).toBe(404);
    expect((await level(p.token, 1, gk, 'en-quiz-science--physics')).status).toBe(404);
    expect((await holdings(h, p.uid)).sessions).toBe(0);
  });
});

describe('quiz_answer', () => {
  it('grades with the stored answer and returns the right one; a repeat changes nothing', async () => {
    const p = await h.player();
    const { session_id, questions } = (await level(p.token, 1)).body.data;
    const q = questions[0];
    const right = await rightAnswer(h, session_id, q.id);
    const first = await h.call('quiz_answer', { session_id, question_id: q.id, answer: right }, p.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ correct: true, correct_answer: right, timed_out: false });
    const again = await h.call(
      'quiz_answer',
      { session_id, question_id: q.id, answer: await wrongAnswer(h, session_id, q.id) },
      p.token,
    );
    expect(again.body.data).toMatchObject({ correct: true, correct_answer: right });
    expect((await sessionDoc(h, session_id)).answers[q.id]).toMatchObject({ answer: right, correct: true });
    const wrong = await h.call(
      'quiz_answer',
      { session_id, question_id: questions[1].id, answer: await wrongAnswer(h, session_id, questions[1].id) },
      p.token,
    );
    expect(wrong.body.data).toMatchObject({
      correct: false,
      correct_answer: await rightAnswer(h, session_id, questions[1].id),
    });
  });

  it('counts an answer after the question time as a timeout, by the server clock', async () => {
    const p = await h.player();
    const start = new Date('2031-03-01T10:00:00Z');
    h.clock.set(start);
    try {
      const { session_id, questions } = (await level(p.token, 1)).body.data;
      h.clock.set(new Date(start.getTime() + 10_000));
      const inTime = await h.call(
        'quiz_answer',
        { session_id, question_id: questions[0].id, answer: await rightAnswer(h, session_id, questions[0].id) },
        p.token,
      );
      expect(inTime.body.data).toMatchObject({ correct: true, timed_out: false });
      // The next question's clock started with that answer: 40 s later is too late.
      h.clock.set(new Date(start.getTime() + 50_000));
      const late = await h.call(
        'quiz_answer',
        { session_id, question_id: questions[1].id, answer: await rightAnswer(h, session_id, questions[1].id) },
        p.token,
      );
      expect(late.body.data).toMatchObject({ correct: false, timed_out: true });
      expect((await sessionDoc(h, session_id)).answers[questions[1].id]!.ms).toBe(40_000);
    } finally {
      h.clock.set(null);
    }
  });

  it('refuses a question of another session and a session of another player', async () => {
    const a = await h.player();
    const b = await h.player();
    const sa = (await level(a.token, 1)).body.data;
    const other = await h.call(
      'quiz_answer',
      { session_id: sa.session_id, question_id: 'not-in-it', answer: 'a' },
      a.token,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This question is not part of this quiz');
    const stranger = await h.call(
      'quiz_answer',
      { session_id: sa.session_id, question_id: sa.questions[0].id, answer: 'a' },
      b.token,
    );
    expect(stranger.status).toBe(404);
    expect((await sessionDoc(h, sa.session_id)).answers).toEqual({});
  });
});

describe('quiz_finish', () => {
  it('pays full coins for a first clear, unlocks the next level and scores +4 per answer', async () => {
    const p = await h.player();
    const before = await holdings(h, p.uid);
    const reply = (await level(p.token, 1)).body.data;
    const n = reply.questions.length;
    await answerAll(h, p.token, reply, n);
    const r = await h.call('quiz_finish', { session_id: reply.session_id }, p.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      percentage: 100,
      coins: 4,
      score: 4 * n,
      cleared: true,
      level: 1,
      unlocked_level: 2,
      correct_answers: n,
    });
    expect(r.body.data.badges).toContain('dashing_debut');
    const after = await holdings(h, p.uid);
    expect(after.coins).toBe(before.coins + 4);
    expect(after.score).toBe(4 * n);
    expect((await coinHistory(h.db, p.uid).doc(`quiz_${reply.session_id}`).get()).get('coins')).toBe(4);
    expect((await levelRef(h.db, p.uid, 'quiz', gk, gkFacts).get()).get('level')).toBe(2);
    expect((await level(p.token, 2)).status).toBe(200);
  });

  it('a replayed finish returns the same result and awards nothing twice', async () => {
    const p = await h.player();
    const reply = (await level(p.token, 1)).body.data;
    await answerAll(h, p.token, reply, reply.questions.length);
    const first = await h.call('quiz_finish', { session_id: reply.session_id }, p.token);
    const held = await holdings(h, p.uid);
    const [again, concurrent] = await Promise.all([
      h.call('quiz_finish', { session_id: reply.session_id }, p.token),
      h.call('quiz_finish', { session_id: reply.session_id }, p.token),
    ]);
    expect(again.body.data).toEqual(first.body.data);
    expect(concurrent.body.data).toEqual(first.body.data);
    expect(await holdings(h, p.uid)).toEqual(held);
    const late = await h.call('quiz_answer', { session_id: reply.session_id, question_id: 'x', answer: 'a' }, p.token);
    expect(late.status).toBe(400);
  });

  it('pays 4 - floor((70 - pct) / 10) below 70 % and nothing for a level cleared before', async () => {
    const p = await h.player();
    const reply = (await level(p.token, 1)).body.data;
    const n = reply.questions.length; // 6 per level in the seed
    const right = Math.ceil(n / 2);
    await answerAll(h, p.token, reply, right);
    const pct = Math.round((right / n) * 100);
    const r = (await h.call('quiz_finish', { session_id: reply.session_id }, p.token)).body.data;
    expect(r).toMatchObject({
      percentage: pct,
      coins: Math.max(0, 4 - Math.floor((70 - pct) / 10)),
      score: 4 * right - 4 * (n - right),
      cleared: true,
      unlocked_level: 2,
    });
    // the sum behind the score, for the result screen: each answer's points, and the best it had to beat
    expect(r.score_sum).toEqual({ per_correct: 4, per_wrong: -4, best_before: 0 });

    const replay = (await level(p.token, 1)).body.data;
    await answerAll(h, p.token, replay, n);
    const second = (await h.call('quiz_finish', { session_id: replay.session_id }, p.token)).body.data;
    expect(second).toMatchObject({ percentage: 100, coins: 0, score: 4 * n, unlocked_level: 2 });
    expect(second.score_sum).toEqual({ per_correct: 4, per_wrong: -4, best_before: 4 * right - 4 * (n - right) });
  });

  it('a level under 30 % is not cleared: no coins, no unlock, and no score (a level adds only what beats the best on it)', async () => {
    const p = await h.player();
    const reply = (await level(p.token, 1)).body.data;
    await answerAll(h, p.token, reply, 0);
    const r = (await h.call('quiz_finish', { session_id: reply.session_id }, p.token)).body.data;
    expect(r).toMatchObject({ percentage: 0, coins: 0, cleared: false, unlocked_level: 1 });
    expect(r.score).toBe(0);
    expect((await holdings(h, p.uid)).score).toBe(0);
    expect((await level(p.token, 2)).status).toBe(403);
  });

  it('doubles coins and score in a premium category', async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 20);
    await h.call('unlock_premium_category', { category: movies }, p.token);
    const reply = (await level(p.token, 1, movies, `${movies}--films`)).body.data;
    await answerAll(h, p.token, reply, reply.questions.length);
    const r = (await h.call('quiz_finish', { session_id: reply.session_id }, p.token)).body.data;
    expect(r).toMatchObject({ coins: 8, score: 8 * reply.questions.length });
  });

  it("refuses an unknown session and another player's session", async () => {
    const a = await h.player();
    const b = await h.player();
    const reply = (await level(a.token, 1)).body.data;
    expect((await h.call('quiz_finish', { session_id: 'nope' }, a.token)).status).toBe(404);
    expect((await h.call('quiz_finish', { session_id: reply.session_id }, b.token)).status).toBe(404);
    expect((await h.call('quiz_finish', {}, a.token)).status).toBe(400);
    expect((await sessionDoc(h, reply.session_id)).status).toBe('playing');
  });
});

describe('quiz_lifeline', () => {
  const use = (token: string, session_id: string, question_id: string, lifeline: string) =>
    h.call('quiz_lifeline', { session_id, question_id, lifeline }, token);

  it('50/50 removes two wrong options and costs lifeline coins once; a second use is refused', async () => {
    const p = await h.player();
    const { session_id, questions } = (await level(p.token, 1)).body.data;
    const q = questions[0];
    const r = await use(p.token, session_id, q.id, 'fifty_fifty');
    expect(r.status).toBe(200);
    expect(r.body.data.removed).toHaveLength(2);
    expect(r.body.data.removed).not.toContain(await rightAnswer(h, session_id, q.id));
    expect(r.body.data.coins).toBe(10 - 4);
    const held = await holdings(h, p.uid);
    expect(held.coins).toBe(6);
    const again = await use(p.token, session_id, questions[1].id, 'fifty_fifty');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Lifeline already used');
    expect(await holdings(h, p.uid)).toEqual(held);
  });

  it('the poll is not allowed on a question that had the 50/50, and gives the right option 45-64 % elsewhere', async () => {
    const p = await h.player();
    const { session_id, questions } = (await level(p.token, 1)).body.data;
    await use(p.token, session_id, questions[0].id, 'fifty_fifty');
    const held = await holdings(h, p.uid);
    const refused = await use(p.token, session_id, questions[0].id, 'audience_poll');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This Lifeline is not allowed');
    expect(await holdings(h, p.uid)).toEqual(held);
    const poll = (await use(p.token, session_id, questions[1].id, 'audience_poll')).body.data.poll as Record<
      string,
      number
    >;
    const right = await rightAnswer(h, session_id, questions[1].id);
    expect(poll[right]).toBeGreaterThanOrEqual(45);
    expect(poll[right]).toBeLessThanOrEqual(64);
    expect(Object.values(poll).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('refuses without enough coins and writes nothing', async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 3);
    const { session_id, questions } = (await level(p.token, 1)).body.data;
    const held = await holdings(h, p.uid);
    const r = await use(p.token, session_id, questions[0].id, 'skip');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("You Don't have enough coins");
    expect(await holdings(h, p.uid)).toEqual(held);
    expect((await sessionDoc(h, session_id)).lifelines).toEqual({});
  });

  it('skip leaves the question out of the result; reset_timer restarts its clock', async () => {
    const p = await h.player();
    const start = new Date('2031-04-01T10:00:00Z');
    h.clock.set(start);
    try {
      const reply = (await level(p.token, 1)).body.data;
      const [q0, q1, ...rest] = reply.questions;
      expect((await use(p.token, reply.session_id, q0.id, 'skip')).body.data.skipped).toBe(true);
      h.clock.set(new Date(start.getTime() + 25_000));
      expect((await use(p.token, reply.session_id, q1.id, 'reset_timer')).body.data.seconds).toBe(30);
      h.clock.set(new Date(start.getTime() + 50_000));
      const inTime = await h.call(
        'quiz_answer',
        { session_id: reply.session_id, question_id: q1.id, answer: await rightAnswer(h, reply.session_id, q1.id) },
        p.token,
      );
      expect(inTime.body.data).toMatchObject({ correct: true, timed_out: false });
      await answerAll(h, p.token, { session_id: reply.session_id, questions: rest }, rest.length);
      const r = (await h.call('quiz_finish', { session_id: reply.session_id }, p.token)).body.data;
      expect(r).toMatchObject({ total_questions: reply.questions.length - 1, skipped: 1, percentage: 100 });
    } finally {
      h.clock.set(null);
    }
  });

  it('is not allowed on an answered question, an unknown lifeline, or 50/50 on true/false', async () => {
    const p = await h.player();
    const reply = (await level(p.token, 1)).body.data;
    const q = reply.questions[0];
    await h.call('quiz_answer', { session_id: reply.session_id, question_id: q.id, answer: 'a' }, p.token);
    expect((await use(p.token, reply.session_id, q.id, 'fifty_fifty')).body.message).toBe(
      'This Lifeline is not allowed',
    );
    expect((await use(p.token, reply.session_id, reply.questions[1].id, 'double_time')).status).toBe(400);
    const tf = (await h.call('get_questions_by_type', { type: 2, language_id: 1 }, p.token)).body.data;
    expect((await use(p.token, tf.session_id, tf.questions[0].id, 'fifty_fifty')).body.message).toBe(
      'This Lifeline is not allowed',
    );
    expect((await holdings(h, p.uid)).coins).toBe(10);
  });
});

describe('true & false, fun & learn, audio, math, self challenge', () => {
  it('get_questions_by_type 2 serves true/false questions; other types are refused', async () => {
    const p = await h.player();
    const r = (await h.call('get_questions_by_type', { type: 2, language_id: 1 }, p.token)).body.data;
    expect(r.questions).toHaveLength(10);
    expectNoAnswers(r.questions);
    expect(r.questions[0]).toMatchObject({ question_type: 'true_false' });
    expect(r.questions[0].options.map((o: { id: string }) => o.id)).toEqual(['a', 'b']);
    expect(r.questions[0].options.map((o: { text: string }) => o.text).sort()).toEqual(['False', 'True']);
    const bad = await h.call('get_questions_by_type', { type: 1 }, p.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown type');
  });

  it('a True & False set holds true_false_questions questions, the number its start screen names', async () => {
    await systemConfigRef(h.db).update({ true_false_questions: 4 });
    try {
      const r = (await h.call('get_questions_by_type', { type: 2, language_id: 1 }, (await h.player()).token)).body
        .data;
      expect(r.questions).toHaveLength(4);
    } finally {
      await systemConfigRef(h.db).update({ true_false_questions: FieldValue.delete() });
    }
  });

  it('coins and score once per set: a better result later tops up to the best, never more', async () => {
    const p = await h.player();
    const first = (await h.call('get_questions_by_type', { type: 2 }, p.token)).body.data;
    await answerAll(h, p.token, first, 5); // 50 %: 2 coins
    expect((await h.call('quiz_finish', { session_id: first.session_id }, p.token)).body.data.coins).toBe(2);
    const second = (await h.call('get_questions_by_type', { type: 2 }, p.token)).body.data;
    await answerAll(h, p.token, second, 10);
    expect((await h.call('quiz_finish', { session_id: second.session_id }, p.token)).body.data).toMatchObject({
      coins: 2,
      score: 40,
    });
    const third = (await h.call('get_questions_by_type', { type: 2 }, p.token)).body.data;
    await answerAll(h, p.token, third, 10);
    expect((await h.call('quiz_finish', { session_id: third.session_id }, p.token)).body.data).toMatchObject({
      coins: 0,
      score: 0,
    });
  });

  it("fun & learn lists passages and serves a passage's questions", async () => {
    const p = await h.player();
    const list = await h.call(
      'get_fun_n_learn',
      { language_id: 1, type: 'category', type_id: 'en-fun_n_learn-world-wonders' },
      p.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ title: 'The Great Wall of China', no_of_que: 5 });
    expect(list.body.data[0].detail).toMatch(/Great Wall/);
    const r = await h.call('get_fun_n_learn_questions', { fun_n_learn_id: list.body.data[0].id }, p.token);
    expect(r.body.data.questions).toHaveLength(5);
    expect((await h.call('get_fun_n_learn_questions', { fun_n_learn_id: 'nope' }, p.token)).status).toBe(404);
  });

  it('fun & learn honours type: a subcategory lists only the passages filed under it', async () => {
    const p = await h.player();
    const category = 'en-fun_n_learn-world-wonders';
    const sub = `${category}--filed-${Date.now().toString(36)}`;
    const subRef = subcategoriesCol(h.db).doc(sub);
    const passageRef = funNLearnCol(h.db).doc(`${sub}-passage`);
    // no questions: no list shows them to other tests meanwhile
    await subRef.set({
      id: sub,
      slug: 'filed',
      subcategory_name: 'Filed',
      category_id: category,
      category_slug: 'world-wonders',
      language_id: 1,
      type: 'fun_n_learn',
      row_order: 99,
      no_of_que: 0,
      maxlevel: 0,
    });
    await passageRef.set({
      id: passageRef.id,
      title: 'Filed under a subcategory',
      detail: 'Text.',
      category_id: category,
      subcategory_id: sub,
      language_id: 1,
      no_of_que: 0,
      row_order: 99,
    });
    try {
      const list = (type: string, typeId: string) =>
        h.call('get_fun_n_learn', { language_id: 1, type, type_id: typeId }, p.token);
      expect((await list('subcategory', sub)).body.data.map((f: { id: string }) => f.id)).toEqual([passageRef.id]);
      const whole = (await list('category', category)).body.data.map((f: { id: string }) => f.id);
      expect(whole).toContain(passageRef.id);
      expect(whole.length).toBeGreaterThan(1);
      expect((await list('subcategory', category)).status).toBe(404);
    } finally {
      await Promise.all([subRef.delete(), passageRef.delete()]);
    }
  });

  it('audio questions carry the clip URL; math questions their LaTeX', async () => {
    const p = await h.player();
    const audio = (
      await h.call('get_audio_questions', { type: 'category', type_id: 'en-audio-sounds-and-words' }, p.token)
    ).body.data;
    expect(audio.questions.length).toBe(10);
    expect(audio.questions[0].audio).toMatch(/^\/media\/audio\/a\d+\.ogg$/);
    const math = (await h.call('get_maths_questions', { type: 'category', type_id: 'en-math-arithmetic' }, p.token))
      .body.data;
    expect(math.questions.some((q: { question: string }) => q.question.includes('$'))).toBe(true);
    expect(
      (await h.call('get_maths_questions', { type: 'category', type_id: 'en-audio-sounds-and-words' }, p.token)).status,
    ).toBe(404);
  });

  it('self challenge serves the chosen number of questions and earns neither coins nor score', async () => {
    const p = await h.player();
    const missing = await h.call('get_questions_for_self_challenge', { category_slug: 'science' }, p.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select Number of Questions');
    expect(
      (await h.call('get_questions_for_self_challenge', { category_slug: 'science', limit: 0 }, p.token)).body.message,
    ).toBe('Please select Number of Questions');
    const r = (
      await h.call(
        'get_questions_for_self_challenge',
        { category_slug: 'science', subcategory_slug: 'physics', limit: 5 },
        p.token,
      )
    ).body.data;
    expect(r.questions).toHaveLength(5);
    expect(r.questions.every((q: { subcategory_id: string }) => q.subcategory_id === 'en-quiz-science--physics')).toBe(
      true,
    );
    await answerAll(h, p.token, r, 5);
    const done = (await h.call('quiz_finish', { session_id: r.session_id }, p.token)).body.data;
    expect(done).toMatchObject({ percentage: 100, coins: 0, score: 0 });
  });
});

describe('self challenge when the time runs out', () => {
  it('questions never reached are reported as unanswered and stay out of the statistics', async () => {
    const p = await h.player();
    const r = (await h.call('get_questions_for_self_challenge', { category_slug: 'science', limit: 5 }, p.token)).body
      .data;
    for (const q of r.questions.slice(0, 2)) {
      const answer = await rightAnswer(h, r.session_id, q.id);
      expect(
        (await h.call('quiz_answer', { session_id: r.session_id, question_id: q.id, answer }, p.token)).status,
      ).toBe(200);
    }
    const done = (await h.call('quiz_finish', { session_id: r.session_id }, p.token)).body.data;
    expect(done).toMatchObject({
      total_questions: 5,
      correct_answers: 2,
      wrong_answers: 3,
      unanswered: 3,
      percentage: 40,
    });
    const stats = (await statsSummaryRef(h.db, p.uid).get()).data();
    expect(stats).toMatchObject({ questions_answered: 2, correct_answers: 2 });
  });
});

describe('guess the word', () => {
  const animals = 'en-guess_the_word-animals';

  it('serves shuffled letters, grades the word in any case, and pays less for hints', async () => {
    const p = await h.player();
    const r = (await h.call('get_guess_the_word', { type: 'category', type_id: animals }, p.token)).body.data;
    expectNoAnswers(r.questions);
    const q = r.questions[0];
    const word = await rightAnswer(h, r.session_id, q.id);
    expect([...q.letters].sort()).toEqual([...word].sort());
    const hint = await h.call('guess_word_hint', { session_id: r.session_id, question_id: q.id }, p.token);
    expect(hint.body.data).toMatchObject({ hint: (await questionDoc(h, q.id)).hints[0], hints_used: 1, coins: 10 - 2 });
    const answered = await h.call(
      'quiz_answer',
      { session_id: r.session_id, question_id: q.id, answer: word.toLowerCase() },
      p.token,
    );
    expect(answered.body.data).toMatchObject({ correct: true, correct_answer: word });
    await answerAll(h, p.token, { session_id: r.session_id, questions: r.questions.slice(1) }, r.questions.length - 1);
    const done = (await h.call('quiz_finish', { session_id: r.session_id }, p.token)).body.data;
    expect(done).toMatchObject({ percentage: 100, coins: 10 - 1 });
  });

  it('reveals letters once the hints are spent, never the whole word, and not after answering', async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 100);
    const r = (await h.call('get_guess_the_word', { type: 'category', type_id: animals }, p.token)).body.data;
    const q = r.questions[0];
    const doc = await questionDoc(h, q.id);
    const reveals = [];
    for (let i = 0; i < doc.hints.length + doc.answer.length - 1; i++) {
      reveals.push(
        (await h.call('guess_word_hint', { session_id: r.session_id, question_id: q.id }, p.token)).body.data,
      );
    }
    expect(reveals[doc.hints.length]).toMatchObject({ letter: { position: 0, letter: doc.answer[0] } });
    const held = await holdings(h, p.uid);
    const over = await h.call('guess_word_hint', { session_id: r.session_id, question_id: q.id }, p.token);
    expect(over.status).toBe(400);
    expect(await holdings(h, p.uid)).toEqual(held);
    await h.call('quiz_answer', { session_id: r.session_id, question_id: r.questions[1].id, answer: 'x' }, p.token);
    expect(
      (await h.call('guess_word_hint', { session_id: r.session_id, question_id: r.questions[1].id }, p.token)).status,
    ).toBe(400);
  });
});

describe('multi match', () => {
  const capitals = 'en-multi_match-capitals';
  const europe = `${capitals}--europe`;

  it('serves a level with the right column shuffled, grades pairs, and unlocks the next level', async () => {
    const p = await h.player();
    const r = await h.call(
      'get_multi_match_questions_by_level',
      { category: capitals, subcategory: europe, level: 1 },
      p.token,
    );
    expect(r.status).toBe(200);
    const { session_id, questions } = r.body.data;
    expectNoAnswers(questions);
    expect(questions[0]).toMatchObject({ question_type: 'multi_match', left: ['France', 'Germany', 'Spain', 'Italy'] });
    expect([...questions[0].right].sort()).toEqual(['Berlin', 'Madrid', 'Paris', 'Rome']);
    const bad = await h.call('quiz_answer', { session_id, question_id: questions[0].id, answer: '{not json' }, p.token);
    expect(bad.body.data).toMatchObject({ correct: false });
    const locked = await h.call(
      'get_multi_match_questions_by_level',
      { category: capitals, subcategory: europe, level: 2 },
      p.token,
    );
    expect(locked.body.message).toBe('This Level is Locked. Play previous levels to unlock');

    const again = (
      await h.call('get_multi_match_questions_by_level', { category: capitals, subcategory: europe, level: 1 }, p.token)
    ).body.data;
    await answerAll(h, p.token, again, again.questions.length);
    expect((await h.call('quiz_finish', { session_id: again.session_id }, p.token)).body.data).toMatchObject({
      coins: 4,
      unlocked_level: 2,
    });
    const data = await h.call(
      'get_multi_match_level_data',
      { category_slug: 'capitals', subcategory_slug: 'europe' },
      p.token,
    );
    expect(data.body.data).toEqual({ category_id: capitals, subcategory_id: europe, level: 2 });
    expect(
      (
        await h.call(
          'get_multi_match_questions_by_level',
          { category: capitals, subcategory: europe, level: 2 },
          p.token,
        )
      ).status,
    ).toBe(200);
  });
});

describe('multi-select and sequence (Multi Match levels)', () => {
  const pickAll = 'en-multi_match-pick-all';
  const inOrder = 'en-multi_match-in-order';
  const open = async (token: string, category: string, subcategory: string) =>
    (
      await h.call(
        'get_multi_match_questions_by_level',
        { category, subcategory: `${category}--${subcategory}`, level: 1 },
        token,
      )
    ).body.data;
  const answer = (token: string, session_id: string, question_id: string, given: string) =>
    h.call('quiz_answer', { session_id, question_id, answer: given }, token);

  it('serves the options shuffled without the answer, grades all or nothing, and names the right set in served ids', async () => {
    const p = await h.player();
    const r = await open(p.token, pickAll, 'nature-and-science');
    expectNoAnswers(r.questions);
    const [first, second, third] = r.questions;
    expect(first).toMatchObject({ question_type: 'multi_select' });
    expect(first.options.map((o: { id: string }) => o.id)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].slice(0, first.options.length),
    );

    const right = await rightAnswer(h, r.session_id, first.id);
    const reply = await answer(p.token, r.session_id, first.id, right.split(',').reverse().join(', '));
    expect(reply.body.data).toMatchObject({ correct: true, correct_answer: right.split(',') });
    const rightSet = (await rightAnswer(h, r.session_id, second.id)).split(',');
    expect((await answer(p.token, r.session_id, second.id, rightSet.slice(1).join(','))).body.data.correct).toBe(false); // one short
    const allOptions = third.options.map((o: { id: string }) => o.id).join(',');
    expect((await answer(p.token, r.session_id, third.id, allOptions)).body.data.correct).toBe(false); // every option: too many
    const session = await sessionDoc(h, r.session_id);
    expect([first, second, third].map((q: { id: string }) => session.answers[q.id]!.correct)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a sequence is right only in the exact order; a level of them clears and unlocks the next', async () => {
    const p = await h.player();
    const r = await open(p.token, inOrder, 'history');
    expectNoAnswers(r.questions);
    const [first, second] = r.questions;
    expect(first).toMatchObject({ question_type: 'sequence' });
    const order = (await rightAnswer(h, r.session_id, second.id)).split(',');
    const swapped = [order[1], order[0], ...order.slice(2)].join(',');
    expect((await answer(p.token, r.session_id, second.id, swapped)).body.data).toMatchObject({
      correct: false,
      correct_answer: order,
    });

    const again = await open(p.token, inOrder, 'history');
    await answerAll(h, p.token, again, again.questions.length);
    expect((await h.call('quiz_finish', { session_id: again.session_id }, p.token)).body.data).toMatchObject({
      correct_answers: again.questions.length,
      cleared: true,
      unlocked_level: 2,
    });
  });

  it('refuses a tampered answer with a clear 400 and records nothing: unknown ids, duplicates, a sequence of the wrong length', async () => {
    const p = await h.player();
    const pick = await open(p.token, pickAll, 'the-world');
    const seq = await open(p.token, inOrder, 'size-and-scale');
    const pickQ = pick.questions[0];
    const seqQ = seq.questions[0];
    const items = seqQ.options.map((o: { id: string }) => o.id);
    const before = await holdings(h, p.uid);
    const cases: [string, string, string, RegExp][] = [
      [pick.session_id, pickQ.id, 'a,z', /^answer: 'z' is not an option \(/],
      [pick.session_id, pickQ.id, 'a,a', /^answer: an option is given twice$/],
      [pick.session_id, pickQ.id, 'a,,b', /^answer: '' is not an option/],
      [
        seq.session_id,
        seqQ.id,
        items.slice(1).join(','),
        new RegExp(`^answer: a sequence orders all ${items.length} options$`),
      ],
      [seq.session_id, seqQ.id, [...items, items[0]].join(','), /^answer: an option is given twice$/],
      [seq.session_id, seqQ.id, [...items, 'f'].join(','), /^answer: 'f' is not an option/],
    ];
    for (const [session_id, question_id, given, message] of cases) {
      const r = await answer(p.token, session_id, question_id, given);
      expect(r.status, given).toBe(400);
      expect(r.body.message, given).toMatch(message);
    }
    expect((await sessionDoc(h, pick.session_id)).answers).toEqual({});
    expect((await sessionDoc(h, seq.session_id)).answers).toEqual({});
    expect(await holdings(h, p.uid)).toEqual(before);
    // the question is still open to a well-formed answer
    const right = await rightAnswer(h, seq.session_id, seqQ.id);
    expect((await answer(p.token, seq.session_id, seqQ.id, right)).body.data.correct).toBe(true);
  });
});

describe('get_daily_quiz', () => {
  const ids = (r: { body: { data?: { questions: { id: string }[] } } }) => r.body.data!.questions.map((q) => q.id);

  it("serves the same questions to everybody on the same day, the day of the player's timezone", async () => {
    const [a, b, c] = await Promise.all([h.player(), h.player(), h.player()]);
    h.clock.set(new Date('2031-06-01T22:30:00Z'));
    try {
      const ra = await h.call('get_daily_quiz', { language_id: 1, timezone: 'Asia/Kolkata' }, a.token);
      const rb = await h.call('get_daily_quiz', { language_id: 1, gmt_format: '+05:30' }, b.token);
      const rc = await h.call('get_daily_quiz', { language_id: 1, timezone: 'America/New_York' }, c.token);
      expect([ra.body.data.day, rb.body.data.day, rc.body.data.day]).toEqual([
        '2031-06-02',
        '2031-06-02',
        '2031-06-01',
      ]);
      expect(ids(ra)).toHaveLength(10);
      expect(ids(rb)).toEqual(ids(ra));
      expect(ids(rc)).not.toEqual(ids(ra));
      expectNoAnswers(ra.body.data.questions);
    } finally {
      h.clock.set(null);
    }
  });

  it("once a day: opening again before the finish is the same session, after it 'You have Already Played'", async () => {
    const p = await h.player();
    h.clock.set(new Date('2031-06-10T12:00:00Z'));
    try {
      const first = await h.call('get_daily_quiz', {}, p.token);
      const again = await h.call('get_daily_quiz', {}, p.token);
      expect(again.body.data.session_id).toBe(first.body.data.session_id);
      await answerAll(h, p.token, first.body.data, 8);
      const done = await h.call('quiz_finish', { session_id: first.body.data.session_id }, p.token);
      expect(done.body.data).toMatchObject({ mode: 'daily', percentage: 80, coins: 4, score: 8 * 4 - 2 * 4 });
      expect(done.body.data.score_sum).toEqual({ per_correct: 4, per_wrong: -4, best_before: null });
      const held = await holdings(h, p.uid);
      const refused = await h.call('get_daily_quiz', {}, p.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('You have Already Played');
      expect(await holdings(h, p.uid)).toEqual(held);
      h.clock.set(new Date('2031-06-11T12:00:00Z'));
      expect((await h.call('get_daily_quiz', {}, p.token)).status).toBe(200);
    } finally {
      h.clock.set(null);
    }
  });

  it('refuses a timezone it cannot read and opens nothing', async () => {
    const p = await h.player();
    const r = await h.call('get_daily_quiz', { timezone: 'Mars/Olympus', gmt_format: 'soon' }, p.token);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid timezone');
    expect((await holdings(h, p.uid)).sessions).toBe(0);
  });
});
