// The interface language: the player's choice in multilingual mode (language_mode '1'), else 'en'
// (docs/product.md). The switch shows only in multilingual mode.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InterfaceLanguageOptions } from '../lib/language-options.tsx';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { api } from '../api/api.ts';
import { useCommand } from '../lib/use-command.ts';

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

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSession((s) => s.setLanguage);
  const loggedIn = useSession((s) => s.isLogin);
  const multilingual = useMultilingual();
  // the switch has changed the screen already; a refusal of the saved copy costs only the server's texts
  const save = useCommand(api.update_profile).send;
  if (!multilingual) return null;
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          setLanguage(e.target.value); // useInterfaceLanguage applies it
          // The server picks notifications and other texts by the saved interface language.
          if (loggedIn) save({ web_language: e.target.value });
        }}
      >
        <InterfaceLanguageOptions />
      </select>
    </label>
  );
}
