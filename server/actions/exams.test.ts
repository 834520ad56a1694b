import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { examsCol } from '../content/catalog.ts';
import { answerAll, answerFields, holdings, questionDoc } from '../quiz/play-test-kit.ts';
import { tooManyRequests } from '../rate-limit.ts';
import { useHarness } from '../test/api-harness.ts';
import { notOpenYet, wrongKeysAllowed } from './exams.ts';

const h = useHarness();

// Seeded (emulator/seed/content/en/exams.json).
const science = 'en-exam-1';
const key = 'SCI2026';
const attempt = (examId: string, uid: string) => examsCol(h.db).doc(examId).collection('attempts').doc(uid).get();

describe('get_exam_module', () => {
  it('lists the exams with the player\'s status and never the key', async () => {
    const p = await h.player();
    const r = await h.call('get_exam_module', { language_id: 1, type: 1, offset: 0, limit: 10 }, p.token);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.rows[0]).toMatchObject({ id: science, title: 'Science Term Exam 2026', duration: 15, no_of_que: 10, status: 'pending' });
    expect(JSON.stringify(r.body.data)).not.toContain(key);
  });

  it('writes the exam dates in the player\'s time zone and refuses an unknown one', async () => {
    const p = await h.player();
    const list = (zone: Record<string, string>) => h.call('get_exam_module', { type: 1, ...zone }, p.token);
    const stored = (await examsCol(h.db).doc(science).get()).data()!;
    const date = (await list({ timezone: 'Asia/Kolkata', gmt_format: '+05:30' })).body.data.rows[0].date;
    expect(date).toMatch(/\+05:30$/);
    expect(Date.parse(date)).toBe(stored.date.toMillis());
    expect((await list({ gmt_format: '-03:00' })).body.data.rows[0].date).toMatch(/-03:00$/);
    expect((await list({ timezone: 'Nowhere/City' })).body).toEqual({ error: true, message: 'Invalid timezone' });
  });
});

describe('get_exam_module_questions', () => {
  it('wants the key: empty and wrong keys are refused with the product messages, nothing started', async () => {
    const p = await h.player();
    const empty = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: '  ' }, p.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter the Exam Key');
    expect((await h.call('get_exam_module_questions', { exam_module_id: science }, p.token)).body.message).toBe('Please enter the Exam Key');
    const wrong = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: 'SCI2025' }, p.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Invalid exam key');
    expect((await attempt(science, p.uid)).exists).toBe(false);
    expect((await holdings(h, p.uid)).sessions).toBe(0);
  });

  it('a resumed exam keeps its clock and says which questions are answered already', async () => {
    const p = await h.player();
    const opened = new Date();
    h.clock.set(opened);
    const first = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body.data;
    expect(first.answered_ids).toEqual([]);
    const duration = first.exam.duration * 60;
    expect(first.seconds_left).toBe(duration);
    for (const q of first.questions.slice(0, 2)) {
      expect((await h.call('quiz_answer', { session_id: first.session_id, question_id: q.id, answer: 'a' }, p.token)).status).toBe(200);
    }
    // back 95 s later by the server's clock: 95 s less to go
    h.clock.set(new Date(opened.getTime() + 95_000));
    const resumed = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body.data;
    h.clock.set(null);
    expect(resumed).toMatchObject({ session_id: first.session_id, started_at: first.started_at, seconds_left: duration - 95 });
    expect([...resumed.answered_ids].sort()).toEqual(first.questions.slice(0, 2).map((q: { id: string }) => q.id).sort());
  });

  it('takes the key in any case, as room codes are', async () => {
    const p = await h.player();
    const r = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key.toLowerCase() }, p.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.questions.length).toBeGreaterThan(0);
  });

  it('serves the questions with marks and no answers; the result is marked by the server; one attempt', async () => {
    const p = await h.player();
    const r = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token);
    expect(r.status).toBe(200);
    const exam = r.body.data;
    expect(exam.exam).toMatchObject({ id: science, duration: 15 });
    for (const q of exam.questions) for (const f of answerFields) expect(q).not.toHaveProperty(f);
    expect(exam.questions[0].marks).toBeGreaterThan(0);
    const rightOnes = 6;
    await answerAll(h, p.token, exam, rightOnes);
    const answered = await h.call('quiz_answer', { session_id: exam.session_id, question_id: exam.questions[0].id, answer: 'a' }, p.token);
    expect(answered.body.data).toMatchObject({ correct: null, correct_answer: null });

    const marks = (await Promise.all(exam.questions.map((q: { id: string }) => questionDoc(h, q.id)))).map((q) => q.marks);
    const expected = marks.slice(0, rightOnes).reduce((a, b) => a + b, 0);
    const result = await h.call(
      'set_exam_module_result',
      {
        exam_module_id: science,
        total_duration: 1,
        obtained_marks: 999,
        statistics: '[]',
        rules_violated: 1,
        captured_question_ids: `${exam.questions[2].id},not-a-question`,
      },
      p.token,
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ obtained_marks: expected, total_marks: marks.reduce((a, b) => a + b, 0), correct_answers: rightOnes });
    expect((await attempt(science, p.uid)).data()).toMatchObject({
      status: 'finished',
      obtained_marks: expected,
      rules_violated: true,
      captured_question_ids: [exam.questions[2].id],
    });

    const again = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have Already Played');
    const list = await h.call('get_exam_module', { type: 2 }, p.token);
    expect(list.body.data.rows).toEqual([expect.objectContaining({ id: science, status: 'completed', obtained_marks: expected, rules_violated: true })]);
  });

  it('answers after the exam time do not count', async () => {
    const p = await h.player();
    const start = new Date('2031-05-01T09:00:00Z');
    h.clock.set(start);
    try {
      const exam = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body.data;
      h.clock.set(new Date(start.getTime() + 16 * 60_000));
      await answerAll(h, p.token, exam, exam.questions.length);
      const result = (await h.call('set_exam_module_result', { exam_module_id: science }, p.token)).body.data;
      expect(result.obtained_marks).toBe(0);
      expect((await attempt(science, p.uid)).get('total_duration')).toBe(15 * 60);
    } finally {
      h.clock.set(null);
    }
  });

  it('refuses an exam before its opening date with a message, nothing started; it opens on the date', async () => {
    const p = await h.player();
    const opens = ((await examsCol(h.db).doc(science).get()).get('date') as Timestamp).toDate();
    h.clock.set(new Date(opens.getTime() - 86_400_000));
    try {
      expect(await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).toEqual({ status: 403, body: { error: true, message: notOpenYet } });
      expect((await attempt(science, p.uid)).exists).toBe(false);
      expect((await holdings(h, p.uid)).sessions).toBe(0);
      h.clock.set(opens);
      expect((await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).status).toBe(200);
    } finally {
      h.clock.set(null);
    }
  });

  it('throttles wrong keys per player: of 15 at once 10 are tried, then every key waits 10 minutes (429, Retry-After)', async () => {
    const p = await h.player();
    const other = await h.player();
    const started = new Date();
    h.clock.set(started);
    try {
      const guess = (exam_key: string, token = p.token) => h.call('get_exam_module_questions', { exam_module_id: science, exam_key }, token);
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => guess(`WRONG${i}`)));
      expect(burst.filter((r) => r.body.message === 'Invalid exam key' && r.status === 403)).toHaveLength(wrongKeysAllowed);
      expect(burst.filter((r) => r.body.message === tooManyRequests && r.status === 429)).toHaveLength(15 - wrongKeysAllowed);
      const right = await fetch(`${h.url}/api/get_exam_module_questions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ exam_module_id: science, exam_key: key }),
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBe(600);
      expect((await attempt(science, p.uid)).exists).toBe(false);
      expect((await guess(key, other.token)).status).toBe(200); // another player is not held up
      h.clock.set(new Date(started.getTime() + 10 * 60_000));
      expect((await guess(key)).status).toBe(200);
    } finally {
      h.clock.set(null);
    }
  });

  it('set_exam_module_result before starting is refused', async () => {
    const p = await h.player();
    const r = await h.call('set_exam_module_result', { exam_module_id: science, obtained_marks: 50 }, p.token);
    expect(r.status).toBe(404);
    expect((await attempt(science, p.uid)).exists).toBe(false);
  });
});
