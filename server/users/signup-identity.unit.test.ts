// Which identities of a verified ID token make a person: a phone or a Google or Apple account as
// well as an email, and one mailbox however its address is written.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { identityHash, verifiedIdentities } from './signup-identity.ts';

const token = (fields: Partial<DecodedIdToken>, identities: Record<string, string[]> = {}) =>
  ({ ...fields, firebase: { sign_in_provider: 'password', identities } }) as unknown as DecodedIdToken;

describe('sign-up identities', () => {
  it('names the verified email, the phone and the Google and Apple accounts; never an unverified email', () => {
    expect(verifiedIdentities(token({ email: 'Ann@Example.com', email_verified: false }))).toEqual([]);
    expect(
      verifiedIdentities(
        token(
          { email: 'ann@example.com', email_verified: true, phone_number: '+15550100' },
          { 'google.com': ['g-123'], 'apple.com': ['a-456'] },
        ),
      ),
    ).toEqual(['email:ann@example.com', 'phone:+15550100', 'google.com:g-123', 'apple.com:a-456']);
  });

  it('one mailbox: case, a +tag and Gmail dots make no new person', () => {
    const of = (email: string) => verifiedIdentities(token({ email, email_verified: true }));
    expect(of('A.n.n+farm7@GoogleMail.com')).toEqual(of('ann@gmail.com'));
    expect(of('Ann+x@example.com')).toEqual(of('ann@example.com'));
    expect(of('a.nn@example.com')).not.toEqual(of('ann@example.com'));
  });

  it('keeps a keyed hash: a document id, one per identity', () => {
    const hash = identityHash('email:ann@example.com');
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(identityHash('email:ann@example.com')).toBe(hash);
    expect(identityHash('email:ben@example.com')).not.toBe(hash);
  });
});
