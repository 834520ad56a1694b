// Background work that must run once per deployment, not once per instance (the battle sweeper,
// the bot players), runs under a lease: leases/{name} names its holder and when the lease runs
// out. Every instance looks at it every renewMs; the holder renews it and runs the work, the
// others wait. A holder that dies stops renewing, and another instance takes the lease once it
// runs out: within ttlMs + renewMs of the death. A holder stops its work a margin before the
// lease it last wrote runs out unless it has renewed it by then (a renewal that fails or hangs
// does not stop the work sooner: the lease is still its own), and at once when the lease is
// taken, so two holders never work at the same time, up to the instances' clock skew. stop()
// hands the lease over on a graceful shutdown.
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
  // the work stops this long before the lease it last wrote runs out, by this instance's clock
  const marginMs = Math.min(renewMs, ttlMs / 10);
  let stopWork: (() => void) | null = null;
  let stopped = false;
  let looking: Promise<void> | null = null;
  let runsOut: NodeJS.Timeout | undefined;

  const lose = (why: string) => {
    clearTimeout(runsOut);
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
  /** The time the lease now runs out, when this instance took or renewed it; null when another holds it. */
  async function takeOrRenew(): Promise<number | null> {
    const snap = await ref.get();
    const lease = snap.data() as LeaseDoc | undefined;
    const now = Date.now();
    if (lease && lease.holder !== holder && lease.expiresAt.toMillis() > now) return null;
    const mine = { holder, expiresAt: Timestamp.fromMillis(now + ttlMs) } satisfies LeaseDoc;
    const write = snap.exists ? ref.update(mine, { lastUpdateTime: snap.updateTime! }) : ref.create(mine);
    return write.then(
      () => now + ttlMs,
      (err: unknown) => {
        if (hasStatus(err, grpcStatus.alreadyExists, grpcStatus.failedPrecondition)) return null; // another instance was faster
        throw err;
      },
    );
  }

  async function look() {
    try {
      const until = await takeOrRenew();
      if (stopped) return;
      if (until === null) return lose('taken');
      clearTimeout(runsOut);
      runsOut = setTimeout(() => lose('not renewed in time'), until - marginMs - Date.now());
      if (!stopWork) {
        stopWork = start();
        log('info', { msg: 'lease taken', lease: name, holder });
      }
    } catch (err) {
      // still ours until it runs out (runsOut stops the work then); the next look tries again
      log('warn', { msg: 'lease renewal failed', lease: name, holder, err: String(err) });
    }
  }

  // one look at a time: a renewal still waiting on Firestore is not followed by another
  const tick = () => {
    looking ??= look().finally(() => (looking = null));
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
