// A quiet banner under the header while the page has lost the network, and for a moment once it
// is back (src/lib/connection.ts). A polite live region (no status role: the toasts have that): screen
// readers hear both.
import { useTranslation } from 'react-i18next';
import { useConnection } from './connection.ts';
import './shared-ui.css';

export function ConnectionBanner() {
  const { t } = useTranslation('shell');
  const connection = useConnection();
  return (
    <div className={`connection-banner ${connection}`} aria-live="polite" data-testid="connection">
      {connection === 'lost' ? t('connectionLost') : connection === 'back' ? t('connectionBack') : ''}
    </div>
  );
}
