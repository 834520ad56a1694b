// The header's language select: the choice applies at once (useInterfaceLanguage); `onChosen` is
// told it too (a signed-in player's switch saves it).
import { useTranslation } from 'react-i18next';
import { InterfaceLanguageOptions } from '../lib/language-options.tsx';
import { useSession } from '../stores/session.ts';

export function LanguageSelect({ onChosen }: { onChosen?: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const setLanguage = useSession((s) => s.setLanguage);
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          setLanguage(e.target.value);
          onChosen?.(e.target.value);
        }}
      >
        <InterfaceLanguageOptions />
      </select>
    </label>
  );
}
