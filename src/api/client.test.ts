import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { ApiError, configureApi, logToConsole, orThrow, toBody } from './client.ts';

const fetchMock = vi.fn();
const logs: string[] = [];
let unauthorized = 0;

beforeEach(() => {
  fetchMock.mockReset();
  logs.length = 0;
  unauthorized = 0;
  vi.stubGlobal('fetch', fetchMock);
  configureApi({
    base: '/api',
    getToken: () => 'tok',
    onUnauthorized: () => unauthorized++,
    log: (level, m) => logs.push(`${level} ${m}`),
  });
});
afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the typed fetchers', () => {
  it('posts the form to the base path with the action as the path and the bearer token', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, data: { id: 1 } }));
    await api.get_categories({ language_id: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/get_categories');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('language_id=2');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it('sends no Authorization header without a token', async () => {
    configureApi({ getToken: () => null });
    fetchMock.mockResolvedValue(reply(200, { data: 1 }));
    await api.get_web_settings();
    expect(fetchMock.mock.calls[0]![1].headers).toBeUndefined();
  });

  it('yields the data field on HTTP 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, data: { coins: 7 } }));
    expect(await api.get_user_coin_score()).toEqual({ ok: true, data: { coins: 7 } });
  });

  it("yields the failure's code (and values) on a non-200 and logs it: a 4xx as an expected refusal, a 5xx as a failure", async () => {
    fetchMock.mockResolvedValue(reply(400, { error: true, code: 'room_full', message: 'Room is full' }));
    expect(await api.create_room()).toEqual({ ok: false, status: 400, code: 'room_full' });
    expect(logs).toEqual(['refused create_room: room_full (400)']);
    expect(unauthorized).toBe(0);
    fetchMock.mockResolvedValue(
      reply(429, { error: true, code: 'payment_wait', message: 'You have already…', params: { hours: 48 } }),
    );
    expect(await api.create_room()).toEqual({ ok: false, status: 429, code: 'payment_wait', params: { hours: 48 } });
    fetchMock.mockResolvedValue(
      reply(503, { error: true, code: 'server_busy', message: 'The server is busy. Please try again.' }),
    );
    expect(await api.create_room()).toEqual({ ok: false, status: 503, code: 'server_busy' });
    expect(logs[2]).toBe('failed create_room: server_busy (503)');
  });

  it("takes a reply without a known code (a proxy's error page) for a failure to fetch, never showing its text", async () => {
    fetchMock.mockResolvedValue(reply(502, { error: true, message: 'Bad gateway' }));
    expect(await api.create_room()).toEqual({ ok: false, status: 502, code: 'failed_to_fetch' });
    fetchMock.mockResolvedValue(reply(400, { error: true, code: 'Room is full', message: 'Room is full' }));
    expect(await api.create_room()).toEqual({ ok: false, status: 400, code: 'failed_to_fetch' });
  });

  it('writes a refusal to the console as information, a failure as an error', async () => {
    configureApi({ log: logToConsole });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      fetchMock.mockResolvedValue(
        reply(404, { error: true, code: 'room_code_not_valid', message: 'Room code is not valid' }),
      );
      await api.battle_join_room({ room_code: 'NOPE' });
      expect([info.mock.calls.length, error.mock.calls.length]).toEqual([1, 0]);
      fetchMock.mockRejectedValue(new TypeError('network down'));
      await api.battle_join_room({ room_code: 'NOPE' });
      expect([info.mock.calls.length, error.mock.calls.length]).toEqual([1, 1]);
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });

  it('turns a failure into an ApiError with its status and code for machine actors', async () => {
    fetchMock.mockResolvedValue(reply(409, { error: true, code: 'room_full', message: 'Room is full' }));
    const refused = await orThrow(api.battle_join_room({ room_code: 'ABC' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'room_full', message: 'Room is full' });
  });

  it('keeps each fetcher the same function, so screens may depend on it', () => {
    expect(api.get_categories).toBe(api.get_categories);
    expect(api.get_categories).not.toBe(api.get_languages);
  });

  it('yields status 0 and logs when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    expect(await api.get_categories()).toEqual({ ok: false, status: 0, code: 'failed_to_fetch' });
    expect(logs).toEqual(['failed get_categories: failed_to_fetch']);
  });

  it('logs the player out on a 401', async () => {
    fetchMock.mockResolvedValue(reply(401, { error: true, code: 'unauthorized', message: 'Unauthorized' }));
    expect(await api.get_user_by_id()).toMatchObject({ ok: false, status: 401 });
    expect(unauthorized).toBe(1);
  });
});

describe('payload fields', () => {
  const fields = (payload: Parameters<typeof toBody>[0]) => Object.fromEntries(toBody(payload).entries());

  it('sends optional fields only when non-empty', () => {
    expect(fields({ name: 'Ann', email: '', mobile: undefined, fcm_id: null, offset: 0 })).toEqual({ name: 'Ann' });
  });

  it('sends status, questions_answered, correct_answers, category_id and percentage even when 0', () => {
    expect(
      fields({ status: 0, questions_answered: 0, correct_answers: 0, category_id: 0, percentage: 0, ratio: 0 }),
    ).toEqual({
      status: '0',
      questions_answered: '0',
      correct_answers: '0',
      category_id: '0',
      percentage: '0',
    });
  });

  it('skips those fields too when they are an empty string', () => {
    expect(fields({ status: '', percentage: '' })).toEqual({});
  });

  it('sends fields urlencoded, and a form with a file as multipart', () => {
    expect(toBody({ name: 'Ann', offset: 10 }).toString()).toBe('name=Ann&offset=10');
    const image = new Blob(['x'], { type: 'image/png' });
    const form = toBody({ image, name: 'Ann' });
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('image')).toBeInstanceOf(Blob);
    expect((form as FormData).get('name')).toBe('Ann');
  });
});
