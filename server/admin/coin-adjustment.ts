// Support adjusts a player's coins (a refund after a fault, a goodwill credit): one ledger line of
// its own, keyed by the console's key for this adjustment, so a double click or a retried request
// moves the coins once; the balance, the line and the audit record move in one transaction.
import type { Firestore } from 'firebase-admin/firestore';
import { badRequest, conflict, notFound } from '../errors.ts';
import { applyCoins, coinHistory } from '../economy/ledger.ts';
import { playerTransaction } from '../economy/player-transaction.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { recordAudit, type AuditActor } from './audit.ts';

export const adjustmentType = 'support_adjustment';

export interface Adjustment {
  uid: string;
  coins: number;
  reason: string;
  key: string;
}

export async function adjustCoins(
  db: Firestore,
  actor: AuditActor,
  { uid, coins, reason, key }: Adjustment,
  now: Date,
) {
  // coins become money: moving one's own takes a second operator
  if (uid === actor.uid) throw badRequest('own_coins');
  const id = `support_${key}`;
  return playerTransaction(db, uid, async (tx) => {
    const [userSnap, lineSnap] = await Promise.all([tx.get(userRef(db, uid)), tx.get(coinHistory(db, uid).doc(id))]);
    const user = userSnap.data() as UserDoc | undefined;
    if (!user) throw notFound('no_player');
    const done = { id, user_id: uid, coins, balance: user.coins };
    if (lineSnap.exists) {
      if (lineSnap.get('coins') !== coins || lineSnap.get('note') !== reason) throw conflict('adjustment_differs');
      return done;
    }
    const balance = user.coins + coins;
    if (balance < 0) throw conflict('balance_negative');
    // support's coins are not earned by play: Elite and the other counts of coins earned leave them out
    applyCoins(
      tx,
      db,
      uid,
      id,
      { type: adjustmentType, title: `Adjustment by support: ${reason}`, note: reason, coins, refund: true },
      now,
    );
    recordAudit(
      tx,
      db,
      actor,
      {
        action: 'adjust_coins',
        target: uid,
        before: { coins: user.coins },
        after: { coins: balance, change: coins, reason },
      },
      now,
    );
    return { ...done, balance };
  });
}
