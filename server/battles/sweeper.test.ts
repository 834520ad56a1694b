import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  coinsOf,
  feeOfCode,
  quickPlayer,
  readPlayer,
  readPlayers,
  readRoom,
  startHarness,
  type Harness,
  type TestPlayer,
} from '../test/kit.ts';
import { playerRef, roomCodeRef } from './room-docs.ts';
import { startSweeper, sweepOnce } from './sweeper.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // the rooms other test files left behind: swept now, so each test's passes judge only its own
  await sweepOnce(h.db, new Date(Date.UTC(2039, 0, 1)));
}, 180_000);
afterAll(() => h.close());
afterEach(() => h.clock.set(null));

const category = 'en-quiz-sports';
// Each test lives in its own year, after the previous tests' rooms: a pass may sweep those too.
let year = 2040;
let base = 0;
const at = (ms: number) => new Date(base + ms);

async function room(players: TestPlayer[], start: boolean, type = 'friend') {
  h.clock.set(at(0));
  const { room_id, room_code } = (
    await h.call('create_room', { category, room_type: type, no_of_que: 2 }, players[0]!.token)
  ).body.data;
  for (const p of players.slice(1))
    expect((await h.call('battle_join_room', { room_code, fee: await feeOfCode(h, room_code) }, p.token)).status).toBe(
      200,
    );
  if (start) expect((await h.call('battle_start', { room_id }, players[0]!.token)).status).toBe(200);
  h.clock.set(null);
  return { roomId: room_id as string, code: room_code as string };
}

/** The player's client heartbeat: lastSeen = the (moved) time. */
const beat = (roomId: string, p: TestPlayer, ms: number) => playerRef(h.db, roomId, p.uid).update({ lastSeen: at(ms) });

describe('sweepOnce', () => {
  it('a player silent past the grace window has left; in 1v1 the one who stayed wins', async () => {
    base = Date.UTC(year++, 0, 1);
    const [stayer, silent] = [await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const { roomId } = await room([stayer, silent], true);

    await beat(roomId, stayer, 9000);
    let report = await sweepOnce(h.db, at(9000));
    expect(report.disconnected).not.toContain(`${roomId}/${silent.uid}`);

    await beat(roomId, stayer, 15_000);
    report = await sweepOnce(h.db, at(15_000));
    expect(report.disconnected).toEqual([`${roomId}/${silent.uid}`]);
    expect(await readPlayer(h, roomId, silent.uid)).toMatchObject({ state: 'playing', offline: true, disconnects: 1 });
    expect((await readRoom(h, roomId)).status).toBe('started');

    await beat(roomId, stayer, 20_500);
    report = await sweepOnce(h.db, at(20_500));
    expect(report.left).toEqual([`${roomId}/${silent.uid}`]);
    expect(report.finished).toEqual([roomId]);
    expect(await readRoom(h, roomId)).toMatchObject({ status: 'finished', winnerUids: [stayer.uid] });
    expect(await readPlayer(h, roomId, silent.uid)).toMatchObject({ state: 'left', live: false });
    expect(await coinsOf(h, stayer.uid)).toBe(35);
    expect(await coinsOf(h, silent.uid)).toBe(25);
    expect((await sweepOnce(h.db, at(60_000))).left).toEqual([]);
  });

  it('a player who keeps coming back has left at the 4th disconnect of the match', async () => {
    base = Date.UTC(year++, 0, 1);
    const [steady, flaky] = [await quickPlayer(h), await quickPlayer(h)];
    const { roomId } = await room([steady, flaky], true);
    let t = 0;
    for (let disconnect = 1; disconnect <= 3; disconnect++) {
      t += 11_000;
      await beat(roomId, steady, t);
      expect((await sweepOnce(h.db, at(t))).disconnected).toEqual([`${roomId}/${flaky.uid}`]);
      t += 1000;
      await Promise.all([beat(roomId, steady, t), beat(roomId, flaky, t)]); // back
      await sweepOnce(h.db, at(t));
      expect(await readPlayer(h, roomId, flaky.uid)).toMatchObject({
        state: 'playing',
        offline: false,
        disconnects: disconnect,
      });
    }
    t += 11_000;
    await beat(roomId, steady, t);
    const report = await sweepOnce(h.db, at(t));
    expect(report.left).toEqual([`${roomId}/${flaky.uid}`]);
    expect(await readPlayer(h, roomId, flaky.uid)).toMatchObject({ state: 'left', disconnects: 4 });
    expect(await readRoom(h, roomId)).toMatchObject({ status: 'finished', winnerUids: [steady.uid] });
  });

  it('in a waiting room a silent guest is greyed (offline) but keeps the seat until the grace window ends', async () => {
    base = Date.UTC(year++, 0, 1);
    const [owner, guest] = [await quickPlayer(h), await quickPlayer(h)];
    const { roomId } = await room([owner, guest], false, 'group');
    await beat(roomId, owner, 11_000);
    await sweepOnce(h.db, at(11_000));
    expect(await readPlayer(h, roomId, guest.uid)).toMatchObject({ offline: true, disconnects: 0 });
    expect(await readPlayer(h, roomId, owner.uid)).toMatchObject({ offline: false });
    expect((await readRoom(h, roomId)).playerUids).toEqual([owner.uid, guest.uid]);
    await beat(roomId, guest, 12_000);
    await beat(roomId, owner, 12_000);
    await sweepOnce(h.db, at(12_000));
    expect(await readPlayer(h, roomId, guest.uid)).toMatchObject({ offline: false });
  });

  it('in a waiting room a silent guest loses the seat, a silent owner the room', async () => {
    base = Date.UTC(year++, 0, 1);
    const [owner, guest, other] = [await quickPlayer(h), await quickPlayer(h), await quickPlayer(h)];
    const first = await room([owner, guest], false, 'group');
    await beat(first.roomId, owner, 21_000);
    await sweepOnce(h.db, at(21_000));
    expect((await readRoom(h, first.roomId)).playerUids).toEqual([owner.uid]);
    expect((await readPlayers(h, first.roomId)).has(guest.uid)).toBe(false);

    const second = await room([other, guest], false, 'group');
    await beat(second.roomId, guest, 21_000);
    await sweepOnce(h.db, at(21_000));
    expect((await readRoom(h, second.roomId)).status).toBe('deleted');
    expect((await roomCodeRef(h.db, second.code).get()).get('roomId')).toBe(second.roomId); // says 'Room is deleted' while the room lives
  });

  it('a started room past its hard stop finishes; a waiting room past its expireAt is deleted', async () => {
    base = Date.UTC(year++, 0, 1);
    const [owner, c, d] = [await quickPlayer(h, 30), await quickPlayer(h, 30), await quickPlayer(h, 30)];
    const waiting = await room([owner], false, 'group');
    const started = await room([c, d], true);
    const stop = (await readRoom(h, started.roomId)).expireAt.toMillis() - base;
    const waitUntil = (await readRoom(h, waiting.roomId)).expireAt.toMillis() - base;
    // everyone keeps beating: only the clocks run out
    const beatAll = (ms: number) =>
      Promise.all([beat(waiting.roomId, owner, ms), beat(started.roomId, c, ms), beat(started.roomId, d, ms)]);

    await beatAll(stop - 1);
    expect((await sweepOnce(h.db, at(stop - 1))).expired).not.toContain(started.roomId);
    await beatAll(stop);
    expect((await sweepOnce(h.db, at(stop))).expired).toContain(started.roomId);
    expect(await readRoom(h, started.roomId)).toMatchObject({ status: 'finished', winnerUids: [c.uid, d.uid] });
    expect(await coinsOf(h, c.uid)).toBe(30); // nobody answered: a 0:0 draw gives the fees back
    expect((await readRoom(h, waiting.roomId)).status).toBe('waiting');

    await beat(waiting.roomId, owner, waitUntil);
    expect((await sweepOnce(h.db, at(waitUntil))).expired).toContain(waiting.roomId);
    expect((await readRoom(h, waiting.roomId)).status).toBe('deleted');
    expect((await roomCodeRef(h.db, waiting.code).get()).get('expireAt')).toEqual(
      (await readRoom(h, waiting.roomId)).expireAt,
    );
  });
  it('a room every seat of which is done, left started by a request that died after the last answer, finishes after a grace', async () => {
    base = Date.UTC(year++, 0, 1);
    const [winner, loser, g1, g2, g3] = [
      await quickPlayer(h, 30),
      await quickPlayer(h, 30),
      await quickPlayer(h),
      await quickPlayer(h),
      await quickPlayer(h),
    ];
    const { roomId } = await room([winner, loser], true);
    const group = await room([g1, g2, g3], true, 'group');
    // every seat graded to its end, as the last answers' transactions leave them
    const done = (id: string, p: TestPlayer, points: number) =>
      playerRef(h.db, id, p.uid).update({ state: 'finished', points, servedAt: base + 5000 });
    await Promise.all([done(roomId, winner, 20), done(roomId, loser, 5), done(group.roomId, g1, 10)]);
    const beatGroup = (ms: number) => Promise.all([beat(group.roomId, g2, ms), beat(group.roomId, g3, ms)]);

    await beatGroup(14_000);
    expect((await sweepOnce(h.db, at(14_000))).finished).not.toContain(roomId); // the request's own finish may still come
    expect((await readRoom(h, roomId)).status).toBe('started');

    await beatGroup(15_000);
    const report = await sweepOnce(h.db, at(15_000));
    expect(report.finished).toContain(roomId);
    expect(report.finished).not.toContain(group.roomId);
    expect(await readRoom(h, roomId)).toMatchObject({ status: 'finished', winnerUids: [winner.uid] });
    expect([await coinsOf(h, winner.uid), await coinsOf(h, loser.uid)]).toEqual([35, 25]);
    expect((await readRoom(h, group.roomId)).status).toBe('started'); // two of its players still play
  });
});

describe('startSweeper', () => {
  it('sweeps on an interval until stopped', async () => {
    base = Date.UTC(year++, 0, 1);
    const [a, b] = [await quickPlayer(h), await quickPlayer(h)];
    const { roomId } = await room([a, b], true);
    let now = at(0);
    const stop = startSweeper(h.db, { intervalMs: 50, now: () => now });
    await sleep(300);
    expect((await readRoom(h, roomId)).status).toBe('started');
    now = at(25_000);
    await beat(roomId, a, 25_000);
    for (let i = 0; i < 100 && (await readRoom(h, roomId)).status === 'started'; i++) await sleep(100);
    stop();
    expect(await readRoom(h, roomId)).toMatchObject({ status: 'finished', winnerUids: [a.uid] });
  });
});
