// The content language, offered only in multilingual mode (language_mode '1'), from get_languages.
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { defaultContentLanguage } from '../../stores/session.ts';
import { api } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

type Chosen = typeof defaultContentLanguage;

export function ContentLanguageSelect(props: { value: number; onChange: (lang: Chosen) => void }) {
  const { t } = useTranslation('profile');
  const { state, reload } = useRemote(api.get_languages, {});
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={textOf(state.failure)} onRetry={reload} />;
  return (
    <label>
      {t('contentLanguage')}
      <select
        value={props.value}
        onChange={(e) => {
          const lang = state.data.find((l) => l.id === Number(e.target.value));
          props.onChange(lang ? { id: lang.id, code: lang.code, name: lang.language } : defaultContentLanguage);
        }}
      >
        <option value={0}>{t('defaultContentLanguage')}</option>
        {state.data.map((l) => (
          <option key={l.id} value={l.id}>
            {l.language}
          </option>
        ))}
      </select>
    </label>
  );
}
