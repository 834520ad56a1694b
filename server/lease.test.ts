import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServices } from './firebase.ts';
import { leaseRef, underLease, type Lease } from './lease.ts';

const { db } = adminServices();
// A holder whose renewals stall past its ttl loses the lease (that is the point of one), so the
// ttl leaves room for a busy machine's pauses: the three contenders share one event loop.
const opts = { ttlMs: 6_000, renewMs: 150 };
let leases: Lease[] = [];
afterEach(async () => {
  await Promise.all(leases.map((l) => l.stop()));
  leases = [];
});

/** Three instances contending for one lease; `working` counts who runs the work right now. */
function contenders(name: string, n = 3) {
  const state = { working: 0, most: 0, starts: 0 };
  const start = () => {
    state.working++;
    state.starts++;
    state.most = Math.max(state.most, state.working);
    return () => void state.working--;
  };
  leases = Array.from({ length: n }, (_, i) => underLease(db, name, start, { ...opts, holder: `instance-${i}` }));
  return state;
}

describe('underLease', () => {
  it('of three instances exactly one runs the work, the whole time', async () => {
    const state = contenders(`lease-one-${Date.now()}`);
    const began = Date.now();
    while (state.working === 0 && Date.now() - began < 10_000) await sleep(20);
    for (let t = 0; t < 15; t++) {
      expect(state.working).toBe(1);
      await sleep(100);
    }
    expect(state.most).toBe(1);
    expect(state.starts).toBe(1);
    expect(leases.filter((l) => l.held())).toHaveLength(1);
  });

  it('a holder that stops hands over: another instance works soon after, without waiting out the lease', async () => {
    const name = `lease-handover-${Date.now()}`;
    const state = contenders(name);
    await sleep(500);
    const i = leases.findIndex((l) => l.held());
    const holder = leases[i]!;
    await holder.stop();
    expect(state.working).toBe(0);
    // it let go: the lease is gone (or already another's), so nobody waits out its ttlMs
    expect((await leaseRef(db, name).get()).get('holder')).not.toBe(`instance-${i}`);
    const stoppedAt = Date.now();
    while (state.working === 0 && Date.now() - stoppedAt < 5_000) await sleep(20);
    expect(state.working).toBe(1);
    expect(holder.held()).toBe(false);
    expect(state.most).toBe(1);
  });

  it('the lease of a holder that died is taken once it runs out, not before', async () => {
    const name = `lease-dead-${Date.now()}`;
    const diedAt = Date.now();
    await leaseRef(db, name).set({ holder: 'dead-instance', expiresAt: Timestamp.fromMillis(diedAt + 600) });
    const state = contenders(name, 3);
    while (state.working === 0 && Date.now() - diedAt < 10_000) await sleep(20);
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(600);
    expect(state.working).toBe(1); // taken (how soon is a figure of the machine's load, not asserted)
    await sleep(300);
    expect(state.most).toBe(1);
    expect((await leaseRef(db, name).get()).get('holder')).toMatch(/^instance-/);
  });
});
