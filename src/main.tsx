import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { App, createAppRouter } from './app/app.tsx';
import { initI18n } from './i18n/i18n.ts';
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
});

/** Ends the current task, so the start's steps (the modules, the strings, the first render) are
 * short tasks of their own rather than one long one that blocks the phone's main thread. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// the web settings hold the shell's loader: ask for them while the session and the strings load
void useSettings.getState().load();
await whenRehydrated();
await nextTask();
const router = createAppRouter();
await nextTask();
await initI18n(useSession.getState().language);
await nextTask();

// a transition, so the first render too runs in slices: the HTML's own loader stays on screen meanwhile
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
