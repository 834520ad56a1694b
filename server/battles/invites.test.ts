// Friends in one tap (issue 22): an invite link's code, a typed code and a rematch invitation are
// one join on the server (battle_join_room); a rematch opens one room with the last one's settings
// and invites the others; a new player who came by a link is referred by the room's owner.
import { describe, expect, it } from 'vitest';
import { coinHistory } from '../economy/ledger.ts';
import { coinsOf, ok, quickPlayer, readRoom, roomsIn, useHarness, type Reply, type TestPlayer } from '../test/kit.ts';
import { inviteRef, playerRef, type InviteDoc } from './room-docs.ts';

const h = useHarness();
const category = 'en-quiz-geography';

const { createRoom, joinAs, startedRoom } = roomsIn(h, { category, no_of_que: 2 });
/** "Play again" as its button sends it: with the last room's fee. */
const playAgain = async (roomId: string, p: TestPlayer) =>
  h.call('battle_rematch', { room_id: roomId, fee: (await readRoom(h, roomId)).entryFee }, p.token);

/** A group battle of `players` played to its end (everyone but the owner leaves: the owner wins). */
async function finishedBattle(players: TestPlayer[], fields: Record<string, string | number> = {}) {
  const room_id = await startedRoom(players, fields);
  for (const p of players.slice(1)) await ok(h.call('battle_leave', { room_id }, p.token));
  expect((await readRoom(h, room_id)).status).toBe('finished');
  return room_id;
}

const inviteOf = async (uid: string, roomId: string) =>
  (await inviteRef(h.db, uid, roomId).get()).data() as InviteDoc | undefined;

describe('invite links and codes', () => {
  it('a link, a typed code and a rematch invitation refuse alike: full, started, deleted, cannot afford', async () => {
    const [owner, friend, late] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const poor = await quickPlayer(h, 4);
    const friendRoom = await createRoom(owner, { room_type: 'friend' });
    const refusal = async (code: string, p: TestPlayer) => {
      const r = await joinAs(code, p);
      return [r.status, r.body.message];
    };
    // a link carries the code as it stands in the address; a typed one may come in lower case with spaces
    expect(await refusal(friendRoom.room_code, poor)).toEqual([403, "You Don't have enough coins"]);
    expect(await refusal(` ${friendRoom.room_code.toLowerCase()} `, poor)).toEqual([
      403,
      "You Don't have enough coins",
    ]);
    await ok(joinAs(friendRoom.room_code, friend));
    expect(await refusal(friendRoom.room_code, late)).toEqual([409, 'Room is full']);
    await ok(h.call('battle_start', { room_id: friendRoom.room_id }, owner.token));
    expect(await refusal(friendRoom.room_code, late)).toEqual([409, 'The battle has already started']);
    // the seated player opening the link again is back in the room
    expect(await ok(joinAs(friendRoom.room_code, friend))).toEqual({ room_id: friendRoom.room_id });

    const gone = await createRoom(owner);
    await ok(h.call('battle_delete_room', { room_id: gone.room_id }, owner.token));
    expect(await refusal(gone.room_code, late)).toEqual([404, 'Room is deleted']);
  });

  it('two players race for the last seat, one by the link and one by the typed code: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await quickPlayer(h);
      const { room_id, room_code } = await createRoom(owner, { room_type: 'friend' });
      const [byLink, byCode] = [await quickPlayer(h), await quickPlayer(h)];
      const replies = await Promise.all([joinAs(room_code, byLink), joinAs(room_code.toLowerCase(), byCode)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.message).toBe('Room is full');
      const winner = replies[0]!.status === 200 ? byLink : byCode;
      expect((await readRoom(h, room_id)).playerUids).toEqual([owner.uid, winner.uid]);
    }
  });

  it('a room not yet joined is shown without its secrets: owner, players, fee; the code only while it waits', async () => {
    const [owner, guest, stranger] = [
      await quickPlayer(h, 100, 'Lena'),
      await quickPlayer(h, 100, 'Gus'),
      await quickPlayer(h),
    ];
    const { room_id, room_code } = await createRoom(owner, { entry_fee_multiplier: 2 });
    await ok(joinAs(room_code, guest));
    expect(await ok(h.call('battle_room_preview', { room_id }, stranger.token))).toEqual({
      room_id,
      type: 'group',
      status: 'waiting',
      owner_name: 'Lena',
      entry_fee: 10,
      question_count: 2,
      max_players: 4,
      category_name: 'Geography',
      category_locked: false,
      players: [
        { name: 'Lena', image: '' },
        { name: 'Gus', image: '' },
      ],
      room_code,
      seated: false,
      removed: false,
    });
    // an invite link's confirmation asks by the code it carries, as typed or linked
    expect(
      await ok(h.call('battle_room_preview', { room_code: ` ${room_code.toLowerCase()}` }, stranger.token)),
    ).toEqual(await ok(h.call('battle_room_preview', { room_id }, stranger.token)));
    expect((await h.call('battle_room_preview', { room_code: 'ZZZZZZ' }, stranger.token)).status).toBe(404);
    await ok(h.call('battle_start', { room_id }, owner.token));
    expect(await ok(h.call('battle_room_preview', { room_id }, stranger.token))).toMatchObject({
      status: 'started',
      room_code: '',
      seated: false,
    });
    expect((await h.call('battle_room_preview', { room_id: 'no-such-room' }, stranger.token)).status).toBe(404);
  });

  it('a new player who signs up through a link is referred by the room owner, under the referral rules', async () => {
    const owner = await h.player({ name: 'lena' });
    const { room_code } = await createRoom({ uid: owner.uid, token: owner.token });
    const friend = await h.player({ roomCode: room_code });
    expect(friend.user).toMatchObject({ referral: 'paid', coins: 10 + 50, friends_code: owner.user.refer_code });
    expect(await coinsOf(h, owner.uid)).toBe(10 + 100);
    // an unknown room names nobody: a plain sign-up, no refusal
    expect((await h.player({ roomCode: 'ZZZZZZ' })).user).toMatchObject({ referral: 'none', coins: 10 });
  });
});

describe('rematch', () => {
  it('the first "Play again" opens a room with the same settings and invites the others; their Play again or Join seats them there', async () => {
    const [lena, gus, ana] = [
      await quickPlayer(h, 100, 'Lena'),
      await quickPlayer(h, 100, 'Gus'),
      await quickPlayer(h, 100, 'Ana'),
    ];
    const last = await finishedBattle([gus, lena, ana], { entry_fee_multiplier: 3 });
    const before = await readRoom(h, last);

    const next = await ok<{ room_id: string; room_code: string }>(playAgain(last, lena));
    const room = await readRoom(h, next.room_id);
    expect(room).toMatchObject({
      type: 'group',
      status: 'waiting',
      ownerUid: lena.uid,
      categoryId: before.categoryId,
      questionCount: 2,
      entryFee: 15,
      playerUids: [lena.uid],
      code: next.room_code,
    });
    for (const p of [gus, ana]) {
      expect(await inviteOf(p.uid, next.room_id)).toMatchObject({
        roomId: next.room_id,
        code: next.room_code,
        fromName: 'Lena',
        entryFee: 15,
      });
    }
    expect(await inviteOf(lena.uid, next.room_id)).toBeUndefined();

    // Gus presses Play again too: seated in the same room, not a new one
    expect(await ok(playAgain(last, gus))).toEqual(next);
    expect(await inviteOf(gus.uid, next.room_id)).toBeUndefined();
    // Ana takes the invitation: the one join, by its code
    expect(await ok(joinAs(next.room_code, ana))).toEqual({ room_id: next.room_id });
    expect((await readRoom(h, next.room_id)).playerUids).toEqual([lena.uid, gus.uid, ana.uid]);

    // the second battle has its own fee in each coin history
    await ok(h.call('battle_start', { room_id: next.room_id }, lena.token));
    const fees = (await coinHistory(h.db, ana.uid).get()).docs
      .map((d) => d.id)
      .filter((id) => id.startsWith('battle_fee_'));
    expect(fees.sort()).toEqual([`battle_fee_${last}`, `battle_fee_${next.room_id}`].sort());
  });

  it("Play again pressed between the last answer's reply and the room's end (which follows that reply) opens the next room", async () => {
    const [lena, gus] = [await quickPlayer(h, 100, 'Lena'), await quickPlayer(h, 100, 'Gus')];
    const { room_id, room_code } = await createRoom(lena, { room_type: 'friend' });
    await ok(joinAs(room_code, gus));
    await ok(h.call('battle_start', { room_id }, lena.token));
    // both seats graded to their end, as the result screen sees them; the room not finished yet
    await Promise.all(
      [lena, gus].map((p, i) => playerRef(h.db, room_id, p.uid).update({ state: 'finished', points: 10 - i })),
    );
    const next = await ok<{ room_id: string }>(playAgain(room_id, lena));
    expect((await readRoom(h, next.room_id)).playerUids).toEqual([lena.uid]);
    expect(await readRoom(h, room_id)).toMatchObject({ status: 'finished', winnerUids: [lena.uid] });
  });

  it('everyone pressing Play again at once makes one room with everyone in it', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const last = await finishedBattle(players);
    const replies = await Promise.all(players.map((p) => ok<{ room_id: string }>(playAgain(last, p))));
    expect(new Set(replies.map((r) => r.room_id)).size).toBe(1);
    expect((await readRoom(h, replies[0]!.room_id)).playerUids.sort()).toEqual(players.map((p) => p.uid).sort());
  });

  it('an invitation goes when the room starts or is deleted; declining costs nothing; strangers and unfinished battles are refused', async () => {
    const [a, b, c] = [await quickPlayer(h, 30), await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const last = await finishedBattle([a, b, c]);
    const coins = await Promise.all([b, c].map((p) => coinsOf(h, p.uid)));
    const next = await ok<{ room_id: string; room_code: string }>(playAgain(last, a));
    await ok(h.call('battle_decline_invite', { room_id: next.room_id }, b.token));
    expect(await inviteOf(b.uid, next.room_id)).toBeUndefined();
    expect(await Promise.all([b, c].map((p) => coinsOf(h, p.uid)))).toEqual(coins);
    expect(await inviteOf(c.uid, next.room_id)).toBeDefined();
    await ok(h.call('battle_delete_room', { room_id: next.room_id }, a.token));
    expect(await inviteOf(c.uid, next.room_id)).toBeUndefined();

    const stranger = await quickPlayer(h);
    expect((await h.call('battle_rematch', { room_id: last }, stranger.token)).body.message).toBe(
      'You are not in this room',
    );
    const waiting = await createRoom(a);
    expect((await h.call('battle_rematch', { room_id: waiting.room_id }, a.token)).body.message).toBe(
      'The battle is not over yet',
    );

    const again = await finishedBattle([b, c]);
    const rematchRoom = await ok<{ room_id: string; room_code: string }>(playAgain(again, b));
    await ok(joinAs(rematchRoom.room_code, a));
    expect(await inviteOf(c.uid, rematchRoom.room_id)).toBeDefined();
    await ok(h.call('battle_start', { room_id: rematchRoom.room_id }, b.token));
    expect(await inviteOf(c.uid, rematchRoom.room_id)).toBeUndefined();
  });
});

describe('the live lobby', () => {
  it('the owner removes a player before the start: the seat is free, nothing charged, and they cannot come back', async () => {
    const [owner, kept, removed, next] = [
      await quickPlayer(h, 30),
      await quickPlayer(h, 30),
      await quickPlayer(h, 30),
      await quickPlayer(h, 30),
    ];
    const { room_id, room_code } = await createRoom(owner, { room_type: 'friend' });
    await ok(joinAs(room_code, removed));
    const refused = async (reply: Promise<Reply>) => ((r) => [r.status, r.body.message])(await reply);
    expect(await refused(h.call('battle_remove_player', { room_id, user_id: removed.uid }, kept.token))).toEqual([
      403,
      'Only the room owner can do this',
    ]);
    expect(await refused(h.call('battle_remove_player', { room_id, user_id: owner.uid }, owner.token))).toEqual([
      400,
      'The owner cannot remove themselves: delete the room instead',
    ]);

    expect(await ok(h.call('battle_remove_player', { room_id, user_id: removed.uid }, owner.token))).toEqual({
      room_id,
      removed: removed.uid,
    });
    expect((await readRoom(h, room_id)).playerUids).toEqual([owner.uid]);
    expect(await coinsOf(h, removed.uid)).toBe(30);
    expect(await refused(joinAs(room_code, removed))).toEqual([403, 'The room owner removed you from this room']);
    expect(await ok(h.call('battle_room_preview', { room_id }, removed.token))).toMatchObject({
      removed: true,
      seated: false,
    });
    // the seat is free for someone else, and the room starts with them
    await ok(joinAs(room_code, next));
    await ok(h.call('battle_start', { room_id }, owner.token));
    expect(await refused(h.call('battle_remove_player', { room_id, user_id: next.uid }, owner.token))).toEqual([
      409,
      'The battle has already started',
    ]);
    expect(await coinsOf(h, removed.uid)).toBe(30);
  });
});
