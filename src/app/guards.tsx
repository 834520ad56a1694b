// A gated route without a login token toasts 'Please login first' and goes to /auth/login;
// a logged-in player who opens /auth/* goes home.
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../stores/session.ts';
import { isAuthPath, isGated } from './gated-paths.ts';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  const token = useSession((s) => s.token);
  const blocked = !token && isGated(pathname);
  useEffect(() => {
    if (blocked) toast.error(t('pleaseLoginFirst'), { id: 'login-first' });
  }, [blocked, t]);
  if (blocked) return <Navigate to="/auth/login" replace state={{ from: pathname }} />;
  // signed in on an auth page: on to where the player was heading before the login, or home
  if (token && isAuthPath(pathname)) return <Navigate to={from ?? '/'} replace />;
  return <>{children}</>;
}
