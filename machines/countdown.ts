import { assign, sendParent, setup } from 'xstate';

// A whole-second countdown that tells its parent each second left (`countdown.tick`), starting with
// the full count. The parent keeps the figure in its context, so what a view shows is the
// machine's own clock (SimulatedClock in tests), frozen when the parent stops the countdown.

export interface CountdownInput {
  /** null: no countdown (a timing that does not apply) */
  seconds: number | null;
}

export interface CountdownTick {
  type: 'countdown.tick';
  secondsLeft: number;
}

export const countdown = setup({
  types: { context: {} as { secondsLeft: number }, input: {} as CountdownInput },
  actions: {
    tell: sendParent(({ context }): CountdownTick => ({ type: 'countdown.tick', secondsLeft: context.secondsLeft })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    off: ({ context }) => context.secondsLeft < 0,
    over: ({ context }) => context.secondsLeft <= 0,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ secondsLeft: input.seconds ?? -1 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'off', target: 'done' },
        { target: 'running', actions: 'tell' },
      ],
    },
    running: {
      always: { guard: 'over', target: 'done' },
      after: { second: { target: 'running', reenter: true, actions: ['tick', 'tell'] } },
    },
    done: { type: 'final' },
  },
});
