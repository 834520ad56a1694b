import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, configureApi, request, toFormData } from './client.ts';

const fetchMock = vi.fn();
const logs: string[] = [];
let unauthorized = 0;

beforeEach(() => {
  fetchMock.mockReset();
  logs.length = 0;
  unauthorized = 0;
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ base: '/api', getToken: () => 'tok', onUnauthorized: () => unauthorized++, log: (m) => logs.push(m) });
});
afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the contract client', () => {
  it('posts multipart form data to the base path with the action as the path and the bearer token', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, data: { id: 1 } }));
    await call('get_user_by_id', { language_id: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/get_user_by_id');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it('sends no Authorization header without a token', async () => {
    configureApi({ getToken: () => null });
    fetchMock.mockResolvedValue(reply(200, { data: 1 }));
    await call('get_web_settings');
    expect(fetchMock.mock.calls[0]![1].headers).toBeUndefined();
  });

  it('yields the data field on HTTP 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, data: { coins: 7 } }));
    expect(await call('get_user_coin_score')).toEqual({ coins: 7 });
  });

  it('yields null and logs "Failed to fetch data" on a non-200', async () => {
    fetchMock.mockResolvedValue(reply(400, { error: true, message: 'Room is full' }));
    expect(await call('create_room')).toBeNull();
    expect(logs[0]).toContain('Failed to fetch data');
    expect(unauthorized).toBe(0);
  });

  it('keeps the server message for screens that show it', async () => {
    fetchMock.mockResolvedValue(reply(409, { error: true, message: 'Room is full' }));
    expect(await request('join_room')).toEqual({ ok: false, status: 409, message: 'Room is full' });
  });

  it('yields null and logs when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    expect(await call('get_categories')).toBeNull();
    expect(logs).toHaveLength(1);
  });

  it('logs the player out on a 401', async () => {
    fetchMock.mockResolvedValue(reply(401, { error: true, message: 'Unauthorized' }));
    expect(await call('get_user_by_id')).toBeNull();
    expect(unauthorized).toBe(1);
  });
});

describe('payload fields', () => {
  const fields = (payload: Parameters<typeof toFormData>[0]) => Object.fromEntries(toFormData(payload).entries());

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

  it('sends files as files', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    expect(toFormData({ image }).get('image')).toBeInstanceOf(Blob);
  });
});
