// Firebase Auth error codes as sentences in the player's language: the product's words (docs/product.md) where it has
// them, and for every other failure a sentence with a way on. Firebase's own text never reaches a
// player: a code not listed here gets the sentence for a sign-in that did not go through.
import type { TFunction } from 'i18next';

/** Code -> key of the auth namespace's `errors`. */
const messages: Record<string, string> = {
  'auth/user-not-found': 'userNotFound',
  'auth/wrong-password': 'invalidPassword',
  'auth/invalid-credential': 'invalidPassword',
  'auth/invalid-login-credentials': 'invalidPassword',
  'auth/email-already-in-use': 'emailInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/user-disabled': 'userDisabled',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/operation-not-allowed': 'operationNotAllowed',
  // the provider could not be reached (Google's scripts or the sign-in service)
  'auth/internal-error': 'unreachable',
  'auth/network-request-failed': 'network',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/account-exists-with-different-credential': 'otherWay',
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'invalidPhone',
  'auth/invalid-verification-code': 'wrongCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/code-expired': 'codeExpired',
  'auth/quota-exceeded': 'tooManyRequests',
  'auth/weak-password': 'weakPassword',
};

const authErrorKey = (err: unknown) => `errors.${messages[(err as { code?: string } | null)?.code ?? ''] ?? 'failed'}`;

/** The sentence to show for a failed sign-in step, in the interface language (`t` of the auth namespace). */
export const authErrorMessage = (err: unknown, t: TFunction<'auth'>) => t(authErrorKey(err));

/** The form field an Auth error is about, so the form can show it there (none: the form as a whole). */
const fields: Record<string, 'email' | 'password'> = {
  'auth/user-not-found': 'email',
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/user-disabled': 'email',
  'auth/wrong-password': 'password',
  'auth/invalid-credential': 'password',
  'auth/invalid-login-credentials': 'password',
  'auth/weak-password': 'password',
};

export function authErrorField(err: unknown): 'email' | 'password' | undefined {
  return fields[(err as { code?: string } | null)?.code ?? ''];
}
