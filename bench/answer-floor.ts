// The floor a battle answer is measured against (issue 24: correctness stays in the answer's
// transaction, so the floor is that transaction, not a bare write): straight from the Admin SDK,
// a transaction reading the answer's four documents by id (the player, the room, the seat and the
// room's player record), then writing the two the answer writes (the player record and the seat's
// picks). bench:battle-latency and bench:battle-load use it.
import type { Firestore } from 'firebase-admin/firestore';
import { playerRef, roomRef, seatRef } from '../server/battles/room-docs.ts';
import { userRef } from '../server/users/user-doc.ts';

/** The answer's transaction for `uid` in `roomId`; each run writes `benchTick` on the room's player record and a pick on the seat. */
export function answerTransaction(db: Firestore, roomId: string, uid: string): (tick: number) => Promise<void> {
  const player = playerRef(db, roomId, uid);
  const seat = seatRef(db, roomId, uid);
  const reads = [userRef(db, uid), roomRef(db, roomId), seat, player];
  return (tick) =>
    db.runTransaction(async (tx) => {
      await tx.getAll(...reads);
      tx.update(player, { benchTick: tick });
      tx.set(seat, { picks: { [`q${tick}`]: 'a' } }, { merge: true });
    });
}
