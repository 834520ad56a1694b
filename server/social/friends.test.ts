// Friends and challenges through the API, as a cheater would try them: a request to oneself,
// answering a request addressed to someone else, challenging a non-friend or someone who blocked
// you, a fee taken twice; and a challenge's no or lapse, which costs nothing and tells the challenger.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { coinsOf, feeOfCode, quickPlayer, readRoom, type TestPlayer } from '../test/kit.ts';
import { inviteRef, playerRef, type InviteDoc } from '../battles/room-docs.ts';
import { sweepOnce } from '../battles/sweeper.ts';
import { inboxOf } from '../economy/inbox.ts';
import { coinHistory } from '../economy/ledger.ts';
import { useHarness, type Reply } from '../test/api-harness.ts';
import { blockRef } from './blocks.ts';
import { systemConfigRef } from '../system-config.ts';
import { friendRef, friendRequestRef } from './friend-docs.ts';

const h = useHarness();
const category = 'en-quiz-geography';

async function ok<T = any>(reply: Promise<Reply<T>>): Promise<T> {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as T;
}
const refusal = async (reply: Promise<Reply>) => {
  const r = await reply;
  return [r.status, r.body.message];
};

const ids = async (path: FirebaseFirestore.CollectionReference) => (await path.get()).docs.map((d) => d.id).sort();
const friendsOf = (uid: string) => ids(h.db.collection('users').doc(uid).collection('friends'));
const requestsOf = (uid: string) => ids(h.db.collection('users').doc(uid).collection('friendRequests'));
const notesOf = async (uid: string) => (await inboxOf(h.db, uid).get()).docs.map((d) => d.get('kind') as string).sort();

async function befriend(a: TestPlayer, b: TestPlayer) {
  await ok(h.call('friend_request', { user_id: b.uid }, a.token));
  await ok(h.call('friend_answer', { user_id: a.uid, answer: 'accept' }, b.token));
}

const challenge = (from: TestPlayer, to: TestPlayer, fields: Record<string, string | number> = {}) =>
  h.call(
    'friend_challenge',
    { user_id: to.uid, category, no_of_que: 2, entry_fee_multiplier: 2, ...fields },
    from.token,
  );

describe('friend requests', () => {
  it('a request waits on both sides and under the bell; the recipient accepts and both lists hold the other', async () => {
    const [a, b] = [await quickPlayer(h, 100, 'Ann'), await quickPlayer(h, 100, 'Ben')];
    expect(await ok(h.call('friend_request', { user_id: b.uid }, a.token))).toEqual({
      user_id: b.uid,
      name: 'Ben',
      status: 'requested',
    });
    expect((await friendRequestRef(h.db, a.uid, b.uid).get()).data()).toMatchObject({
      uid: b.uid,
      name: 'Ben',
      direction: 'out',
    });
    expect((await friendRequestRef(h.db, b.uid, a.uid).get()).data()).toMatchObject({
      uid: a.uid,
      name: 'Ann',
      direction: 'in',
    });
    expect(await notesOf(b.uid)).toEqual(['friend_requested']);

    expect(await ok(h.call('friend_answer', { user_id: a.uid, answer: 'accept' }, b.token))).toEqual({
      user_id: a.uid,
      status: 'friends',
    });
    expect(await friendsOf(a.uid)).toEqual([b.uid]);
    expect((await friendRef(h.db, b.uid, a.uid).get()).data()).toMatchObject({ uid: a.uid, name: 'Ann' });
    expect([await requestsOf(a.uid), await requestsOf(b.uid)]).toEqual([[], []]);
    expect(await notesOf(a.uid)).toEqual(['friend_accepted']);

    // removing ends it on both sides
    await ok(h.call('friend_remove', { user_id: a.uid }, b.token));
    expect([await friendsOf(a.uid), await friendsOf(b.uid)]).toEqual([[], []]);
  });

  it('by friend code too; asking someone who already asked you makes you friends; a no leaves nothing', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const code = (await h.db.collection('users').doc(b.uid).get()).get('refer_code') as string;
    expect(await ok(h.call('friend_by_code', { code: code.toLowerCase() }, a.token))).toMatchObject({ user_id: b.uid });
    await ok(h.call('friend_request', { code }, a.token));
    expect(await ok(h.call('friend_request', { user_id: a.uid }, b.token))).toMatchObject({ status: 'friends' });
    expect(await friendsOf(b.uid)).toEqual([a.uid]);

    await ok(h.call('friend_request', { user_id: c.uid }, a.token));
    expect(await ok(h.call('friend_answer', { user_id: a.uid, answer: 'decline' }, c.token))).toEqual({
      user_id: a.uid,
      status: 'declined',
    });
    expect([await requestsOf(a.uid), await requestsOf(c.uid), await friendsOf(c.uid)]).toEqual([[], [], []]);
    expect(await refusal(h.call('friend_request', { code: 'NOSUCH1' }, a.token))).toEqual([
      404,
      'No player has this friend code',
    ]);
  });

  it('exploit: a request to oneself, by id or by one’s own code, is refused and writes nothing', async () => {
    const a = await quickPlayer(h);
    const code = (await h.db.collection('users').doc(a.uid).get()).get('refer_code') as string;
    expect(await refusal(h.call('friend_request', { user_id: a.uid }, a.token))).toEqual([
      400,
      'You cannot add yourself as a friend',
    ]);
    expect(await refusal(h.call('friend_request', { code }, a.token))).toEqual([
      400,
      'You cannot add yourself as a friend',
    ]);
    expect([await friendsOf(a.uid), await requestsOf(a.uid)]).toEqual([[], []]);
  });

  it("exploit: accepting a request addressed to someone else, or one's own, makes no friendship", async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    await ok(h.call('friend_request', { user_id: b.uid }, a.token));
    expect(await refusal(h.call('friend_answer', { user_id: a.uid, answer: 'accept' }, c.token))).toEqual([
      404,
      'This friend request is no longer open',
    ]);
    expect(await refusal(h.call('friend_answer', { user_id: b.uid, answer: 'accept' }, a.token))).toEqual([
      404,
      'This friend request is no longer open',
    ]);
    expect([await friendsOf(a.uid), await friendsOf(b.uid), await friendsOf(c.uid)]).toEqual([[], [], []]);
    expect(await requestsOf(b.uid)).toEqual([a.uid]);
  });

  it('a block works both ways: no request reaches the blocker, nor goes from them, and the friendship ends', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    await befriend(a, b);
    await ok(h.call('friend_request', { user_id: c.uid }, a.token));
    await ok(h.call('friend_block', { user_id: a.uid }, c.token));
    expect([await requestsOf(a.uid), await requestsOf(c.uid)]).toEqual([[], []]);
    expect(await refusal(h.call('friend_request', { user_id: c.uid }, a.token))).toEqual([
      403,
      'This player is not taking requests or challenges from you',
    ]);
    expect(await refusal(h.call('friend_request', { user_id: a.uid }, c.token))).toEqual([
      403,
      'You blocked this player: unblock them first',
    ]);
    expect(await requestsOf(c.uid)).toEqual([]);
    expect(await notesOf(c.uid)).toEqual(['friend_requested']); // the one from before the block, nothing since

    await ok(h.call('friend_block', { user_id: b.uid }, a.token));
    expect([await friendsOf(a.uid), await friendsOf(b.uid)]).toEqual([[], []]);
    await ok(h.call('friend_unblock', { user_id: b.uid }, a.token));
    expect((await blockRef(h.db, a.uid, b.uid).get()).exists).toBe(false);
    expect(await ok(h.call('friend_request', { user_id: b.uid }, a.token))).toMatchObject({ status: 'requested' });
  });

  it('appear offline is kept on the player and takes their presence away', async () => {
    const a = await quickPlayer(h);
    await h.db.collection('presence').doc(a.uid).set({ lastSeen: new Date(), place: 'online' });
    expect(await ok(h.call('set_appear_offline', { hidden: '1' }, a.token))).toEqual({ appear_offline: true });
    expect((await h.db.collection('presence').doc(a.uid).get()).exists).toBe(false);
    expect((await h.db.collection('users').doc(a.uid).get()).get('appear_offline')).toBe(true);
    expect(await ok(h.call('set_appear_offline', { hidden: '0' }, a.token))).toEqual({ appear_offline: false });
  });
});

describe('a challenge in one tap', () => {
  const inviteOf = async (uid: string, roomId: string) =>
    (await inviteRef(h.db, uid, roomId).get()).data() as InviteDoc | undefined;
  const join = async (code: string, p: TestPlayer) =>
    h.call('battle_join_room', { room_code: code, fee: await feeOfCode(h, code) }, p.token);

  it("the friend's join is their yes: the battle starts and each fee is taken once, however often they join", async () => {
    const [a, b] = [await quickPlayer(h, 100, 'Ann'), await quickPlayer(h, 100, 'Ben')];
    await befriend(a, b);
    const room = await ok(challenge(a, b));
    expect(await inviteOf(b.uid, room.room_id)).toMatchObject({
      kind: 'challenge',
      fromName: 'Ann',
      entryFee: room.entry_fee,
    });
    expect(room.entry_fee).toBeGreaterThan(0);
    await Promise.all([ok(join(room.room_code, b)), ok(join(room.room_code, b))]);
    await ok(join(room.room_code, b));
    expect((await readRoom(h, room.room_id)).status).toBe('started');
    expect(await inviteOf(b.uid, room.room_id)).toBeUndefined();
    expect([await coinsOf(h, a.uid), await coinsOf(h, b.uid)]).toEqual([100 - room.entry_fee, 100 - room.entry_fee]);
    for (const p of [a, b]) expect(await ids(coinHistory(h.db, p.uid))).toEqual([`battle_fee_${room.room_id}`]);
  });

  it('exploit: challenging a non-friend, or a friend who then blocked you, opens no room and invites nobody', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    expect(await refusal(challenge(a, b))).toEqual([403, 'You can challenge only your friends']);
    await befriend(a, c);
    await ok(h.call('friend_block', { user_id: a.uid }, c.token));
    expect(await refusal(challenge(a, c))).toEqual([403, 'This player is not taking requests or challenges from you']);
    expect(await ids(h.db.collection('users').doc(b.uid).collection('invites'))).toEqual([]);
    expect(await ids(h.db.collection('users').doc(c.uid).collection('invites'))).toEqual([]);
    expect((await h.db.collection('rooms').where('ownerUid', '==', a.uid).get()).size).toBe(0);
  });

  it('a block withdraws a challenge already sent', async () => {
    const [a, b] = [await quickPlayer(h), await quickPlayer(h)];
    await befriend(a, b);
    const room = await ok(challenge(a, b));
    await ok(h.call('friend_block', { user_id: a.uid }, b.token));
    expect(await inviteOf(b.uid, room.room_id)).toBeUndefined();
  });

  it('a no costs nothing, deletes the room and tells the challenger, under the bell and on the room', async () => {
    const [a, b] = [await quickPlayer(h, 100, 'Ann'), await quickPlayer(h, 100, 'Ben')];
    await befriend(a, b);
    const room = await ok(challenge(a, b));
    await ok(h.call('battle_decline_invite', { room_id: room.room_id }, b.token));
    expect(await readRoom(h, room.room_id)).toMatchObject({
      status: 'deleted',
      challenge: { toName: 'Ben', end: 'declined' },
    });
    expect(await inviteOf(b.uid, room.room_id)).toBeUndefined();
    // the same kind as an asynchronous challenge declined, with nothing to give back
    expect((await inboxOf(h.db, a.uid).doc(`friend_challenge_declined_${room.room_id}`).get()).data()).toMatchObject({
      kind: 'challenge_declined',
      params: { name: 'Ben', coins: 0 },
    });
    expect([await coinsOf(h, a.uid), await coinsOf(h, b.uid)]).toEqual([100, 100]);
  });

  it("a challenge nobody answers lapses after the operators' wait, by the server's clock: the room goes, the challenger is told, nobody pays", async () => {
    const [a, b] = [await quickPlayer(h, 100, 'Ann'), await quickPlayer(h, 100, 'Ben')];
    await befriend(a, b);
    const challengeWaitMs = 90_000; // the setting, not the 5 minutes of its default
    await systemConfigRef(h.db).set({ friend_challenge_wait_seconds: challengeWaitMs / 1000 }, { merge: true });
    const room = await ok(challenge(a, b)).finally(() =>
      systemConfigRef(h.db).update({ friend_challenge_wait_seconds: FieldValue.delete() }),
    );
    const createdAt = (await readRoom(h, room.room_id)).createdAt.toMillis();
    // the challenger waits in the lobby, beating (else the sweeper takes their room away as left)
    const waitingAt = async (ms: number) => {
      await playerRef(h.db, room.room_id, a.uid).update({ lastSeen: new Date(ms) });
      await sweepOnce(h.db, new Date(ms));
    };
    await waitingAt(createdAt + challengeWaitMs - 1000);
    expect((await readRoom(h, room.room_id)).status).toBe('waiting');
    await waitingAt(createdAt + challengeWaitMs + 1000);
    expect(await readRoom(h, room.room_id)).toMatchObject({
      status: 'deleted',
      challenge: { toName: 'Ben', end: 'lapsed' },
    });
    expect(await inviteOf(b.uid, room.room_id)).toBeUndefined();
    expect((await inboxOf(h.db, a.uid).doc(`friend_challenge_lapsed_${room.room_id}`).get()).data()).toMatchObject({
      kind: 'challenge_expired',
      params: { name: 'Ben', coins: 0 },
    });
    expect([await coinsOf(h, a.uid), await coinsOf(h, b.uid)]).toEqual([100, 100]);
  });
});

describe('blocks and rematch invitations', () => {
  it('exploit: "Play again" invites nobody who blocked the one asking, nor anyone they blocked', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = await ok(
      h.call('create_room', { category, room_type: 'group', no_of_que: 2 }, a.token),
    );
    for (const p of [b, c])
      await ok(h.call('battle_join_room', { room_code, fee: await feeOfCode(h, room_code) }, p.token));
    await ok(h.call('battle_start', { room_id }, a.token));
    for (const p of [b, c]) await ok(h.call('battle_leave', { room_id }, p.token));
    await blockRef(h.db, c.uid, a.uid).set({ uid: a.uid, since: new Date() });
    const next = await ok(h.call('battle_rematch', { room_id, fee: (await readRoom(h, room_id)).entryFee }, a.token));
    expect(await ids(h.db.collection('users').doc(c.uid).collection('invites'))).toEqual([]);
    expect(await ids(h.db.collection('users').doc(b.uid).collection('invites'))).toEqual([next.room_id]);
  });
  it("a note stored under the older kinds (friend_challenge_declined, friend_challenge_lapsed) reads as today's", async () => {
    const a = await quickPlayer(h, 100, 'Ann');
    const old = (kind: string, at: number) =>
      inboxOf(h.db, a.uid)
        .doc(`${kind}_room-${at}`)
        .set({ kind, params: { name: 'Ben' }, date: new Date(at), read: false });
    await old('friend_challenge_declined', 2000);
    await old('friend_challenge_lapsed', 1000);
    const inbox = await ok(h.call('get_inbox', {}, a.token));
    expect(inbox.data.map((n: { kind: string }) => n.kind)).toEqual(['challenge_declined', 'challenge_expired']);
  });
});
