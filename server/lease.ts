// Background work that must run once per deployment, not once per instance (the battle sweeper,
// the bot players), runs under a lease: leases/{name} names its holder and when the lease runs
// out. Every instance looks at it every renewMs; the holder renews it and runs the work, the
// others wait. A holder that dies stops renewing, and another instance takes the lease once it
// runs out: within ttlMs + renewMs of the death. A holder that cannot renew (Firestore unreachable,
// the lease taken) stops its work at once, so two holders never work at the same time, up to the
// instances' clock skew. stop() hands the lease over on a graceful shutdown.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { log } from './log.ts';
import { grpcStatus, hasStatus } from './grpc-status.ts';

export interface LeaseDoc {
  holder: string;
  expiresAt: Timestamp;
}

export interface LeaseOptions {
  ttlMs?: number;
  renewMs?: number;
  /** This instance's name in leases/{name}.holder; by default its host and process id and a random part. */
  holder?: string;
}

export interface Lease {
  held(): boolean;
  /** Stops the work and gives the lease up, so another instance takes it at its next look. */
  stop(): Promise<void>;
}

export const leaseRef = (db: Firestore, name: string) => db.collection('leases').doc(name);

export const defaultLeaseTtlMs = 6_000;

/** Runs `start` while this instance holds the lease `name`; the function it returns stops the work. */
export function underLease(db: Firestore, name: string, start: () => () => void, opts: LeaseOptions = {}): Lease {
  const ttlMs = opts.ttlMs ?? defaultLeaseTtlMs;
  const renewMs = opts.renewMs ?? ttlMs / 3;
  const holder = opts.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const ref = leaseRef(db, name);
  let stopWork: (() => void) | null = null;
  let stopped = false;
  let looking: Promise<void> = Promise.resolve();

  const lose = (why: string) => {
    if (!stopWork) return;
    stopWork();
    stopWork = null;
    log('info', { msg: 'lease lost', lease: name, holder, why });
  };

  /**
   * Takes or renews the lease by compare-and-swap, not a transaction: a write that names the
   * version it read (create when there is none, else update at the read's updateTime) succeeds
   * for one instance only, and nobody waits on a lock.
   */
  async function takeOrRenew(): Promise<boolean> {
    const snap = await ref.get();
    const lease = snap.data() as LeaseDoc | undefined;
    const now = Date.now();
    if (lease && lease.holder !== holder && lease.expiresAt.toMillis() > now) return false;
    const mine = { holder, expiresAt: Timestamp.fromMillis(now + ttlMs) } satisfies LeaseDoc;
    const write = snap.exists ? ref.update(mine, { lastUpdateTime: snap.updateTime! }) : ref.create(mine);
    return write.then(
      () => true,
      (err: unknown) => {
        if (hasStatus(err, grpcStatus.alreadyExists, grpcStatus.failedPrecondition)) return false; // another instance was faster
        throw err;
      },
    );
  }

  async function look() {
    try {
      const mine = await takeOrRenew();
      if (stopped) return;
      if (!mine) return lose('taken');
      if (!stopWork) {
        stopWork = start();
        log('info', { msg: 'lease taken', lease: name, holder });
      }
    } catch (err) {
      lose(`renewal failed: ${String(err)}`);
    }
  }

  const tick = () => {
    looking = looking.then(look);
  };
  tick();
  const timer = setInterval(tick, renewMs);

  return {
    held: () => stopWork !== null,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
      lose('stopped');
      await ref
        .get()
        .then(async (snap) => {
          if (snap.get('holder') === holder) await ref.delete({ lastUpdateTime: snap.updateTime! });
        })
        .catch((err: unknown) => log('warn', { msg: 'lease hand-over failed', lease: name, err: String(err) }));
    },
  };
}
