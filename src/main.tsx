import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { App, createAppRouter } from './app/app.tsx';
import { keepUpToDate } from './app/updates.ts';
import { initI18n } from './i18n/i18n.ts';
import { reportApiReach } from './lib/connection.ts';
import { prepareNumbers } from './lib/format.ts';
import { nextTask } from './lib/next-task.ts';
import { useSession, whenRehydrated } from './stores/session.ts';
import { useSettings } from './stores/settings.ts';
import './app/styles.css';

configureApi({
  base: import.meta.env.VITE_API_BASE ?? '/api',
  getToken: () => useSession.getState().token,
  onUnauthorized: () => {
    useSession.getState().logout();
    window.location.assign('/');
  },
  onReach: reportApiReach,
});

// The start's steps (the router, the service worker, the strings, a player's number formatter, the
// first render) are tasks of their own (nextTask). The web settings hold the shell's loader: ask for
// them while the session and the strings load.
void useSettings.getState().load();
await whenRehydrated();
await nextTask();
const router = createAppRouter();
await nextTask();
keepUpToDate();
await nextTask();
const i18n = await initI18n(useSession.getState().language);
await nextTask();
// a player's header shows their coins and score: the formatter is made here rather than in its render
if (useSession.getState().user) {
  prepareNumbers(i18n.language);
  await nextTask();
}

// a transition, so the first render too runs in slices: the HTML's own loader stays on screen meanwhile
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
