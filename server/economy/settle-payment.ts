// Whoever pays out settles a pending payment request (an operator in the console, or `npm run
// payments:settle`): 'completed' once paid, 'rejected' with a reason, which gives the coins back.
// The status, the refund and the player's notification move in one transaction, so a player is
// never told of a payout that did not happen, and a request deleted meanwhile cannot be refunded twice;
// the audit record of who settled it is written in that transaction too.
import type { Firestore } from 'firebase-admin/firestore';
import { paymentRequests } from '../actions/payments.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';
import { conflict, notFound } from '../errors.ts';
import { tellPlayer } from './inbox.ts';
import { applyCoins } from './ledger.ts';
import { playerTransaction } from './player-transaction.ts';

export type Settlement = 'completed' | 'rejected';

export async function settlePaymentRequest(
  db: Firestore,
  id: string,
  outcome: Settlement,
  reason: string,
  now: Date,
  actor: AuditActor,
) {
  const ref = paymentRequests(db).doc(id);
  const uid = (await ref.get()).get('uid') as string | undefined;
  if (!uid) throw notFound();
  return playerTransaction(db, uid, async (tx) => {
    const request = (await tx.get(ref)).data();
    if (!request) throw notFound();
    if (request.status !== 'pending') throw conflict('payment_settle_not_pending', { status: request.status });
    tx.update(ref, { status: outcome, reason, settledAt: now });
    if (outcome === 'rejected') {
      applyCoins(
        tx,
        db,
        uid,
        `redeem_refund_${id}`,
        { type: 'redeem_refund', title: 'Redeem request rejected', coins: request.coin_used, refund: true },
        now,
      );
    }
    // what was paid, to whom and where: the request goes with the player's account, this stays
    const payout = {
      uid,
      payment_type: request.payment_type,
      payment_address: request.payment_address,
      payment_amount: request.payment_amount,
      coin_used: request.coin_used,
    };
    recordAudit(
      tx,
      db,
      actor,
      {
        action: 'settle_payment_request',
        target: id,
        before: { status: request.status },
        after: { status: outcome, reason, ...payout },
      },
      now,
    );
    tellPlayer(
      tx,
      db,
      uid,
      `payment_${id}`,
      {
        kind: 'payment',
        params: { status: outcome, amount: request.payment_amount, coins: request.coin_used, reason },
      },
      now,
    );
    return { id, uid, status: outcome };
  });
}
