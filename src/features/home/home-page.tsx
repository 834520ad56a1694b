import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../stores/session.ts';
import { gameModes } from './modes.ts';

export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useSession((s) => s.user);
  return (
    <section className="page">
      <header className="page-head">
        <h1>{user ? t('common:welcome', { name: user.name }) : t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <ul className="mode-grid" aria-label={t('title')}>
        {gameModes.map((m) => (
          <li key={m.key}>
            <Link to={m.path} className="mode-tile" data-mode={m.key}>
              <span className="mode-icon" aria-hidden>
                {m.icon}
              </span>
              <strong>{t(m.key)}</strong>
              <span className="muted">{t(`${m.key}_desc`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
