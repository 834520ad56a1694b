import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSystemConfig } from '../../../contract/settings.ts';
import type { CreateRoomRequest } from '../../../machines/battle-types.ts';
import { configureApi } from '../../api/client.ts';
import { answer, createRoom, findMatch, getQuestions, joinRoom, reviewSeat } from './battle-api.ts';
import { battleConfigFrom } from './battle-config.ts';

const fetchMock = vi.fn();
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** The fields of the n-th call's form body. */
const sent = (n = 0) => Object.fromEntries((fetchMock.mock.calls[n]![1].body as URLSearchParams).entries());
const actionOf = (n = 0) => String(fetchMock.mock.calls[n]![0]).replace('/api/', '');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ base: '/api', getToken: () => 'tok', log: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('battle commands', () => {
  it('asks battle_find_match for the category and reads a pairing or no opponent', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { no_opponent: true } }));
    fetchMock.mockResolvedValueOnce(reply(200, { data: { room_id: 'r1' } }));
    expect(await findMatch({ categoryId: 'en-quiz-science', languageId: '2' })).toEqual({ noOpponent: true });
    expect(await findMatch({ categoryId: '', languageId: '0' })).toEqual({ roomId: 'r1' });
    expect(actionOf()).toBe('battle_find_match');
    expect(sent(0)).toEqual({ category: 'en-quiz-science', language_id: '2' });
  });

  it("asks for a paired room's questions with the pairing, and hands that answer to the room once", async () => {
    const questions = [{ id: 'q1', question: 'Q?', options: [] }];
    fetchMock.mockResolvedValueOnce(reply(200, { data: { room_id: 'r7' } }));
    fetchMock.mockResolvedValueOnce(reply(200, { data: questions }));
    await findMatch({ categoryId: 'c', languageId: '0' });
    expect([actionOf(0), actionOf(1), sent(1)]).toEqual([
      'battle_find_match',
      'get_question_by_room_id',
      { room_id: 'r7' },
    ]);
    expect(await getQuestions({ roomId: 'r7' })).toEqual(questions);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // asked again (a retry, the review): a new request
    fetchMock.mockResolvedValueOnce(reply(200, { data: questions }));
    await getQuestions({ roomId: 'r7' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks again when the early request for the questions failed', async () => {
    const questions = [{ id: 'q1', question: 'Q?', options: [] }];
    fetchMock.mockResolvedValueOnce(reply(200, { data: { room_id: 'r8' } }));
    fetchMock.mockResolvedValueOnce(
      reply(503, { error: true, code: 'server_busy', message: 'The server is busy. Please try again.' }),
    );
    fetchMock.mockResolvedValueOnce(reply(200, { data: questions }));
    await findMatch({ categoryId: 'c', languageId: '0' });
    expect(await getQuestions({ roomId: 'r8' })).toEqual(questions);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('creates a room with the fee multiplier and a room id that stays the same when the same request is sent again', async () => {
    fetchMock.mockImplementation(async () => reply(200, { data: { room_id: 'r2', room_code: 'ABC234' } }));
    const request: CreateRoomRequest = {
      type: 'friend',
      categoryId: 'c',
      languageId: '0',
      questionCount: 5,
      entryFeeMultiplier: 3,
    };
    expect(await createRoom(request)).toEqual({ roomId: 'r2', code: 'ABC234' });
    await createRoom(request);
    await createRoom({ ...request });
    expect(actionOf()).toBe('create_room');
    expect(sent(0)).toMatchObject({ room_type: 'friend', category: 'c', no_of_que: '5', entry_fee_multiplier: '3' });
    expect(sent(1).room_id).toBe(sent(0).room_id);
    expect(sent(2).room_id).not.toBe(sent(0).room_id);
  });

  it("rejects with the server's refusal code, which the machines keep", async () => {
    fetchMock.mockResolvedValue(reply(409, { error: true, code: 'room_full', message: 'Room is full' }));
    await expect(joinRoom({ code: 'ABC234' })).rejects.toMatchObject({ code: 'room_full', status: 409 });
    expect(sent()).toEqual({ room_code: 'ABC234' });
  });

  it('sends a run-out question as no option and reads the grading', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: { correct: false, points: 0, correct_option_id: 'c' } }));
    expect(await answer({ roomId: 'r1', questionId: 'q1', optionId: null })).toEqual({
      correct: false,
      points: 0,
      correctOptionId: 'c',
    });
    expect(sent()).toEqual({ room_id: 'r1', question_id: 'q1' });
  });

  it('reads a grading whose right option is not revealed yet as null', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: { correct: true, points: 6, correct_option_id: null } }));
    expect(await answer({ roomId: 'r1', questionId: 'q1', optionId: 'b' })).toEqual({
      correct: true,
      points: 6,
      correctOptionId: null,
    });
  });

  it('sends an answer again when the server is busy (503) or the connection drops, and not when it refuses', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockResolvedValueOnce(
        reply(503, { error: true, code: 'server_busy', message: 'The server is busy. Please try again.' }),
      );
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetchMock.mockResolvedValueOnce(reply(200, { data: { correct: true, points: 6, correct_option_id: null } }));
      const graded = answer({ roomId: 'r', questionId: 'q1', optionId: 'b' });
      await vi.runAllTimersAsync();
      expect(await graded).toEqual({ correct: true, points: 6, correctOptionId: null });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(sent(2)).toEqual(sent(0));

      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(
        reply(400, { error: true, code: 'answer_in_order', message: 'Answer the questions in order' }),
      );
      await expect(answer({ roomId: 'r', questionId: 'q2', optionId: 'a' })).rejects.toMatchObject({
        code: 'answer_in_order',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says an answer did not reach the server once every retry failed at the transport', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const graded = answer({ roomId: 'r', questionId: 'q1', optionId: 'b' });
      const refused = expect(graded).rejects.toMatchObject({ code: 'answer_not_sent', status: 0 });
      await vi.runAllTimersAsync();
      await refused;
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks battle_reveal for the right options revealed so far and the picks, a time-out picking nothing', async () => {
    const picks = [
      { question_id: 'q1', option_id: 'b' },
      { question_id: 'q2', option_id: '' },
    ];
    fetchMock.mockResolvedValue(
      reply(200, { data: { answers: [{ question_id: 'q1', correct_option_id: 'd' }], picks } }),
    );
    expect(await reviewSeat({ roomId: 'r1' })).toEqual({ revealed: { q1: 'd' }, picks: { q1: 'b', q2: null } });
    expect(actionOf()).toBe('battle_reveal');
    expect(sent()).toEqual({ room_id: 'r1' });
  });
});

describe('battleConfigFrom', () => {
  it('takes question time, search window and reconnect grace from the system configuration', () => {
    const config = battleConfigFrom(
      readSystemConfig({ question_seconds: 20, random_battle_search_seconds: 8, reconnect_grace_seconds: 10 }),
    );
    expect(config).toMatchObject({ questionSeconds: 20, searchMs: 8000, graceMs: 10_000 });
  });

  it('keeps the defaults for missing or broken values', () => {
    expect(battleConfigFrom(readSystemConfig({ question_seconds: 'x' }))).toMatchObject({
      questionSeconds: 30,
      searchMs: 30_000,
      graceMs: 20_000,
    });
    expect(battleConfigFrom(readSystemConfig(null)).questionSeconds).toBe(30);
  });
});
