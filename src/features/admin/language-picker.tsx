// The content language an operator works in (content ids 1 English, 2 Arabic).
import { useTranslation } from 'react-i18next';

export const contentLanguages = [1, 2] as const;

export function LanguagePicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <label>
      {t('content.language')}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {contentLanguages.map((id) => (
          <option key={id} value={id}>
            {t(`content.languages.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
