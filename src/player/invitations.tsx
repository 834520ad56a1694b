// Rematch invitations as the player's own listener hears of them (the player actor's figures):
// "<name> wants a rematch — Join / Not now", with the fee named. Join is the invite link's join;
// "Not now" takes the invitation away and costs nothing. One list, shown floating on every screen
// of a signed-in player and at the top of the notifications page (where the floating one steps aside).
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { invitePath } from '../lib/invite-link.ts';
import { useDecline, useInvitations } from './player.tsx';
import './invitations.css';

/** The invitations still valid; "Not now" hides one at once while the server takes it away (machines/player.ts). */
export function InvitationList({
  className,
  titled,
  hideOn,
}: {
  className: string;
  titled?: boolean;
  hideOn?: (pathname: string) => boolean;
}) {
  const { t } = useTranslation('battle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const notNow = useDecline();
  const shown = useInvitations().filter((i) => pathname !== invitePath(i.code));
  if (shown.length === 0 || hideOn?.(pathname)) return null;
  return (
    <aside className={className} aria-label={t('invitationsLabel')} aria-live="polite">
      {titled && <h2>{t('invitationsLabel')}</h2>}
      {shown.map((i) => (
        <div key={i.roomId} className="invitation card" data-testid="invitation">
          <p>
            <strong>{t(i.kind === 'challenge' ? 'challengeInvite' : 'rematchInvite', { name: i.fromName })}</strong>
            <br />
            <span className="muted">{t('entryFeeCoins', { count: i.entryFee })}</span>
          </p>
          <div className="row">
            <button type="button" className="btn primary small" onClick={() => navigate(invitePath(i.code))}>
              {t('join')}
            </button>
            <button type="button" className="btn small" onClick={() => notNow(i.roomId)}>
              {t('notNow')}
            </button>
          </div>
        </div>
      ))}
    </aside>
  );
}

/** On every screen but the notifications page, which lists them itself. */
export default function FloatingInvitations() {
  return <InvitationList className="invitations floating" hideOn={(pathname) => pathname === '/notifications'} />;
}
