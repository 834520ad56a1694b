// The interface language: the player's choice in multilingual mode (language_mode '1'), else 'en'
// (docs/product.md). The switch shows only in multilingual mode.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstView } from '../lib/next-task.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { LanguageSelect } from './language-select.tsx';

const useMultilingual = () => useSettings((s) => s.web?.language_mode === '1');

/** Keeps i18next on the language in force: the chosen one, or 'en' while multilingual mode is off. */
export function useInterfaceLanguage() {
  const { i18n } = useTranslation();
  const chosen = useSession((s) => s.language);
  const ready = useSettings((s) => s.status === 'ready');
  const multilingual = useMultilingual();
  useEffect(() => {
    const code = multilingual ? chosen : 'en';
    if (ready && i18n.language !== code) void i18n.changeLanguage(code);
  }, [ready, multilingual, chosen, i18n]);
}

/** A signed-in player's switch loads once the page's first view is on screen; until then (a moment)
 * it is the guest's, which changes the screen only. */
const SavingLanguageSwitch = lazy(() => afterFirstView().then(() => import('./saving-language-switch.tsx')));

export function LanguageSwitch() {
  const loggedIn = useSession((s) => s.isLogin);
  const multilingual = useMultilingual();
  if (!multilingual) return null;
  if (!loggedIn) return <LanguageSelect />;
  return (
    <Suspense fallback={<LanguageSelect />}>
      <SavingLanguageSwitch />
    </Suspense>
  );
}
