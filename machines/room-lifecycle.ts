import { NEVER } from 'rxjs';
import { assertEvent, assign, enqueueActions, fromCallback, fromObservable, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { battleTimers, type TimerExpiredEvent } from './battle-timers';
import { errorMessage, notProvided } from './commands.ts';
import type { Cue } from './cue.ts';
import {
  battleMessages,
  challengeMessages,
  type AnswerRequest,
  type AnswerResult,
  type BattleConfig,
  type BattleQuestion,
  type BattleResult,
  type PlayerView,
  type RoomExit,
  type RoomRef,
  type RoomView,
  type SeatRef,
  type Standing,
} from './battle-types';

// One player's time in one room, from the first RoomView to the result: lobby, questions,
// heartbeat, opponents leaving, the room vanishing. The random and room battles invoke it
// once they know the room id; a reload starts it again with the same id.

export function opponentsOf(room: RoomView, uid: string): PlayerView[] {
  return room.players.filter((player) => player.uid !== uid);
}

/** Opponents who have left: marked 'left', or silent for longer than the grace window. */
export function goneOpponents(room: RoomView, uid: string, now: number, graceMs: number): string[] {
  return opponentsOf(room, uid)
    .filter((player) => player.state === 'left' || now - player.lastSeen > graceMs)
    .map((player) => player.uid);
}

/** A player silent for longer than a heartbeat (and this slack) seems to have disconnected. */
export const missedBeatSlackMs = 2_000;

/** Whether a player has missed their heartbeats (and the slack) at `now`: gone from a screen they must keep open. */
export const missedBeats = (player: Pick<PlayerView, 'lastSeen'> | undefined, now: number, heartbeatMs: number) =>
  player !== undefined && now - player.lastSeen > heartbeatMs + missedBeatSlackMs;

/**
 * Whether a seat's player is in a waiting room's lobby now: its page's beat is fresh and the page has
 * not said it was left. The server charges only these at Start; the owner sees the others as away.
 */
export const inLobbyNow = (player: Pick<PlayerView, 'lastSeen' | 'inLobby'>, now: number, heartbeatMs: number) =>
  player.inLobby !== false && !missedBeats(player, now, heartbeatMs);

/** The other players of a waiting room who are not in its lobby now (inLobbyNow). */
export const awayFromLobby = (room: RoomView, uid: string, now: number, heartbeatMs: number) =>
  opponentsOf(room, uid)
    .filter((player) => !inLobbyNow(player, now, heartbeatMs))
    .map((player) => player.uid);

/** Other players still answering who missed a heartbeat, each with the whole seconds left of their grace to come back. */
export function awayOpponents(room: RoomView, uid: string, now: number, config: Pick<BattleConfig, 'heartbeatMs' | 'graceMs'>): Record<string, number> {
  const away = opponentsOf(room, uid)
    .filter((player) => player.state === 'playing' && missedBeats(player, now, config.heartbeatMs))
    .map((player) => [player.uid, Math.max(0, Math.ceil((config.graceMs - (now - player.lastSeen)) / 1000))]);
  return Object.fromEntries(away);
}

/** When question 1 is shown: the room's questionsAt, or its start for a room from before the countdown. */
export const questionsAtOf = (room: RoomView | null) => room?.questionsAt ?? room?.startedAt ?? 0;

/** Whole seconds of the 3-2-1 left at `now` (0 once question 1 is shown). */
export const countdownSecondsLeft = (room: RoomView | null, now: number) => Math.max(0, Math.ceil((questionsAtOf(room) - now) / 1000));

/** The owner may start a waiting room once at least one other player is in it. */
export function canStartRoom(room: RoomView, uid: string): boolean {
  const present = room.players.filter((player) => player.state !== 'left');
  return room.status === 'waiting' && room.ownerUid === uid && present.length >= 2;
}

/**
 * Ranks by points; players who left rank below everyone who stayed, so in 1v1 the one who
 * stayed wins. Equal standing shares a rank (1, 1, 3).
 */
export function battleResult(room: RoomView, uid: string, gone: readonly string[]): BattleResult {
  const entries = room.players.map((player) => ({
    uid: player.uid,
    name: player.name,
    image: player.image,
    points: player.points,
    correctAnswers: player.correctAnswers,
    left: player.state === 'left' || gone.includes(player.uid),
  }));
  const ahead = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    a.left !== b.left ? !a.left : a.points > b.points;
  const standings: Standing[] = entries
    .map((entry) => ({ ...entry, rank: 1 + entries.filter((other) => ahead(other, entry)).length }))
    .sort((a, b) => a.rank - b.rank);
  const rank = standings.find((standing) => standing.uid === uid)?.rank ?? standings.length;
  const sharedFirst = standings.filter((standing) => standing.rank === 1).length > 1;
  const outcome = rank > 1 ? 'lose' : sharedFirst ? 'draw' : 'win';
  const drawWording = room.type === 'group' ? 'tie' : 'draw';
  const wording = outcome === 'win' ? 'victory' : outcome === 'lose' ? 'defeat' : drawWording;
  return { standings, rank, outcome, wording };
}

/** For the battles that invoke this machine: guard params reading its exit, e.g. `exitGuard('exitIs', 'left')`. */
export interface ExitCheck {
  exit: RoomExit;
  kind: RoomExit['kind'];
}
export const exitGuard = <TType extends string>(type: TType, kind: RoomExit['kind']) => ({
  type,
  params: ({ event }: { event: { output: RoomExit } }): ExitCheck => ({ exit: event.output, kind }),
});
export const exitKindIs = (_: unknown, { exit, kind }: ExitCheck) => exit.kind === kind;
/** What a battle keeps of its room's exit: the result, and what the review starts from. */
export const keptOf = (exit: RoomExit) => (exit.kind === 'finished' ? { result: exit.result, played: exit.played } : { result: null, played: null });

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

/** The room child's input, from the context of a battle that has found (or rejoins) its room. */
export const roomInput = ({ context }: { context: Omit<RoomLifecycleInput, 'roomId'> & { roomId?: string } }): RoomLifecycleInput => ({
  uid: context.uid,
  roomId: context.roomId ?? '',
  config: context.config,
  now: context.now,
});

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
  /** while waiting for the others: who seems disconnected, with the seconds left to come back (counted each second) */
  away: Record<string, number>;
  /** the 3-2-1 before question 1: whole seconds left by the server-aligned clock (0 when over) */
  countdownLeft: number;
  /** in the lobby: the other players not in it now (inLobbyNow), judged each second; Start would unseat them */
  lobbyAway: string[];
}

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
    notify: (_args, _params: { message: string }) => {},
    cue: (_args, _params: { cue: Cue }) => {},
    storeRoom: assign((_, { room }: { room: RoomView }) => ({ room })),
    markGone: assign(({ context }) => ({
      gone: context.room ? [...new Set([...context.gone, ...goneNow(context, context.room)])] : context.gone,
    })),
    storeQuestions: assign(({ context }, { questions }: { questions: BattleQuestion[] }) => ({ questions, answered: answeredOnServer(context) })),
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
    noteAway: assign(({ context }) => ({ away: context.room ? awayOpponents(context.room, context.uid, context.now(), context.config) : {} })),
    noteLobbyAway: assign(({ context }) => ({
      lobbyAway: context.room ? awayFromLobby(context.room, context.uid, context.now(), context.config.heartbeatMs) : [],
    })),
    showReveal: assign(({ context }, { reveal }: { reveal: AnswerResult }) => {
      const questionId = context.question?.id ?? '';
      return {
        reveal,
        picks: { ...context.picks, [questionId]: context.picked },
        revealed: reveal.correctOptionId === null ? context.revealed : { ...context.revealed, [questionId]: reveal.correctOptionId },
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
    // a challenge the friend said no to or let lapse (server/social/challenges.ts)
    challengeEnded: (_, { room }: { room: RoomView | null | undefined }) => room?.status === 'deleted' && room.challengeEnd !== undefined,
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
      opponentsOf(context.room, context.uid).every(
        (player) => player.state === 'finished' || context.gone.includes(player.uid),
      ),
    // the opponent's clock, like ours, starts with question 1 (after the countdown)
    opponentProgressed: ({ context }) => {
      const opponent = opponentOf1v1(context);
      return opponent !== undefined && opponent.answers.length !== context.opponentProgress && context.now() >= questionsAtOf(context.room);
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
            actions: { type: 'notify', params: { message: battleMessages.deleted } },
          },
          {
            guard: { type: 'challengeEnded', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: { type: 'notify', params: ({ event }) => ({ message: challengeMessages[event.snapshot.context!.challengeEnd!] }) },
          },
          {
            guard: { type: 'deletedByOwner', params: ({ event }) => ({ room: event.snapshot.context }) },
            target: 'deleted',
            actions: { type: 'notify', params: { message: battleMessages.deletedByOwner } },
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
          actions: ['markGone', { type: 'notify', params: { message: battleMessages.opponentLeft } }],
        },
      ],
      on: { leave: 'leaving' },
      states: {
        presence: presenceRegion,
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
                  on: { start: { guard: 'canStart', target: 'starting' }, remove: { guard: 'isOwner', target: 'removing' } },
                },
                // the seat empties through the room's listener; a refusal is told
                removing: {
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
                              actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
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
                  always: [{ guard: 'allAnswered', target: 'waitingForOthers' }, { target: 'question', actions: 'pickNext' }],
                },
                question: {
                  entry: 'startMyTimer',
                  initial: 'open',
                  states: {
                    open: {
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
                            { type: 'cue', params: ({ context, event }) => ({ cue: event.output.correct ? 'correct' : context.picked ? 'wrong' : 'timeUp' }) },
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
                  entry: 'noteAway',
                  always: { guard: 'othersDone', target: '#roomLifecycle.result' },
                  after: { second: { target: 'waitingForOthers', reenter: true } },
                },
              },
            },
          },
        },
      },
    },
    leaving: {
      invoke: {
        src: 'leaveRoom',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: 'left',
        onError: 'left',
      },
    },
    deleting: {
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
        params: ({ context }) => ({ cue: context.room && battleResult(context.room, context.uid, context.gone).outcome === 'win' ? 'win' : 'wrong' }),
      },
      output: ({ context }): RoomExit =>
        context.room
          ? {
              kind: 'finished',
              result: battleResult(context.room, context.uid, context.gone),
              played: { room: context.room, questions: context.questions, picks: context.picks, revealed: context.revealed },
            }
          : { kind: 'failed' },
    },
    left: { type: 'final', output: { kind: 'left' } satisfies RoomExit },
    deleted: { type: 'final', output: { kind: 'deleted' } satisfies RoomExit },
    failed: { type: 'final', output: { kind: 'failed' } satisfies RoomExit },
  },
  output: ({ event }) => event.output as RoomExit,
});
