// Money moves of one player (spending, redeeming, claiming) run one at a time in this process,
// each in a Firestore transaction. The transaction alone keeps the numbers right, also across
// processes; queuing a player's own moves here spares them lock contention, which the emulator
// resolves only after a 20 s lock timeout.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { tooMany } from '../errors.ts';
import { grpcStatus, hasStatus } from '../grpc-status.ts';

const queues = new Map<string, Promise<unknown>>();

export async function playerTransaction<T>(
  db: Firestore,
  uid: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const previous = queues.get(uid) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => db.runTransaction(fn));
  const tail = run.catch(() => {});
  queues.set(uid, tail);
  void tail.then(() => {
    if (queues.get(uid) === tail) queues.delete(uid);
  });
  return run.catch((err: unknown) => {
    if (hasStatus(err, grpcStatus.aborted)) throw tooMany('contended');
    throw err;
  });
}
