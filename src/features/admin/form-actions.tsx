// A dialog form's last row: Cancel, and the submit button.
import { useTranslation } from 'react-i18next';

export function FormActions({
  label,
  busy,
  danger,
  onCancel,
}: {
  label: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row dialog-actions">
      <button type="button" className="btn" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className={`btn ${danger ? 'danger' : 'primary'}`} disabled={busy}>
        {label}
      </button>
    </div>
  );
}
