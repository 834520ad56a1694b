// The console's strings (locales/<code>.json, namespace 'admin') come with the console's own
// chunk: a player never downloads them. The server's refusals are message codes (i18n/message-text.ts).
import i18next from 'i18next';
import { useEffect, useState } from 'react';

// locales/<code>.json, and locales/<part>/<code>.json for a part of the console kept in files of its own
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', './locales/*/*.json']);

let loading: Promise<void> | undefined;

function loadAdminStrings() {
  loading ??= Promise.all(
    Object.entries(bundles).map(async ([path, load]) => {
      const code = path.match(/\/([\w-]+)\.json$/)![1]!;
      i18next.addResourceBundle(code, 'admin', (await load()).default, true, true);
    }),
  ).then(() => {});
  return loading;
}

/** True once the console's strings are in. */
export function useAdminStrings(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle('en', 'admin'));
  useEffect(() => {
    if (!ready) void loadAdminStrings().then(() => setReady(true));
  }, [ready]);
  return ready;
}
