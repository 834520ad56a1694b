// Rematch invitations as the player's own listener hears of them (the player actor's figures):
// "<name> wants a rematch — Join / Not now", with the fee named. Join is the invite link's join;
// "Not now" takes the invitation away and costs nothing. One list, shown floating on every screen
// of a signed-in player and at the top of the notifications page (where the floating one steps aside).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/api.ts';
import { invitePath } from '../lib/invite-link.ts';
import { usePlayerFigures } from './player.tsx';
import './invitations.css';

const none: never[] = [];

/** The invitations still valid, "Not now" hiding one at once while the server takes it away. */
export function InvitationList({ className, hideOn }: { className: string; hideOn?: (pathname: string) => boolean }) {
  const { t } = useTranslation('battle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const invitations = usePlayerFigures()?.invitations ?? none;
  const shown = invitations.filter((i) => !dismissed.includes(i.roomId) && pathname !== invitePath(i.code));
  if (shown.length === 0 || hideOn?.(pathname)) return null;

  const notNow = (roomId: string) => {
    setDismissed((d) => [...d, roomId]);
    void api.battle_decline_invite({ room_id: roomId });
  };
  return (
    <aside className={className} aria-label={t('invitationsLabel')} aria-live="polite">
      {shown.map((i) => (
        <div key={i.roomId} className="invitation card" data-testid="invitation">
          <p>
            <strong>{t('rematchInvite', { name: i.fromName })}</strong>
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
