// Whether the page can reach the network, from the browser's online and offline events: 'lost'
// while offline, 'back' for a few seconds once the network returns, else 'online'. Firestore's
// listeners and the API's calls resume by themselves; this only tells the player.
import { useSyncExternalStore } from 'react';

export type ConnectionState = 'online' | 'lost' | 'back';

/** How long "back online" stays before the banner goes. */
const backForMs = 4000;

let state: ConnectionState = typeof navigator !== 'undefined' && navigator.onLine === false ? 'lost' : 'online';
let backTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (next: ConnectionState) => {
  state = next;
  listeners.forEach((l) => l());
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    clearTimeout(backTimer);
    set('lost');
  });
  window.addEventListener('online', () => {
    if (state !== 'lost') return;
    set('back');
    backTimer = setTimeout(() => set('online'), backForMs);
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useConnection = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => 'online' as ConnectionState,
  );
