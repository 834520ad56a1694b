// The frame of the player's own screens (/profile/...): who they are, their coins and score, and
// the way to each screen. The player's record is refreshed from the server on entry.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Avatar } from '../../lib/avatar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useSession } from '../../stores/session.ts';
import { usePlayerFigures } from '../../player/player.tsx';
import './profile.css';
import { api } from '../../api/api.ts';

const sections = [
  { to: '/profile', key: 'nav.profile', end: true },
  { to: '/profile/wallet', key: 'nav.wallet' },
  { to: '/profile/coin-history', key: 'nav.coinHistory' },
  { to: '/profile/badges', key: 'nav.badges' },
  { to: '/profile/statistics', key: 'nav.statistics' },
  { to: '/profile/friends', key: 'nav.friends' },
  { to: '/profile/referral', key: 'nav.referral' },
  { to: '/profile/play-bookmark-questions', key: 'nav.bookmarks' },
  { to: '/notifications', key: 'nav.notifications' },
  { to: '/leaderboard', key: 'nav.leaderboard' },
];

export default function ProfileLayout() {
  const { t, i18n } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const updateUser = useSession((s) => s.updateUser);
  const figures = usePlayerFigures();
  // the profile's words (name, email, image); its numbers come from the player's listener
  useEffect(() => {
    void api.get_user_by_id().then((r) => r.ok && updateUser(r.data));
  }, [updateUser]);
  if (!user) return null;
  return (
    <div className="profile-layout">
      <aside className="profile-side">
        <div className="card profile-card">
          <Avatar name={user.name} src={user.profile} size={64} />
          <div className="profile-who">
            <strong data-testid="profile-name">
              <bdi>{user.name}</bdi>
            </strong>
            <bdi className="muted">{user.email || user.mobile}</bdi>
          </div>
          <dl className="profile-numbers">
            <div>
              <dt>{t('common:coins')}</dt>
              <dd data-testid="profile-coins">{formatNumber(figures?.coins ?? user.coins, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('common:score')}</dt>
              <dd>{formatNumber(figures?.score ?? user.all_time_score, i18n.language)}</dd>
            </div>
          </dl>
        </div>
        <nav className="profile-nav" aria-label={t('nav.label')}>
          {sections.map((s) => (
            <NavLink key={s.to} to={s.to} end={s.end}>
              {t(s.key)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="profile-content">
        <Outlet />
      </div>
    </div>
  );
}
