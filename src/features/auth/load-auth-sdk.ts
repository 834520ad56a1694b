// Firebase Auth for the sign-in pages, loaded after the page has drawn instead of before (about
// 38 KB on a phone's first visit). Each page starts the load as it opens, so the SDK is in by the
// time a button is pressed, and its handlers await it; a load that failed is tried again on the
// next press (its error reaches the page's catch like any sign-in error).
import { useEffect } from 'react';

type AuthSdk = typeof import('./auth-sdk.ts');
let loading: Promise<AuthSdk> | null = null;

export function authSdk(): Promise<AuthSdk> {
  loading ??= import('./auth-sdk.ts').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Starts loading the SDK once the page is on screen. */
export function usePreloadedAuthSdk(): void {
  useEffect(() => {
    authSdk().catch(() => {}); // a press tries again and says why
  }, []);
}
