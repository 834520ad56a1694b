// The install offer on the home page (src/lib/install-offer.ts decides when): once, dismissible.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../lib/install-offer.ts';

export function InstallOffer() {
  const { t } = useTranslation('home');
  const offer = useInstallOffer();
  if (!offer.open) return null;
  return (
    <aside className="card install-offer row" aria-labelledby="install-title" data-testid="install-offer">
      <Download className="icon" size={24} aria-hidden />
      <div className="install-text">
        <h2 id="install-title">{t('installTitle')}</h2>
        <p className="muted">{t('installText')}</p>
      </div>
      <div className="row">
        <button type="button" className="btn primary" onClick={offer.install}>
          {t('install')}
        </button>
        <button type="button" className="btn" onClick={offer.dismiss}>
          {t('installNotNow')}
        </button>
      </div>
    </aside>
  );
}
