// Interface strings: bundled per namespace (src/i18n/locales/<code>/<namespace>.json) so the first
// paint has words, refreshed from get_system_language_json. Arabic flips the layout right to left.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json', { eager: true });

export const interfaceLanguages = [
  { code: 'en', name: 'english', title: 'English', rtl: false },
  { code: 'ar', name: 'arabic', title: 'العربية', rtl: true },
] as const;

const resources: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, code, ns] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
  (resources[code!] ??= {})[ns!] = mod.default;
}

export const isRtl = (code: string) => interfaceLanguages.some((l) => l.code === code && l.rtl);

export function applyDirection(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function initI18n(code: string) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: code,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  applyDirection(code);
  i18next.on('languageChanged', applyDirection);
  return i18next;
}

/** Merges the server's strings for a language over the bundled ones. */
export function addServerStrings(code: string, namespaces: Record<string, Record<string, string>>): void {
  for (const [ns, strings] of Object.entries(namespaces)) i18next.addResourceBundle(code, ns, strings, true, true);
}
