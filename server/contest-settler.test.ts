// A contest ends whether anyone looks or not: the settler runs once per deployment under a lease
// (background.ts). Here two API instances run it; the one holding the lease is killed while it is
// settling a batch of contests that ended together, and the other finishes the batch: every prize
// paid exactly once.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { quickPlayer, useHarness } from './test/kit.ts';
import { contestsCol } from './content/catalog.ts';
import { coinHistory } from './economy/ledger.ts';
import { leaseRef } from './lease.ts';
import { startCluster, type Cluster } from './test/cluster.ts';
import { contestWithBoard, removeContest } from './test/load-players.ts';
import { userRef } from './users/user-doc.ts';

const h = useHarness();
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
}, 150_000);
afterAll(() => cluster.close());

const prizes = [
  { rank: 1, coins: 50 },
  { rank: 2, coins: 20 },
];

const settledCount = async (ids: string[]) =>
  (await h.db.getAll(...ids.map((id) => contestsCol(h.db).doc(id)))).filter((d) => d.get('settled')).length;

describe('the contest settler', () => {
  it('settles contests as they close; its holder killed half way, the other instance pays the rest, each prize once', async () => {
    // each contest its own three players, as contests that close together mostly have: one pair
    // of winners shared by all 40 would queue every payment on the same two player documents
    const end = new Date(Date.now() + 3_000);
    const run = Date.now().toString(36);
    const ids = Array.from({ length: 40 }, (_, i) => `settler-${run}-${i}`);
    const boards = new Map<string, string[]>();
    await Promise.all(
      ids.map(async (id) => {
        const players = await Promise.all(Array.from({ length: 3 }, () => quickPlayer(h, 0)));
        boards.set(
          id,
          players.map((p) => p.uid),
        );
        await contestWithBoard(h, id, end, boards.get(id)!, prizes);
      }),
    );
    onTestFinished(() => Promise.all(ids.map((id) => removeContest(h, id))).then(() => undefined));

    // wait for the first settled contest, then kill whoever holds the settler's lease
    const deadline = Date.now() + 30_000;
    let atKill = 0;
    while ((atKill = await settledCount(ids)) === 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(20);
    }
    const holder = (await leaseRef(h.db, 'contest-settler').get()).get('holder') as string;
    const victim = cluster.live().find((i) => holder.split(':')[1] === String(cluster.pid(i)));
    expect(victim).toBeDefined();
    cluster.kill(victim!);

    // the survivor takes the lease within ttl + renew; a contest the victim was settling stays
    // locked by its open transaction until the emulator times that out
    const restDeadline = Date.now() + 90_000;
    while ((await settledCount(ids)) < ids.length) {
      expect(Date.now(), `settled ${await settledCount(ids)} of ${ids.length}`).toBeLessThan(restDeadline);
      await sleep(200);
    }
    console.log(
      `contest settler: ${atKill} of ${ids.length} settled when its holder was killed, the rest ${Date.now() - restDeadline + 90_000} ms after`,
    );

    // every prize paid once: each board's first 50 coins in one entry, its second 20, its third none;
    // every held play applied once (the rows' scores 3, 2, 1)
    const paid = async (uid: string) => {
      const user = await userRef(h.db, uid).get();
      return [
        user.get('coins') as number,
        (await coinHistory(h.db, uid).get()).size,
        user.get('all_time_score') as number,
      ];
    };
    const payouts = await Promise.all([...boards.values()].map((uids) => Promise.all(uids.map(paid))));
    expect(payouts).toEqual(
      ids.map(() => [
        [50, 1, 3],
        [20, 1, 2],
        [0, 0, 1],
      ]),
    );
  }, 150_000);
});
