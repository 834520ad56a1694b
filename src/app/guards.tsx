// A gated route without a login token toasts 'Please login first' and goes to /auth/login;
// a logged-in player who opens /auth/* goes home.
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../stores/session.ts';
import { isAuthPath, isGated } from './gated-paths.ts';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  const token = useSession((s) => s.token);
  const blocked = !token && isGated(pathname);
  useEffect(() => {
    if (blocked) toast.error('Please login first', { id: 'login-first' });
  }, [blocked]);
  if (blocked) return <Navigate to="/auth/login" replace state={{ from: pathname }} />;
  // signed in on an auth page: on to where the player was heading before the login, or home
  if (token && isAuthPath(pathname)) return <Navigate to={from ?? '/'} replace />;
  return <>{children}</>;
}
