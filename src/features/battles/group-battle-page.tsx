// Group Battle: create a room for up to 4, battle one friend, or join a room by its code.
import { Handshake, KeyRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './battle.css';

export default function GroupBattlePage() {
  const { t } = useTranslation('battle');
  return (
    <section className="page battle-page">
      <header className="page-head">
        <h1>{t('groupTitle')}</h1>
        <p className="muted">{t('groupIntro')}</p>
      </header>
      <ul className="category-list">
        <li>
          <Link className="category-tile" to="/group-battle/create">
            <strong className="tile-title">
              <Users className="icon" size={20} aria-hidden />
              {t('createGroupRoom')}
            </strong>
            <span className="muted">{t('createGroupHint')}</span>
          </Link>
        </li>
        <li>
          <Link className="category-tile" to="/group-battle/create?type=friend">
            <strong className="tile-title">
              <Handshake className="icon" size={20} aria-hidden />
              {t('playWithFriend')}
            </strong>
            <span className="muted">{t('friendHint')}</span>
          </Link>
        </li>
        <li>
          <Link className="category-tile" to="/group-battle/join">
            <strong className="tile-title">
              <KeyRound className="icon" size={20} aria-hidden />
              {t('joinRoom')}
            </strong>
            <span className="muted">{t('joinHint')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
