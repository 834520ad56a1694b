// Test support for the battle machines: a small in-memory stand-in for the API and the
// Firestore read model, a SimulatedClock, and the fakes the machines' .provide() takes.
import { ReplaySubject } from 'rxjs';
import {
  createActor,
  fromCallback,
  fromObservable,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type EventObject,
  type InputFrom,
} from 'xstate';
import type { Message, MessageCode } from '../contract/messages.ts';
import {
  defaultBattleConfig,
  type AnswerRequest,
  type AnswerResult,
  type BattleQuestion,
  type BotMatch,
  type CreatedRoom,
  type CreateRoomRequest,
  type JoinPreview,
  type JoinRoomRequest,
  type MatchRequest,
  type MatchResult,
  type PlayerView,
  type RoomRef,
  type RoomView,
  type SeatRef,
  type SeatReview,
} from './battle-types';
import { battleReview } from './battle-review';
import { roomLifecycle, type Beat } from './room-lifecycle';
import { refused } from './refusal-kit.ts';

export const ME = 'me';
export const RIGHT = 'a';
export const WRONG = 'b';

export const questionBank: BattleQuestion[] = ['q1', 'q2', 'q3', 'q4'].map((id) => ({
  id,
  question: `Question ${id}`,
  options: ['a', 'b', 'c', 'd'].map((option) => ({ id: option, text: option.toUpperCase() })),
}));

export function playerView(uid: string, slot: PlayerView['slot'], overrides: Partial<PlayerView> = {}): PlayerView {
  return {
    uid,
    slot,
    name: `Name ${uid}`,
    image: `${uid}.png`,
    answers: [],
    correctAnswers: 0,
    points: 0,
    state: 'playing',
    lastSeen: 0,
    ...overrides,
  };
}

/** A started random 1v1 room of three questions between ME and 'rival'. */
export function roomView(overrides: Partial<RoomView> = {}): RoomView {
  return {
    id: 'room-1',
    type: 'random',
    code: 'ABC234',
    ownerUid: ME,
    categoryId: 'cat',
    languageId: '0',
    entryFee: 5,
    maxPlayers: 2,
    questionCount: 3,
    status: 'started',
    createdAt: 0,
    startedAt: 0,
    questionsAt: 0,
    questionIds: ['q1', 'q2', 'q3'],
    players: [playerView(ME, 1), playerView('rival', 2)],
    ...overrides,
  };
}

type Command =
  | 'findMatch'
  | 'playBot'
  | 'createRoom'
  | 'previewRoom'
  | 'joinRoom'
  | 'startRoom'
  | 'getQuestions'
  | 'answer'
  | 'leaveRoom'
  | 'deleteRoom'
  | 'removePlayer'
  | 'rematch'
  | 'heartbeat'
  | 'leftLobby'
  | 'reviewSeat';

export function createBattleWorld() {
  const clock = new SimulatedClock();
  const rooms = new Map<string, RoomView>();
  const streams = new Map<string, ReplaySubject<RoomView | null>>();
  /** players whose lastSeen the heartbeat keeps fresh; ME is always fresh while beating */
  const online = new Set<string>();
  const notices: MessageCode[] = [];
  const cues: string[] = [];
  const calls: { command: Command; input: unknown }[] = [];
  const failures = new Map<Command, MessageCode>();
  let matchingCall = Number.POSITIVE_INFINITY;
  let nextRoom = 2;
  /** the 3-2-1 the server puts between a room's start and question 1 (RoomView.questionsAt) */
  let countdownMs = 0;
  /** room id -> ME's picks, as the server records them */
  const picks = new Map<string, Record<string, string | null>>();

  const stream = (roomId: string) => {
    let subject = streams.get(roomId);
    if (!subject) {
      subject = new ReplaySubject<RoomView | null>(1);
      streams.set(roomId, subject);
    }
    return subject;
  };
  const room = (roomId: string) => {
    const found = rooms.get(roomId);
    if (!found) throw refused('document_not_found');
    return found;
  };
  /** Stores and publishes a room; its players were seen just now. */
  const put = (created: RoomView) => {
    const view = { ...created, players: created.players.map((player) => ({ ...player, lastSeen: clock.now() })) };
    rooms.set(view.id, view);
    for (const player of view.players) online.add(player.uid);
    stream(view.id).next(view);
  };
  const update = (roomId: string, change: (view: RoomView) => RoomView) => {
    const next = change(room(roomId));
    rooms.set(roomId, next);
    stream(roomId).next(next);
  };
  const updatePlayer = (roomId: string, uid: string, change: (player: PlayerView) => PlayerView) =>
    update(roomId, (view) => {
      const players = view.players.map((player) => (player.uid === uid ? change(player) : player));
      const done = players.every((player) => player.state !== 'playing');
      return { ...view, players, status: view.status === 'started' && done ? 'finished' : view.status };
    });

  /** Records a graded answer the way the server would. */
  const answerAs = (roomId: string, uid: string, questionId: string, correct: boolean) =>
    updatePlayer(roomId, uid, (player) => {
      const answers = [...player.answers, { questionId, correct, points: correct ? 4 : 0, ms: 1000 }];
      return {
        ...player,
        answers,
        correctAnswers: player.correctAnswers + (correct ? 1 : 0),
        points: player.points + (correct ? 4 : 0),
        state: answers.length >= room(roomId).questionCount ? 'finished' : player.state,
      };
    });

  /** Every machine's `notify` action. */
  const notify = (_: unknown, { message }: { message: Message }) => {
    notices.push(message.code);
  };
  /** Lets resolved fakes and the transitions they trigger run. */
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 1000) {
      clock.increment(Math.min(1000, ms - passed));
      await flush();
    }
  };

  const command = <TOutput, TInput>(name: Command, run: (input: TInput) => TOutput) =>
    fromPromise<TOutput, TInput>(async ({ input }) => {
      calls.push({ command: name, input });
      const failure = failures.get(name);
      if (failure !== undefined) {
        failures.delete(name);
        throw refused(failure);
      }
      return run(input);
    });

  const joinAs = (uid: string, code: string) => {
    const target = [...rooms.values()].find((view) => view.code === code && view.status === 'waiting');
    if (!target) throw refused('invalid_room_code');
    if (target.players.length >= target.maxPlayers) throw refused('room_full');
    const slots = target.players.map((player) => player.slot);
    const slot = ([1, 2, 3, 4] as const).find((candidate) => !slots.includes(candidate)) ?? 4;
    online.add(uid);
    update(target.id, (view) => ({
      ...view,
      players: [...view.players, playerView(uid, slot, { lastSeen: clock.now() })],
    }));
    return { roomId: target.id };
  };

  const newRoomId = () => `room-${nextRoom++}`;
  /** the listeners on the player's match ticket, and when each counts pairings from */
  const ticketListeners = new Map<(event: { type: 'paired'; roomId: string }) => void, number>();

  const actors = {
    pairings: fromCallback<{ type: 'paired'; roomId: string }, { uid: string; since: number }>(
      ({ sendBack, input }) => {
        ticketListeners.set(sendBack, input.since);
        return () => ticketListeners.delete(sendBack);
      },
    ),
    roomStream: fromObservable<RoomView | null, RoomRef>(({ input }) => stream(input.roomId)),
    heartbeat: command<void, Beat>('heartbeat', ({ roomId, inLobby }) =>
      update(roomId, (view) => ({
        ...view,
        players: view.players.map((player) =>
          player.uid === ME
            ? { ...player, lastSeen: clock.now(), inLobby }
            : online.has(player.uid)
              ? { ...player, lastSeen: clock.now() }
              : player,
        ),
      })),
    ),
    startRoom: command<void, RoomRef>('startRoom', ({ roomId }) =>
      update(roomId, (view) => ({
        ...view,
        status: 'started',
        startedAt: clock.now(),
        questionsAt: clock.now() + countdownMs,
      })),
    ),
    getQuestions: command<BattleQuestion[], RoomRef>('getQuestions', ({ roomId }) =>
      questionBank.filter((question) => room(roomId).questionIds.includes(question.id)),
    ),
    answer: command<AnswerResult, AnswerRequest>('answer', ({ roomId, questionId, optionId }) => {
      const correct = optionId === RIGHT;
      answerAs(roomId, ME, questionId, correct);
      picks.set(roomId, { ...picks.get(roomId), [questionId]: optionId });
      return { correct, points: correct ? 4 : 0, correctOptionId: RIGHT };
    }),
    leaveRoom: command<void, RoomRef>('leaveRoom', ({ roomId }) =>
      updatePlayer(roomId, ME, (player) => ({ ...player, state: 'left' })),
    ),
    deleteRoom: command<void, RoomRef>('deleteRoom', ({ roomId }) =>
      update(roomId, (view) => ({ ...view, status: 'deleted' })),
    ),
    removePlayer: command<void, SeatRef>('removePlayer', ({ roomId, uid }) =>
      update(roomId, (view) => ({ ...view, players: view.players.filter((player) => player.uid !== uid) })),
    ),
    // "Play again": a new waiting room of the same settings, ME its owner
    rematch: command<{ roomId: string }, RoomRef & { fee: number }>('rematch', ({ roomId }) => {
      const next = newRoomId();
      put({
        ...room(roomId),
        id: next,
        code: `CODE${nextRoom}`,
        status: 'waiting',
        startedAt: null,
        players: [playerView(ME, 1)],
      });
      return { roomId: next };
    }),
    findMatch: command<MatchResult, MatchRequest>('findMatch', ({ categoryId }) => {
      if (calls.filter((call) => call.command === 'findMatch').length < matchingCall) return { noOpponent: true };
      const roomId = newRoomId();
      put(roomView({ id: roomId, categoryId, ownerUid: 'rival' }));
      return { roomId };
    }),
    playBot: command<BotMatch, MatchRequest>('playBot', ({ categoryId }) => {
      const roomId = newRoomId();
      put(roomView({ id: roomId, categoryId, players: [playerView(ME, 1), playerView('bot', 2, { name: 'Bot' })] }));
      return { roomId, botUid: 'bot' };
    }),
    createRoom: command<CreatedRoom, CreateRoomRequest>('createRoom', (request) => {
      const roomId = newRoomId();
      const code = `CODE${nextRoom}`;
      put(
        roomView({
          id: roomId,
          code,
          type: request.type,
          categoryId: request.categoryId,
          entryFee: 5 * request.entryFeeMultiplier,
          maxPlayers: request.type === 'group' ? 4 : 2,
          questionCount: request.questionCount,
          questionIds: questionBank.slice(0, request.questionCount).map((question) => question.id),
          status: 'waiting',
          startedAt: null,
          players: [playerView(ME, 1)],
        }),
      );
      return { roomId, code };
    }),
    // the join's confirmation: the room by its code, and whether a seat is there for ME to take
    previewRoom: command<JoinPreview, JoinRoomRequest>('previewRoom', ({ code }) => {
      const target = [...rooms.values()].find((view) => view.code === code);
      if (!target) throw refused('invalid_room_code');
      const seated = target.players.some((player) => player.uid === ME);
      return {
        roomId: target.id,
        ownerName: target.players.find((player) => player.uid === target.ownerUid)?.name ?? '',
        categoryName: '',
        entryFee: target.entryFee,
        questionCount: target.questionCount,
        maxPlayers: target.maxPlayers,
        players: target.players.map(({ name, image }) => ({ name, image })),
        open: target.status === 'waiting' && !seated && target.players.length < target.maxPlayers,
      };
    }),
    // as the server: a fee room seats ME only with that fee named
    joinRoom: command<{ roomId: string }, JoinRoomRequest>('joinRoom', ({ code, fee }) => {
      const target = [...rooms.values()].find((view) => view.code === code && view.status === 'waiting');
      const seated = target?.players.some((player) => player.uid === ME);
      const open = target !== undefined && !seated && target.players.length < target.maxPlayers;
      if (open && target.entryFee > 0 && fee !== target.entryFee) throw refused('confirm_entry_fee');
      return seated ? { roomId: target!.id } : joinAs(ME, code);
    }),
    // once the room is over nobody can score on any question: every right option is revealed
    reviewSeat: command<SeatReview, RoomRef>('reviewSeat', ({ roomId }) => ({
      revealed:
        room(roomId).status === 'finished' ? Object.fromEntries(room(roomId).questionIds.map((id) => [id, RIGHT])) : {},
      picks: picks.get(roomId) ?? {},
    })),
  };

  const roomLogic = roomLifecycle.provide({
    actors: {
      roomStream: actors.roomStream,
      heartbeat: actors.heartbeat,
      // the lobby page going: recorded as the seat's "no longer in the lobby"
      lobbyPage: fromCallback<EventObject, RoomRef>(
        ({ input }) =>
          () =>
            void calls.push({ command: 'leftLobby', input }),
      ),
      startRoom: actors.startRoom,
      getQuestions: actors.getQuestions,
      answer: actors.answer,
      leaveRoom: actors.leaveRoom,
      deleteRoom: actors.deleteRoom,
      removePlayer: actors.removePlayer,
    },
    actions: { notify, cue: (_, { cue }) => void cues.push(cue) },
  });

  const reviewLogic = battleReview.provide({
    actors: { roomStream: actors.roomStream, getQuestions: actors.getQuestions, reviewSeat: actors.reviewSeat },
    actions: { notify },
  });

  const start = async <TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) => {
    const actor = createActor(logic, { clock, input }).start();
    await flush();
    return actor;
  };
  const openRoom = (roomId: string, uid = ME) =>
    start(roomLogic, { uid, roomId, config: defaultBattleConfig, now: () => clock.now() });

  return {
    notices,
    /** the room machine's cues, in order */
    cues,
    actors,
    roomLogic,
    reviewLogic,
    flush,
    put,
    update,
    answerAs,
    joinAs,
    room,
    /** The room document vanishes. */
    vanish: (roomId: string) => {
      rooms.delete(roomId);
      stream(roomId).next(null);
    },
    /** The stream fails (permission denied, network): the engine's error, never a refusal's code. */
    breakStream: (roomId: string, error: string) => stream(roomId).error(new Error(error)),
    /** The player stops sending heartbeats (closed tab, lost network). */
    silence: (uid: string) => online.delete(uid),
    /** The player's heartbeats reach the room again. */
    reconnect: (uid: string) => online.add(uid),
    leaveAs: (roomId: string, uid: string) => updatePlayer(roomId, uid, (player) => ({ ...player, state: 'left' })),
    failNext: (name: Command, code: MessageCode) => failures.set(name, code),
    /** 'rival' searches and is paired with the waiting player: the room is made and the player's ticket names it. */
    pairOnServer: () => {
      const roomId = newRoomId();
      put(roomView({ id: roomId, ownerUid: 'rival' }));
      for (const sendBack of ticketListeners.keys()) sendBack({ type: 'paired', roomId });
      return roomId;
    },
    /** The ticket listeners hear a room the ticket named before (a past battle's pairing, written again). */
    repeatPairing: (roomId: string) => {
      for (const sendBack of ticketListeners.keys()) sendBack({ type: 'paired', roomId });
    },
    /** `since` of the open ticket listeners */
    ticketSince: () => [...ticketListeners.values()],
    /** findMatch answers noOpponent until its n-th call, which pairs the player with 'rival'. */
    matchOnCall: (n: number) => {
      matchingCall = n;
    },
    /** The server's countdown for the rooms started from now on. */
    setCountdown: (ms: number) => {
      countdownMs = ms;
    },
    callsOf: (name: Command) => calls.filter((call) => call.command === name).map((call) => call.input),
    config: defaultBattleConfig,
    now: () => clock.now(),
    /** Moves the clock in steps of at most one second, letting the machines react between steps. */
    advance,
    notify,
    /** The player answers the next questions with these options, each reveal waited out. */
    answerEach: async (actor: { send: (event: { type: 'answer'; optionId: string }) => void }, optionIds: string[]) => {
      for (const optionId of optionIds) {
        actor.send({ type: 'answer', optionId });
        await flush();
        await advance(defaultBattleConfig.revealMs);
      }
    },
    /** Another player answers the room's questions in order: right or wrong. */
    playAs: async (roomId: string, uid: string, rights: boolean[]) => {
      rights.forEach((right, index) => answerAs(roomId, uid, room(roomId).questionIds[index], right));
      await flush();
    },
    start,
    /** `uid`'s room machine for the room, started (its view served or not yet). */
    openRoom,
    /** The room's view is served and `uid` enters it. */
    enterRoom: (view: RoomView, uid = ME) => {
      put(view);
      return openRoom(view.id, uid);
    },
  };
}

export type BattleWorld = ReturnType<typeof createBattleWorld>;
