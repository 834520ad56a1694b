import { afterEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { coinHistory } from '../economy/ledger.ts';
import { badgesOf } from '../economy/badges.ts';
import { afterReplies } from '../after-reply.ts';
import {
  answerKey,
  coinsOf,
  ok,
  quickPlayer,
  readPlayer,
  readPlayers,
  readRoom,
  refused,
  roomsIn,
  setCoins,
  useHarness,
  type TestPlayer,
} from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';
import { playerRef, roomCodeRef } from '../battles/room-docs.ts';
import { queueFreshMs } from '../battles/matchmaking.ts';
import { botLevelFor } from '../../machines/bot-opponent.ts';

const h = useHarness();
afterEach(() => h.clock.set(null));

const fee = 5;
const category = 'en-quiz-science';

const { createRoom, joinAs, startedRoom } = roomsIn(h, { category, no_of_que: 3 });

/** The server's clock at `ms` after a fixed start, so answer times are exact. */
const base = Date.parse('2031-03-04T10:00:00Z');
const at = (ms: number) => h.clock.set(new Date(base + ms));

/** Plays every question of the room for one player: `right` says which to get right, answered 1 s after each serve. */
async function playAll(roomId: string, p: TestPlayer, right: (i: number) => boolean) {
  at(0);
  await ok(h.call('get_question_by_room_id', { room_id: roomId }, p.token));
  const key = await answerKey(h, roomId, p.uid);
  let t = 0;
  for (const [i, q] of key.entries()) {
    t += 1000;
    at(t);
    await ok(
      h.call('battle_answer', { room_id: roomId, question_id: q.id, option_id: right(i) ? q.right : q.wrong }, p.token),
    );
    t += 1000; // the reveal
  }
}

describe('create_room', () => {
  it('makes a waiting group room with a 6-character code, the owner in slot 1, and takes no coins yet', async () => {
    const owner = await quickPlayer(h, 50, 'Olga');
    const { room_id, room_code, entry_fee } = await createRoom(owner, { entry_fee_multiplier: 3 });
    expect(room_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(entry_fee).toBe(15);
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({
      type: 'group',
      code: room_code,
      ownerUid: owner.uid,
      categoryId: category,
      languageId: '1',
      entryFee: 15,
      maxPlayers: 4,
      questionCount: 3,
      status: 'waiting',
      startedAt: null,
      playerUids: [owner.uid],
    });
    expect(room.questionIds).toHaveLength(3);
    expect(await readPlayer(h, room_id, owner.uid)).toMatchObject({
      slot: 1,
      name: 'Olga',
      state: 'playing',
      points: 0,
      answers: [],
    });
    expect((await roomCodeRef(h.db, room_code).get()).get('roomId')).toBe(room_id);
    expect(await coinsOf(h, owner.uid)).toBe(50);
  });

  it('a friend room seats two; the default is the configured question count', async () => {
    const owner = await quickPlayer(h);
    const { room_id } = await ok(h.call('create_room', { category, room_type: 'friend' }, owner.token));
    expect(await readRoom(h, room_id)).toMatchObject({
      type: 'friend',
      maxPlayers: 2,
      questionCount: 10,
      entryFee: fee,
    });
  });

  it('creating again with the same room_id returns the same room; another player cannot take that id', async () => {
    const owner = await quickPlayer(h);
    const id = `client-${Date.now()}`;
    const first = await createRoom(owner, { room_id: id });
    const again = await createRoom(owner, { room_id: id });
    expect(again).toEqual(first);
    expect(first.room_id).toBe(id);
    await refused(
      h.call('create_room', { category, room_id: id }, (await quickPlayer(h)).token),
      409,
      'This room id is taken',
    );
  });

  it('refuses a player without the entry fee, and writes nothing', async () => {
    const poor = await quickPlayer(h, 9);
    await refused(
      h.call('create_room', { category, entry_fee_multiplier: 2, room_id: `poor-${poor.uid}` }, poor.token),
      403,
      "You Don't have enough coins",
    );
    expect((await h.db.collection('rooms').doc(`poor-${poor.uid}`).get()).exists).toBe(false);
  });

  it('rejects a bad multiplier, type, unknown or locked category', async () => {
    const p = await quickPlayer(h);
    await refused(h.call('create_room', { category, entry_fee_multiplier: 5 }, p.token), 400, /entry_fee_multiplier/);
    await refused(h.call('create_room', { category, room_type: 'party' }, p.token), 400, 'room_type: friend or group');
    await refused(h.call('create_room', { category: 'en-quiz-nothing' }, p.token), 404, 'Document does not exist!');
    await refused(h.call('create_room', { category: 'en-quiz-movies-and-tv' }, p.token), 403, /locked/);
    await refused(
      h.call('create_room', { category: 'en-math-arithmetic' }, p.token),
      400,
      'Battles are played in Quiz Zone categories',
    );
  });

  it('opens a premium category to the player who unlocked it, and to nobody else', async () => {
    const [buyer, other] = [await quickPlayer(h), await quickPlayer(h)];
    await setCoins(h, buyer.uid, 100);
    expect((await h.call('unlock_premium_category', { category: 'en-quiz-movies-and-tv' }, buyer.token)).status).toBe(
      200,
    );
    expect((await h.call('create_room', { category: 'en-quiz-movies-and-tv' }, buyer.token)).status).toBe(200);
    await refused(h.call('create_room', { category: 'en-quiz-movies-and-tv' }, other.token), 403, /locked/);
  });

  it('needs a signed-in player', async () => {
    expect((await h.call('create_room', { category })).status).toBe(401);
  });
});

describe('battle_join_room', () => {
  it('seats the player in the next free slot; joining again changes nothing; codes are case-insensitive', async () => {
    const [owner, guest] = [await quickPlayer(h), await quickPlayer(h, 20, 'Gus')];
    const { room_id, room_code } = await createRoom(owner);
    expect(await ok(joinAs(room_code.toLowerCase(), guest))).toEqual({ room_id });
    expect(await ok(joinAs(room_code, guest))).toEqual({ room_id });
    expect((await readRoom(h, room_id)).playerUids).toEqual([owner.uid, guest.uid]);
    expect(await readPlayer(h, room_id, guest.uid)).toMatchObject({ slot: 2, name: 'Gus', state: 'playing' });
  });

  it('answers the product messages: empty, malformed, unknown code', async () => {
    const p = await quickPlayer(h);
    await refused(h.call('battle_join_room', { room_code: '' }, p.token), 400, 'Please enter a room code');
    await refused(h.call('battle_join_room', {}, p.token), 400, 'Please enter a room code');
    await refused(h.call('battle_join_room', { room_code: 'AB1' }, p.token), 400, 'Invalid Room Code');
    await refused(h.call('battle_join_room', { room_code: 'ABCDE0' }, p.token), 400, 'Invalid Room Code');
    await refused(h.call('battle_join_room', { room_code: 'ZZZZZZ' }, p.token), 404, 'Room code is not valid');
  });

  it('refuses a full room, a started room, and a player without the fee', async () => {
    const [owner, guest, late] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const friend = await createRoom(owner, { room_type: 'friend' });
    await ok(joinAs(friend.room_code, guest));
    await refused(joinAs(friend.room_code, late), 409, 'Room is full');

    const group = await createRoom(owner, { entry_fee_multiplier: 4 });
    const poor = await quickPlayer(h, 19);
    await refused(joinAs(group.room_code, poor), 403, "You Don't have enough coins");
    expect((await readRoom(h, group.room_id)).playerUids).toEqual([owner.uid]);

    await ok(joinAs(group.room_code, guest));
    await ok(h.call('battle_start', { room_id: group.room_id }, owner.token));
    await refused(joinAs(group.room_code, late), 409, 'The battle has already started');
    expect(await ok(joinAs(group.room_code, guest))).toEqual({ room_id: group.room_id });
  });
});

describe('battle_start', () => {
  it('only the owner starts, and only with at least 2 players', async () => {
    const [owner, guest] = [await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = await createRoom(owner);
    await refused(h.call('battle_start', { room_id }, owner.token), 409, 'At least 2 players are needed to start');
    await ok(joinAs(room_code, guest));
    await refused(h.call('battle_start', { room_id }, guest.token), 403, 'Only the room owner can do this');
    expect((await readRoom(h, room_id)).status).toBe('waiting');
  });

  it("takes every player's fee once, in the ledger; a replayed start charges nobody again", async () => {
    const players = [await quickPlayer(h, 30), await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const room_id = await startedRoom(players, { entry_fee_multiplier: 2 });
    expect(await ok(h.call('battle_start', { room_id }, players[0]!.token))).toEqual({ room_id, status: 'started' });
    for (const p of players) {
      expect(await coinsOf(h, p.uid)).toBe(20);
      const entry = await coinHistory(h.db, p.uid).doc(`battle_fee_${room_id}`).get();
      expect(entry.data()).toMatchObject({ type: 'battle_fee', coins: -10 });
    }
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({ status: 'started', feesTaken: true });
    expect(room.startedAt).not.toBeNull();
    // the code lives as long as the room may still be played, so a link to it can say why it cannot be joined
    expect((await roomCodeRef(h.db, room.code).get()).data()).toEqual({ roomId: room_id, expireAt: room.expireAt });
  });

  it('refuses when a player can no longer pay, and charges nobody', async () => {
    const [owner, guest] = [await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const { room_id, room_code } = await createRoom(owner);
    await ok(joinAs(room_code, guest));
    await userRef(h.db, guest.uid).update({ coins: 2 });
    await refused(
      h.call('battle_start', { room_id }, owner.token),
      409,
      "A player in the room doesn't have enough coins",
    );
    expect(await coinsOf(h, owner.uid)).toBe(30);
    expect((await readRoom(h, room_id)).status).toBe('waiting');
  });
});

describe('get_question_by_room_id', () => {
  it('serves the questions in play order without answers, only to members of a started room', async () => {
    const [owner, guest, stranger] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = await createRoom(owner);
    await ok(joinAs(room_code, guest));
    await refused(h.call('get_question_by_room_id', { room_id }, guest.token), 409, 'The battle has not started yet');
    await ok(h.call('battle_start', { room_id }, owner.token));
    await refused(h.call('get_question_by_room_id', { room_id }, stranger.token), 403, 'You are not in this room');
    await refused(
      h.call('get_question_by_room_id', { room_id: 'no-such-room' }, owner.token),
      404,
      'Document does not exist!',
    );

    const questions = await ok<any[]>(h.call('get_question_by_room_id', { room_id }, guest.token));
    expect(questions.map((q) => q.id)).toEqual((await readRoom(h, room_id)).questionIds);
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'language', 'options', 'question']);
      expect(q.options.map((o: any) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('the first fetch serves the first question; fetching again does not restart its clock', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players);
    at(0);
    await ok(h.call('get_question_by_room_id', { room_id }, players[1]!.token));
    at(5000);
    await ok(h.call('get_question_by_room_id', { room_id }, players[1]!.token));
    expect((await readPlayer(h, room_id, players[1]!.uid)).servedAt).toBe(base);
    expect((await readPlayer(h, room_id, players[0]!.uid)).servedAt).toBeNull();
  });
});

describe('battle_answer', () => {
  it('grades by the server clock: 4 per correct, +2 within 2 s, +1 within 4 s of serving; the next question is served after the reveal', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players, { no_of_que: 5 });
    const me = players[0]!;
    at(0);
    await ok(h.call('get_question_by_room_id', { room_id }, me.token));
    const key = await answerKey(h, room_id, me.uid);
    const answer = (i: number, t: number, option: string) => {
      at(t);
      return ok(h.call('battle_answer', { room_id, question_id: key[i]!.id, option_id: option }, me.token));
    };
    // served at 0: answered at 2.0 s
    // the other seat has not answered: no reply names the right option (battle-exploits.test.ts)
    expect(await answer(0, 2000, key[0]!.right)).toEqual({ correct: true, points: 6, correct_option_id: null });
    // served at 3.0 s (2.0 + 1 s reveal): answered 2.001 s later
    expect(await answer(1, 5001, key[1]!.right)).toMatchObject({ correct: true, points: 5 });
    // served at 6.001 s: answered 4.001 s later
    expect(await answer(2, 10_002, key[2]!.right)).toMatchObject({ correct: true, points: 4 });
    // a wrong option within 1 s scores nothing
    expect(await answer(3, 11_500, key[3]!.wrong)).toEqual({ correct: false, points: 0, correct_option_id: null });
    // an empty option is the timeout
    expect(await answer(4, 45_000, '')).toEqual({ correct: false, points: 0, correct_option_id: null });
    // the other seat has not even been served the first question: nothing is revealed until it leaves
    expect((await ok(h.call('battle_reveal', { room_id }, me.token))).answers).toEqual([]);
    await ok(h.call('battle_leave', { room_id }, players[1]!.token));
    const { answers, picks } = await ok(h.call('battle_reveal', { room_id }, me.token));
    expect(answers).toEqual(key.map((q) => ({ question_id: q.id, correct_option_id: q.right })));
    // the player's own picks, for the review after a reload: the time-out picked nothing
    const picked = [key[0]!.right, key[1]!.right, key[2]!.right, key[3]!.wrong, ''];
    expect(picks).toHaveLength(5);
    expect(picks).toEqual(
      expect.arrayContaining(picked.map((option_id, i) => ({ question_id: key[i]!.id, option_id }))),
    );

    const mine = await readPlayer(h, room_id, me.uid);
    expect(mine.answers.map((a) => [a.correct, a.points, a.ms])).toEqual([
      [true, 6, 2000],
      [true, 5, 2001],
      [true, 4, 4001],
      [false, 0, 498],
      [false, 0, 45_000 - 12_500],
    ]);
    expect(mine).toMatchObject({ points: 15, correctAnswers: 3, state: 'finished' });
  });

  it('a right answer that arrives after the question time (30 s + 2 s slack) counts as a timeout', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players, { no_of_que: 2 });
    at(0);
    await ok(h.call('get_question_by_room_id', { room_id }, players[0]!.token));
    const key = await answerKey(h, room_id, players[0]!.uid);
    at(32_000);
    expect(
      await ok(
        h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: key[0]!.right }, players[0]!.token),
      ),
    ).toMatchObject({ correct: true, points: 4 });
    at(32_000 + 1000 + 32_001);
    expect(
      await ok(
        h.call('battle_answer', { room_id, question_id: key[1]!.id, option_id: key[1]!.right }, players[0]!.token),
      ),
    ).toMatchObject({ correct: false, points: 0 });
  });

  it('a duplicate answer changes nothing and gets the first grading back', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players);
    const me = players[1]!;
    at(0);
    await ok(h.call('get_question_by_room_id', { room_id }, me.token));
    const key = await answerKey(h, room_id, me.uid);
    at(1000);
    const first = await ok(
      h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: key[0]!.right }, me.token),
    );
    const before = await readPlayer(h, room_id, me.uid);
    at(9000);
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        ok(h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: key[0]!.wrong }, me.token)),
      ),
    );
    expect(again).toEqual([first, first, first]);
    expect(await readPlayer(h, room_id, me.uid)).toEqual(before);
  });

  it('refuses answers out of order, to questions of another room, before fetching, from non-members and bad options', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players);
    const key = (await readRoom(h, room_id)).questionIds.map((id) => ({ id }));
    const me = players[0]!;
    await refused(
      h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: 'a' }, me.token),
      409,
      'The battle has not started yet',
    );
    await ok(h.call('get_question_by_room_id', { room_id }, me.token));
    await refused(
      h.call('battle_answer', { room_id, question_id: key[1]!.id, option_id: 'a' }, me.token),
      400,
      'Answer the questions in order',
    );
    await refused(
      h.call('battle_answer', { room_id, question_id: 'not-in-room', option_id: 'a' }, me.token),
      400,
      'This question is not part of this battle',
    );
    await refused(
      h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: 'e' }, me.token),
      400,
      'option_id: a, b, c, d or empty',
    );
    await refused(
      h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: 'a' }, (await quickPlayer(h)).token),
      403,
      'You are not in this room',
    );
    expect((await readPlayer(h, room_id, me.uid)).answers).toEqual([]);
  });

  it('the last answer of the last player finishes a 1v1: the winner gets entry x 2, with score, statistics, history and the badge', async () => {
    const [winner, loser] = [await quickPlayer(h, 40, 'Win'), await quickPlayer(h, 40, 'Lose')];
    const room_id = await startedRoom([winner, loser], { room_type: 'friend', no_of_que: 3, entry_fee_multiplier: 2 });
    await playAll(room_id, winner, () => true);
    expect((await readRoom(h, room_id)).status).toBe('started'); // the other is still playing
    await playAll(room_id, loser, (i) => i === 0);
    await afterReplies(); // the room's end and the badges follow the last answer's reply

    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({ status: 'finished', winnerUids: [winner.uid] });
    expect(room.result).toEqual({
      drawn: false,
      standings: [
        // two new players: the winner's figure rises from 1250, the loser's falls (contract/rating.ts)
        {
          uid: winner.uid,
          rank: 1,
          points: 18,
          correctAnswers: 3,
          left: false,
          coins: 20,
          rating: { figure: 1334, change: 84, provisional: true },
        },
        {
          uid: loser.uid,
          rank: 2,
          points: 6,
          correctAnswers: 1,
          left: false,
          coins: 0,
          rating: { figure: 1190, change: -60, provisional: true },
        },
      ],
    });
    expect(await coinsOf(h, winner.uid)).toBe(40 - 10 + 20);
    expect(await coinsOf(h, loser.uid)).toBe(30);
    expect((await coinHistory(h.db, winner.uid).doc(`battle_${room_id}`).get()).get('coins')).toBe(20);
    expect((await userRef(h.db, winner.uid).get()).get('all_time_score')).toBe(18);
    expect((await userRef(h.db, winner.uid).collection('stats').doc('battles').get()).data()).toEqual({
      won: 1,
      played: 1,
    });
    expect((await userRef(h.db, loser.uid).collection('stats').doc('battles').get()).data()).toEqual({
      lost: 1,
      played: 1,
    });
    expect((await badgesOf(h.db, winner.uid).doc('combat_winner').get()).get('status')).toBe(1);
    expect((await badgesOf(h.db, loser.uid).doc('combat_winner').get()).exists).toBe(false);
    for (const p of (await readPlayers(h, room_id)).values())
      expect(p).toMatchObject({ state: 'finished', live: false });
  });

  it('a last answer sent again finishes the room, when its first sending committed and then died', async () => {
    const [winner, loser] = [await quickPlayer(h, 40), await quickPlayer(h, 40)];
    const room_id = await startedRoom([winner, loser], { room_type: 'friend', no_of_que: 2, entry_fee_multiplier: 2 });
    await playAll(room_id, winner, () => true);
    await ok(h.call('get_question_by_room_id', { room_id }, loser.token));
    const [first, last] = await answerKey(h, room_id, loser.uid);
    at(1000);
    await ok(h.call('battle_answer', { room_id, question_id: first!.id, option_id: first!.wrong }, loser.token));
    // the last answer's grading commits as battle_answer writes it; its process dies before the room's end
    const graded = { questionId: last!.id, correct: false, points: 0, ms: 1000 };
    await playerRef(h.db, room_id, loser.uid).update({ answers: FieldValue.arrayUnion(graded), state: 'finished' });
    expect((await readRoom(h, room_id)).status).toBe('started');

    at(4000);
    expect(
      await ok(h.call('battle_answer', { room_id, question_id: last!.id, option_id: last!.wrong }, loser.token)),
    ).toMatchObject({ correct: false, points: 0 });
    await afterReplies(); // the room's end follows the last answer's reply
    expect(await readRoom(h, room_id)).toMatchObject({ status: 'finished', winnerUids: [winner.uid] });
    expect(await coinsOf(h, winner.uid)).toBe(40 - 10 + 20);
  });

  it('a 1v1 draw gives each player the fee back', async () => {
    const players = [await quickPlayer(h, 40), await quickPlayer(h, 40)];
    const room_id = await startedRoom(players, { room_type: 'friend', no_of_que: 2 });
    for (const p of players) await playAll(room_id, p, (i) => i === 1);
    await afterReplies(); // the room's end follows the last answer's reply
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({ status: 'finished', winnerUids: [players[0]!.uid, players[1]!.uid] });
    expect(room.result?.drawn).toBe(true);
    for (const p of players) {
      expect(await coinsOf(h, p.uid)).toBe(40);
      expect((await userRef(h.db, p.uid).collection('stats').doc('battles').get()).get('drawn')).toBe(1);
    }
  });

  it('a group pot is entry x players, shared by the first-ranked, floored', async () => {
    const players = [await quickPlayer(h, 40), await quickPlayer(h, 40), await quickPlayer(h, 40)];
    const room_id = await startedRoom(players, { no_of_que: 2 });
    await playAll(room_id, players[0]!, () => true);
    await playAll(room_id, players[1]!, () => true);
    await playAll(room_id, players[2]!, () => false);
    await afterReplies(); // the room's end follows the last answer's reply
    const room = await readRoom(h, room_id);
    expect(room.winnerUids).toEqual([players[0]!.uid, players[1]!.uid]);
    expect(await coinsOf(h, players[0]!.uid)).toBe(35 + 7); // floor(15 / 2)
    expect(await coinsOf(h, players[1]!.uid)).toBe(35 + 7);
    expect(await coinsOf(h, players[2]!.uid)).toBe(35);
  });

  it('answers in a finished or deleted room are refused', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = await createRoom(players[0]!, { no_of_que: 2 });
    await ok(joinAs(room_code, players[1]!));
    const key = (await readRoom(h, room_id)).questionIds.map((id) => ({ id }));
    await ok(h.call('battle_delete_room', { room_id }, players[0]!.token));
    await refused(
      h.call('battle_answer', { room_id, question_id: key[0]!.id, option_id: 'a' }, players[0]!.token),
      409,
      'Room is deleted',
    );
    await refused(h.call('get_question_by_room_id', { room_id }, players[0]!.token), 409, 'Room is deleted');
  });
});

describe('battle_leave', () => {
  it('in a waiting room frees the seat; the owner leaving deletes the room', async () => {
    const [owner, guest] = [await quickPlayer(h), await quickPlayer(h)];
    const { room_id, room_code } = await createRoom(owner);
    await ok(joinAs(room_code, guest));
    expect(await ok(h.call('battle_leave', { room_id }, guest.token))).toEqual({ room_id, state: 'gone' });
    expect((await readRoom(h, room_id)).playerUids).toEqual([owner.uid]);
    expect((await readPlayers(h, room_id)).has(guest.uid)).toBe(false);
    await ok(h.call('battle_leave', { room_id }, owner.token));
    expect((await readRoom(h, room_id)).status).toBe('deleted');
    await refused(joinAs(room_code, guest), 404, 'Room is deleted');
  });

  it('in a started 1v1 the one who stayed wins at once', async () => {
    const [stayer, quitter] = [await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const room_id = await startedRoom([stayer, quitter], { room_type: 'friend' });
    expect(await ok(h.call('battle_leave', { room_id }, quitter.token))).toEqual({ room_id, state: 'left' });
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({ status: 'finished', winnerUids: [stayer.uid] });
    expect(await coinsOf(h, stayer.uid)).toBe(35);
    expect(await coinsOf(h, quitter.uid)).toBe(25);
    expect(await readPlayer(h, room_id, quitter.uid)).toMatchObject({ state: 'left' });
    expect(await readPlayer(h, room_id, stayer.uid)).toMatchObject({ state: 'finished' });
  });

  it('in a group the others play on; refused for non-members', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players);
    await ok(h.call('battle_leave', { room_id }, players[2]!.token));
    expect((await readRoom(h, room_id)).status).toBe('started');
    await refused(h.call('battle_leave', { room_id }, (await quickPlayer(h)).token), 403, 'You are not in this room');
  });
});

describe('battle_delete_room', () => {
  it('only the owner deletes a waiting room; deleting again changes nothing', async () => {
    const [owner, guest] = [await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const { room_id, room_code } = await createRoom(owner, { entry_fee_multiplier: 2 });
    await ok(joinAs(room_code, guest));
    await refused(h.call('battle_delete_room', { room_id }, guest.token), 403, 'Only the room owner can do this');
    expect(await ok(h.call('battle_delete_room', { room_id }, owner.token))).toEqual({ room_id, status: 'deleted' });
    expect(await ok(h.call('battle_delete_room', { room_id }, owner.token))).toEqual({ room_id, status: 'deleted' });
    for (const p of [owner, guest]) expect(await coinsOf(h, p.uid)).toBe(30);
    expect((await readRoom(h, room_id)).status).toBe('deleted');
    await refused(joinAs(room_code, guest), 404, 'Room is deleted');
  });

  it('a started room cannot be deleted: the fees stay in the pot (server/battles/battle-exploits.test.ts)', async () => {
    const players = [await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const room_id = await startedRoom(players, { entry_fee_multiplier: 2 });
    await refused(h.call('battle_delete_room', { room_id }, players[0]!.token), 409, 'The battle has already started');
    for (const p of players) expect(await coinsOf(h, p.uid)).toBe(20);
    expect((await readRoom(h, room_id)).status).toBe('started');
  });

  it('a finished room cannot be deleted', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players, { room_type: 'friend' });
    await ok(h.call('battle_leave', { room_id }, players[1]!.token));
    await refused(h.call('battle_delete_room', { room_id }, players[0]!.token), 409, 'The battle is over');
  });
});

describe('battle_find_match', () => {
  /** Each test searches its own bucket (a language id nobody else uses would fall back to English). */
  const bucketCategory = async (i: number) => {
    const cats = await h.db
      .collection('categories')
      .where('type', '==', 'quiz')
      .where('language_id', '==', 1)
      .where('is_premium', '==', 0)
      .get();
    // the seeded ones (10 questions and more): other files import categories of a question or two
    const seeded = cats.docs.map((d) => d.id).filter((id) => id.startsWith('en-quiz-'));
    return seeded[i % seeded.length]!;
  };

  it('pairs the second searcher with the first into one started random room; both fees taken; asking again returns that room', async () => {
    const cat = await bucketCategory(0);
    const [a, b] = [await quickPlayer(h, 20), await quickPlayer(h, 20)];
    expect(await ok(h.call('battle_find_match', { category: cat }, a.token))).toEqual({ no_opponent: true });
    const { room_id } = await ok(h.call('battle_find_match', { category: cat }, b.token));
    expect(await ok(h.call('battle_find_match', { category: cat }, a.token))).toEqual({ room_id });
    expect(await ok(h.call('battle_find_match', { category: cat }, b.token))).toEqual({ room_id });
    const room = await readRoom(h, room_id);
    expect(room).toMatchObject({
      type: 'random',
      status: 'started',
      maxPlayers: 2,
      entryFee: fee,
      feesTaken: true,
      categoryId: cat,
      playerUids: [a.uid, b.uid],
      questionCount: 10,
    });
    expect(await coinsOf(h, a.uid)).toBe(15);
    expect(await coinsOf(h, b.uid)).toBe(15);
  });

  it('does not pair with a searcher who stopped asking (stale) or called destroy_match', async () => {
    const cat = await bucketCategory(1);
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    at(0);
    await ok(h.call('battle_find_match', { category: cat }, a.token));
    at(queueFreshMs + 1);
    expect(await ok(h.call('battle_find_match', { category: cat }, b.token))).toEqual({ no_opponent: true });
    expect(await ok(h.call('get_random_questions', { category: cat, destroy_match: 1 }, b.token))).toEqual({
      destroyed: true,
    });
    expect(await ok(h.call('battle_find_match', { category: cat }, c.token))).toEqual({ no_opponent: true });
    expect(await coinsOf(h, a.uid)).toBe(100);
  });

  it('does not pair with a searcher who moved on to another category', async () => {
    const [here, there] = [await bucketCategory(3), await bucketCategory(4)];
    const [mover, other] = [await quickPlayer(h), await quickPlayer(h)];
    await ok(h.call('battle_find_match', { category: here }, mover.token));
    await ok(h.call('battle_find_match', { category: there }, mover.token));
    expect(await ok(h.call('battle_find_match', { category: here }, other.token))).toEqual({ no_opponent: true });
    expect(await coinsOf(h, mover.uid)).toBe(100);
  });

  it('refuses a player without the entry fee', async () => {
    const poor = await quickPlayer(h, 4);
    await refused(
      h.call('battle_find_match', { category: await bucketCategory(2) }, poor.token),
      403,
      "You Don't have enough coins",
    );
  });
});

describe('battle_play_bot', () => {
  it('starts a random room against the bot with no entry fee', async () => {
    const p = await quickPlayer(h, 3);
    const { room_id, bot_uid } = await ok(h.call('battle_play_bot', { category }, p.token));
    expect(bot_uid).toBe('bot');
    expect(await readRoom(h, room_id)).toMatchObject({
      type: 'random',
      status: 'started',
      vsBot: true,
      entryFee: 0,
      feesTaken: false,
      playerUids: [p.uid, 'bot'],
    });
    expect(await readPlayer(h, room_id, 'bot')).toMatchObject({ slot: 2, bot: true, state: 'playing' });
    expect(await coinsOf(h, p.uid)).toBe(3);
  });

  it('plays at the level the caller’s rating sets, whatever the call asks for', async () => {
    const strongRating = { mu: 38, sigma: 1.5, games: 60 };
    const [fresh, strong] = [await quickPlayer(h), await quickPlayer(h)];
    await userRef(h.db, strong.uid).update({ rating: strongRating });
    const gentle = await ok(h.call('battle_play_bot', { category }, fresh.token));
    // a strong player asking for an easy bot still meets their own level
    const sharp = await ok(h.call('battle_play_bot', { category, difficulty: 'easy' }, strong.token));
    const [gentleSkill, sharpSkill] = [
      (await readRoom(h, gentle.room_id)).botSkill!,
      (await readRoom(h, sharp.room_id)).botSkill!,
    ];
    expect(gentleSkill).toEqual(botLevelFor(undefined));
    expect(sharpSkill).toEqual(botLevelFor(strongRating));
    expect(sharpSkill.accuracy).toBeGreaterThan(gentleSkill.accuracy);
    expect(sharpSkill.thinkMs.max).toBeLessThan(gentleSkill.thinkMs.max);
  });
});

describe('get_random_questions', () => {
  it('serves a started room by match_id like get_question_by_room_id', async () => {
    const players = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom(players);
    const questions = await ok<any[]>(h.call('get_random_questions', { match_id: room_id }, players[1]!.token));
    expect(questions.map((q) => q.id)).toEqual((await readRoom(h, room_id)).questionIds);
    expect(questions.every((q) => !('answer' in q))).toBe(true);
    await refused(
      h.call('get_random_questions', { match_id: room_id }, (await quickPlayer(h)).token),
      403,
      'You are not in this room',
    );
  });
});

describe('room ids', () => {
  it('a malformed room id is a 400, an unknown room a 404, for every room action', async () => {
    const p = await quickPlayer(h);
    for (const action of ['battle_start', 'battle_leave', 'battle_delete_room', 'get_question_by_room_id']) {
      await refused(
        h.call(action, { room_id: 'a/b' }, p.token),
        400,
        'room_id: letters, digits, _ and - only, at most 128 characters',
      );
      await refused(h.call(action, { room_id: 'no-such-room' }, p.token), 404, 'Document does not exist!');
    }
    await refused(h.call('get_random_questions', {}, p.token), 404, 'Document does not exist!');
  });
});

describe('set_battle_statistics and get_battle_statistics', () => {
  it("confirms only the server's own result and never adds to it", async () => {
    const [winner, loser] = [await quickPlayer(h), await quickPlayer(h)];
    const room_id = await startedRoom([winner, loser], { room_type: 'friend' });
    await ok(h.call('battle_leave', { room_id }, loser.token));
    const claim = { user_id1: winner.uid, user_id2: loser.uid, winner_id: winner.uid, is_drawn: 0 };
    expect(await ok(h.call('set_battle_statistics', claim, winner.token))).toEqual({
      room_id,
      result: 'won',
      won: 1,
      lost: 0,
      drawn: 0,
      played: 1,
    });
    expect(await ok(h.call('set_battle_statistics', claim, winner.token))).toMatchObject({ won: 1, played: 1 });
    expect(await ok(h.call('set_battle_statistics', claim, loser.token))).toMatchObject({
      result: 'lost',
      lost: 1,
      played: 1,
    });
    await refused(
      h.call('set_battle_statistics', { ...claim, winner_id: loser.uid }, loser.token),
      409,
      'The battle result does not match',
    );
    await refused(
      h.call('set_battle_statistics', { ...claim, is_drawn: 1 }, winner.token),
      409,
      'The battle result does not match',
    );
    await refused(
      h.call('set_battle_statistics', claim, (await quickPlayer(h)).token),
      403,
      'You are not in this room',
    );
    await refused(
      h.call('set_battle_statistics', { ...claim, user_id2: winner.uid }, winner.token),
      400,
      'user_id1 and user_id2 must differ',
    );
    const other = await quickPlayer(h);
    await refused(
      h.call('set_battle_statistics', { ...claim, user_id2: other.uid }, winner.token),
      404,
      'Document does not exist!',
    );
  });

  it('lists the battles, newest first by default, with the totals', async () => {
    const [me, rival] = [await quickPlayer(h), await quickPlayer(h, 100, 'Rival')];
    at(0);
    const first = await startedRoom([me, rival], { room_type: 'friend' });
    await ok(h.call('battle_leave', { room_id: first }, rival.token));
    at(60_000);
    const second = await startedRoom([me, rival], { room_type: 'friend' });
    await ok(h.call('battle_leave', { room_id: second }, me.token));
    const stats = await ok(h.call('get_battle_statistics', {}, me.token));
    expect(stats.myreport).toEqual({ won: 1, lost: 1, drawn: 0, played: 2 });
    expect(stats.total).toBe(2);
    expect(stats.data.map((b: any) => [b.room_id, b.result])).toEqual([
      [second, 'lost'],
      [first, 'won'],
    ]);
    expect(stats.data[0].opponents).toEqual([{ uid: rival.uid, name: 'Rival', image: '', points: 0 }]);
    const asc = await ok(h.call('get_battle_statistics', { order: 'ASC', limit: 1 }, me.token));
    expect(asc.data.map((b: any) => b.room_id)).toEqual([first]);
    await refused(h.call('get_battle_statistics', { order: 'up' }, me.token), 400, 'order: asc or desc');
  });
});
