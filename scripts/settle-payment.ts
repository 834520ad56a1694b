// `npm run payments:settle -- <request id> completed|rejected ["reason"]`: for whoever pays out from a
// shell (the console's Payouts do the same through admin_settle_payment_request). Marks a pending payment request paid, or rejected with its reason (the
// coins go back), and tells the player. Uses the Firestore the environment names: FIRESTORE_EMULATOR_HOST
// locally, the project's credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT) in production.
import { parseArgs } from 'node:util';
import { commandActor } from '../server/admin/audit.ts';
import { settlePaymentRequest, type Settlement } from '../server/economy/settle-payment.ts';
import { ApiError } from '../server/errors.ts';
import { adminServices } from '../server/firebase.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [id, outcome, reason = ''] = positionals;
if (!id || (outcome !== 'completed' && outcome !== 'rejected') || (outcome === 'rejected' && !reason.trim())) {
  console.error('usage: npm run payments:settle -- <request id> completed|rejected ["reason", required to reject]');
  process.exit(2);
}
try {
  const settled = await settlePaymentRequest(
    adminServices().db,
    id,
    outcome as Settlement,
    reason.trim(),
    new Date(),
    commandActor('payments:settle'),
  );
  console.log(
    `payment request ${settled.id} of ${settled.uid}: ${settled.status}${outcome === 'rejected' ? ' (coins given back)' : ''}; the player is told`,
  );
  process.exit(0);
} catch (err) {
  console.error(err instanceof ApiError ? err.message : err);
  process.exit(1);
}
