import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="center-page">
      <p className="big-code">404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="btn primary" to="/">
        {t('goHome')}
      </Link>
    </section>
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <section className="center-page">
      <h1>{t('maintenanceTitle')}</h1>
      <p>{t('maintenanceText')}</p>
    </section>
  );
}
