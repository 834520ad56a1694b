// The operator role: a Firebase Auth custom claim `operator: true`. The API reads the Auth user's
// current claims on every admin action (not the claims of some token), so revoking the role
// refuses the next call at once. A command grants the first operator (scripts/operator-grant.ts);
// operators grant others from the console (admin_set_operator). Each grant is audited.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ActionContext } from '../action.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { recordAudit, type AuditActor } from './audit.ts';

export const operatorsOnly = 'This is for operators only';
export const unverifiedEmail = 'This email is not verified: the operator must verify it before the role can be granted';

const holdsRole = (claims: Record<string, unknown> | undefined) => claims?.operator === true;

/**
 * The caller's record, admitted as for any player, when their Auth user holds the role now; else 403.
 * Its email is the Auth user's, as the audit names the operator: a phone account rewrites the record's.
 */
export async function admitOperator(deps: { db: Firestore; auth: Auth }, uid: string, admit: ActionContext['admit']): Promise<UserDoc> {
  const [record, authUser] = await Promise.all([userRef(deps.db, uid).get(), deps.auth.getUser(uid).catch(() => undefined)]);
  const user = admit(record.data() as UserDoc | undefined);
  if (!authUser || !holdsRole(authUser.customClaims)) throw forbidden(operatorsOnly);
  return { ...user, email: authUser.email ?? '' };
}

export const isOperator = async (auth: Auth, uid: string) => holdsRole((await auth.getUser(uid).catch(() => undefined))?.customClaims);

/**
 * Grants or revokes the role of the account with this email, keeping its other claims, and records
 * who did it; the role goes to a verified email only. The claim lives in Auth, not Firestore, so the
 * record is written right after it.
 */
export async function setOperator(services: { db: Firestore; auth: Auth }, email: string, operator: boolean, actor: AuditActor, now: Date) {
  const target = await services.auth.getUserByEmail(email).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') throw notFound(`No account has the email ${email}`);
    throw err;
  });
  if (!operator && target.uid === actor.uid) throw badRequest('You cannot take away your own operator role');
  // whoever signs up first may hold an address unverified (and sign in by phone): the role waits for its owner
  if (operator && !target.emailVerified) throw badRequest(unverifiedEmail);
  const before = holdsRole(target.customClaims);
  const { operator: _held, ...otherClaims } = target.customClaims ?? {};
  await services.auth.setCustomUserClaims(target.uid, operator ? { ...otherClaims, operator: true } : otherClaims);
  await services.db.runTransaction(async (tx) => {
    recordAudit(tx, services.db, actor, { action: operator ? 'grant_operator' : 'revoke_operator', target: target.uid, before: { operator: before }, after: { operator } }, now);
  });
  return { uid: target.uid, email: target.email ?? email, operator };
}
