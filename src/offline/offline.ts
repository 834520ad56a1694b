// The offline page (offline.html), which the service worker shows for a page opened without a
// network: its words in the player's interface language (the persisted session's, as the app
// would show), and a reload as soon as the server answers again.
import ar from '../i18n/locales/ar/shell.json';
import en from '../i18n/locales/en/shell.json';
import { persistKey } from '../stores/session-key.ts';

const strings: Record<string, Record<string, string>> = { en, ar };
const rightToLeft = new Set(['ar']);
const retryEveryMs = 5000;

function interfaceLanguage(): string {
  try {
    const code = (JSON.parse(localStorage.getItem(persistKey) ?? '{}') as { state?: { language?: string } }).state
      ?.language;
    return code && code in strings ? code : 'en';
  } catch {
    return 'en';
  }
}

const code = interfaceLanguage();
document.documentElement.lang = code;
document.documentElement.dir = rightToLeft.has(code) ? 'rtl' : 'ltr';
for (const element of document.querySelectorAll<HTMLElement>('[data-text]'))
  element.textContent = strings[code]![element.dataset.text!] ?? element.textContent;
document.title = strings[code]!.offlineTitle!;

/** Reloads the page the player asked for once the server answers (the API's liveness, never cached). */
async function retry() {
  const back = await fetch('/api/health', { cache: 'no-store' }).then(
    (r) => r.ok,
    () => false,
  );
  if (back) location.reload();
}

window.addEventListener('online', () => void retry());
document.getElementById('retry')!.addEventListener('click', () => void retry());
setInterval(() => void retry(), retryEveryMs);
