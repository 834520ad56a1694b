import { assign, forwardTo, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import {
  type BattleConfig,
  type BattleResult,
  type BotMatch,
  type MatchRequest,
  type MatchResult,
  type PlayedRoom,
  type RoomExit,
} from './battle-types';
import { countdown, type CountdownTick } from './countdown';
import { exitKindIs, roomChild, keptOf } from './room-exit';
import { roomLifecycle } from './room-lifecycle';
import type { Message, MessageCode } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';
import { battleReview, reviewInput } from './battle-review';
import { randomRematch, type RematchExit } from './random-rematch';

// 1v1 random battle: matchmaking within the search window, the bot fallback, then the room.
// The app provides the room machine too: `room: roomLifecycle.provide({...})`.

export interface RandomBattleInput {
  uid: string;
  categoryId: string;
  languageId: string;
  config: BattleConfig;
  now: () => number;
  /** rejoin this room after a reload */
  roomId?: string;
  /** the rejoined room is a bot game */
  vsBot?: boolean;
}

export interface PairingsInput {
  uid: string;
  /** server epoch ms: pairings older than this are past battles' */
  since: number;
}

/** A pairing this long before the search began still counts (clock skew between client and server). */
const pairingSlackMs = 5_000;

export interface RandomBattleContext extends RandomBattleInput {
  vsBot: boolean;
  result: BattleResult | null;
  /** what the review of the finished room starts from */
  played: PlayedRoom | null;
  /** the search window's seconds left, as its countdown counts them */
  searchSecondsLeft: number;
  /** why the player is searching again after a result (a rematch that did not happen), or null */
  searchNotice: MessageCode | null;
  /** the room of that result: its pairing, still on the player's ticket, is not a new one */
  pastRoomId: string | null;
}

export type RandomBattleEvent =
  | { type: 'paired'; roomId: string }
  | { type: 'retry' }
  | { type: 'playBot' }
  | { type: 'cancel' }
  | { type: 'answer'; optionId: string }
  | { type: 'leave' }
  | CountdownTick;

const matched = (result: MatchResult): result is { roomId: string } => 'roomId' in result;

export const randomBattle = setup({
  types: {
    context: {} as RandomBattleContext,
    events: {} as RandomBattleEvent,
    input: {} as RandomBattleInput,
    children: {} as { room: 'room'; review: 'review'; rematch: 'rematch' },
    /** the screen the page shows */
    tags: {} as 'searching' | 'noOpponent' | 'room' | 'result' | 'left' | 'deleted' | 'cancelled' | 'failed',
  },
  actors: {
    findMatch: fromPromise<MatchResult, MatchRequest>(notProvided('findMatch')),
    /**
     * Sends `paired` when the server pairs the player into a room (the app listens to the player's
     * ticket): a waiting player enters at once instead of at their next search call. Optional: the
     * search calls alone find the room too.
     */
    pairings: fromCallback<{ type: 'paired'; roomId: string }, PairingsInput>(() => {}),
    playBot: fromPromise<BotMatch, MatchRequest>(notProvided('playBot')),
    room: roomLifecycle,
    review: battleReview,
    rematch: randomRematch,
    countdown,
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    /** out of the matchmaking queue, so nobody is paired with a player who stopped looking (the app calls the API) */
    leaveQueue: () => {},
    enterRoom: assign((_, { roomId, vsBot }: { roomId: string; vsBot: boolean }) => ({
      roomId,
      vsBot,
      searchNotice: null,
    })),
    /** a rematch that did not happen: a new search, from scratch, saying why */
    searchAgain: assign(({ context }, { notice }: { notice: MessageCode | null }) => ({
      pastRoomId: context.roomId ?? null,
      roomId: undefined,
      vsBot: false,
      result: null,
      played: null,
      searchSecondsLeft: Math.ceil(context.config.searchMs / 1000),
      searchNotice: notice,
    })),
    keepResult: assign((_, { exit }: { exit: RoomExit }) => keptOf(exit)),
  },
  guards: {
    rejoining: ({ context }) => context.roomId !== undefined,
    /** a new game against the bot, asked for straight away (it takes no fee, so no search first) */
    botWanted: ({ context }) => context.vsBot && context.roomId === undefined,
    notAsking: not(stateIn({ searching: { matcher: 'asking' } })),
    matched: (_, { result }: { result: MatchResult }) => matched(result),
    exitIs: exitKindIs,
    rematchStarted: (_, { exit }: { exit: RematchExit }) => exit.kind === 'started',
  },
  delays: {
    searchWindow: ({ context }) => context.config.searchMs,
    matchRetry: ({ context }) => context.config.matchRetryMs,
  },
}).createMachine({
  id: 'randomBattle',
  context: ({ input }) => ({
    ...input,
    vsBot: input.vsBot ?? false,
    result: null,
    played: null,
    searchSecondsLeft: Math.ceil(input.config.searchMs / 1000),
    searchNotice: null,
    pastRoomId: null,
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [
        { guard: 'rejoining', target: 'inRoom' },
        { guard: 'botWanted', target: 'startingBot' },
        { target: 'searching' },
      ],
    },
    searching: {
      tags: 'searching',
      type: 'parallel',
      invoke: [
        { src: 'pairings', input: ({ context }) => ({ uid: context.uid, since: context.now() - pairingSlackMs }) },
        // what the screen counts down: the same span as the window's `searchWindow` delay, on the same clock
        { src: 'countdown', input: ({ context }) => ({ seconds: Math.ceil(context.config.searchMs / 1000) }) },
      ],
      on: {
        'countdown.tick': { actions: assign({ searchSecondsLeft: ({ event }) => event.secondsLeft }) },
        cancel: { target: 'cancelled', actions: 'leaveQueue' },
        paired: {
          guard: ({ context, event }) => event.roomId !== context.pastRoomId,
          target: 'inRoom',
          actions: { type: 'enterRoom', params: ({ event }) => ({ roomId: event.roomId, vsBot: false }) },
        },
      },
      states: {
        window: {
          initial: 'open',
          states: {
            open: { after: { searchWindow: 'closed' } },
            // A request still in flight when the window closes may have paired the player on the
            // server: let it land before giving up, or they would own a seat they never take.
            closed: { always: { guard: 'notAsking', target: '#randomBattle.noOpponent', actions: 'leaveQueue' } },
          },
        },
        matcher: {
          initial: 'asking',
          states: {
            asking: {
              invoke: {
                src: 'findMatch',
                input: ({ context }) => ({ categoryId: context.categoryId, languageId: context.languageId }),
                onDone: [
                  {
                    guard: { type: 'matched', params: ({ event }) => ({ result: event.output }) },
                    target: '#randomBattle.inRoom',
                    actions: {
                      type: 'enterRoom',
                      params: ({ event }) => ({
                        roomId: matched(event.output) ? event.output.roomId : '',
                        vsBot: false,
                      }),
                    },
                  },
                  { target: 'pausing' },
                ],
                onError: {
                  target: '#randomBattle.failed',
                  actions: [
                    'leaveQueue',
                    { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  ],
                },
              },
            },
            pausing: {
              after: { matchRetry: 'asking' },
            },
          },
        },
      },
    },
    // the view says 'No opponent detected. Retry or play against the bot.' with its two buttons: no toast besides
    noOpponent: {
      tags: 'noOpponent',
      on: { retry: 'searching', playBot: 'startingBot', cancel: 'cancelled' },
    },
    startingBot: {
      invoke: {
        src: 'playBot',
        input: ({ context }) => ({ categoryId: context.categoryId, languageId: context.languageId }),
        onDone: {
          target: 'inRoom',
          actions: { type: 'enterRoom', params: ({ event }) => ({ roomId: event.output.roomId, vsBot: true }) },
        },
        onError: {
          target: 'noOpponent',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    inRoom: {
      tags: 'room',
      invoke: roomChild,
      on: { answer: { actions: forwardTo('room') }, leave: { actions: forwardTo('room') } },
    },
    result: {
      tags: 'result',
      invoke: [
        { id: 'review', src: 'review', input: reviewInput },
        {
          id: 'rematch',
          src: 'rematch',
          input: ({ context }) => ({
            uid: context.uid,
            roomId: context.roomId ?? '',
            vsBot: context.vsBot,
            config: context.config,
            now: context.now,
          }),
          onDone: [
            {
              guard: { type: 'rematchStarted', params: ({ event }) => ({ exit: event.output }) },
              target: 'inRoom',
              actions: {
                type: 'enterRoom',
                params: ({ event }) => ({
                  roomId: event.output.kind === 'started' ? event.output.roomId : '',
                  vsBot: false,
                }),
              },
            },
            {
              target: 'searching',
              actions: {
                type: 'searchAgain',
                params: ({ event }) => ({ notice: event.output.kind === 'search' ? event.output.notice : null }),
              },
            },
          ],
        },
      ],
    },
    left: { type: 'final', tags: 'left' },
    deleted: { type: 'final', tags: 'deleted' },
    cancelled: { type: 'final', tags: 'cancelled' },
    failed: { type: 'final', tags: 'failed' },
  },
});
