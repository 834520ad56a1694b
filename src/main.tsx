import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { App } from './app/app.tsx';
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

// the web settings hold the shell's loader: ask for them while the session and the strings load
void useSettings.getState().load();
await whenRehydrated();
await initI18n(useSession.getState().language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
