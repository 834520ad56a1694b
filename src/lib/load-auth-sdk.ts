// Firebase Auth, loaded when it is needed instead of with the first screen (about 38 KB on a
// phone's first visit): the sign-in pages start the load once they have painted, so the SDK is in
// by the time a button is pressed, and their handlers await it; logging out loads it then. A load
// that failed is tried again on the next call (its error reaches the caller like any Auth error).
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

/** Starts loading the SDK once the page has painted: its first frame never waits behind the download. */
export function usePreloadedAuthSdk(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a timeout set in a frame's callback runs after that frame is painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => authSdk().catch(() => {}), 0); // a press tries again and says why
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
