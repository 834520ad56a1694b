// Firebase Auth, loaded when it is needed instead of with the first screen (about 38 KB on a
// phone's first visit): the sign-in pages start the load once they are on screen, so the SDK is in
// by the time a button is pressed, and their handlers await it; logging out loads it then. A load
// that failed is tried again on the next call (its error reaches the caller like any Auth error).
import { useEffect } from 'react';
import { afterFirstView } from './next-task.ts';

type AuthSdk = typeof import('./auth-sdk.ts');
let loading: Promise<AuthSdk> | null = null;

export function authSdk(): Promise<AuthSdk> {
  loading ??= import('./auth-sdk.ts').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Starts loading the SDK once the page is on screen: its first view never waits behind the download. */
export function usePreloadedAuthSdk(): void {
  useEffect(() => {
    let left = false;
    void afterFirstView().then(() => {
      if (!left) authSdk().catch(() => {}); // a press tries again and says why
    });
    return () => {
      left = true;
    };
  }, []);
}
