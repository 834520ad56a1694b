// A quiet banner under the header while the page has lost the server or the database, and for a
// moment once it is back (src/lib/connection.ts). A polite status region, always in the page (a
// region that appears with its words is not read out everywhere): screen readers hear both.
import { useTranslation } from 'react-i18next';
import { useConnection } from './connection.ts';
import './shared-ui.css';

export function ConnectionBanner() {
  const { t } = useTranslation('shell');
  const connection = useConnection();
  return (
    <div className={`connection-banner ${connection}`} role="status" data-testid="connection">
      {connection === 'lost' ? t('connectionLost') : connection === 'back' ? t('connectionBack') : ''}
    </div>
  );
}
