import { describe, expect, it } from 'vitest';
import type { RoomView } from './battle-types';
import { battleResult, canStartRoom, goneOpponents } from './battle-rules';
import { ME, playerView, roomView } from './battle-test-kit';

describe('battleResult', () => {
  const finished = (points: number[], overrides: Partial<RoomView> = {}) =>
    roomView({
      status: 'finished',
      players: points.map((value, index) =>
        playerView(index === 0 ? ME : `p${index + 1}`, (index + 1) as 1 | 2 | 3 | 4, { points: value }),
      ),
      ...overrides,
    });

  it('ranks by points with shared ranks for ties', () => {
    const result = battleResult(finished([8, 12, 8, 4], { type: 'group' }), ME, []);
    expect(result.standings.map((standing) => [standing.uid, standing.rank])).toEqual([
      ['p2', 1],
      [ME, 2],
      ['p3', 2],
      ['p4', 4],
    ]);
    expect(result).toMatchObject({ rank: 2, outcome: 'lose', wording: 'defeat' });
  });

  it("calls a shared first place a 'tie' in a group and a 'draw' in 1v1", () => {
    expect(battleResult(finished([8, 8, 4], { type: 'group' }), ME, [])).toMatchObject({
      outcome: 'draw',
      wording: 'tie',
    });
    expect(battleResult(finished([8, 8]), ME, [])).toMatchObject({ outcome: 'draw', wording: 'draw' });
  });

  it('ranks players who left below everyone who stayed', () => {
    const result = battleResult(finished([0, 12]), ME, ['p2']);
    expect(result).toMatchObject({ rank: 1, outcome: 'win', wording: 'victory' });
    expect(result.standings[1]).toMatchObject({ uid: 'p2', left: true, rank: 2 });
  });
});

describe('room helpers', () => {
  it('judges opponents gone by state or by silence beyond the grace window', () => {
    const room = roomView({
      players: [
        playerView(ME, 1, { lastSeen: 0 }),
        playerView('quiet', 2, { lastSeen: 1000 }),
        playerView('fresh', 3, { lastSeen: 21_000 }),
        playerView('gone', 4, { lastSeen: 21_000, state: 'left' }),
      ],
    });
    expect(goneOpponents(room, ME, 21_001, 20_000)).toEqual(['quiet', 'gone']);
    expect(goneOpponents(room, ME, 21_000, 20_000)).toEqual(['gone']);
  });

  it('lets only the owner start a waiting room with at least two present players', () => {
    const two = roomView({ status: 'waiting' });
    expect(canStartRoom(two, ME)).toBe(true);
    expect(canStartRoom(two, 'rival')).toBe(false);
    expect(canStartRoom({ ...two, status: 'started' }, ME)).toBe(false);
    const alone = roomView({
      status: 'waiting',
      players: [playerView(ME, 1), playerView('rival', 2, { state: 'left' })],
    });
    expect(canStartRoom(alone, ME)).toBe(false);
  });
});
