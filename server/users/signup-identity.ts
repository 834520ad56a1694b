// Who a new player is, beyond their account: the verified email, phone number and Google or Apple
// account of the Firebase ID token, each kept as a keyed hash in signupIdentities/{hash} when an
// account is made. Deleting the account removes the player's data but not these records, which
// hold no address (only the hash and when it was first seen): a person who signs up again with
// the same identity is not a new player for the welcome and referral bonuses.
import { createHmac } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { apiSecret } from '../api-secret.ts';

/**
 * One address, one identity: case, a "+tag" and, at Gmail, dots do not make a new mailbox.
 */
function mailbox(email: string) {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.split('+')[0]!;
  return `${domain === 'gmail.com' || domain === 'googlemail.com' ? bare.replaceAll('.', '') : bare}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** The identities the ID token vouches for: the email only when verified, the phone, the Google and Apple accounts. */
export function verifiedIdentities(decoded: DecodedIdToken): string[] {
  const identities = decoded.firebase.identities ?? {};
  return [
    ...(decoded.email && decoded.email_verified ? [`email:${mailbox(decoded.email)}`] : []),
    ...(decoded.phone_number ? [`phone:${decoded.phone_number}`] : []),
    ...(['google.com', 'apple.com'] as const).flatMap((p) =>
      ((identities[p] ?? []) as string[]).map((id) => `${p}:${id}`),
    ),
  ];
}

/** The hash's key, derived from the server's secret (server/api-secret.ts): without it an address cannot be tried against the records. */
let key: Buffer | undefined;
const identityKey = () => (key ??= createHmac('sha256', apiSecret()).update('signup-identity').digest());

export const identityHash = (identity: string) =>
  createHmac('sha256', identityKey()).update(identity).digest('base64url');

/** The identity records of the token's identities, to read by id in the sign-up transaction. */
export const identityRefs = (db: Firestore, decoded: DecodedIdToken) =>
  [...new Set(verifiedIdentities(decoded).map(identityHash))].map((hash) =>
    db.collection('signupIdentities').doc(hash),
  );
