// After Firebase sign-in: user_signup with the Firebase ID token as the bearer; the server creates
// or loads the player and returns it with the api_token every later call carries.
import type { User } from 'firebase/auth';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { useSession } from '../../stores/session.ts';
import { api } from '../../api/api.ts';
import { authSdk } from '../../lib/load-auth-sdk.ts';
import { messageText, textOf } from '../../i18n/message-text.ts';

/** The sign-in is refused: Firebase forgets it too (the SDK is in: the player just signed in with it). */
async function signOutOfFirebase() {
  const { auth, signOut } = await authSdk();
  await signOut(auth);
}

export type SignInType = 'email' | 'gmail' | 'mobile';

/** Returns null on success, or the message to show. */
export async function completeSignIn(user: User, type: SignInType, name?: string): Promise<string | null> {
  if (type === 'email' && !user.emailVerified) {
    await signOutOfFirebase();
    return messageText('verify_email_first');
  }
  const session = useSession.getState();
  const reply = await api.user_signup(
    {
      firebase_id: user.uid,
      type,
      name: (name ?? user.displayName ?? '').slice(0, 50), // the server takes 1-50 characters
      email: user.email ?? '',
      mobile: user.phoneNumber ?? '',
      profile: user.photoURL ?? '',
      friends_code: session.pendingFriendsCode,
      // the invite link the player came by: its room's owner referred a new player
      room_code: session.pendingInvite,
    },
    { token: await user.getIdToken() },
  );
  if (!reply.ok) {
    await signOutOfFirebase();
    return textOf(reply);
  }
  const { api_token, referral, ...player } = reply.data;
  session.login(player, api_token);
  session.setPendingFriendsCode('');
  // A friend's code or a returning sign-in that paid nothing is said, and the player goes on without it.
  if (referral === 'invalid') toast(i18next.t('auth:referralInvalid'));
  if (referral === 'limit') toast(i18next.t('auth:referralLimit'));
  if (referral === 'returning') toast(i18next.t('auth:referralReturning'));
  return null;
}
