// The operator role. It is held while two things agree: the Firebase Auth custom claim
// `operator: true` and the grant record operators/{uid}, which is written in the same transaction
// as the grant's audit record (and deleted in the revocation's). A claim alone (set by hand, or left
// behind by a revocation cut short) admits nobody, so nobody holds the role without its audit
// record. The API reads both on every admin action, so a revocation refuses the next call at once.
// A command grants the first operator (scripts/operator-grant.ts); operators grant others from the
// console (admin_set_operator).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ActionContext } from '../action.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { recordAudit, type AuditActor } from './audit.ts';

/** operators/{uid} { audit_id, granted_by, date }: the grant, beside its audit record. No client reads it. */
export const operatorGrants = (db: Firestore) => db.collection('operators');

const holdsClaim = (claims: Record<string, unknown> | undefined) => claims?.operator === true;

/** Whether the account holds the role now: its claim, and the grant record that says it was audited. */
async function holdsRole(services: { db: Firestore; auth: Auth }, uid: string) {
  const [authUser, grant] = await Promise.all([
    services.auth.getUser(uid).catch(() => undefined),
    operatorGrants(services.db).doc(uid).get(),
  ]);
  return { authUser, held: !!authUser && holdsClaim(authUser.customClaims) && grant.exists };
}

/**
 * The caller's record, admitted as for any player, when they hold the role now; else 403.
 * Its email is the Auth user's, as the audit names the operator: a phone account rewrites the record's.
 */
export async function admitOperator(
  deps: { db: Firestore; auth: Auth },
  uid: string,
  admit: ActionContext['admit'],
): Promise<UserDoc> {
  const [record, role] = await Promise.all([userRef(deps.db, uid).get(), holdsRole(deps, uid)]);
  const user = admit(record.data() as UserDoc | undefined);
  if (!role.held) throw forbidden('operators_only');
  return { ...user, email: role.authUser?.email ?? '' };
}

export const isOperator = async (services: { db: Firestore; auth: Auth }, uid: string) =>
  (await holdsRole(services, uid)).held;

/**
 * Grants or revokes the role of the account with this email, keeping its other claims, and records
 * who did it; the role goes to a verified email only. The grant record and the audit record are
 * written first, in one transaction; the claim follows. Cut short between the two, a grant leaves a
 * record without its claim and a revocation a claim without its record: either way no role, and
 * running the same grant or revocation again completes it.
 */
export async function setOperator(
  services: { db: Firestore; auth: Auth },
  email: string,
  operator: boolean,
  actor: AuditActor,
  now: Date,
) {
  const target = await services.auth.getUserByEmail(email).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') throw notFound('no_account_with_email', { email });
    throw err;
  });
  if (!operator && target.uid === actor.uid) throw badRequest('own_operator_role');
  // whoever signs up first may hold an address unverified (and sign in by phone): the role waits for its owner
  if (operator && !target.emailVerified) throw badRequest('email_not_verified');
  const grantRef = operatorGrants(services.db).doc(target.uid);
  await services.db.runTransaction(async (tx) => {
    const before = holdsClaim(target.customClaims) && (await tx.get(grantRef)).exists;
    const change = {
      action: operator ? 'grant_operator' : 'revoke_operator',
      target: target.uid,
      before: { operator: before },
      after: { operator },
    };
    const auditId = recordAudit(tx, services.db, actor, change, now);
    if (operator) tx.set(grantRef, { audit_id: auditId, granted_by: actor.uid, date: now });
    else tx.delete(grantRef);
  });
  const { operator: _held, ...otherClaims } = target.customClaims ?? {};
  await services.auth.setCustomUserClaims(target.uid, operator ? { ...otherClaims, operator: true } : otherClaims);
  return { uid: target.uid, email: target.email ?? email, operator };
}
