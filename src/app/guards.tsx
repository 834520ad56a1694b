// A gated route without a login token toasts 'Please login first' and goes to /auth/login;
// a logged-in player who opens /auth/* goes home. An invite link opened without a login is kept and
// opened again once the player is signed in (src/lib/invite-link.ts).
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../stores/session.ts';
import { isAuthPath, isGated } from './gated-paths.ts';
import { inviteCodeOf, invitePath } from '../lib/invite-link.ts';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  const token = useSession((s) => s.token);
  const blocked = !token && isGated(pathname);
  const pendingInvite = useSession((s) => s.pendingInvite);
  useEffect(() => {
    if (!blocked) return;
    toast.error(t('pleaseLoginFirst'), { id: 'login-first' });
    const code = inviteCodeOf(pathname);
    if (code) useSession.getState().setPendingInvite(code);
  }, [blocked, pathname, t]);
  if (token && pendingInvite && pathname !== invitePath(pendingInvite))
    return <Navigate to={invitePath(pendingInvite)} replace />;
  if (blocked) return <Navigate to="/auth/login" replace state={{ from: pathname }} />;
  // signed in on an auth page: on to where the player was heading before the login, or home
  if (token && isAuthPath(pathname)) return <Navigate to={from ?? '/'} replace />;
  return <>{children}</>;
}
