import { assertEvent, assign, forwardTo, fromPromise, setup } from 'xstate';
import {
  type BattleConfig,
  type BattleResult,
  type CreatedRoom,
  type CreateRoomRequest,
  type GroupBattleState,
  type GroupBattleUser,
  type JoinPreview,
  type JoinRoomRequest,
  type PlayedRoom,
  type RoomExit,
  type RoomRef,
  type RoomView,
} from './battle-types';
import { exitKindIs, roomChild, keptOf } from './room-exit';
import { roomLifecycle } from './room-lifecycle';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';
import { battleReview, reviewInput } from './battle-review';

// Friend 1v1 and group (2-4) battles: create a room or join one by its code, then the room.
// The app provides the room machine too: `room: roomLifecycle.provide({...})`.
//
// Joining, by a typed code or an invite link alike: the room is shown first (owner, players,
// category, questions, fee), and a room with a fee is joined only by the player's Join, which sends
// that fee: the server seats nobody in a fee room without it. A room without a fee, or one the
// player cannot join (started, full, removed, locked...), goes straight to the server's join, which
// seats at once or says why in its own words.

const emptyUser: GroupBattleUser = { name: '', image: '', uid: '', CorrectAnswer: 0, point: 0 };

/** The group battle state for the views; null (no room) gives the cleared state. */
export function toGroupBattleState(room: RoomView | null): GroupBattleState {
  const present = room?.players.filter((player) => player.state !== 'left') ?? [];
  const user = (slot: number): GroupBattleUser => {
    const player = present.find((candidate) => candidate.slot === slot);
    return player
      ? {
          name: player.name,
          image: player.image,
          uid: player.uid,
          CorrectAnswer: player.correctAnswers,
          point: player.points,
        }
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
  /** the room being joined, as its confirmation shows it */
  preview: JoinPreview | null;
  /** joining through an invite link: its page says a refusal itself, nothing is toasted */
  viaLink: boolean;
  /** why the last join was refused (the server's words), until the next one */
  refusal: Message | null;
  result: BattleResult | null;
  /** what the review of the finished room starts from */
  played: PlayedRoom | null;
  /** the room "Play again" opened or joined: the page moves there */
  nextRoomId: string | null;
}

export type RoomBattleEvent =
  | { type: 'create'; request: CreateRoomRequest }
  | { type: 'join'; code: string; viaLink?: boolean }
  /** the Join button of the confirmation, naming the fee */
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'answer'; optionId: string }
  | { type: 'start' }
  | { type: 'delete' }
  | { type: 'leave' }
  | { type: 'remove'; uid: string }
  | { type: 'rematch' };

const normalizeCode = (code: string) => code.trim().toUpperCase();

/** "Play again" with the fee its button named. */
export interface RematchRequest extends RoomRef {
  fee: number;
}

/** A join refused: the server's words kept for the page (an invite link's says them itself), toasted on the code's form. */
const refused = [
  {
    guard: 'viaLink',
    target: 'idle',
    actions: {
      type: 'keepRefusal',
      params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }),
    },
  },
  {
    target: 'idle',
    actions: [
      {
        type: 'keepRefusal',
        params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }),
      },
      {
        type: 'notify',
        params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }),
      },
    ],
  },
] as const;

export const roomBattle = setup({
  types: {
    context: {} as RoomBattleContext,
    events: {} as RoomBattleEvent,
    input: {} as RoomBattleInput,
    children: {} as { room: 'room'; review: 'review' },
    /** the screen the page shows */
    tags: {} as 'room' | 'result' | 'left' | 'deleted' | 'failed',
  },
  actors: {
    createRoom: fromPromise<CreatedRoom, CreateRoomRequest>(notProvided('createRoom')),
    previewRoom: fromPromise<JoinPreview, JoinRoomRequest>(notProvided('previewRoom')),
    joinRoom: fromPromise<{ roomId: string }, JoinRoomRequest>(notProvided('joinRoom')),
    rematch: fromPromise<{ roomId: string }, RematchRequest>(notProvided('rematch')),
    room: roomLifecycle,
    review: battleReview,
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    enterRoom: assign((_, { roomId, code }: { roomId: string; code?: string }) =>
      code ? { roomId, code } : { roomId },
    ),
    keepCode: assign(({ event }) =>
      event.type === 'join'
        ? { code: normalizeCode(event.code), viaLink: event.viaLink ?? false, refusal: null, preview: null }
        : {},
    ),
    keepPreview: assign((_, { preview }: { preview: JoinPreview }) => ({ preview })),
    keepRefusal: assign((_, { message }: { message: Message }) => ({ refusal: message, preview: null })),
    keepResult: assign((_, { exit }: { exit: RoomExit }) => keptOf(exit)),
  },
  guards: {
    rejoining: ({ context }) => context.roomId !== undefined,
    emptyCode: ({ event }) => event.type === 'join' && normalizeCode(event.code) === '',
    viaLink: ({ context }) => context.viaLink,
    /** the player's tap is needed: a seat is there to take, and it costs a fee */
    needsConsent: (_, { preview }: { preview: JoinPreview }) => preview.open && preview.entryFee > 0,
    exitIs: exitKindIs,
  },
}).createMachine({
  id: 'roomBattle',
  context: ({ input }) => ({
    ...input,
    code: '',
    preview: null,
    viaLink: false,
    refusal: null,
    result: null,
    played: null,
    nextRoomId: null,
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'rejoining', target: 'inRoom' }, { target: 'idle' }],
    },
    idle: {
      on: {
        create: 'creating',
        join: [
          { guard: 'emptyCode', actions: { type: 'notify', params: { message: { code: 'enter_room_code' } } } },
          { target: 'previewing', actions: 'keepCode' },
        ],
      },
    },
    previewing: {
      invoke: {
        src: 'previewRoom',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'needsConsent', params: ({ event }) => ({ preview: event.output }) },
            target: 'confirming',
            actions: { type: 'keepPreview', params: ({ event }) => ({ preview: event.output }) },
          },
          { target: 'joining', actions: { type: 'keepPreview', params: ({ event }) => ({ preview: event.output }) } },
        ],
        onError: refused,
      },
    },
    // the room and its fee on screen: only the player's Join seats them
    confirming: {
      on: {
        confirm: 'joining',
        cancel: { target: 'idle', actions: assign({ preview: null }) },
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
        // the fee only when the player confirmed it: the server then seats them
        input: ({ context }) => ({
          code: context.code,
          ...(context.preview?.open ? { fee: context.preview.entryFee } : {}),
        }),
        onDone: {
          target: 'inRoom',
          actions: { type: 'enterRoom', params: ({ event }) => event.output },
        },
        onError: refused,
      },
    },
    inRoom: {
      tags: 'room',
      invoke: roomChild,
      on: {
        answer: { actions: forwardTo('room') },
        start: { actions: forwardTo('room') },
        delete: { actions: forwardTo('room') },
        leave: { actions: forwardTo('room') },
        remove: { actions: forwardTo('room') },
      },
    },
    result: {
      tags: 'result',
      invoke: { id: 'review', src: 'review', input: reviewInput },
      initial: 'shown',
      states: {
        shown: { on: { rematch: 'asking' } },
        // "Play again": the server opens the next room of the same players, or seats this one in it
        asking: {
          invoke: {
            src: 'rematch',
            // the button names the last room's fee, the same as the next one's
            input: ({ context }) => ({ roomId: context.roomId ?? '', fee: context.played?.room.entryFee ?? 0 }),
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
    left: { type: 'final', tags: 'left' },
    deleted: { type: 'final', tags: 'deleted' },
    failed: { type: 'final', tags: 'failed' },
  },
});
