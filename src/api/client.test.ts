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
  configureApi({ base: '/api', getToken: () => 'tok', onUnauthorized: () => unauthorized++, log: (level, m) => logs.push(`${level} ${m}`) });
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

  it('yields the failure and logs "Failed to fetch data" on a non-200: a 4xx as an expected refusal, a 5xx as a failure', async () => {
    fetchMock.mockResolvedValue(reply(400, { error: true, message: 'Room is full' }));
    expect(await api.create_room()).toEqual({ ok: false, status: 400, message: 'Room is full' });
    expect(logs).toEqual(['refused create_room: Failed to fetch data (400)']);
    expect(unauthorized).toBe(0);
    fetchMock.mockResolvedValue(reply(503, { error: true, message: 'Busy' }));
    expect(await api.create_room()).toEqual({ ok: false, status: 503, message: 'Busy' });
    expect(logs[1]).toBe('failed create_room: Failed to fetch data (503)');
  });

  it('writes a refusal to the console as information, a failure as an error', async () => {
    configureApi({ log: logToConsole });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      fetchMock.mockResolvedValue(reply(404, { error: true, message: 'Room not found' }));
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

  it('turns a failure into an ApiError with its status and message for machine actors', async () => {
    fetchMock.mockResolvedValue(reply(409, { error: true, message: 'Room is full' }));
    const refused = await orThrow(api.battle_join_room({ room_code: 'ABC' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: 'Room is full' });
  });

  it('keeps each fetcher the same function, so screens may depend on it', () => {
    expect(api.get_categories).toBe(api.get_categories);
    expect(api.get_categories).not.toBe(api.get_languages);
  });

  it('yields status 0 and logs when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    expect(await api.get_categories()).toEqual({ ok: false, status: 0, message: 'Failed to fetch data' });
    expect(logs).toEqual(['failed get_categories: Failed to fetch data']);
  });

  it('logs the player out on a 401', async () => {
    fetchMock.mockResolvedValue(reply(401, { error: true, message: 'Unauthorized' }));
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
    expect(fields({ status: 0, questions_answered: 0, correct_answers: 0, category_id: 0, percentage: 0, ratio: 0 })).toEqual({
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
