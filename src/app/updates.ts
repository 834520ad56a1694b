/// <reference types="vite-plugin-pwa/vanillajs" />
// Keeping an open app on the deployed version. The service worker (vite.config.ts) is registered
// here; each navigation asks whether a new one was deployed, and when a new worker is waiting the
// player's next navigation is held, the worker takes over, and the page asked for loads afresh
// from the new deploy: nobody stays on an old version and nothing reloads under a player
// mid-screen. A lazy page of an old deploy that the server no longer has reloads the page once.
import { useEffect } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { registerSW } from 'virtual:pwa-register';

const reloadedKey = 'quiz-arena-reloaded-at';
const reloadGuardMs = 10_000;
/** how long a held navigation waits for the new worker before going on without it */
const takeOverMs = 5_000;

/** Reloads unless this tab just did (a chunk missing for another reason must not loop). */
function reloadOnce() {
  const last = Number(sessionStorage.getItem(reloadedKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  sessionStorage.setItem(reloadedKey, String(Date.now()));
  location.reload();
  return true;
}

let registration: ServiceWorkerRegistration | undefined;
/** a newer worker than the one this page started with controls it: its scripts are outdated */
let outdated = false;
/** this tab asked the waiting worker to take over and it has not yet */
let asked = false;
const takeOvers = new Set<() => void>();

export function keepUpToDate(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  if (!('serviceWorker' in navigator)) return;
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) return void (controlled = true); // the first worker claiming the page serves what it runs
    outdated = true;
    asked = false;
    for (const done of takeOvers) done();
  });
  registerSW({
    onRegisteredSW: (_url, r) => void (registration = r),
    onNeedReload: () => {}, // the held navigation decides (the plugin's default reloads every tab)
  });
}

/** Whether a navigation should be held and made a full page load from the new deploy. */
const newDeployReady: BlockerFunction = ({ currentLocation, nextLocation }) =>
  nextLocation.pathname !== currentLocation.pathname && (outdated || (!asked && Boolean(registration?.waiting)));

/** Resolves true once the new worker controls this page, false if it has not within takeOverMs. */
function takeOver(): Promise<boolean> {
  if (outdated) return Promise.resolve(true);
  asked = true;
  // told directly, not through workbox-window's handle, which may name another worker when the
  // browser's own update check found this one first
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  return new Promise((resolve) => {
    const done = () => {
      takeOvers.delete(done);
      clearTimeout(timer);
      resolve(outdated);
    };
    const timer = setTimeout(done, takeOverMs);
    takeOvers.add(done);
  });
}

/**
 * Rendered once by the shell. Each navigation asks whether a new worker was deployed; the next
 * one after it installed is held (nothing of the next page is fetched through the old worker
 * while it hands over, which Chromium can stall on) and then loaded in full from the new deploy.
 * If the hand-over does not come in time the navigation goes on as usual and a later one retries.
 */
export function useNewDeployAtNavigation(): void {
  const blocker = useBlocker(newDeployReady);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (registration && !registration.waiting && !outdated) void registration.update().catch(() => {}); // offline or mid-deploy: the next navigation asks again
  }, [pathname]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const to = blocker.location;
    blocker.reset();
    void takeOver().then((ready) => {
      if (ready) location.assign(`${to.pathname}${to.search}${to.hash}`);
      else void navigate(to, { state: to.state as unknown });
    });
  }, [blocker, navigate]);
}
