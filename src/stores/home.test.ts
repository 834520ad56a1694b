import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client.ts';
import { maxAgeMs, useHomeStore } from './home.ts';

const fetchMock = vi.fn();
const tiles = [
  { key: 'exam', route: '/exam-module', row_order: 3, enabled: 1 },
  { key: 'quiz_zone', route: '/quiz-zone', row_order: 1, enabled: 1 },
  { key: 'math_mania', route: '/math-mania', row_order: 2, enabled: 0 },
];

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ error: false, data: { language_id: 1, tiles } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ base: '/api', getToken: () => null, log: () => {} });
  useHomeStore.setState({ tiles: null, languageId: null, fetchedAt: null, error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the home modes store', () => {
  it('keeps the enabled modes in row order with the time of the fetch', async () => {
    await useHomeStore.getState().load(0, { now: 1000 });
    const s = useHomeStore.getState();
    expect(s.tiles?.map((t) => t.key)).toEqual(['quiz_zone', 'exam']);
    expect(s.fetchedAt).toBe(1000);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/get_web_home_settings');
  });

  it('serves the cached modes while fresh, and asks again when stale, forced or for another content language', async () => {
    const load = useHomeStore.getState().load;
    await load(0, { now: 0 });
    await load(0, { now: maxAgeMs - 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await load(0, { now: maxAgeMs });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await load(2, { now: maxAgeMs + 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await load(2, { now: maxAgeMs + 2, force: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('keeps the last good modes and reports the failure when a refresh fails', async () => {
    await useHomeStore.getState().load(0, { now: 0 });
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: true, code: 'internal_error', message: 'Internal error occurred' }), {
          status: 500,
        }),
    );
    await useHomeStore.getState().load(0, { now: 0, force: true });
    expect(useHomeStore.getState().tiles).toHaveLength(2);
    expect(useHomeStore.getState().error).toMatchObject({ code: 'internal_error' });
  });
});
