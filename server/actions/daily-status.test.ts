import { describe, expect, it } from 'vitest';
import { answerAll } from '../quiz/play-test-kit.ts';
import { useHarness } from '../test/kit.ts';

const h = useHarness();

describe('get_daily_quiz_status', () => {
  it("says whether today is played, shows today's result and when the next daily quiz opens", async () => {
    const p = await h.player();
    const start = new Date('2033-03-03T10:00:00Z');
    h.clock.set(start);
    try {
      const zone = { gmt_format: '+02:00' };
      expect((await h.call('get_daily_quiz_status', zone, p.token)).body.data).toEqual({
        day: '2033-03-03',
        played: false,
        result: null,
        next_open_at: start.toISOString(),
      });

      const quiz = (await h.call('get_daily_quiz', zone, p.token)).body.data;
      // started but not finished: it can be resumed, so it is not "played"
      expect((await h.call('get_daily_quiz_status', zone, p.token)).body.data).toMatchObject({
        played: false,
        next_open_at: start.toISOString(),
      });
      await answerAll(h, p.token, quiz, 3);
      await h.call('quiz_finish', { session_id: quiz.session_id }, p.token);

      const status = (await h.call('get_daily_quiz_status', zone, p.token)).body.data;
      expect(status.played).toBe(true);
      expect(status.result).toMatchObject({
        session_id: quiz.session_id,
        correct_answers: 3,
        total_questions: quiz.questions.length,
      });
      // the next local day starts at 22:00 UTC, but the 20 hours since it opened run until 06:00 UTC
      expect(status.next_open_at).toBe('2033-03-04T06:00:00.000Z');

      // another zone's calendar day is still within the 20 hours: played, with no result of its own
      expect((await h.call('get_daily_quiz_status', { gmt_format: '-11:00' }, p.token)).body.data).toMatchObject({
        day: '2033-03-02',
        played: true,
        result: null,
        next_open_at: '2033-03-04T06:00:00.000Z',
      });
    } finally {
      h.clock.set(null);
    }
  });

  it('refuses a bad time zone and needs a player', async () => {
    const p = await h.player();
    expect((await h.call('get_daily_quiz_status', { gmt_format: '+99:00' }, p.token)).status).toBe(400);
    expect((await h.call('get_daily_quiz_status', {})).status).toBe(401);
  });
});
