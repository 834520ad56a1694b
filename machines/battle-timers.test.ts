import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { TimerPlayer } from './battle-types';
import { battleTimers, formatRemaining, freshTimer, toClockSnapshot } from './battle-timers';

function startTimers(totalSeconds = 30) {
  const clock = new SimulatedClock();
  const expired: TimerPlayer[] = [];
  const actor = createActor(battleTimers.provide({ actions: { expired: (_, { player }) => expired.push(player) } }), {
    clock,
    input: { totalSeconds },
  }).start();
  const seconds = (count: number) => {
    for (let i = 0; i < count; i += 1) clock.increment(1000);
  };
  const timer = (player: TimerPlayer) => actor.getSnapshot().context[player];
  return { actor, expired, seconds, timer };
}

describe('timer display helpers', () => {
  it('writes seconds as an hh:mm:ss snapshot', () => {
    expect(toClockSnapshot(0)).toBe('00:00:00');
    expect(toClockSnapshot(95)).toBe('00:01:35');
    expect(toClockSnapshot(3723)).toBe('01:02:03');
  });

  it('shows mm:ss derived from the snapshot, hours folded into minutes', () => {
    expect(formatRemaining('00:00:30')).toBe('00:30');
    expect(formatRemaining('00:01:35')).toBe('01:35');
    expect(formatRemaining('01:02:03')).toBe('62:03');
  });

  it('starts a timer full', () => {
    expect(freshTimer(30)).toEqual({ total: 30, snapshot: '00:00:30', stored: 0, remaining: 30 });
  });
});

describe('battleTimers', () => {
  it('waits idle until a player timer is started', () => {
    const { actor, seconds, timer } = startTimers();
    seconds(5);
    expect(actor.getSnapshot().value).toEqual({ player1: 'idle', player2: 'idle' });
    expect(timer('player1').remaining).toBe(30);
  });

  it('counts down one second per clock second', () => {
    const { actor, seconds, timer } = startTimers();
    actor.send({ type: 'timer.start', player: 'player1' });
    seconds(1);
    expect(timer('player1')).toEqual({ total: 30, snapshot: '00:00:29', stored: 0, remaining: 29 });
    seconds(9);
    expect(formatRemaining(timer('player1').snapshot)).toBe('00:20');
  });

  it('stores the seconds used when stopped and stops counting', () => {
    const { actor, seconds, timer } = startTimers();
    actor.send({ type: 'timer.start', player: 'player1' });
    seconds(7);
    actor.send({ type: 'timer.stop', player: 'player1' });
    seconds(5);
    expect(timer('player1')).toMatchObject({ remaining: 23, stored: 7 });
    expect(actor.getSnapshot().value).toMatchObject({ player1: 'stopped' });
  });

  it('reports expiry once, at zero', () => {
    const { actor, expired, seconds, timer } = startTimers(3);
    actor.send({ type: 'timer.start', player: 'player2' });
    seconds(2);
    expect(expired).toEqual([]);
    seconds(1);
    expect(expired).toEqual(['player2']);
    expect(timer('player2')).toMatchObject({ remaining: 0, stored: 3, snapshot: '00:00:00' });
    seconds(3);
    expect(expired).toEqual(['player2']);
  });

  it('restarts a running timer from its total', () => {
    const { actor, seconds, timer } = startTimers();
    actor.send({ type: 'timer.start', player: 'player1' });
    seconds(10);
    actor.send({ type: 'timer.start', player: 'player1' });
    expect(timer('player1').remaining).toBe(30);
    seconds(1);
    expect(timer('player1').remaining).toBe(29);
  });

  it("keeps the two players' timers independent", () => {
    const { actor, seconds, timer } = startTimers();
    actor.send({ type: 'timer.start', player: 'player2' });
    seconds(4);
    actor.send({ type: 'timer.start', player: 'player1' });
    actor.send({ type: 'timer.stop', player: 'player1' });
    seconds(1);
    expect(actor.getSnapshot().value).toEqual({ player1: 'stopped', player2: 'running' });
    expect(timer('player2').remaining).toBe(25);
    expect(timer('player1').remaining).toBe(30);
  });
});
