import type { Timestamp } from 'firebase-admin/firestore';
import { messages } from '../../contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { examsCol } from '../content/catalog.ts';
import { answerAll, answerFields, holdings, questionDoc, sessionDoc } from '../quiz/play-test-kit.ts';
import { defaultSystemConfig } from '../../contract/settings.ts';
import { systemConfigRef } from '../system-config.ts';
import { useHarness, type Reply } from '../test/kit.ts';
import { relaxedRateLimits } from '../test/relaxed-limits.ts';
import { wrongKeysAllowed } from './exams.ts';

const h = useHarness();

// Seeded (emulator/seed/content/en/exams.json).
const science = 'en-exam-1';
const key = 'SCI2026';
const attempt = (examId: string, uid: string) => examsCol(h.db).doc(examId).collection('attempts').doc(uid).get();

describe('get_exam_module', () => {
  it("lists the exams with the player's status and never the key", async () => {
    const p = await h.player();
    const r = await h.call('get_exam_module', { language_id: 1, type: 1, offset: 0, limit: 10 }, p.token);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.rows[0]).toMatchObject({
      id: science,
      title: 'Science Term Exam 2026',
      duration: 15,
      no_of_que: 10,
      status: 'pending',
    });
    expect(JSON.stringify(r.body.data)).not.toContain(key);
  });

  it("writes the exam dates in the player's time zone and refuses an unknown one", async () => {
    const p = await h.player();
    const list = (zone: Record<string, string>) => h.call('get_exam_module', { type: 1, ...zone }, p.token);
    const stored = (await examsCol(h.db).doc(science).get()).data()!;
    const date = (await list({ timezone: 'Asia/Kolkata', gmt_format: '+05:30' })).body.data.rows[0].date;
    expect(date).toMatch(/\+05:30$/);
    expect(Date.parse(date)).toBe(stored.date.toMillis());
    expect((await list({ gmt_format: '-03:00' })).body.data.rows[0].date).toMatch(/-03:00$/);
    expect((await list({ timezone: 'Nowhere/City' })).body).toEqual({
      error: true,
      code: 'invalid_timezone',
      message: 'Invalid timezone',
    });
  });
});

describe('get_exam_module_questions', () => {
  it('wants the key: empty and wrong keys are refused with the product messages, nothing started', async () => {
    const p = await h.player();
    const empty = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: '  ' }, p.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter the Exam Key');
    expect((await h.call('get_exam_module_questions', { exam_module_id: science }, p.token)).body.message).toBe(
      'Please enter the Exam Key',
    );
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
    const first = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body
      .data;
    expect(first.answered_ids).toEqual([]);
    const duration = first.exam.duration * 60;
    expect(first.seconds_left).toBe(duration);
    for (const q of first.questions.slice(0, 2)) {
      expect(
        (await h.call('quiz_answer', { session_id: first.session_id, question_id: q.id, answer: 'a' }, p.token)).status,
      ).toBe(200);
    }
    // back 95 s later by the server's clock: 95 s less to go
    h.clock.set(new Date(opened.getTime() + 95_000));
    const resumed = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token))
      .body.data;
    h.clock.set(null);
    expect(resumed).toMatchObject({
      session_id: first.session_id,
      started_at: first.started_at,
      seconds_left: duration - 95,
    });
    expect([...resumed.answered_ids].sort()).toEqual(
      first.questions
        .slice(0, 2)
        .map((q: { id: string }) => q.id)
        .sort(),
    );
  });

  it('takes the key in any case, as room codes are', async () => {
    const p = await h.player();
    const r = await h.call(
      'get_exam_module_questions',
      { exam_module_id: science, exam_key: key.toLowerCase() },
      p.token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.questions.length).toBeGreaterThan(0);
  });

  it('serves the questions with marks and no answers; the result is marked by the server; one attempt', async () => {
    // the server's clock held still: this page sends no heartbeat, and a busy machine's slow replies
    // must not read as the page falling silent (the leave is another test's)
    h.clock.set(new Date());
    const p = await h.player();
    const r = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token);
    expect(r.status).toBe(200);
    const exam = r.body.data;
    expect(exam.exam).toMatchObject({ id: science, duration: 15 });
    for (const q of exam.questions) for (const f of answerFields) expect(q).not.toHaveProperty(f);
    expect(exam.questions[0].marks).toBeGreaterThan(0);
    const rightOnes = 6;
    await answerAll(h, p.token, exam, rightOnes);
    const answered = await h.call(
      'quiz_answer',
      { session_id: exam.session_id, question_id: exam.questions[0].id, answer: 'a' },
      p.token,
    );
    expect(answered.body.data).toMatchObject({ correct: null, correct_answer: null });

    const marks = (await Promise.all(exam.questions.map((q: { id: string }) => questionDoc(h, q.id)))).map(
      (q) => q.marks,
    );
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
    expect(result.body.data).toMatchObject({
      obtained_marks: expected,
      total_marks: marks.reduce((a, b) => a + b, 0),
      correct_answers: rightOnes,
    });
    // the client's report of violations is not the record: the server heard no leave
    expect((await attempt(science, p.uid)).data()).toMatchObject({
      status: 'finished',
      obtained_marks: expected,
      rules_violated: false,
      captured_question_ids: [],
    });

    const again = await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have Already Played');
    const list = await h.call('get_exam_module', { type: 2 }, p.token);
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({ id: science, status: 'completed', obtained_marks: expected, rules_violated: false }),
    ]);
  });

  it('answers after the exam time do not count', async () => {
    const p = await h.player();
    const start = new Date('2031-05-01T09:00:00Z');
    h.clock.set(start);
    // a page that stays away all along, with a tolerance longer than the exam: the time ends it
    await systemConfigRef(h.db).set({ exam_leave_tolerance_ms: 3_600_000 }, { merge: true });
    try {
      const exam = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body
        .data;
      h.clock.set(new Date(start.getTime() + 16 * 60_000));
      await answerAll(h, p.token, exam, exam.questions.length);
      const result = (await h.call('set_exam_module_result', { exam_module_id: science }, p.token)).body.data;
      expect(result.obtained_marks).toBe(0);
      expect((await attempt(science, p.uid)).get('total_duration')).toBe(15 * 60);
    } finally {
      h.clock.set(null);
      await systemConfigRef(h.db).set(
        { exam_leave_tolerance_ms: defaultSystemConfig.exam_leave_tolerance_ms },
        { merge: true },
      );
    }
  });

  it('refuses an exam before its opening date with a message, nothing started; it opens on the date', async () => {
    const p = await h.player();
    const opens = ((await examsCol(h.db).doc(science).get()).get('date') as Timestamp).toDate();
    h.clock.set(new Date(opens.getTime() - 86_400_000));
    try {
      expect(
        await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token),
      ).toMatchObject({ status: 403, body: { error: true, code: 'exam_not_open', message: messages.exam_not_open } });
      expect((await attempt(science, p.uid)).exists).toBe(false);
      expect((await holdings(h, p.uid)).sessions).toBe(0);
      h.clock.set(opens);
      expect(
        (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).status,
      ).toBe(200);
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
      const guess = (exam_key: string, token = p.token) =>
        h.call('get_exam_module_questions', { exam_module_id: science, exam_key }, token);
      const judged = (r: Reply) => r.status === 403 && r.body.code === 'invalid_exam_key';
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => guess(`WRONG${i}`)));
      // a burst is judged at most wrongKeysAllowed times; every other reply is the throttle's 429, or on
      // a busy machine a 503 server_busy (the player's own count contended by the burst: nothing was tried)
      const untried = (r: Reply) => r.status === 429 || (r.status === 503 && r.body.code === 'server_busy');
      expect(burst.filter((r) => !judged(r) && !untried(r)).map((r) => [r.status, r.body.code])).toEqual([]);
      let tried = burst.filter(judged).length;
      expect(tried).toBeLessThanOrEqual(wrongKeysAllowed);
      for (let i = 0; tried < wrongKeysAllowed && i < 15; i++) if (judged(await guess(`MORE${i}`))) tried++;
      expect(tried).toBe(wrongKeysAllowed);
      const next = await guess('ONE-MORE');
      expect([next.status, next.body.code]).toEqual([429, 'too_many_requests']);
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

describe("issue 34: the exam page's presence is the server's record", () => {
  /** An exam opened at `start` by the server's clock; `at(s)` moves the clock to s seconds after it. */
  async function openedAt(start: Date) {
    const p = await h.player();
    h.clock.set(start);
    const exam = (await h.call('get_exam_module_questions', { exam_module_id: science, exam_key: key }, p.token)).body
      .data;
    const at = (seconds: number) => h.clock.set(new Date(start.getTime() + seconds * 1000));
    const beat = (visible: 0 | 1) => h.call('exam_heartbeat', { session_id: exam.session_id, visible }, p.token);
    return { p, exam, at, beat };
  }

  it('a leave the page reported stays a violation, with its question, when the hand-in says there was none', async () => {
    try {
      const { p, exam, at, beat } = await openedAt(new Date('2031-06-01T09:00:00Z'));
      for (const s of [0, 3, 6]) {
        at(s);
        expect((await beat(1)).body.data).toEqual({ ended: null });
      }
      at(7);
      await beat(0);
      at(9); // back within the tolerance: a violation, not the end
      expect((await beat(1)).body.data).toEqual({ ended: null });
      await answerAll(h, p.token, exam, exam.questions.length);
      const result = await h.call(
        'set_exam_module_result',
        { exam_module_id: science, rules_violated: 0, captured_question_ids: '' },
        p.token,
      );
      expect(result.status).toBe(200);
      expect(result.body.data.correct_answers).toBe(exam.questions.length);
      expect((await attempt(science, p.uid)).data()).toMatchObject({
        rules_violated: true,
        captured_question_ids: [exam.questions[0].id],
      });
    } finally {
      h.clock.set(null);
    }
  });

  it("away longer than the tolerance by the server's clock ends the exam: answers given while away do not count", async () => {
    try {
      const { p, exam, at, beat } = await openedAt(new Date('2031-06-02T09:00:00Z'));
      await beat(1);
      at(3);
      await beat(0);
      at(60); // a minute elsewhere, answering through the API
      await answerAll(h, p.token, exam, exam.questions.length);
      at(61);
      expect((await beat(1)).body.data).toEqual({ ended: 'left' });
      const result = await h.call('set_exam_module_result', { exam_module_id: science, rules_violated: 0 }, p.token);
      expect(result.body.data).toMatchObject({ obtained_marks: 0, correct_answers: 0 });
      expect((await attempt(science, p.uid)).get('rules_violated')).toBe(true);
    } finally {
      h.clock.set(null);
    }
  });

  it('a page that falls silent is away: its answers after the tolerance do not count, through quiz_finish too', async () => {
    try {
      const { p, exam, at, beat } = await openedAt(new Date('2031-06-03T09:00:00Z'));
      await beat(1);
      at(60); // no heartbeat for a minute: the page was closed, frozen or cut off
      await answerAll(h, p.token, exam, exam.questions.length);
      const result = await h.call('quiz_finish', { session_id: exam.session_id }, p.token);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ obtained_marks: 0, correct_answers: 0 });
      expect((await attempt(science, p.uid)).get('rules_violated')).toBe(true);
    } finally {
      h.clock.set(null);
    }
  });

  it('a page that stays and beats keeps every mark, and no violation is recorded whatever the client says', async () => {
    try {
      const { p, exam, at, beat } = await openedAt(new Date('2031-06-04T09:00:00Z'));
      for (let s = 0; s <= 30; s += 3) {
        at(s);
        expect((await beat(1)).body.data).toEqual({ ended: null });
      }
      await answerAll(h, p.token, exam, exam.questions.length);
      const result = await h.call(
        'set_exam_module_result',
        { exam_module_id: science, rules_violated: 1, captured_question_ids: exam.questions[1].id },
        p.token,
      );
      expect(result.body.data.correct_answers).toBe(exam.questions.length);
      expect((await attempt(science, p.uid)).data()).toMatchObject({
        rules_violated: false,
        captured_question_ids: [],
      });
      expect((await beat(1)).body.data).toEqual({ ended: 'submitted' });
    } finally {
      h.clock.set(null);
    }
  });

  it("a heartbeat is the exam page's own: another player's is refused and changes nothing", async () => {
    const { exam } = await openedAt(new Date('2031-06-05T09:00:00Z'));
    h.clock.set(null);
    const presence = async () => ((await sessionDoc(h, exam.session_id)) as { presence?: unknown }).presence;
    const before = await presence();
    const other = await h.player();
    const r = await h.call('exam_heartbeat', { session_id: exam.session_id, visible: 0 }, other.token);
    expect(r.status).toBe(404);
    expect(await presence()).toEqual(before);
  });
});

describe('issue 34: wrong exam keys are limited per address and per exam too', () => {
  const guess = (token: string, exam_key: string, exam_module_id = science) =>
    h.call('get_exam_module_questions', { exam_module_id, exam_key }, token);
  const limits = (config: Record<string, number>) => systemConfigRef(h.db).set(config, { merge: true });
  const relax = () =>
    limits({
      rate_limit_exam_keys_per_address: relaxedRateLimits.rate_limit_exam_keys_per_address,
      rate_limit_exam_keys_per_exam: relaxedRateLimits.rate_limit_exam_keys_per_exam,
    });

  it('fresh accounts from one address: of 12 wrong keys at once, 6 are tried; then every key from it waits (429, Retry-After)', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => h.player()));
    await limits({ rate_limit_exam_keys_per_address: 6 });
    h.clock.set(new Date('2035-01-01T00:00:00Z')); // a window of its own
    try {
      const burst = await Promise.all(
        players.slice(0, 4).flatMap((p) => Array.from({ length: 3 }, (_, i) => guess(p.token, `WRONG${i}`))),
      );
      expect(burst.filter((r) => r.status === 403 && r.body.message === 'Invalid exam key')).toHaveLength(6);
      expect(burst.filter((r) => r.status === 429 && r.body.code === 'too_many_requests')).toHaveLength(6);
      const right = await fetch(`${h.url}/api/get_exam_module_questions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${players[4]!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ exam_module_id: science, exam_key: key }),
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBe(600);
      expect((await attempt(science, players[4]!.uid)).exists).toBe(false);
    } finally {
      h.clock.set(null);
      await relax();
    }
  });

  it('one exam: past its wrong keys every new opening waits; a player already in it resumes; another exam is open', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => h.player()));
    const [inside, a, b, late] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    await limits({ rate_limit_exam_keys_per_exam: 5 });
    h.clock.set(new Date('2035-02-01T00:00:00Z'));
    try {
      expect((await guess(inside.token, key)).status).toBe(200);
      const burst = await Promise.all(
        [a, b].flatMap((p) => Array.from({ length: 4 }, (_, i) => guess(p.token, `WRONG${i}`))),
      );
      expect(burst.filter((r) => r.status === 403)).toHaveLength(5);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(3);
      expect((await guess(late.token, key)).status).toBe(429);
      expect((await guess(inside.token, key)).status).toBe(200); // a reload of an exam in progress
      const others = (await h.call('get_exam_module', { type: 1 }, late.token)).body.data.rows.filter(
        (r: { id: string }) => r.id !== science,
      );
      expect(others.length).toBeGreaterThan(0);
      expect((await guess(late.token, 'WRONG', others[0].id)).body.message).toBe('Invalid exam key');
    } finally {
      h.clock.set(null);
      await relax();
    }
  });
});
