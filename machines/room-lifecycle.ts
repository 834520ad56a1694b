import { NEVER } from 'rxjs';
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromObservable,
  fromPromise,
  sendTo,
  setup,
  type EventObject,
} from 'xstate';
import { battleTimers, type TimerExpiredEvent } from './battle-timers';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';
import type { Cue } from './cue.ts';
import {
  type AnswerRequest,
  type AnswerResult,
  type BattleConfig,
  type BattleQuestion,
  type RoomExit,
  type RoomRef,
  type RoomView,
  type SeatRef,
} from './battle-types';
import {
  awayFromLobby,
  awayOpponents,
  battleResult,
  canStartRoom,
  countdownSecondsLeft,
  goneOpponents,
  opponentsOf,
  questionsAtOf,
} from './battle-rules';

// One player's time in one room, from the first RoomView to the result: lobby, questions,
// heartbeat, opponents leaving, the room vanishing. The random and room battles invoke it
// once they know the room id (room-exit.ts); a reload starts it again with the same id. The rules
// it judges by, shared with the server, are in battle-rules.ts.

// ── Asynchronous challenge (room type 'async', server/battles/async-challenge.ts) ──────────────
// Its two seats play at different times through this same machine: each sees only its own seat
// until the end (src/realtime/room-view.ts), so one's own last answer waits for the room's end, and
// a challenge the friend declined or let lapse ends the room like a deletion, in its own words
// (the code challenge_expired).

/** Why a friend's live challenge ended before it started, said to the challenger waiting in its lobby. */
export const challengeEndCodes = { declined: 'friend_challenge_declined', lapsed: 'friend_challenge_lapsed' } as const;

/** A challenge not yet finished: the friend's seat plays at its own time, so one's own end is not the room's. */
export const awaitingFriend = (room: Pick<RoomView, 'type' | 'status'> | null) =>
  room?.type === 'async' && room.status !== 'finished';

// ────────────────────────────────────────────────────────────────────────────────────────────

/** One heartbeat: the room, and whether the player's page is its waiting room's lobby (the server charges only seats in the lobby at Start). */
export interface Beat extends RoomRef {
  inLobby: boolean;
}

/**
 * The heartbeat as a parallel region: beat (the machine's `heartbeat` actor), rest one
 * `heartbeatInterval`, again. Each tick re-evaluates the machine's eventless transitions, which
 * judge presence against now(). Shared by the machines that keep a player present in a room.
 *
 * The first beat waits for the room's first view: written while the room's listener asks for its
 * first answer, it held that answer back (on a slow phone past questionsAt, so the player never saw
 * the versus and the 3-2-1). The seat's lastSeen, stamped when it was taken, covers the wait.
 */
export const presenceRegion = {
  initial: 'joining',
  states: {
    joining: {
      always: { guard: ({ context }: { context: { room: unknown } }) => context.room !== null, target: 'beating' },
    },
    beating: {
      invoke: {
        src: 'heartbeat',
        input: ({ context }: { context: { roomId: string; room: { status: RoomView['status'] } | null } }): Beat => ({
          roomId: context.roomId,
          inLobby: context.room?.status === 'waiting',
        }),
        onDone: 'resting',
        onError: 'resting',
      },
    },
    resting: { after: { heartbeatInterval: 'beating' } },
  },
} as const;

export interface RoomLifecycleInput {
  uid: string;
  roomId: string;
  config: BattleConfig;
  /** the clock that presence is judged against (server-aligned epoch ms) */
  now: () => number;
}

export interface RoomLifecycleContext extends RoomLifecycleInput {
  /** null until the first RoomView arrives */
  room: RoomView | null;
  /** opponents already reported as gone */
  gone: string[];
  questions: BattleQuestion[];
  /** ids of the questions this player has answered (or let run out) */
  answered: string[];
  question: BattleQuestion | null;
  picked: string | null;
  reveal: AnswerResult | null;
  /** for the review: the options this player picked (null: time up) and the right options, as the graded answers came back */
  picks: Record<string, string | null>;
  revealed: Record<string, string>;
  /** 1v1: the opponent's answer count the opponent's timer last followed (-1: not yet) */
  opponentProgress: number;
  /** once the room has started: who seems disconnected, with the seconds left to come back (judged each second) */
  away: Record<string, number>;
  /** the 3-2-1 before question 1: whole seconds left by the server-aligned clock (0 when over) */
  countdownLeft: number;
  /** in the lobby: the other players not in it now (inLobbyNow), judged each second; Start would unseat them */
  lobbyAway: string[];
}

export type RoomTag =
  | 'lobby'
  | 'removing'
  | 'starting'
  | 'playing'
  | 'countdown'
  | 'question'
  | 'answerable'
  | 'waiting'
  | 'leaving'
  | 'deleting';

export type RoomLifecycleEvent =
  | { type: 'answer'; optionId: string }
  | { type: 'start' }
  | { type: 'delete' }
  | { type: 'leave' }
  /** the owner takes a player out of the waiting room */
  | { type: 'remove'; uid: string }
  | TimerExpiredEvent;

const goneNow = (context: RoomLifecycleContext, room: RoomView) =>
  goneOpponents(room, context.uid, context.now(), context.config.graceMs);

const opponentOf1v1 = (context: RoomLifecycleContext) =>
  context.room && context.room.type !== 'group' ? opponentsOf(context.room, context.uid)[0] : undefined;

/** The questions the server has recorded this player's answers to, from the room's listener. */
const answeredOnServer = (context: { room: RoomView | null; uid: string }) =>
  context.room?.players.find((player) => player.uid === context.uid)?.answers.map((answer) => answer.questionId) ?? [];

export const roomLifecycle = setup({
  types: {
    context: {} as RoomLifecycleContext,
    events: {} as RoomLifecycleEvent,
    input: {} as RoomLifecycleInput,
    output: {} as RoomExit,
    children: {} as { roomStream: 'roomStream'; timers: 'timers' },
    /** what the screens show (room-phase.ts): the view asks these, not the state's path */
    tags: {} as RoomTag,
  },
  actors: {
    roomStream: fromObservable<RoomView | null, RoomRef>(() => NEVER),
    heartbeat: fromPromise<void, Beat>(notProvided('heartbeat')),
    /** while the lobby is on screen; its stop tells the room the player has left the lobby page */
    lobbyPage: fromCallback<EventObject, RoomRef>(() => undefined),
    startRoom: fromPromise<void, RoomRef>(notProvided('startRoom')),
    getQuestions: fromPromise<BattleQuestion[], RoomRef>(notProvided('getQuestions')),
    answer: fromPromise<AnswerResult, AnswerRequest>(notProvided('answer')),
    leaveRoom: fromPromise<void, RoomRef>(notProvided('leaveRoom')),
    deleteRoom: fromPromise<void, RoomRef>(notProvided('deleteRoom')),
    removePlayer: fromPromise<void, SeatRef>(notProvided('removePlayer')),
    timers: battleTimers,
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    cue: (_args, _params: { cue: Cue }) => {},
    storeRoom: assign((_, { room }: { room: RoomView }) => ({ room })),
    markGone: assign(({ context }) => ({
      gone: context.room ? [...new Set([...context.gone, ...goneNow(context, context.room)])] : context.gone,
    })),
    storeQuestions: assign(({ context }, { questions }: { questions: BattleQuestion[] }) => ({
      questions,
      answered: answeredOnServer(context),
    })),
    /** After a refused or lost answer: what the server recorded decides the next question, so one failure never cascades. */
    resyncAnswered: assign(({ context }) => ({ answered: answeredOnServer(context) })),
    pickNext: assign(({ context }) => ({
      question: context.questions.find((question) => !context.answered.includes(question.id)) ?? null,
      picked: null,
      reveal: null,
    })),
    choose: assign(({ context }, { optionId }: { optionId: string | null }) => ({
      picked: optionId,
      answered: context.question ? [...context.answered, context.question.id] : context.answered,
    })),
    countDown: assign(({ context }) => ({ countdownLeft: countdownSecondsLeft(context.room, context.now()) })),
    noteAway: assign(({ context }) => ({
      away: context.room ? awayOpponents(context.room, context.uid, context.now(), context.config) : {},
    })),
    noteLobbyAway: assign(({ context }) => ({
      lobbyAway: context.room
        ? awayFromLobby(context.room, context.uid, context.now(), context.config.heartbeatMs)
        : [],
    })),
    showReveal: assign(({ context }, { reveal }: { reveal: AnswerResult }) => {
      const questionId = context.question?.id ?? '';
      return {
        reveal,
        picks: { ...context.picks, [questionId]: context.picked },
        revealed:
          reveal.correctOptionId === null
            ? context.revealed
            : { ...context.revealed, [questionId]: reveal.correctOptionId },
      };
    }),
    startMyTimer: sendTo('timers', { type: 'timer.start', player: 'player1' } as const),
    stopMyTimer: sendTo('timers', { type: 'timer.stop', player: 'player1' } as const),
    followOpponent: enqueueActions(({ context, enqueue }) => {
      const opponent = opponentOf1v1(context);
      if (!opponent || !context.room) return;
      enqueue.assign({ opponentProgress: opponent.answers.length });
      const stillAnswering = opponent.state === 'playing' && opponent.answers.length < context.room.questionCount;
      enqueue.sendTo('timers', { type: stillAnswering ? 'timer.start' : 'timer.stop', player: 'player2' } as const);
    }),
  },
  guards: {
    // a stream value: undefined before the first one, null once the document is gone
    vanished: (_, { room }: { room: RoomView | null | undefined }) => room === null,
    deletedByOwner: (_, { room }: { room: RoomView | null | undefined }) => room?.status === 'deleted',
    challengeExpired: (_, { room }: { room: RoomView | null | undefined }) => room?.status === 'expired',
    // a challenge the friend said no to or let lapse (server/social/challenges.ts)
    challengeEnded: (_, { room }: { room: RoomView | null | undefined }) =>
      room?.status === 'deleted' && room.challenge?.end !== undefined,
    present: (_, { room }: { room: RoomView | null | undefined }) => room !== null && room !== undefined,
    roomWaiting: ({ context }) => context.room?.status === 'waiting',
    roomStarted: ({ context }) => context.room?.status === 'started',
    roomFinished: ({ context }) => context.room?.status === 'finished',
    opponentNewlyGone: ({ context }) =>
      context.room?.status === 'started' && goneNow(context, context.room).some((uid) => !context.gone.includes(uid)),
    meLeft: ({ context }) => context.room?.players.find((player) => player.uid === context.uid)?.state === 'left',
    isOwner: ({ context }) => context.room?.ownerUid === context.uid,
    canStart: ({ context }) => context.room !== null && canStartRoom(context.room, context.uid),
    allAnswered: ({ context }) => context.questions.every((question) => context.answered.includes(question.id)),
    validOption: ({ context, event }) =>
      event.type === 'answer' && (context.question?.options.some((option) => option.id === event.optionId) ?? false),
    myTimeUp: ({ event }) => event.type === 'timer.expired' && event.player === 'player1',
    opponentsAllGone: ({ context }) => {
      const opponents = context.room ? opponentsOf(context.room, context.uid) : [];
      return opponents.length > 0 && opponents.every((player) => context.gone.includes(player.uid));
    },
    othersDone: ({ context }) =>
      context.room !== null &&
      !awaitingFriend(context.room) &&
      opponentsOf(context.room, context.uid).every(
        (player) => player.state === 'finished' || context.gone.includes(player.uid),
      ),
    // the opponent's clock, like ours, starts with question 1 (after the countdown)
    opponentProgressed: ({ context }) => {
      const opponent = opponentOf1v1(context);
      return (
        opponent !== undefined &&
        opponent.answers.length !== context.opponentProgress &&
        context.now() >= questionsAtOf(context.room)
      );
    },
    questionsShown: ({ context }) => context.now() >= questionsAtOf(context.room),
  },
  delays: {
    heartbeatInterval: ({ context }) => context.config.heartbeatMs,
    second: 1000,
    /** to the countdown's next whole second, aligned on questionsAt (each tick reads the server-aligned clock again) */
    countdownTick: ({ context }) => (questionsAtOf(context.room) - context.now()) % 1000 || 1000,
    reveal: ({ context }) => context.config.revealMs,
  },
}).createMachine({
  id: 'roomLifecycle',
  context: ({ input }) => ({
    ...input,
    room: null,
    gone: [],
    questions: [],
    answered: [],
    question: null,
    picked: null,
    reveal: null,
    picks: {},
    revealed: {},
    opponentProgress: -1,
    away: {},
    countdownLeft: 0,
    lobbyAway: [],
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      invoke: {
        id: 'roomStream',
        src: 'roomStream',
        input: ({ context }) => ({ roomId: context.roomId }),
        onSnapshot: [
          {
            guard: { type: 'vanished', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: { type: 'notify', params: { message: { code: 'room_deleted' } } },
          },
          {
            guard: { type: 'challengeEnded', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                message: { code: challengeEndCodes[event.snapshot.context!.challenge!.end!] },
              }),
            },
          },
          {
            guard: { type: 'deletedByOwner', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: { type: 'notify', params: { message: { code: 'room_deleted_by_owner' } } },
          },
          {
            guard: { type: 'challengeExpired', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: { type: 'notify', params: { message: { code: 'challenge_expired' } } },
          },
          {
            guard: { type: 'present', params: ({ event }) => ({ room: event.snapshot.context }) },
            actions: { type: 'storeRoom', params: ({ event }) => ({ room: event.snapshot.context as RoomView }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
      always: [
        {
          guard: 'opponentNewlyGone',
          actions: ['markGone', { type: 'notify', params: { message: { code: 'opponent_left' } } }],
        },
      ],
      on: { leave: 'leaving' },
      states: {
        presence: presenceRegion,
        // who is away is judged again each second of play (a silent seat turns away with no new view)
        awayWatch: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'roomStarted', target: 'watching' } },
            watching: {
              entry: 'noteAway',
              after: { second: { target: 'watching', reenter: true } },
            },
          },
        },
        phase: {
          initial: 'connecting',
          // not on `active`: an exit there could race the targetless `followOpponent` that talks to `timers`
          always: { guard: 'meLeft', target: '#roomLifecycle.left' },
          states: {
            connecting: {
              always: [
                { guard: 'meLeft', target: '#roomLifecycle.left' },
                { guard: 'roomFinished', target: '#roomLifecycle.result' },
                { guard: 'roomStarted', target: 'playing' },
                { guard: 'roomWaiting', target: 'lobby' },
              ],
            },
            lobby: {
              tags: 'lobby',
              initial: 'idle',
              invoke: { src: 'lobbyPage', input: ({ context }) => ({ roomId: context.roomId }) },
              always: { guard: 'roomStarted', target: 'playing' },
              on: {
                leave: [{ guard: 'isOwner', target: '#roomLifecycle.deleting' }, { target: '#roomLifecycle.leaving' }],
                delete: { guard: 'isOwner', target: '#roomLifecycle.deleting' },
              },
              states: {
                idle: {
                  // who is away is judged again each second (a silent seat turns away with no new view)
                  entry: 'noteLobbyAway',
                  after: { second: { target: 'idle', reenter: true } },
                  on: {
                    start: { guard: 'canStart', target: 'starting' },
                    remove: { guard: 'isOwner', target: 'removing' },
                  },
                },
                // the seat empties through the room's listener; a refusal is told
                removing: {
                  tags: 'removing',
                  invoke: {
                    src: 'removePlayer',
                    input: ({ context, event }) => {
                      assertEvent(event, 'remove');
                      return { roomId: context.roomId, uid: event.uid };
                    },
                    onDone: 'idle',
                    onError: {
                      target: 'idle',
                      actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                    },
                  },
                },
                starting: {
                  tags: 'starting',
                  invoke: {
                    src: 'startRoom',
                    input: ({ context }) => ({ roomId: context.roomId }),
                    onDone: 'idle',
                    onError: {
                      target: 'idle',
                      actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                    },
                  },
                },
              },
            },
            playing: {
              tags: 'playing',
              invoke: {
                id: 'timers',
                src: 'timers',
                input: ({ context }) => ({ totalSeconds: context.config.questionSeconds }),
              },
              always: [
                { guard: 'roomFinished', target: '#roomLifecycle.result' },
                { guard: 'opponentsAllGone', target: '#roomLifecycle.result' },
                { guard: 'opponentProgressed', actions: 'followOpponent' },
              ],
              initial: 'countdown',
              states: {
                // the 3-2-1 until questionsAt (the same moment for every seat), the questions fetched
                // meanwhile; a rejoin after questionsAt finds the clock over and only loads
                countdown: {
                  type: 'parallel',
                  onDone: 'next',
                  states: {
                    questions: {
                      initial: 'loading',
                      states: {
                        loading: {
                          invoke: {
                            src: 'getQuestions',
                            input: ({ context }) => ({ roomId: context.roomId }),
                            onDone: {
                              target: 'loaded',
                              actions: { type: 'storeQuestions', params: ({ event }) => ({ questions: event.output }) },
                            },
                            onError: {
                              target: '#roomLifecycle.failed',
                              actions: {
                                type: 'notify',
                                params: ({ event }) => ({ message: errorMessage(event.error) }),
                              },
                            },
                          },
                        },
                        loaded: { type: 'final' },
                      },
                    },
                    clock: {
                      initial: 'counting',
                      states: {
                        counting: {
                          tags: 'countdown',
                          entry: 'countDown',
                          always: { guard: 'questionsShown', target: 'over' },
                          after: { countdownTick: { target: 'counting', reenter: true } },
                        },
                        over: { type: 'final', entry: assign({ countdownLeft: 0 }) },
                      },
                    },
                  },
                },
                next: {
                  id: 'nextQuestion',
                  always: [
                    { guard: 'allAnswered', target: 'waitingForOthers' },
                    { target: 'question', actions: 'pickNext' },
                  ],
                },
                question: {
                  tags: 'question',
                  entry: 'startMyTimer',
                  initial: 'open',
                  states: {
                    open: {
                      tags: 'answerable',
                      on: {
                        answer: {
                          guard: 'validOption',
                          target: 'submitting',
                          actions: { type: 'choose', params: ({ event }) => ({ optionId: event.optionId }) },
                        },
                        'timer.expired': {
                          guard: 'myTimeUp',
                          target: 'submitting',
                          actions: { type: 'choose', params: { optionId: null } },
                        },
                      },
                    },
                    submitting: {
                      invoke: {
                        src: 'answer',
                        input: ({ context }) => ({
                          roomId: context.roomId,
                          questionId: context.question?.id ?? '',
                          optionId: context.picked,
                        }),
                        onDone: {
                          target: 'revealed',
                          actions: [
                            'stopMyTimer',
                            { type: 'showReveal', params: ({ event }) => ({ reveal: event.output }) },
                            // right, wrong, or the empty answer of a question whose time ran out
                            {
                              type: 'cue',
                              params: ({ context, event }) => ({
                                cue: event.output.correct ? 'correct' : context.picked ? 'wrong' : 'timeUp',
                              }),
                            },
                          ],
                        },
                        onError: {
                          target: 'revealed',
                          actions: [
                            'stopMyTimer',
                            { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                            'resyncAnswered',
                          ],
                        },
                      },
                    },
                    revealed: {
                      after: { reveal: '#nextQuestion' },
                    },
                  },
                },
                waitingForOthers: {
                  tags: 'waiting',
                  always: { guard: 'othersDone', target: '#roomLifecycle.result' },
                },
              },
            },
          },
        },
      },
    },
    leaving: {
      tags: 'leaving',
      invoke: {
        src: 'leaveRoom',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: 'left',
        onError: 'left',
      },
    },
    deleting: {
      tags: 'deleting',
      invoke: {
        src: 'deleteRoom',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: 'deleted',
        onError: {
          target: 'active',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    result: {
      type: 'final',
      entry: {
        type: 'cue',
        params: ({ context }) => ({
          cue:
            context.room && battleResult(context.room, context.uid, context.gone).outcome === 'win' ? 'win' : 'wrong',
        }),
      },
      output: ({ context }): RoomExit =>
        context.room
          ? {
              kind: 'finished',
              result: battleResult(context.room, context.uid, context.gone),
              played: {
                room: context.room,
                questions: context.questions,
                picks: context.picks,
                revealed: context.revealed,
              },
            }
          : { kind: 'failed' },
    },
    left: { type: 'final', output: { kind: 'left' } satisfies RoomExit },
    deleted: { type: 'final', output: { kind: 'deleted' } satisfies RoomExit },
    failed: { type: 'final', output: { kind: 'failed' } satisfies RoomExit },
  },
  output: ({ event }) => event.output as RoomExit,
});
