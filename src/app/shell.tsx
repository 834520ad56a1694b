// The frame of every page: the loader until web settings arrive, the maintenance page when
// settings say so, else header, page and footer.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Bell, Coins, Menu, Star, type LucideIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { formatCompact, formatNumber } from '../lib/format.ts';
import { logOut } from '../lib/log-out.ts';
import { ConnectionBanner } from '../lib/connection-banner.tsx';
import { SoundToggle } from '../lib/sound-toggle.tsx';
import { PlayerProvider, useCoins, useInvitations, usePlayerFigures } from '../player/player.tsx';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { LanguageSwitch, useInterfaceLanguage } from './language-switch.tsx';
import { RouteGuard } from './guards.tsx';
import { isAuthPath } from './gated-paths.ts';
import { RouteProgress } from './route-progress.tsx';
import { MaintenancePage } from './simple-pages.tsx';
import { useNewDeployAtNavigation } from './updates.ts';

/** Rematch invitations, on every screen of a signed-in player (a guest never downloads them). */
const Invitations = lazy(() => import('../player/invitations.tsx'));
const PresenceBeat = lazy(() => import('../player/presence.tsx'));

/** The bell: the player's unread notifications and pending invitations, as their listener counts them. */
function InboxBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = (usePlayerFigures()?.unread ?? 0) + useInvitations().length;
  return (
    <Link
      to="/notifications"
      className="inbox-bell"
      onClick={onOpen}
      aria-label={t('inboxLabel', { count: unread })}
      data-testid="header-inbox"
    >
      <Bell className="icon" size={18} aria-hidden />
      {unread > 0 && (
        <span className="unread-count" aria-hidden data-testid="unread-count">
          {unread}
        </span>
      )}
    </Link>
  );
}

/** A figure in the header: compact on screen, in full in the tooltip and to screen readers (one image
 * with its full value as the name, so the compact text is not read twice). */
function Figure({
  icon: FigureIcon,
  label,
  value,
  className,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  className: string;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const full = `${label}: ${formatNumber(value, i18n.language)}`;
  return (
    <span className={`figure-chip ${className}`} role="img" aria-label={full} title={full} data-testid={testId}>
      <FigureIcon className="icon" size={18} aria-hidden />
      {formatCompact(value, i18n.language)}
    </span>
  );
}

/** The balance and the score the server keeps, updated by the player's listener: in sight on a phone too. */
function PlayerNumbers() {
  const { t } = useTranslation();
  const coins = useCoins();
  const score = usePlayerFigures()?.score ?? useSession.getState().user?.all_time_score ?? 0;
  return (
    <>
      <Figure icon={Coins} label={t('coins')} value={coins} className="coins-chip" testId="header-coins" />
      <Figure icon={Star} label={t('score')} value={score} className="score-chip" testId="header-score" />
    </>
  );
}

function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const appName = useSettings((s) => s.web?.app_name) ?? t('appName');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <Link to="/" className="brand" onClick={close}>
        {/* isolated, in the name's own direction: a Latin name in the Arabic header loses its end, not its start */}
        <bdi>{appName}</bdi>
      </Link>
      {/* always in view, on a phone too: the balance, or the ways in */}
      <div className="header-account">
        {user ? (
          <>
            <InboxBell onOpen={close} />
            <PlayerNumbers />
          </>
        ) : (
          <>
            <NavLink className="btn small" to="/auth/sign-up" onClick={close}>
              {t('signUp')}
            </NavLink>
            <NavLink className="btn small primary" to="/auth/login" onClick={close}>
              {t('login')}
            </NavLink>
          </>
        )}
      </div>
      <button className="menu-toggle" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen(!open)}>
        <Menu className="icon" size={18} aria-hidden />
        <span className="menu-word">{t('menu')}</span>
      </button>
      <nav id="main-nav" className={open ? 'open' : ''} aria-label="Main">
        <NavLink to="/" end onClick={close}>
          {t('home')}
        </NavLink>
        {user && (
          <>
            <NavLink to="/leaderboard" onClick={close}>
              {t('leaderboard')}
            </NavLink>
            <NavLink to="/profile" onClick={close}>
              {t('profile')}
            </NavLink>
          </>
        )}
        <LanguageSwitch />
        <SoundToggle />
        {user && (
          <button
            className="btn small"
            onClick={async () => {
              close();
              await logOut();
              toast.success(t('auth:loggedOut'));
              navigate('/');
            }}
          >
            {t('logout')}
          </button>
        )}
      </nav>
    </header>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Link to="/about-us">{t('aboutUs')}</Link>
      <Link to="/contact-us">{t('contactUs')}</Link>
      <Link to="/faq">{t('faq')}</Link>
      <Link to="/privacy-policy">{t('privacyPolicy')}</Link>
      <Link to="/terms-conditions">{t('terms')}</Link>
    </footer>
  );
}

export function Shell() {
  const { t } = useTranslation();
  const uid = useSession((s) => s.user?.id);
  // The page behind the loader renders as a transition, in slices the main thread can interleave
  // with other work (a store's update alone would render it all in one blocking task); the loader
  // stays until that render is done.
  const ready = useDeferredValue(
    useSettings((s) => s.status === 'ready'),
    false,
  );
  const maintenance = useSettings((s) => s.web?.maintenance_mode === '1');
  const load = useSettings((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  const { pathname } = useLocation();
  useInterfaceLanguage();
  useNewDeployAtNavigation();
  if (!ready) return <FullScreenLoader />;
  // the operators' way back: the console and the login stay open, so maintenance can be turned off
  if (maintenance && !pathname.startsWith('/admin') && !isAuthPath(pathname)) return <MaintenancePage />;
  return (
    <PlayerProvider>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RouteProgress />
      <Header />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      {uid && (
        <Suspense fallback={null}>
          <Invitations />
          <PresenceBeat uid={uid} />
        </Suspense>
      )}
    </PlayerProvider>
  );
}
