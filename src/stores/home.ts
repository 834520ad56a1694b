// The home screen's modes from get_web_home_settings, kept with the time of the last fetch and
// fetched again only when older than maxAgeMs or asked for another content language.
import { create } from 'zustand';
import { api } from '../api/api.ts';
import type { Message } from '../../contract/messages.ts';

export interface HomeTile {
  key: string;
  route: string;
  row_order: number;
  enabled: 0 | 1;
}

export const maxAgeMs = 10 * 60_000;

interface HomeState {
  tiles: HomeTile[] | null;
  /** The content language the tiles were fetched for. */
  languageId: number | null;
  fetchedAt: number | null;
  /** why the latest load failed */
  error: Message | null;
  load: (languageId: number, opts?: { force?: boolean; now?: number }) => Promise<void>;
}

export const useHomeStore = create<HomeState>()((set, get) => ({
  tiles: null,
  languageId: null,
  fetchedAt: null,
  error: null,
  async load(languageId, { force = false, now = Date.now() } = {}) {
    const s = get();
    const fresh = s.fetchedAt !== null && now - s.fetchedAt < maxAgeMs && s.languageId === languageId;
    if (fresh && !force) return;
    set({ error: null });
    const reply = await api.get_web_home_settings({ language_id: languageId });
    if (!reply.ok) {
      set({ error: reply });
      return;
    }
    const tiles = reply.data.tiles.filter((t) => t.enabled === 1).sort((a, b) => a.row_order - b.row_order);
    set({ tiles, languageId, fetchedAt: now, error: null });
  },
}));
