// The frame of every page: the loader until web settings arrive, the maintenance page when
// settings say so, else header, page and footer.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { formatCompact, formatNumber } from '../lib/format.ts';
import { logOut } from '../lib/log-out.ts';
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

/** The bell: the player's unread notifications and pending invitations, as their listener counts them. */
function InboxBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = (usePlayerFigures()?.unread ?? 0) + useInvitations().length;
  return (
    <Link to="/notifications" className="inbox-bell" onClick={onOpen} aria-label={t('inboxLabel', { count: unread })} data-testid="header-inbox">
      <Icon name="bell" />
      {unread > 0 && (
        <span className="unread-count" aria-hidden data-testid="unread-count">
          {unread}
        </span>
      )}
    </Link>
  );
}

/** Small line icons that carry the meaning where an emoji font may be missing (and cost no emoji
 * font's loading on the first layout). */
const icons = {
  coin: (
    <>
      <circle cx="12" cy="12" r="9" fill="#f5b301" stroke="#92400e" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="#92400e" strokeWidth="1.5" />
    </>
  ),
  star: <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="#6366f1" stroke="#3730a3" strokeWidth="1.3" strokeLinejoin="round" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  bell: (
    <>
      <path d="M18 16V11a6 6 0 0 0-12 0v5l-2 2.5h16z" fill="#fbbf24" stroke="#92400e" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M10 20.5a2 2 0 0 0 4 0" fill="none" stroke="#92400e" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
};

const Icon = ({ name }: { name: keyof typeof icons }) => (
  <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
    {icons[name]}
  </svg>
);

/** A figure in the header: compact on screen, in full in the tooltip and to screen readers (one image
 * with its full value as the name, so the compact text is not read twice). */
function Figure({ icon, label, value, className, testId }: { icon: keyof typeof icons; label: string; value: number; className: string; testId: string }) {
  const { i18n } = useTranslation();
  const full = `${label}: ${formatNumber(value, i18n.language)}`;
  return (
    <span className={`figure-chip ${className}`} role="img" aria-label={full} title={full} data-testid={testId}>
      <Icon name={icon} />
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
      <Figure icon="coin" label={t('coins')} value={coins} className="coins-chip" testId="header-coins" />
      <Figure icon="star" label={t('score')} value={score} className="score-chip" testId="header-score" />
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
        {appName}
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
        <Icon name="menu" />
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
  const ready = useDeferredValue(useSettings((s) => s.status === 'ready'), false);
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
      <main id="main" tabIndex={-1}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      {uid && (
        <Suspense fallback={null}>
          <Invitations />
        </Suspense>
      )}
    </PlayerProvider>
  );
}
