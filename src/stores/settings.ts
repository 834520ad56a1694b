// Web settings and the system configuration: fetched on first load (or a manual refresh) only.
import { create } from 'zustand';
import { defaultSystemConfig, readSystemConfig, type SystemConfig } from '../../contract/settings.ts';
import { api } from '../api/api.ts';
import type { ApiResult } from '../api/client.ts';

export interface WebSettings {
  app_name: string;
  language_mode: string;
  maintenance_mode: string;
  demo_mode: string;
  [key: string]: unknown;
}

interface SettingsState {
  /** 'loading' until get_web_settings succeeds; a failed response keeps it 'loading' (the loader stays). */
  status: 'loading' | 'ready';
  web: WebSettings | null;
  /** The game's numbers, typed: their defaults until the server's arrive. */
  config: SystemConfig;
  load: (force?: boolean) => Promise<void>;
}

export const useSettings = create<SettingsState>()((set, get) => ({
  status: 'loading',
  web: null,
  config: defaultSystemConfig,
  async load(force = false) {
    if (get().web && !force) return;
    if (!force && inFlight) return inFlight; // the entry starts the first load before the shell asks (src/main.tsx)
    inFlight = (async () => {
      const [web, config] =
        (!force && (await takeEarlySettings())) ||
        (await Promise.all([api.get_web_settings(), api.get_system_configurations()]));
      if (web.ok) set({ web: web.data, config: readSystemConfig(config.ok ? config.data : null), status: 'ready' });
    })().finally(() => (inFlight = null));
    return inFlight;
  },
}));

let inFlight: Promise<void> | null = null;

type EarlyReply<T> = { data: T } | null;
/** get_system_configurations' reply as it crosses the wire. */
type ServedConfig = Record<string, string | number>;
declare global {
  /** Set by public/early-settings.js as index.html is parsed: the two replies' bodies, or null for each that failed. */
  var earlySettings: Promise<[EarlyReply<WebSettings>, EarlyReply<ServedConfig>]> | undefined;
}

/** The answers index.html asked for early, once, if both came back; else nothing, and the store asks itself. */
async function takeEarlySettings(): Promise<[ApiResult<WebSettings>, ApiResult<ServedConfig>] | null> {
  const early = globalThis.earlySettings;
  globalThis.earlySettings = undefined;
  const [web, config] = (await early) ?? [null, null];
  return web && config
    ? [
        { ok: true, data: web.data },
        { ok: true, data: config.data },
      ]
    : null;
}

export const isMultilingual = () => useSettings.getState().web?.language_mode === '1';
