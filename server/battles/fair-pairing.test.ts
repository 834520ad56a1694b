// Fair matches (issue 36): a random search pairs the nearest rating, keeps players flagged for foul
// play among themselves, and never pairs two players one of whom blocked the other.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { userRef } from '../users/user-doc.ts';
import { afterReplies } from '../after-reply.ts';
import { blockRef } from '../social/blocks.ts';
import { battleHistory } from './battle-stats.ts';
import { operator, quickPlayer, readRoom, useHarness, type Reply, type TestPlayer } from '../test/kit.ts';
import { fairPlayRef, leaverDelayMs, leaverMinBattles } from './fair-play.ts';
import { matchTicketRef } from './room-docs.ts';
import { sweepOnce } from './sweeper.ts';

const h = useHarness();

// every search is called off after its test, so no test (here or in another file) meets its players
const searched: [TestPlayer, string][] = [];
afterEach(async () => {
  h.clock.set(null);
  await Promise.all(
    searched.splice(0).map(([p, category]) => h.call('get_random_questions', { category, destroy_match: 1 }, p.token)),
  );
});

async function ask(p: TestPlayer, category: string): Promise<Reply> {
  searched.push([p, category]);
  const r = await h.call('battle_find_match', { category }, p.token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}
const roomOf = async (p: TestPlayer, category: string) =>
  (await ask(p, category)).body.data.room_id as string | undefined;

/** A player with this rating (users/{uid}.rating, as the finishing transaction writes it). */
async function rated(mu: number) {
  const p = await quickPlayer(h);
  await userRef(h.db, p.uid).update({ rating: { mu, sigma: 3, games: 40 } });
  return p;
}

async function flagged() {
  const p = await quickPlayer(h);
  await fairPlayRef(h.db, p.uid).set({ foulPlay: true, flaggedAt: new Date(), right_percent: 100, median_ms: 300 });
  return p;
}

/** 25 earlier battles, each one answer right in 400 ms: the answer-key rule's figures. */
async function answeredLikeAKey(p: TestPlayer) {
  const fast = Array.from({ length: 25 }, (_, i) => ({
    date: Timestamp.fromMillis(Date.now() - (i + 1) * 60_000),
    answers: [{ correct: true, ms: 400 }],
  }));
  await Promise.all(fast.map((b, i) => battleHistory(h.db, p.uid).doc(`earlier-${i}`).set(b)));
}

describe('pairing by rating', () => {
  it('pairs the nearer rating: a strong player searching first is left for a new player who comes next', async () => {
    const category = 'en-quiz-nature-and-animals';
    const strong = await rated(40);
    const [first, second] = [await quickPlayer(h), await quickPlayer(h)]; // new players: no rating yet
    expect(await roomOf(strong, category)).toBeUndefined();
    expect(await roomOf(first, category)).toBeUndefined();
    const roomId = await roomOf(second, category);
    expect(roomId).toBeTruthy();
    expect((await readRoom(h, roomId!)).playerUids).toEqual([first.uid, second.uid]);
    expect(await roomOf(strong, category)).toBeUndefined();
  });

  it("reaches the next rating band's queue when the window does, and a blocked pair there is skipped", async () => {
    const category = 'ar-quiz-general-knowledge';
    const [below, above, blocker] = [await rated(24), await rated(25.2), await rated(26.5)];
    await blockRef(h.db, blocker.uid, below.uid).set({ uid: below.uid, since: Timestamp.now() });
    expect(await roomOf(below, category)).toBeUndefined(); // waits in the band 20-25
    expect(await roomOf(blocker, category)).toBeUndefined(); // band 25-30: the only one near is blocked
    // the nearest to 25.2 is 24, a band below (26.5 is in its own band)
    const roomId = await roomOf(above, category);
    expect(roomId).toBeTruthy();
    expect((await readRoom(h, roomId!)).playerUids).toEqual([below.uid, above.uid]);
  });

  it('20 players of mixed ratings searching at once: each seated at most once, and told the room they sit in', async () => {
    const category = 'ar-quiz-science';
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => rated(20 + (i % 4))));
    const told = new Map<string, string>();
    for (let round = 0; round < 4 && told.size < players.length; round++) {
      const replies = await Promise.all(players.map((p) => h.call('battle_find_match', { category }, p.token)));
      replies.forEach((r, i) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const roomId = r.body.data.room_id as string | undefined;
        if (!roomId) return;
        const uid = players[i]!.uid;
        if (told.has(uid)) expect(roomId).toBe(told.get(uid));
        told.set(uid, roomId);
      });
    }
    const seats = new Map<string, number>();
    for (const roomId of new Set(told.values())) {
      const room = await readRoom(h, roomId);
      expect(room.playerUids).toHaveLength(2);
      for (const uid of room.playerUids) seats.set(uid, (seats.get(uid) ?? 0) + 1);
    }
    expect([...seats.values()].every((n) => n === 1)).toBe(true);
    for (const [uid, roomId] of told) expect((await matchTicketRef(h.db, uid).get()).get('roomId')).toBe(roomId);
    expect(told.size).toBeGreaterThan(0);
  });
});

describe('fair play in the pools', () => {
  it('a player flagged for foul play meets only other flagged players', async () => {
    const category = 'en-quiz-literature';
    const cheat = await flagged();
    const honest = await quickPlayer(h);
    expect(await roomOf(cheat, category)).toBeUndefined();
    expect(await roomOf(honest, category)).toBeUndefined();
    const other = await flagged();
    const roomId = await roomOf(other, category);
    expect(roomId).toBeTruthy();
    expect((await readRoom(h, roomId!)).playerUids).toEqual([cheat.uid, other.uid]);
    expect(await roomOf(honest, category)).toBeUndefined();
  });

  it("a finished battle flags an account whose answers read like an answer key's; from then on it meets no honest player", async () => {
    const category = 'en-quiz-technology';
    const [cheat, honest] = [await quickPlayer(h), await quickPlayer(h)];
    await answeredLikeAKey(cheat);
    expect(await roomOf(cheat, category)).toBeUndefined();
    const roomId = (await roomOf(honest, category))!;
    expect(roomId).toBeTruthy();
    await h.call('battle_leave', { room_id: roomId }, honest.token);
    await afterReplies(); // the room's end, then what follows it
    expect((await fairPlayRef(h.db, cheat.uid).get()).get('foulPlay')).toBe(true);
    expect((await fairPlayRef(h.db, honest.uid).get()).exists).toBe(false);

    expect(await roomOf(cheat, category)).toBe(roomId); // told of the pairing made while it waited
    expect(await roomOf(cheat, category)).toBeUndefined();
    expect(await roomOf(await quickPlayer(h), category)).toBeUndefined();
  });

  it('players who leave most of their battles meet each other, after a longer wait', async () => {
    const category = 'en-quiz-technology';
    const leaver = async () => {
      const p = await quickPlayer(h);
      await userRef(h.db, p.uid)
        .collection('stats')
        .doc('battles')
        .set({ played: leaverMinBattles + 2, left: leaverMinBattles, lost: leaverMinBattles + 2 });
      return p;
    };
    const base = Date.parse('2031-05-06T10:00:00Z');
    const at = (ms: number) => h.clock.set(new Date(base + ms));
    const [first, second, stayer] = [await leaver(), await leaver(), await quickPlayer(h)];
    at(0);
    expect(await roomOf(first, category)).toBeUndefined();
    expect(await roomOf(second, category)).toBeUndefined(); // not yet: a leaver waits longer
    expect(await roomOf(stayer, category)).toBeUndefined(); // a player who stays meets no leaver
    at(leaverDelayMs - 1_000);
    expect(await roomOf(first, category)).toBeUndefined();
    expect(await roomOf(stayer, category)).toBeUndefined();
    at(leaverDelayMs);
    const roomId = await roomOf(second, category);
    expect(roomId).toBeTruthy();
    expect((await readRoom(h, roomId!)).playerUids).toEqual([first.uid, second.uid]);
  });

  it('blocked pairs never meet, whichever of the two blocked the other', async () => {
    const category = 'en-quiz-nature-and-animals';
    const [blocker, blocked] = [await quickPlayer(h), await quickPlayer(h)];
    await blockRef(h.db, blocker.uid, blocked.uid).set({ uid: blocked.uid, since: Timestamp.now() });
    expect(await roomOf(blocker, category)).toBeUndefined();
    expect(await roomOf(blocked, category)).toBeUndefined();
    expect(await roomOf(blocker, category)).toBeUndefined();
    const third = await quickPlayer(h);
    const roomId = await roomOf(third, category);
    expect(roomId).toBeTruthy();
    const seated = (await readRoom(h, roomId!)).playerUids;
    expect(seated).toContain(third.uid);
    expect(seated.includes(blocker.uid) && seated.includes(blocked.uid)).toBe(false);
  });
});

describe('an operator clears a flag', () => {
  it('the cleared player meets honest players again, and the answers judged before do not flag them at the next battle', async () => {
    const category = 'en-quiz-literature';
    const cheat = await flagged();
    await answeredLikeAKey(cheat); // what raised the flag, still the latest answers
    const op = await operator(h);
    const flaggedAt = ((await fairPlayRef(h.db, cheat.uid).get()).get('flaggedAt') as Timestamp).toDate();
    const cleared = await h.call(
      'admin_clear_fair_play_flag',
      { user_id: cheat.uid, flagged_at: flaggedAt.toISOString(), reason: 'A quiz teacher: checked their games' },
      op.token,
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);

    const honest = await quickPlayer(h);
    expect(await roomOf(cheat, category)).toBeUndefined();
    const roomId = await roomOf(honest, category);
    expect(roomId).toBeTruthy();
    expect((await readRoom(h, roomId!)).playerUids).toEqual([cheat.uid, honest.uid]);
    await h.call('battle_leave', { room_id: roomId! }, honest.token);
    await afterReplies(); // the room's end judges the cheat's answers again
    expect((await fairPlayRef(h.db, cheat.uid).get()).get('foulPlay')).toBe(false);

    expect(await roomOf(cheat, category)).toBe(roomId);
    expect(await roomOf(cheat, category)).toBeUndefined();
    const next = await quickPlayer(h);
    const again = await roomOf(next, category);
    expect(again).toBeTruthy();
    expect((await readRoom(h, again!)).playerUids).toEqual([cheat.uid, next.uid]);
  });
});

describe('a waiting player paired by someone else', () => {
  it('is told their room on their next ask even when the room ended before it (both silent): no second search', async () => {
    const category = 'en-quiz-history';
    const [waiter, comer] = [await quickPlayer(h), await quickPlayer(h)];
    const pairedAt = Date.now();
    h.clock.set(new Date(pairedAt));
    expect(await roomOf(waiter, category)).toBeUndefined();
    const roomId = await roomOf(comer, category);
    expect(roomId).toBeTruthy();
    // the waiter's next ask is late (a slow network, a busy server): the sweeper has finished the
    // room, both seats silent past the grace window, fees back
    await sweepOnce(h.db, new Date(pairedAt + 5 * 60_000));
    expect((await readRoom(h, roomId!)).status).toBe('finished');
    h.clock.set(new Date(pairedAt + 40_000)); // still within one search of the pairing
    expect(await roomOf(waiter, category)).toBe(roomId);
    // told once: the next ask is a search of its own
    expect(await roomOf(waiter, category)).toBeUndefined();
  });
});
