import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './commands.ts';

// The signed-in player's presence heartbeat: one write of their own presence document
// (presence/{uid}) on start, on every change of place and every `beatEvery`, however many friends
// read it. A player who chose to appear offline beats nothing (and the server has removed the
// document). A failed beat waits for the next one: presence is a hint, never a record.

/** Where the player is: in the app, or in a battle (their friends see "in a battle"). */
export type PresencePlace = 'online' | 'battle';

export interface PresenceContext {
  place: PresencePlace;
  hidden: boolean;
}

export type PresenceEvent = { type: 'place'; place: PresencePlace } | { type: 'hidden'; hidden: boolean };

/** How often a present player beats; a friend silent for longer than twice this is away. */
export const presenceBeatMs = 60_000;

/** Whether a heartbeat at `lastSeen` (ms) still means present at `now` (ms): one beat may be late. */
export const presentAt = (lastSeen: number, now: number) => now - lastSeen < 2 * presenceBeatMs + 10_000;

export const presenceBeat = setup({
  types: { context: {} as PresenceContext, events: {} as PresenceEvent, input: {} as PresenceContext },
  actors: { beat: fromPromise<void, { place: PresencePlace }>(notProvided('beat')) },
  delays: { beatEvery: presenceBeatMs },
  guards: { hidden: ({ context }) => context.hidden },
}).createMachine({
  id: 'presenceBeat',
  context: ({ input }) => input,
  initial: 'deciding',
  on: {
    place: {
      guard: ({ context, event }) => context.place !== event.place,
      target: '.deciding',
      actions: assign({ place: ({ event }) => event.place }),
    },
    hidden: {
      guard: ({ context, event }) => context.hidden !== event.hidden,
      target: '.deciding',
      actions: assign({ hidden: ({ event }) => event.hidden }),
    },
  },
  states: {
    deciding: { always: [{ guard: 'hidden', target: 'offline' }, { target: 'beating' }] },
    beating: {
      invoke: {
        src: 'beat',
        input: ({ context }) => ({ place: context.place }),
        onDone: 'resting',
        onError: 'resting',
      },
    },
    resting: { after: { beatEvery: 'beating' } },
    offline: {},
  },
});
