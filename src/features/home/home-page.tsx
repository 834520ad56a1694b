import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { prefetchRealtime } from '../../lib/prefetch-realtime.ts';
import { EmptyState, ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useSession } from '../../stores/session.ts';
import { useHomeStore } from '../../stores/home.ts';
import { InstallOffer } from './install-offer.tsx';
import { fallbackIcon, modeIcons } from './modes.ts';
import './home.css';
import { textOf } from '../../i18n/message-text.ts';

const battleModes = new Set(['random_battle', 'group_battle']);

/** "Your turn" and "Their turn": the player's asynchronous challenges, from a listener (Firestore loads with it, not with the first screen). */
const ChallengeLists = lazy(() => import('../../player/challenge-lists.tsx'));

/** The tile's picture: decorative, the mode's name says the same. */
function ModeIcon({ mode }: { mode: string }) {
  const Icon = modeIcons[mode] ?? fallbackIcon;
  return <Icon className="mode-icon" aria-hidden />;
}

/** A guest's way into a mode: 'To access this feature, please log in.', then the login and on to the
 * mode, or the sign-up for a guest with no account yet. */
function LoginPrompt({ route, onClose }: { route: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={route !== null}
      title={t('login')}
      confirmLabel={t('login')}
      onCancel={onClose}
      onConfirm={() => navigate('/auth/login', { state: { from: route } })}
      otherAction={
        <button type="button" className="btn" onClick={() => navigate('/auth/sign-up')}>
          {t('signUp')}
        </button>
      }
    >
      <p>{t('loginToAccess')}</p>
    </ConfirmDialog>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useSession((s) => s.user);
  const [gatedRoute, setGatedRoute] = useState<string | null>(null);
  const languageId = useSession((s) => s.contentLanguage.id);
  // the modes render as a transition, in slices (a store's update alone renders in one blocking task)
  const tiles = useDeferredValue(useHomeStore((s) => s.tiles));
  const error = useHomeStore((s) => s.error);
  const load = useHomeStore((s) => s.load);
  useEffect(() => {
    void load(languageId);
  }, [load, languageId]);

  let body;
  if (error && !tiles)
    body = <ErrorState message={textOf(error)} onRetry={() => void load(languageId, { force: true })} />;
  else if (!tiles) body = <Loading />;
  else if (tiles.length === 0) body = <EmptyState>{t('noModes')}</EmptyState>;
  else
    body = (
      <ul className="mode-grid" aria-label={t('title')}>
        {tiles.map((m) => (
          <li key={m.key}>
            <Link
              to={m.route}
              className="mode-tile"
              data-mode={m.key}
              onClick={(e) => {
                if (user) return;
                e.preventDefault();
                setGatedRoute(m.route);
              }}
              {...(battleModes.has(m.key)
                ? { onPointerEnter: prefetchRealtime, onFocus: prefetchRealtime, onTouchStart: prefetchRealtime }
                : {})}
            >
              <ModeIcon mode={m.key} />
              <strong>{t(m.key)}</strong>
              <span className="muted">{t(`${m.key}_desc`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="page home-page">
      <header className="page-head">
        <h1>{user ? t('common:welcome', { name: user.name }) : t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      {user && <InstallOffer />}
      {user && (
        <Suspense fallback={null}>
          <ChallengeLists uid={user.id} />
        </Suspense>
      )}
      {body}
      <LoginPrompt route={gatedRoute} onClose={() => setGatedRoute(null)} />
    </section>
  );
}
