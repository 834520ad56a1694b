import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSystemConfig } from '../../contract/settings.ts';
import { configureApi } from '../api/client.ts';
import { useSettings } from './settings.ts';

const fetchMock = vi.fn();
const web = { app_name: 'Quiz Arena', language_mode: '1', maintenance_mode: '0', demo_mode: '0' };
const config = { question_seconds: 45 };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async (url: string) =>
      new Response(
        JSON.stringify({
          error: false,
          data: url.endsWith('get_web_settings') ? { ...web, app_name: 'Asked again' } : config,
        }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ base: '/api', getToken: () => null, log: () => {} });
  useSettings.setState({ status: 'loading', web: null, config: defaultSystemConfig });
});
afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.earlySettings = undefined;
});

describe('the web settings store', () => {
  it('takes the answers index.html asked for early (public/early-settings.js), without asking again', async () => {
    globalThis.earlySettings = Promise.resolve([{ data: web }, { data: config }]);
    await useSettings.getState().load();
    expect(useSettings.getState()).toMatchObject({
      status: 'ready',
      web,
      config: { ...defaultSystemConfig, ...config },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(globalThis.earlySettings).toBeUndefined(); // taken once: a forced reload asks the server
  });

  it('public/early-settings.js gives null for a reply that is not the API JSON, so the store asks again', async () => {
    fetchMock.mockImplementation(async () => new Response('<html>a proxy error page</html>', { status: 200 }));
    new Function('self', readFileSync(new URL('../../public/early-settings.js', import.meta.url), 'utf8'))(globalThis);
    expect(await globalThis.earlySettings).toEqual([null, null]);
  });

  it('asks itself when an early answer failed, and when there was none', async () => {
    globalThis.earlySettings = Promise.resolve([null, { data: config }]);
    await useSettings.getState().load();
    expect(useSettings.getState().web?.app_name).toBe('Asked again');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/get_web_settings',
      '/api/get_system_configurations',
    ]);

    useSettings.setState({ status: 'loading', web: null, config: defaultSystemConfig });
    await useSettings.getState().load();
    expect(useSettings.getState().status).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reads the served configuration once, typed: numbers as numbers, anything missing or unreadable as its default', async () => {
    globalThis.earlySettings = Promise.resolve([
      { data: web },
      { data: { battle_entry_fee: '7', question_seconds: 'soon', currency_symbol: '€' } },
    ]);
    await useSettings.getState().load();
    expect(useSettings.getState().config).toEqual({
      ...defaultSystemConfig,
      battle_entry_fee: 7,
      currency_symbol: '€',
    });
  });
});
