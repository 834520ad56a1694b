import { assign, sendParent, setup } from 'xstate';
import type { PlayerTimer, TimerPlayer } from './battle-types';

// Two players' question timers. Each counts down one second per `after` delay, so the
// actor's clock (SimulatedClock in tests) drives it.

const pad = (value: number) => String(value).padStart(2, '0');

/** 95 -> '00:01:35' */
export function toClockSnapshot(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** The mm:ss shown on screen, from an hh:mm:ss snapshot: '01:02:03' -> '62:03'. */
export function formatRemaining(snapshot: string): string {
  const [hours = 0, minutes = 0, seconds = 0] = snapshot.split(':').map(Number);
  return `${pad(hours * 60 + minutes)}:${pad(seconds)}`;
}

export function freshTimer(total: number): PlayerTimer {
  return { total, snapshot: toClockSnapshot(total), stored: 0, remaining: total };
}

function tick(timer: PlayerTimer): PlayerTimer {
  const remaining = Math.max(0, timer.remaining - 1);
  return { ...timer, remaining, snapshot: toClockSnapshot(remaining) };
}

function stop(timer: PlayerTimer): PlayerTimer {
  return { ...timer, stored: timer.total - timer.remaining };
}

export interface BattleTimersInput {
  totalSeconds: number;
}

export type BattleTimersContext = Record<TimerPlayer, PlayerTimer>;

export type BattleTimersEvent =
  { type: 'timer.start'; player: TimerPlayer } | { type: 'timer.stop'; player: TimerPlayer };

/** Sent to the parent (the room machine) by the default `expired` action. */
export interface TimerExpiredEvent {
  type: 'timer.expired';
  player: TimerPlayer;
}

interface PlayerParams {
  player: TimerPlayer;
}

const timersSetup = setup({
  types: {
    context: {} as BattleTimersContext,
    events: {} as BattleTimersEvent,
    input: {} as BattleTimersInput,
  },
  actions: {
    restart: assign(({ context }, { player }: PlayerParams) => ({ [player]: freshTimer(context[player].total) })),
    tick: assign(({ context }, { player }: PlayerParams) => ({ [player]: tick(context[player]) })),
    store: assign(({ context }, { player }: PlayerParams) => ({ [player]: stop(context[player]) })),
    expired: sendParent((_, { player }: PlayerParams): TimerExpiredEvent => ({ type: 'timer.expired', player })),
  },
  guards: {
    isFor: ({ event }, { player }: PlayerParams) => event.player === player,
    lastSecond: ({ context }, { player }: PlayerParams) => context[player].remaining <= 1,
  },
  delays: { second: 1000 },
});

function playerRegion(player: TimerPlayer) {
  const params = { player };
  return timersSetup.createStateConfig({
    initial: 'idle',
    on: {
      'timer.start': {
        guard: { type: 'isFor', params },
        // no `reenter`: that would make the parallel root the domain and reset the other player
        target: '.running',
        actions: { type: 'restart', params },
      },
    },
    states: {
      idle: {},
      running: {
        on: {
          'timer.stop': { guard: { type: 'isFor', params }, target: 'stopped', actions: { type: 'store', params } },
        },
        after: {
          second: [
            { guard: { type: 'lastSecond', params }, target: 'expired', actions: { type: 'tick', params } },
            { target: 'running', reenter: true, actions: { type: 'tick', params } },
          ],
        },
      },
      stopped: {},
      expired: {
        entry: [
          { type: 'store', params },
          { type: 'expired', params },
        ],
      },
    },
  });
}

export const battleTimers = timersSetup.createMachine({
  id: 'battleTimers',
  context: ({ input }) => ({ player1: freshTimer(input.totalSeconds), player2: freshTimer(input.totalSeconds) }),
  type: 'parallel',
  states: {
    player1: playerRegion('player1'),
    player2: playerRegion('player2'),
  },
});
