// Rematch invitations on whatever screen the player is: "<name> wants a rematch — Join / Not now",
// with the fee named, as their own listener hears of them. Join is the invite link's join; "Not now"
// takes the invitation away and costs nothing. Loaded only for a signed-in player.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { from, switchMap } from 'rxjs';
import { api } from '../../api/api.ts';
import { auth } from '../../lib/firebase-auth.ts';
import { db } from '../../lib/firestore.ts';
import { invitePath } from '../../lib/invite-link.ts';
import { invitations$, type Invitation } from '../../realtime/invites.ts';
import './battle.css';

function useInvitations(uid: string): Invitation[] {
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  useEffect(() => {
    // a refused or broken listener shows no invitation; the bell and the lobby still work
    const sub = from(auth.authStateReady())
      .pipe(switchMap(() => invitations$(db, uid)))
      .subscribe({ next: setInvitations, error: () => setInvitations([]) });
    return () => sub.unsubscribe();
  }, [uid]);
  return invitations;
}

export default function Invitations({ uid }: { uid: string }) {
  const { t } = useTranslation('battle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = useInvitations(uid).filter((i) => !dismissed.includes(i.roomId) && pathname !== invitePath(i.code));
  if (shown.length === 0) return null;

  const notNow = (roomId: string) => {
    setDismissed((d) => [...d, roomId]);
    void api.battle_decline_invite({ room_id: roomId });
  };
  return (
    <aside className="invitations" aria-label={t('invitationsLabel')} aria-live="polite">
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
