// What presence costs a player with many friends, counted on the emulator with the project's rules:
// one heartbeat is one write (their own presence document) whether they have 5 friends or 500; each
// friend's heartbeat is one document read by each friend listening. The figures are printed.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore as AdminDb } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { presenceBeatMs } from '../machines/presence-beat.ts';
import { presenceOf$ } from '../src/realtime/friends.ts';
import { beatPresence } from '../src/realtime/presence.ts';
import { rulesEnvironment } from './rules-environment.ts';

const projectId = 'demo-quiz-presence';
let env: RulesTestEnvironment;
let app: App;
let admin: AdminDb;

beforeAll(async () => {
  env = await rulesEnvironment(projectId);
  app = initializeApp({ projectId }, 'presence-cost');
  admin = getFirestore(app);
}, 60_000);
afterAll(async () => {
  await deleteApp(app);
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const long = Timestamp.fromMillis(Date.UTC(2030, 0, 1));

/** A player and `count` friends (both sides of each friendship), every friend with a presence. */
async function playerWithFriends(uid: string, count: number): Promise<string[]> {
  const friends = Array.from({ length: count }, (_, i) => `${uid}-f${i}`);
  const writer = admin.bulkWriter();
  void writer.set(admin.doc(`users/${uid}`), { name: uid });
  for (const f of friends) {
    void writer.set(admin.doc(`users/${f}`), { name: f });
    void writer.set(admin.doc(`users/${uid}/friends/${f}`), { uid: f, name: f, since: long });
    void writer.set(admin.doc(`users/${f}/friends/${uid}`), { uid, name: uid, since: long });
    void writer.set(admin.doc(`presence/${f}`), { lastSeen: long, place: 'online' });
  }
  await writer.close();
  return friends;
}

/** Every document of the kinds a heartbeat could touch that changed after `since`. */
async function changedSince(since: Timestamp): Promise<string[]> {
  const all = await Promise.all([
    admin.collection('users').get(),
    admin.collection('presence').get(),
    admin.collectionGroup('friends').get(),
  ]);
  return all.flatMap((q) => q.docs.filter((d) => d.updateTime > since).map((d) => d.ref.path));
}

describe('presence costs one write a heartbeat, however many friends', () => {
  it('500 friends: one heartbeat changes one document, as it does with 5', async () => {
    const writes: Record<number, string[]> = {};
    for (const count of [5, 500]) {
      const uid = `p${count}`;
      await playerWithFriends(uid, count);
      const before = (await admin.doc('presence/none').get()).readTime;
      await beatPresence(as(uid), uid, 'online');
      writes[count] = await changedSince(before);
    }
    expect(writes).toEqual({ 5: ['presence/p5'], 500: ['presence/p500'] });
    console.log(
      `presence: one heartbeat of a player with 5 friends wrote ${writes[5]!.length} document, with 500 friends ${writes[500]!.length}`,
    );
  }, 300_000);

  it("a friend's heartbeat is one read for each friend listening; the cost a minute for a player with 500 friends is printed", async () => {
    const friends = await playerWithFriends('lis', 500);
    const db = as('lis');
    const seen = new Map<string, number>();
    const subs = friends.map((f) => presenceOf$(db, f).subscribe(() => seen.set(f, (seen.get(f) ?? 0) + 1)));
    await vi.waitUntil(() => seen.size === friends.length, { timeout: 240_000, interval: 200 });
    const opened = [...seen.values()].reduce((a, b) => a + b, 0);
    const beating = friends.slice(0, 20);
    for (const f of beating) {
      await admin.doc(`presence/${f}`).set({ lastSeen: FieldValue.serverTimestamp(), place: 'online' });
      await vi.waitUntil(() => seen.get(f) === 2, { timeout: 30_000, interval: 50 });
    }
    const perBeat = beating.reduce((sum, f) => sum + seen.get(f)! - 1, 0) / beating.length;
    for (const s of subs) s.unsubscribe();
    expect(opened).toBe(500);
    expect(perBeat).toBe(1);
    const beatsPerMinute = 60_000 / presenceBeatMs;
    console.log(
      `presence of a player with 500 friends: opening the list ${opened} reads; then per minute, all 500 online: ` +
        `${500 * perBeat * beatsPerMinute} reads (one per friend's beat) and ${beatsPerMinute} write (their own beat) ` +
        `+ ${beatsPerMinute} rules read (the appear-offline check); 5 friends: ${5 * perBeat * beatsPerMinute} reads, the same ${beatsPerMinute} write`,
    );
  }, 600_000);
});
