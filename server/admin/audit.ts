// The audit trail: auditLog/{id} { actor_uid, actor_email, action, target, before, after, date }.
// Every operator action writes its record in the transaction that makes its change, so a change is
// never unrecorded and a refused one leaves no record. Only the API reads it (admin_get_audit_log);
// no rule lets a client read or write it.
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';

/** Who acted: an operator of the console, or a command run with the deployment's credentials. */
export interface AuditActor {
  uid: string;
  email: string;
}

export interface AuditChange {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export const auditLog = (db: Firestore) => db.collection('auditLog');

/** An audit record as recordAudit writes it: before and after as JSON. */
export interface StoredAudit {
  actor_uid: string;
  actor_email: string;
  action: string;
  target: string;
  before: string;
  after: string;
  date: Timestamp;
}

/** Writes the record in the change's transaction; returns its id. */
export function recordAudit(tx: Transaction, db: Firestore, actor: AuditActor, change: AuditChange, now: Date): string {
  const ref = auditLog(db).doc();
  tx.create(ref, {
    actor_uid: actor.uid,
    actor_email: actor.email,
    action: change.action,
    target: change.target,
    before: JSON.stringify(change.before ?? null),
    after: JSON.stringify(change.after ?? null),
    date: now,
  });
  return ref.id;
}

/** A command-line run (npm run payments:settle, operator:grant) as the audit names it. */
export const commandActor = (command: string): AuditActor => ({
  uid: `command:${command}`,
  email: process.env.USER ?? process.env.USERNAME ?? 'unknown',
});
