// Interface strings per namespace (src/i18n/locales/<code>/<namespace>.json), refreshed from
// get_system_language_json. English is bundled so the first paint has words; another language is
// one chunk of its own, loaded when a player uses it (i18next waits for it before switching).
// Arabic flips the layout right to left.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Strings = Record<string, Record<string, string>>;
const english = import.meta.glob<{ default: Record<string, string> }>('./locales/en/*.json', { eager: true });
const otherLanguages = import.meta.glob<{ strings: Strings }>('./locales/*.ts');

export const interfaceLanguages = [
  { code: 'en', name: 'english', title: 'English', rtl: false },
  { code: 'ar', name: 'arabic', title: 'العربية', rtl: true },
] as const;

/** The namespaces of a language's files, keyed by name. */
export function byNamespace(files: Record<string, { default: Record<string, string> }>): Strings {
  return Object.fromEntries(
    Object.entries(files).map(([path, mod]) => [path.match(/([^/]+)\.json$/)![1]!, mod.default]),
  );
}

const en = byNamespace(english);

/** Loads a language other than English from its chunk (src/i18n/locales/<code>.ts). */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (code, ns, done) => {
    const load = otherLanguages[`./locales/${code}.ts`];
    // nothing for English (bundled) or a namespace loaded by its own part (the console's 'admin')
    if (!load) return done(null, null);
    load().then(
      ({ strings }) => done(null, strings[ns] ?? null),
      (e: Error) => done(e, null),
    );
  },
};

export const isRtl = (code: string) => interfaceLanguages.some((l) => l.code === code && l.rtl);

export function applyDirection(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function initI18n(code: string) {
  await i18next
    .use(initReactI18next)
    .use(languageChunks)
    .init({
      resources: { en },
      partialBundledLanguages: true,
      ns: Object.keys(en),
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
