// The offer to install the app, where the browser allows it (its beforeinstallprompt event): made
// once a player has finished a first game, and never again once taken or turned down. The event is
// kept from the moment this module loads (with the shell), since the browser fires it only once a page.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

const playedKey = 'quiz-arena-played';
const doneKey = 'quiz-arena-install-offered';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const stored = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false; // storage refused (a private window): no offer
  }
};
const store = (key: string) => {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // nothing kept: the offer may come again next visit
  }
  changed();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // the app offers it itself, at a better moment than the browser's bar
    deferred = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => store(doneKey));
}

/** A game's result was shown: from now on the install may be offered. */
export const markGamePlayed = () => {
  if (!stored(playedKey)) store(playedKey);
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const offerable = () => deferred !== null && stored(playedKey) && !stored(doneKey);

/** Whether to offer the install now, and the two answers. */
export function useInstallOffer() {
  const open = useSyncExternalStore(subscribe, offerable, () => false);
  return {
    open,
    install: () => {
      const e = deferred;
      deferred = null;
      store(doneKey);
      void e?.prompt();
    },
    dismiss: () => store(doneKey),
  };
}
