import { NEVER } from 'rxjs';
import { assign, fromObservable, fromPromise, setup } from 'xstate';
import { rematchMessages, type RematchOffer, type RoomRef } from './battle-types';
import { errorMessage, notProvided } from './commands.ts';

// "Rematch" on the result of a random 1v1 between two people. Each yes goes to the server, which
// keeps the offer on the finished room (RematchOffer, in the room lifecycle's words) and starts the
// new room on the second yes; this machine follows the offer through its listener. It ends when the
// new room has started (the battle enters it) or, for a player who said yes, when the offer is off
// or lapses by the server's clock (the battle goes back to search, saying why).

export interface RandomRematchInput {
  uid: string;
  roomId: string;
  vsBot: boolean;
  /** the server-aligned clock (epoch ms) that the offer's lapse is judged against */
  now: () => number;
}

export interface RandomRematchContext extends RandomRematchInput {
  offer: RematchOffer | null;
  /** why the player goes back to search (rematchMessages) */
  notice: string;
}

export type RandomRematchEvent = { type: 'rematch' } | { type: 'decline' };

export type RematchExit = { kind: 'started'; roomId: string } | { kind: 'search'; notice: string };

const waiting = (offer: RematchOffer | null) => offer?.status === 'waiting';

export const randomRematch = setup({
  types: {
    context: {} as RandomRematchContext,
    events: {} as RandomRematchEvent,
    input: {} as RandomRematchInput,
    output: {} as RematchExit,
  },
  actors: {
    /** the finished room's offer, null while nobody has answered */
    offer: fromObservable<RematchOffer | null, RoomRef>(() => NEVER),
    accept: fromPromise<void, RoomRef>(notProvided('accept')),
  },
  actions: {
    notify: (_args, _params: { message: string }) => {},
    /** the player's no: the app tells the server (also when the player leaves the result screen) */
    decline: () => {},
    storeOffer: assign((_, { offer }: { offer: RematchOffer | null }) => ({ offer })),
    say: assign((_, { notice }: { notice: string }) => ({ notice })),
  },
  guards: {
    vsBot: ({ context }) => context.vsBot,
    started: ({ context }) => context.offer?.status === 'started' && !!context.offer.nextRoomId,
    off: ({ context }) => context.offer?.status === 'deleted',
    iAsked: ({ context }) => waiting(context.offer) && context.offer!.acceptedUids.includes(context.uid),
    theyAsked: ({ context }) => waiting(context.offer) && !context.offer!.acceptedUids.includes(context.uid),
    theyCannotPay: ({ context }) => context.offer?.reason === 'coins' && context.offer.offBy !== context.uid,
    iCannotPay: ({ context }) => context.offer?.reason === 'coins' && context.offer.offBy === context.uid,
  },
  delays: {
    lapse: ({ context }) => Math.max(0, (context.offer?.lapsesAt ?? 0) - context.now()),
  },
}).createMachine({
  id: 'randomRematch',
  context: ({ input }) => ({ ...input, offer: null, notice: '' }),
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'vsBot', target: 'unavailable' }, { target: 'following' }] },
    // a bot does not play again: the result offers the way back to search only
    unavailable: {},
    following: {
      invoke: {
        src: 'offer',
        input: ({ context }) => ({ roomId: context.roomId }),
        onSnapshot: { actions: { type: 'storeOffer', params: ({ event }) => ({ offer: event.snapshot.context ?? null }) } },
      },
      always: { guard: 'started', target: 'started' },
      initial: 'open',
      states: {
        open: {
          always: [
            { guard: 'iAsked', target: 'asked' },
            { guard: 'theyAsked', target: 'invited' },
            { guard: 'off', target: 'off' },
          ],
          on: { rematch: 'accepting' },
        },
        invited: {
          always: { guard: 'off', target: 'off' },
          after: { lapse: 'off' },
          on: { rematch: 'accepting', decline: { target: 'off', actions: 'decline' } },
        },
        accepting: {
          invoke: {
            src: 'accept',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: 'confirming',
            onError: { target: 'off', actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
          },
        },
        // the yes is recorded: its listener brings the offer (or the new room) next
        confirming: {
          always: [
            { guard: 'iAsked', target: 'asked' },
            { guard: 'off', target: 'off' },
          ],
        },
        asked: {
          always: [
            { guard: 'iCannotPay', target: 'off', actions: { type: 'notify', params: { message: rematchMessages.youCannotPay } } },
            { guard: 'theyCannotPay', target: '#randomRematch.search', actions: { type: 'say', params: { notice: rematchMessages.coins } } },
            { guard: 'off', target: '#randomRematch.search', actions: { type: 'say', params: { notice: rematchMessages.declined } } },
          ],
          after: { lapse: { target: '#randomRematch.search', actions: ['decline', { type: 'say', params: { notice: rematchMessages.lapsed } }] } },
        },
        // no rematch here (declined, refused, lapsed): the result keeps its way back to search
        off: {},
      },
    },
    started: { type: 'final', output: ({ context }): RematchExit => ({ kind: 'started', roomId: context.offer!.nextRoomId! }) },
    search: { type: 'final', output: ({ context }): RematchExit => ({ kind: 'search', notice: context.notice }) },
  },
  output: ({ event }) => event.output as RematchExit,
});
