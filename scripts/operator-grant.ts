// `npm run operator:grant -- <email> [--revoke]`: gives the account with this email the operator role
// (the console under /admin), or takes it away; audited like a grant from the console (the audit
// record first, then the claim: a run that fails between them gives no role; run it again). Uses the
// Firebase the environment names: the emulators (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)
// locally, the project's credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT) in production.
import { parseArgs } from 'node:util';
import { commandActor } from '../server/admin/audit.ts';
import { setOperator } from '../server/admin/operators.ts';
import { ApiError } from '../server/errors.ts';
import { adminServices } from '../server/firebase.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false } },
});
const [email] = positionals;
if (!email || positionals.length > 1) {
  console.error('usage: npm run operator:grant -- <email> [--revoke]');
  process.exit(2);
}
try {
  const done = await setOperator(adminServices(), email, !values.revoke, commandActor('operator:grant'), new Date());
  console.log(`${done.email} (${done.uid}) ${done.operator ? 'is an operator now' : 'is no longer an operator'}`);
  process.exit(0);
} catch (err) {
  console.error(err instanceof ApiError ? err.message : err);
  process.exit(1);
}
