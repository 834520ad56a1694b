import { assertEvent, assign, forwardTo, fromPromise, setup } from 'xstate';
import {
  battleMessages,
  type BattleConfig,
  type BattleResult,
  type CreatedRoom,
  type CreateRoomRequest,
  type GroupBattleState,
  type GroupBattleUser,
  type JoinRoomRequest,
  type PlayedRoom,
  type RoomExit,
  type RoomRef,
  type RoomView,
} from './battle-types';
import {
  exitGuard,
  exitKindIs,
  keptOf,
  roomInput,
  roomLifecycle,
} from './room-lifecycle';
import { errorMessage, notProvided } from './commands.ts';
import { battleReview, reviewInput } from './battle-review';

// Friend 1v1 and group (2-4) battles: create a room or join one by its code, then the room.
// The app provides the room machine too: `room: roomLifecycle.provide({...})`.

const emptyUser: GroupBattleUser = { name: '', image: '', uid: '', CorrectAnswer: 0, point: 0 };

/** The group battle state for the views; null (no room) gives the cleared state. */
export function toGroupBattleState(room: RoomView | null): GroupBattleState {
  const present = room?.players.filter((player) => player.state !== 'left') ?? [];
  const user = (slot: number): GroupBattleUser => {
    const player = present.find((candidate) => candidate.slot === slot);
    return player
      ? { name: player.name, image: player.image, uid: player.uid, CorrectAnswer: player.correctAnswers, point: player.points }
      : emptyUser;
  };
  return {
    roomID: room?.id ?? '',
    createdBy: room?.ownerUid ?? '',
    readytoplay: room?.status === 'started',
    roomCode: room?.code ?? '',
    entryFee: room?.entryFee ?? 0,
    totalusers: present.length,
    user1: user(1),
    user2: user(2),
    user3: user(3),
    user4: user(4),
    showScore: room?.status === 'finished',
  };
}

export interface RoomBattleInput {
  uid: string;
  config: BattleConfig;
  now: () => number;
  /** rejoin this room after a reload */
  roomId?: string;
}

export interface RoomBattleContext extends RoomBattleInput {
  /** the code being joined, or the code of the room created */
  code: string;
  result: BattleResult | null;
  /** what the review of the finished room starts from */
  played: PlayedRoom | null;
  /** the room "Play again" opened or joined: the page moves there */
  nextRoomId: string | null;
}

export type RoomBattleEvent =
  | { type: 'create'; request: CreateRoomRequest }
  | { type: 'join'; code: string }
  | { type: 'answer'; optionId: string }
  | { type: 'start' }
  | { type: 'delete' }
  | { type: 'leave' }
  | { type: 'remove'; uid: string }
  | { type: 'rematch' };

const normalizeCode = (code: string) => code.trim().toUpperCase();


export const roomBattle = setup({
  types: {
    context: {} as RoomBattleContext,
    events: {} as RoomBattleEvent,
    input: {} as RoomBattleInput,
    children: {} as { room: 'room'; review: 'review' },
  },
  actors: {
    createRoom: fromPromise<CreatedRoom, CreateRoomRequest>(notProvided('createRoom')),
    joinRoom: fromPromise<{ roomId: string }, JoinRoomRequest>(notProvided('joinRoom')),
    rematch: fromPromise<{ roomId: string }, RoomRef>(notProvided('rematch')),
    room: roomLifecycle,
    review: battleReview,
  },
  actions: {
    notify: (_args, _params: { message: string }) => {},
    enterRoom: assign((_, { roomId, code }: { roomId: string; code?: string }) => (code ? { roomId, code } : { roomId })),
    keepCode: assign(({ event }) => (event.type === 'join' ? { code: normalizeCode(event.code) } : {})),
    keepResult: assign((_, { exit }: { exit: RoomExit }) => keptOf(exit)),
  },
  guards: {
    rejoining: ({ context }) => context.roomId !== undefined,
    emptyCode: ({ event }) => event.type === 'join' && normalizeCode(event.code) === '',
    exitIs: exitKindIs,
  },
}).createMachine({
  id: 'roomBattle',
  context: ({ input }) => ({ ...input, code: '', result: null, played: null, nextRoomId: null }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'rejoining', target: 'inRoom' }, { target: 'idle' }],
    },
    idle: {
      on: {
        create: 'creating',
        join: [
          { guard: 'emptyCode', actions: { type: 'notify', params: { message: battleMessages.enterRoomCode } } },
          { target: 'joining', actions: 'keepCode' },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createRoom',
        input: ({ event }) => {
          assertEvent(event, 'create');
          return event.request;
        },
        onDone: {
          target: 'inRoom',
          actions: { type: 'enterRoom', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    joining: {
      invoke: {
        src: 'joinRoom',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'inRoom',
          actions: { type: 'enterRoom', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    inRoom: {
      invoke: {
        id: 'room',
        src: 'room',
        input: roomInput,
        onDone: [
          {
            guard: exitGuard('exitIs', 'finished'),
            target: 'result',
            actions: { type: 'keepResult', params: ({ event }) => ({ exit: event.output }) },
          },
          { guard: exitGuard('exitIs', 'left'), target: 'left' },
          { guard: exitGuard('exitIs', 'deleted'), target: 'deleted' },
          { target: 'failed' },
        ],
      },
      on: {
        answer: { actions: forwardTo('room') },
        start: { actions: forwardTo('room') },
        delete: { actions: forwardTo('room') },
        leave: { actions: forwardTo('room') },
        remove: { actions: forwardTo('room') },
      },
    },
    result: {
      invoke: { id: 'review', src: 'review', input: reviewInput },
      initial: 'shown',
      states: {
        shown: { on: { rematch: 'asking' } },
        // "Play again": the server opens the next room of the same players, or seats this one in it
        asking: {
          invoke: {
            src: 'rematch',
            input: ({ context }) => ({ roomId: context.roomId ?? '' }),
            onDone: { target: 'rematched', actions: assign({ nextRoomId: ({ event }) => event.output.roomId }) },
            onError: {
              target: 'shown',
              actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        rematched: {},
      },
    },
    left: { type: 'final' },
    deleted: { type: 'final' },
    failed: { type: 'final' },
  },
});
