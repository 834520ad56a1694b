/// <reference types="vite-plugin-pwa/vanillajs" />
// Keeping an open app on the deployed version. The service worker (vite.config.ts) is registered
// here; each navigation asks whether a new one was deployed, and when a new worker is waiting the
// player's next navigation lets it take over and loads that page afresh, so nobody stays on an old
// version and nothing reloads under a player mid-screen. A lazy page of an old deploy that the
// server no longer has reloads the page once.
import { registerSW } from 'virtual:pwa-register';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const reloadedKey = 'quiz-arena-reloaded-at';
const reloadGuardMs = 10_000;

/** Reloads unless this tab just did (a chunk missing for another reason must not loop). */
function reloadOnce() {
  const last = Number(sessionStorage.getItem(reloadedKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  sessionStorage.setItem(reloadedKey, String(Date.now()));
  location.reload();
  return true;
}

export function keepUpToDate(router: Router): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  if (!('serviceWorker' in navigator)) return;
  // known once the page has loaded: a navigation before that waits for it instead of not asking
  let registered: (r: ServiceWorkerRegistration) => void = () => {};
  const registration = new Promise<ServiceWorkerRegistration>((resolve) => (registered = resolve));
  /** this tab asked the waiting worker to take over */
  let swapping = false;
  /** another tab let a new worker in: this page's scripts are older than what is served */
  let outdated = false;
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) controlled = true; // the first worker claiming the page serves what it runs
    else if (swapping) location.reload();
    else outdated = true;
  });
  registerSW({
    onRegisteredSW: (_url, r) => r && registered(r),
    onNeedReload: () => {}, // the controllerchange listener decides (the plugin's default reloads every tab)
  });
  let path = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    if (outdated) location.reload();
    else
      void registration.then((r) => {
        if (r.waiting) {
          swapping = true;
          // told directly: workbox-window's own handle may name another worker when the browser's
          // update check found this one first, and the message then reaches nobody
          r.waiting.postMessage({ type: 'SKIP_WAITING' });
        } else void r.update().catch(() => {}); // offline or mid-deploy: the next navigation asks again
      });
  });
}
