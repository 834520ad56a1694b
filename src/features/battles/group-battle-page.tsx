// Group Battle: create a room for up to 4, battle one friend, or join a room by its code.
import { Handshake, KeyRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './battle.css';

const choices = [
  { to: '/group-battle/create', Icon: Users, title: 'createGroupRoom', hint: 'createGroupHint' },
  { to: '/group-battle/create?type=friend', Icon: Handshake, title: 'playWithFriend', hint: 'friendHint' },
  { to: '/group-battle/join', Icon: KeyRound, title: 'joinRoom', hint: 'joinHint' },
] as const;

export default function GroupBattlePage() {
  const { t } = useTranslation('battle');
  return (
    <section className="page battle-page">
      <header className="page-head">
        <h1>{t('groupTitle')}</h1>
        <p className="muted">{t('groupIntro')}</p>
      </header>
      <ul className="category-list">
        {choices.map(({ to, Icon, title, hint }) => (
          <li key={to}>
            <Link className="category-tile" to={to}>
              <strong className="tile-title">
                <Icon className="icon" size={20} aria-hidden />
                {t(title)}
              </strong>
              <span className="muted">{t(hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
