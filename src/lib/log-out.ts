// Logging out: the session goes at once; Firebase Auth is signed out too, its SDK loaded only now
// (the header offers "Logout" on every page, and most pages never need Auth).
import { useSession } from '../stores/session.ts';
import { authSdk } from './load-auth-sdk.ts';

export async function logOut(): Promise<void> {
  useSession.getState().logout();
  const { auth, signOut } = await authSdk();
  await signOut(auth).catch(() => {});
}
