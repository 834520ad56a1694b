// After Firebase sign-in: user_signup with the Firebase ID token as the bearer; the server creates
// or loads the player and returns it with the api_token every later call carries. The sign-in pages
// send it as any view sends a command, through the command machine (useCompleteSignIn).
import type { User } from 'firebase/auth';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import type { Message } from '../../../contract/messages.ts';
import { useSession } from '../../stores/session.ts';
import { api, type ReplyOf } from '../../api/api.ts';
import type { ApiResult } from '../../api/client.ts';
import { authSdk } from '../../lib/load-auth-sdk.ts';
import { useCommand } from '../../lib/use-command.ts';

/** The sign-in is refused: Firebase forgets it too (the SDK is in: the player just signed in with it). */
async function signOutOfFirebase() {
  const { auth, signOut } = await authSdk();
  await signOut(auth);
}

export type SignInType = 'email' | 'gmail' | 'mobile';
export interface SignedIn {
  user: User;
  type: SignInType;
}

type SignUpReply = ReplyOf<typeof api.user_signup>;

/** user_signup for the player Firebase has just signed in; an email not yet verified is refused before it. */
async function signUp({ user, type }: SignedIn): Promise<ApiResult<SignUpReply>> {
  if (type === 'email' && !user.emailVerified) return { ok: false, status: 403, code: 'verify_email_first' };
  const session = useSession.getState();
  return api.user_signup(
    {
      firebase_id: user.uid,
      type,
      name: (user.displayName ?? '').slice(0, 50), // the server takes 1-50 characters
      email: user.email ?? '',
      mobile: user.phoneNumber ?? '',
      profile: user.photoURL ?? '',
      friends_code: session.pendingFriendsCode,
      // the invite link the player came by: its room's owner referred a new player
      room_code: session.pendingInvite,
    },
    { token: await user.getIdToken() },
  );
}

/** The player the server returned becomes the session. A friend's code or a returning sign-in that
 * paid nothing is said, and the player goes on without it. */
function startSession({ api_token, referral, ...player }: SignUpReply) {
  const session = useSession.getState();
  session.login(player, api_token);
  session.setPendingFriendsCode('');
  if (referral === 'invalid') toast(i18next.t('auth:referralInvalid'));
  if (referral === 'limit') toast(i18next.t('auth:referralLimit'));
  if (referral === 'returning') toast(i18next.t('auth:referralReturning'));
}

/** `send({ user, type })` once Firebase has signed the player in: `onSignedIn` once the session is
 * theirs, with the invite they came by (read before: the invite page takes it once it opens), or
 * `onRefused` with the server's refusal (Firebase signed out again). */
export function useCompleteSignIn(handlers: {
  onSignedIn: (invite: string) => void;
  onRefused: (message: Message) => void;
}) {
  return useCommand(signUp, {
    onDone: (reply) => {
      const invite = useSession.getState().pendingInvite;
      startSession(reply);
      handlers.onSignedIn(invite);
    },
    onRefused: (message) => {
      void signOutOfFirebase();
      handlers.onRefused(message);
    },
  });
}
