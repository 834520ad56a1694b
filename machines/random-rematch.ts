import { NEVER } from 'rxjs';
import { assign, fromObservable, fromPromise, setup } from 'xstate';
import type { Message, MessageCode } from '../contract/messages.ts';
import type { BattleConfig, RematchOffer, RoomRef, RoomView } from './battle-types';
import { errorMessage, notProvided } from './commands.ts';
import { missedBeats, opponentsOf } from './battle-rules.ts';
import { presenceRegion, type Beat } from './room-lifecycle.ts';

// "Rematch" on the result of a random 1v1 between two people. Each yes goes to the server, which
// keeps the offer on the finished room (RematchOffer, in the room lifecycle's words) and starts the
// new room on the second yes; this machine follows the room through its listener, and keeps the
// player's heartbeat going while the result is on screen, so a rival who closed the tab is seen
// gone. It ends when the new room has started (the battle enters it) or, for a player who said yes,
// when the offer is off, the rival is gone, or the offer lapses by the server's clock (the battle
// goes back to search, saying why).

export interface RandomRematchInput {
  uid: string;
  roomId: string;
  vsBot: boolean;
  config: Pick<BattleConfig, 'heartbeatMs'>;
  /** the server-aligned clock (epoch ms) that the offer's lapse and presence are judged against */
  now: () => number;
}

export interface RandomRematchContext extends RandomRematchInput {
  /** the finished room, null until it arrives */
  room: RoomView | null;
  /** why the player goes back to search */
  notice: MessageCode | null;
}

export type RandomRematchEvent = { type: 'rematch' } | { type: 'decline' };

export type RematchExit = { kind: 'started'; roomId: string } | { kind: 'search'; notice: MessageCode | null };

const offerOf = (context: RandomRematchContext): RematchOffer | null => context.room?.randomRematch ?? null;
const waiting = (context: RandomRematchContext) => offerOf(context)?.status === 'waiting';
const coinsShortOf = (context: RandomRematchContext) =>
  offerOf(context)?.reason === 'coins' ? offerOf(context)!.offBy : null;

export const randomRematch = setup({
  types: {
    context: {} as RandomRematchContext,
    events: {} as RandomRematchEvent,
    input: {} as RandomRematchInput,
    output: {} as RematchExit,
  },
  actors: {
    roomStream: fromObservable<RoomView | null, RoomRef>(() => NEVER),
    heartbeat: fromPromise<void, Beat>(notProvided('heartbeat')),
    accept: fromPromise<void, RoomRef>(notProvided('accept')),
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    /** the player's no: the app tells the server (also when the player leaves the result screen) */
    decline: () => {},
    storeRoom: assign((_, { room }: { room: RoomView | null }) => ({ room })),
    say: assign((_, { notice }: { notice: MessageCode }) => ({ notice })),
  },
  guards: {
    vsBot: ({ context }) => context.vsBot,
    started: ({ context }) => offerOf(context)?.status === 'started' && !!offerOf(context)!.nextRoomId,
    off: ({ context }) => offerOf(context)?.status === 'deleted',
    iAsked: ({ context }) => waiting(context) && offerOf(context)!.acceptedUids.includes(context.uid),
    theyAsked: ({ context }) => waiting(context) && !offerOf(context)!.acceptedUids.includes(context.uid),
    theyCannotPay: ({ context }) => ![null, context.uid].includes(coinsShortOf(context)),
    iCannotPay: ({ context }) => coinsShortOf(context) === context.uid,
    rivalGone: ({ context }) =>
      context.room !== null &&
      missedBeats(opponentsOf(context.room, context.uid)[0], context.now(), context.config.heartbeatMs),
  },
  delays: {
    heartbeatInterval: ({ context }) => context.config.heartbeatMs,
    lapse: ({ context }) => Math.max(0, (offerOf(context)?.lapsesAt ?? 0) - context.now()),
  },
}).createMachine({
  id: 'randomRematch',
  context: ({ input }) => ({ ...input, room: null, notice: null }),
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'vsBot', target: 'unavailable' }, { target: 'following' }] },
    // a bot does not play again: the result offers the way back to search only
    unavailable: {},
    following: {
      type: 'parallel',
      invoke: {
        src: 'roomStream',
        input: ({ context }) => ({ roomId: context.roomId }),
        onSnapshot: {
          actions: { type: 'storeRoom', params: ({ event }) => ({ room: event.snapshot.context ?? null }) },
        },
      },
      always: { guard: 'started', target: 'started' },
      states: {
        // while the result is on screen the player is present: the rival judges it by these beats
        presence: presenceRegion,
        answer: {
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
              always: [
                { guard: 'off', target: 'off' },
                { guard: 'rivalGone', target: 'off' },
              ],
              after: { lapse: 'off' },
              on: { rematch: 'accepting', decline: { target: 'off', actions: 'decline' } },
            },
            accepting: {
              invoke: {
                src: 'accept',
                input: ({ context }) => ({ roomId: context.roomId }),
                onDone: 'confirming',
                onError: {
                  target: 'off',
                  actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                },
              },
            },
            // the yes is recorded: the listener brings the offer next (one already off is said in 'asked')
            confirming: {
              always: [
                { guard: 'iAsked', target: 'asked' },
                { guard: 'off', target: 'asked' },
              ],
            },
            asked: {
              always: [
                {
                  guard: 'iCannotPay',
                  target: 'off',
                  actions: { type: 'notify', params: { message: { code: 'not_enough_coins' } } },
                },
                {
                  guard: 'theyCannotPay',
                  target: '#randomRematch.search',
                  actions: { type: 'say', params: { notice: 'rematch_opponent_broke' } },
                },
                {
                  guard: 'off',
                  target: '#randomRematch.search',
                  actions: { type: 'say', params: { notice: 'rematch_declined' } },
                },
                {
                  guard: 'rivalGone',
                  target: '#randomRematch.search',
                  actions: ['decline', { type: 'say', params: { notice: 'rematch_declined' } }],
                },
              ],
              after: {
                lapse: {
                  target: '#randomRematch.search',
                  actions: ['decline', { type: 'say', params: { notice: 'rematch_lapsed' } }],
                },
              },
            },
            // no rematch here (declined, refused, lapsed): the result keeps its way back to search
            off: {},
          },
        },
      },
    },
    started: {
      type: 'final',
      output: ({ context }): RematchExit => ({ kind: 'started', roomId: offerOf(context)!.nextRoomId! }),
    },
    search: { type: 'final', output: ({ context }): RematchExit => ({ kind: 'search', notice: context.notice }) },
  },
  output: ({ event }) => event.output as RematchExit,
});
