// Ratings from battles between people, applied in the room's finishing transaction: once, never
// from a bot game, and not farmable by two players battling each other over and over in a day.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { provisionalGames, ratingFigure, type Rating } from '../../contract/rating.ts';
import { userRef } from '../users/user-doc.ts';
import { ok, quickPlayer, readRoom, useHarness, type TestPlayer } from '../test/kit.ts';
import { finishIfDone } from './finish-room.ts';
import { botUid, newPlayer, newRoomDoc, playerRef, roomRef } from './room-docs.ts';
import type { RoomType } from '../../machines/battle-types.ts';

const h = useHarness();
const day = new Date('2031-05-06T10:00:00Z');
const nextDay = new Date('2031-05-07T10:00:00Z');

/** A started room whose players have all finished with these points (first listed: the owner). */
async function doneRoom(type: RoomType, seats: { uid: string; points: number }[], opts: { vsBot?: boolean } = {}) {
  const roomId = `rating-${randomUUID()}`;
  const batch = h.db.batch();
  const playerUids = opts.vsBot ? [seats[0]!.uid, botUid] : seats.map((s) => s.uid);
  batch.set(
    roomRef(h.db, roomId),
    newRoomDoc(
      {
        type,
        code: '',
        ownerUid: seats[0]!.uid,
        categoryId: 'en-quiz-science',
        languageId: 14,
        entryFee: 0,
        maxPlayers: Math.max(2, seats.length),
        questionIds: ['q1'],
        playerUids,
        started: true,
        expireAt: new Date(day.getTime() + 3_600_000),
        ...(opts.vsBot ? { bot: { skill: { accuracy: 0.5, thinkMs: { min: 1, max: 2 } }, seed: 1 } } : {}),
      },
      day,
    ),
  );
  const all = opts.vsBot ? [seats[0]!, { uid: botUid, points: seats[1]!.points }] : seats;
  all.forEach((s, i) =>
    batch.set(playerRef(h.db, roomId, s.uid), {
      ...newPlayer((i + 1) as 1, 'P', '', day, s.uid === botUid),
      points: s.points,
      state: 'finished',
    }),
  );
  await batch.commit();
  return roomId;
}

const ratingOf = async (uid: string) => (await userRef(h.db, uid).get()).get('rating') as Rating | undefined;

describe('rating a battle between people', () => {
  it('is applied once when the room is finished twice at once, and the result shows the change', async () => {
    const [a, b] = [await quickPlayer(h), await quickPlayer(h)];
    const roomId = await doneRoom('random', [
      { uid: a.uid, points: 12 },
      { uid: b.uid, points: 4 },
    ]);
    const finished = await Promise.all([finishIfDone(h.db, roomId, day), finishIfDone(h.db, roomId, day)]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    await finishIfDone(h.db, roomId, day);
    const [ra, rb] = [await ratingOf(a.uid), await ratingOf(b.uid)];
    expect(ra).toMatchObject({ games: 1 });
    expect(rb).toMatchObject({ games: 1 });
    expect(ra!.mu).toBeGreaterThan(25);
    expect(rb!.mu).toBeLessThan(25);
    const standings = (await readRoom(h, roomId)).result!.standings;
    expect(standings.find((s) => s.uid === a.uid)!.rating).toEqual({
      figure: ratingFigure(ra),
      change: ratingFigure(ra) - ratingFigure(undefined),
      provisional: true,
    });
    expect(standings.find((s) => s.uid === b.uid)!.rating).toEqual({
      figure: ratingFigure(rb),
      change: ratingFigure(rb) - ratingFigure(undefined),
      provisional: true,
    });
  });

  it('rates a group battle as a free-for-all of its players', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const roomId = await doneRoom('group', [
      { uid: a.uid, points: 3 },
      { uid: b.uid, points: 9 },
      { uid: c.uid, points: 6 },
    ]);
    expect(await finishIfDone(h.db, roomId, day)).toBe(true);
    const [ra, rb, rc] = [await ratingOf(a.uid), await ratingOf(b.uid), await ratingOf(c.uid)];
    expect(rb!.mu).toBeGreaterThan(rc!.mu);
    expect(rc!.mu).toBeGreaterThan(ra!.mu);
  });

  it('never rates a battle against the bot', async () => {
    const a = await quickPlayer(h);
    const roomId = await doneRoom(
      'random',
      [
        { uid: a.uid, points: 12 },
        { uid: botUid, points: 0 },
      ],
      { vsBot: true },
    );
    expect(await finishIfDone(h.db, roomId, day)).toBe(true);
    expect(await ratingOf(a.uid)).toBeUndefined();
    expect((await readRoom(h, roomId)).result!.standings.every((s) => s.rating === undefined)).toBe(true);
  });

  it('a friend losing on purpose again and again moves the ratings less each time, then not at all until the next day', async () => {
    const [farmer, friend] = [await quickPlayer(h), await quickPlayer(h)];
    const gains: number[] = [];
    for (const [i, when] of [day, day, day, day, day, nextDay].entries()) {
      const before = (await ratingOf(farmer.uid))?.mu ?? 25;
      const type = i % 2 === 0 ? 'friend' : 'group';
      const roomId = await doneRoom(type, [
        { uid: farmer.uid, points: 12 },
        { uid: friend.uid, points: 0 },
      ]);
      expect(await finishIfDone(h.db, roomId, when)).toBe(true);
      gains.push((await ratingOf(farmer.uid))!.mu - before);
    }
    const [first, second, third, fourth, fifth, tomorrow] = gains;
    // by the method alone a fresh pair's second win gains about 0.8 of its first; the day's repeat halves that
    expect(second!).toBeLessThan(first! * 0.5);
    expect(third!).toBeLessThan(second!);
    expect(third!).toBeGreaterThan(0);
    expect(fourth).toBe(0);
    expect(fifth).toBe(0);
    expect((await ratingOf(farmer.uid))!.games).toBe(4);
    expect((await ratingOf(friend.uid))!.games).toBe(4);
    expect(tomorrow!).toBeGreaterThan(0);
  });

  it('a repeat in a group slows the whole room, others included', async () => {
    const [a, b, c] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    for (let i = 0; i < 3; i += 1) {
      await finishIfDone(
        h.db,
        await doneRoom('friend', [
          { uid: a.uid, points: 9 },
          { uid: b.uid, points: 1 },
        ]),
        day,
      );
    }
    const before = await ratingOf(c.uid);
    await finishIfDone(
      h.db,
      await doneRoom('group', [
        { uid: c.uid, points: 9 },
        { uid: a.uid, points: 1 },
        { uid: b.uid, points: 2 },
      ]),
      day,
    );
    expect(await ratingOf(c.uid)).toEqual(before);
  });
});

describe('the ladder', () => {
  type Board = {
    total: number;
    data: { user_id: string; score: number; rank: number }[];
    my_rank: { rank: number; score: number };
  };

  it('lists settled ratings from the top, with the caller’s own place; provisional players are not on it', async () => {
    const players: TestPlayer[] = [];
    for (const mu of [40, 42]) {
      const p = await quickPlayer(h);
      await userRef(h.db, p.uid).update({ rating: { mu, sigma: 1.2, games: provisionalGames - 1 } });
      players.push(p);
    }
    const newcomer = await quickPlayer(h);
    const [strong, stronger] = players as [TestPlayer, TestPlayer];
    await finishIfDone(
      h.db,
      await doneRoom('random', [
        { uid: strong.uid, points: 9 },
        { uid: newcomer.uid, points: 1 },
      ]),
      day,
    );
    await finishIfDone(
      h.db,
      await doneRoom('random', [
        { uid: stronger.uid, points: 9 },
        { uid: newcomer.uid, points: 1 },
      ]),
      day,
    );
    const board = await ok<Board>(h.call('get_rating_leaderboard', { offset: 0, limit: 2 }, strong.token));
    expect(board.data.map((r) => r.user_id)).toEqual([stronger.uid, strong.uid]);
    expect(board.data[0]!.score).toBe(ratingFigure(await ratingOf(stronger.uid)));
    expect(board.my_rank).toMatchObject({ rank: 2, score: ratingFigure(await ratingOf(strong.uid)) });
    const mine = await ok<Board>(h.call('get_rating_leaderboard', { offset: 0, limit: 10 }, newcomer.token));
    expect(mine.data.some((r) => r.user_id === newcomer.uid)).toBe(false);
    expect(mine.my_rank.rank).toBe(0);
  });
});
