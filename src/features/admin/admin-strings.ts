// The console's strings (locales/<code>.json, namespace 'admin') come with the console's own
// chunk: a player never downloads them. The server's messages to operators are worded here too.
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { translateMessage } from '../../i18n/messages.ts';

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

/** A server message in the interface language: the console's own, else the players' ones. */
export function adminMessage(t: TFunction, message: string): string {
  // read as stored: t() with returnObjects would look each key up again, and "field: text" has t's namespace separator
  const own = (i18next.getResource(i18next.language, 'admin', 'messages') ?? i18next.getResource('en', 'admin', 'messages')) as Record<string, string> | undefined;
  return typeof own === 'object' && Object.hasOwn(own, message) ? own[message]! : translateMessage(t, message);
}
