// Redeeming coins: payment requests. The coins leave the balance in the same transaction that
// creates the request; a pending request may be deleted, which gives them back.
// paymentRequests/{id}: { uid, payment_type, payment_address, payment_amount, coin_used, details,
//   status 'pending'|'completed'|'rejected'|'deleted', reason, date }; reason: why the request has
//   its status ('' until whoever pays out writes one, say why a request was rejected).
// paymentLocks/{uid}: { lastRequestAt, requestId }, read in every request's transaction, so
//   parallel requests of one player serialize on it and the 48 h wait holds.
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { applyCoins } from '../economy/ledger.ts';
import { playerTransaction } from '../economy/player-transaction.ts';
import { badRequest, conflict, notFound, tooMany } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { readPage } from '../paged-query.ts';

export const paymentRequests = (db: FirebaseFirestore.Firestore) => db.collection('paymentRequests');
const lockRef = (db: FirebaseFirestore.Firestore, uid: string) => db.collection('paymentLocks').doc(uid);

export interface PaymentRequestDoc {
  uid: string;
  payment_type: string;
  payment_address: string;
  payment_amount: number;
  coin_used: number;
  details: string;
  status: 'pending' | 'completed' | 'rejected' | 'deleted';
  reason: string;
  date: FirebaseFirestore.Timestamp | Date;
}

export const shown = (id: string, r: PaymentRequestDoc) => ({
  id,
  payment_type: r.payment_type,
  payment_address: r.payment_address,
  payment_amount: r.payment_amount,
  coin_used: r.coin_used,
  details: r.details,
  status: r.status,
  reason: r.reason ?? '',
  date: (r.date instanceof Date ? r.date : r.date.toDate()).toISOString(),
});

export const paymentActions = {
  get_payment_request: defineAction(contract.get_payment_request, {
    auth: 'user',
    async handler({ offset, limit }, ctx) {
      const mine = paymentRequests(ctx.db)
        .where('uid', '==', ctx.uid)
        .where('status', 'in', ['pending', 'completed', 'rejected']);
      return readPage(mine.orderBy('date', 'desc'), { offset, limit }, (d) =>
        shown(d.id, d.data() as PaymentRequestDoc),
      );
    },
  }),

  set_payment_request: defineAction(contract.set_payment_request, {
    auth: 'user',
    limits: ['payment', 'payment_address'],
    async handler(input, ctx) {
      const c = ctx.config;
      if (input.coin_used < c.minimum_redeem_coins)
        throw badRequest('redeem_minimum', { coins: c.minimum_redeem_coins });
      if (Math.abs(input.payment_amount * c.coins_per_currency_unit - input.coin_used) > 1e-9) {
        throw badRequest('redeem_amount_mismatch', {
          coins: input.coin_used,
          worth: input.coin_used / c.coins_per_currency_unit,
          amount: input.payment_amount,
        });
      }
      const now = ctx.now();
      const requestRef = paymentRequests(ctx.db).doc();
      return playerTransaction(ctx.db, ctx.uid, async (tx) => {
        const [lock, user] = await Promise.all([tx.get(lockRef(ctx.db, ctx.uid)), tx.get(userRef(ctx.db, ctx.uid))]);
        const last = lock.get('lastRequestAt') as FirebaseFirestore.Timestamp | undefined;
        if (last && now.getTime() - last.toMillis() < c.payment_wait_hours * 3_600_000) {
          throw tooMany('payment_wait', undefined, { hours: c.payment_wait_hours });
        }
        if ((user.data() as UserDoc).coins < input.coin_used) throw badRequest('not_enough_coins');
        const request: PaymentRequestDoc = { uid: ctx.uid, ...input, status: 'pending', reason: '', date: now };
        tx.create(requestRef, request);
        tx.set(lockRef(ctx.db, ctx.uid), { lastRequestAt: now, requestId: requestRef.id });
        applyCoins(
          tx,
          ctx.db,
          ctx.uid,
          `redeem_${requestRef.id}`,
          { type: 'redeem', title: `Redeem request (${input.payment_type})`, coins: -input.coin_used },
          now,
        );
        return { ...shown(requestRef.id, request), coins: (user.data() as UserDoc).coins - input.coin_used };
      });
    },
  }),

  delete_pending_payment_request: defineAction(contract.delete_pending_payment_request, {
    auth: 'user',
    async handler({ payment_id }, ctx) {
      const ref = paymentRequests(ctx.db).doc(payment_id);
      const now = ctx.now();
      return playerTransaction(ctx.db, ctx.uid, async (tx) => {
        const [snap, lock, user] = await Promise.all([
          tx.get(ref),
          tx.get(lockRef(ctx.db, ctx.uid)),
          tx.get(userRef(ctx.db, ctx.uid)),
        ]);
        const request = snap.data() as PaymentRequestDoc | undefined;
        if (!request || request.uid !== ctx.uid) throw notFound();
        if (request.status !== 'pending') throw conflict('payment_not_pending');
        tx.update(ref, { status: 'deleted', deletedAt: now });
        applyCoins(
          tx,
          ctx.db,
          ctx.uid,
          `redeem_refund_${payment_id}`,
          { type: 'redeem_refund', title: 'Redeem request deleted', coins: request.coin_used, refund: true },
          now,
        );
        // Deleting the latest request lifts the wait, so a mistyped address can be corrected.
        if (lock.get('requestId') === payment_id) tx.delete(lock.ref);
        return { id: payment_id, status: 'deleted', coins: (user.data() as UserDoc).coins + request.coin_used };
      });
    },
  }),
};
