import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { type CreateRoomRequest, type RoomView } from './battle-types';
import { ME, RIGHT, WRONG, createBattleWorld, playerView, roomView, type BattleWorld } from './battle-test-kit';
import { roomBattle, toGroupBattleState, type RoomBattleInput } from './room-battle';

const groupRequest: CreateRoomRequest = {
  type: 'group',
  categoryId: 'cat',
  languageId: '0',
  questionCount: 3,
  entryFeeMultiplier: 2,
};

/** A waiting group room owned by 'host', for ME to join by code. */
const hostedRoom = (overrides: Partial<RoomView> = {}) =>
  roomView({
    id: 'hosted',
    type: 'group',
    code: 'JOIN42',
    ownerUid: 'host',
    maxPlayers: 4,
    status: 'waiting',
    startedAt: null,
    players: [playerView('host', 1)],
    ...overrides,
  });

async function startRoomBattle(world: BattleWorld, input: Partial<RoomBattleInput> = {}) {
  const logic = roomBattle.provide({
    actors: {
      createRoom: world.actors.createRoom,
      previewRoom: world.actors.previewRoom,
      joinRoom: world.actors.joinRoom,
      rematch: world.actors.rematch,
      room: world.roomLogic,
      review: world.reviewLogic,
    },
    actions: { notify: world.notify },
  });
  const actor = await world.start(logic, { uid: ME, config: world.config, now: world.now, ...input });
  const roomActor = () => actor.getSnapshot().children.room?.getSnapshot();
  const roomPhase = () => {
    const value = roomActor()?.value;
    return typeof value === 'object' ? (value.active as { phase: unknown }).phase : value;
  };
  const roomId = () => actor.getSnapshot().context.roomId ?? '';
  const groupState = () => toGroupBattleState(roomActor()?.context.room ?? null);
  const others = () =>
    world
      .room(roomId())
      .players.filter((player) => player.uid !== ME)
      .map((player) => player.uid);
  return { actor, roomPhase, roomId, groupState, others };
}

describe('roomBattle: creating a room', () => {
  it('creates the room and waits in its lobby', async () => {
    const world = createBattleWorld();
    const { actor, roomPhase, groupState } = await startRoomBattle(world);
    actor.send({ type: 'create', request: groupRequest });
    await world.flush();
    expect(world.callsOf('createRoom')).toEqual([groupRequest]);
    expect(actor.getSnapshot().context).toMatchObject({ roomId: 'room-2', code: 'CODE3' });
    expect(roomPhase()).toEqual({ lobby: 'idle' });
    expect(groupState()).toMatchObject({
      roomID: 'room-2',
      createdBy: ME,
      roomCode: 'CODE3',
      entryFee: 10,
      totalusers: 1,
    });
  });

  it('stays on the form and shows why the room could not be created', async () => {
    const world = createBattleWorld();
    const { actor } = await startRoomBattle(world);
    world.failNext('createRoom', 'not_enough_coins');
    actor.send({ type: 'create', request: groupRequest });
    await world.flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(world.notices).toEqual(['not_enough_coins']);
  });

  it('plays a friend 1v1 from the code to a draw', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await startRoomBattle(world);
    actor.send({ type: 'create', request: { ...groupRequest, type: 'friend' } });
    await world.flush();
    world.joinAs('friend', world.room(roomId()).code);
    await world.flush();
    actor.send({ type: 'start' });
    await world.flush();
    expect(world.callsOf('startRoom')).toEqual([{ roomId: roomId() }]);
    await world.answerEach(actor, [RIGHT, RIGHT, WRONG]);
    await world.playAs(roomId(), 'friend', [false, true, true]);
    expect(actor.getSnapshot().value).toEqual({ result: 'shown' });
    expect(actor.getSnapshot().context.result).toMatchObject({ outcome: 'draw', wording: 'draw' });
  });
});

describe('roomBattle: Play again', () => {
  /** ME's finished friend 1v1, on the result screen. */
  async function finished(world: BattleWorld) {
    const game = await startRoomBattle(world);
    game.actor.send({ type: 'create', request: { ...groupRequest, type: 'friend' } });
    await world.flush();
    world.joinAs('friend', world.room(game.roomId()).code);
    await world.flush();
    game.actor.send({ type: 'start' });
    await world.flush();
    await world.answerEach(game.actor, [RIGHT, RIGHT, RIGHT]);
    await world.playAs(game.roomId(), 'friend', [false, false, false]);
    return game;
  }

  it('asks the server for the next room of the same players and names it for the page to go to', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await finished(world);
    const last = roomId();
    actor.send({ type: 'rematch' });
    await world.flush();
    expect(world.callsOf('rematch')).toEqual([{ roomId: last, fee: 10 }]);
    expect(actor.getSnapshot().value).toEqual({ result: 'rematched' });
    expect(world.room(actor.getSnapshot().context.nextRoomId!).status).toBe('waiting');
  });

  it('stays on the result and tells why when the server refuses', async () => {
    const world = createBattleWorld();
    const { actor } = await finished(world);
    world.failNext('rematch', 'not_enough_coins');
    actor.send({ type: 'rematch' });
    await world.flush();
    expect(world.notices).toEqual(['not_enough_coins']);
    expect(actor.getSnapshot().value).toEqual({ result: 'shown' });
    expect(actor.getSnapshot().context.nextRoomId).toBeNull();
  });
});

describe('roomBattle: joining by code', () => {
  it.each(['', '   '])("asks for a code without calling the server when it is '%s'", async (code) => {
    const world = createBattleWorld();
    const { actor } = await startRoomBattle(world);
    actor.send({ type: 'join', code });
    await world.flush();
    expect(world.notices).toEqual(['enter_room_code']);
    expect(world.callsOf('joinRoom')).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the room with its fee first (the code trimmed and upper-cased); only the Join naming the fee seats', async () => {
    const world = createBattleWorld();
    world.put(hostedRoom({ entryFee: 20 }));
    const { actor, roomPhase, groupState } = await startRoomBattle(world);
    actor.send({ type: 'join', code: ' join42 ' });
    await world.flush();
    expect(world.callsOf('previewRoom')).toEqual([{ code: 'JOIN42' }]);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.preview).toMatchObject({
      roomId: 'hosted',
      ownerName: 'Name host',
      entryFee: 20,
      open: true,
    });
    expect(world.callsOf('joinRoom')).toEqual([]);
    actor.send({ type: 'confirm' });
    await world.flush();
    expect(world.callsOf('joinRoom')).toEqual([{ code: 'JOIN42', fee: 20 }]);
    expect(actor.getSnapshot().context.roomId).toBe('hosted');
    expect(roomPhase()).toEqual({ lobby: 'idle' });
    expect(groupState()).toMatchObject({ createdBy: 'host', totalusers: 2, user2: { uid: ME } });
  });

  it('a room without a fee seats at once; one the player cannot take goes to the server without a fee, to be told why', async () => {
    const world = createBattleWorld();
    world.put(hostedRoom({ entryFee: 0 }));
    world.put(
      hostedRoom({
        id: 'full',
        code: 'FULL42',
        entryFee: 5,
        maxPlayers: 2,
        players: [playerView('host', 1), playerView('other', 2)],
      }),
    );
    const { actor } = await startRoomBattle(world);
    actor.send({ type: 'join', code: 'FULL42' });
    await world.flush();
    expect(world.callsOf('joinRoom')).toEqual([{ code: 'FULL42' }]);
    expect(world.notices).toEqual(['room_full']);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { refusal: { code: 'room_full' }, preview: null },
    });
    actor.send({ type: 'join', code: 'JOIN42' });
    await world.flush();
    expect(world.callsOf('joinRoom')).toEqual([{ code: 'FULL42' }, { code: 'JOIN42', fee: 0 }]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'inRoom', context: { roomId: 'hosted', refusal: null } });
  });

  it('Cancel on the confirmation seats nobody', async () => {
    const world = createBattleWorld();
    world.put(hostedRoom());
    const { actor } = await startRoomBattle(world);
    actor.send({ type: 'join', code: 'JOIN42' });
    await world.flush();
    actor.send({ type: 'cancel' });
    await world.flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { preview: null } });
    expect(world.callsOf('joinRoom')).toEqual([]);
    expect(world.room('hosted').players).toHaveLength(1);
  });

  it.each(['invalid_room_code', 'room_code_not_valid', 'room_full', 'not_enough_coins'] as const)(
    "shows the server's '%s' as is and stays on the form",
    async (message) => {
      const world = createBattleWorld();
      world.put(hostedRoom({ code: 'ABC234' }));
      const { actor } = await startRoomBattle(world);
      world.failNext('joinRoom', message);
      actor.send({ type: 'join', code: 'ABC234' });
      await world.flush();
      actor.send({ type: 'confirm' });
      await world.flush();
      expect(world.notices).toEqual([message]);
      expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { refusal: { code: message } } });
    },
  );

  it("an invite link's refusal is kept for its page to say, not toasted", async () => {
    const world = createBattleWorld();
    const { actor } = await startRoomBattle(world);
    actor.send({ type: 'join', code: 'NOPE42', viaLink: true });
    await world.flush();
    expect(world.notices).toEqual([]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { refusal: { code: 'invalid_room_code' } } });
  });

  it('goes back into the room after a reload', async () => {
    const world = createBattleWorld();
    world.put(hostedRoom({ players: [playerView('host', 1), playerView(ME, 2)] }));
    const { actor, roomPhase } = await startRoomBattle(world, { roomId: 'hosted' });
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(roomPhase()).toEqual({ lobby: 'idle' });
    expect(world.callsOf('joinRoom')).toEqual([]);
  });
});

describe('roomBattle: in the room', () => {
  it('forwards delete to the room', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await startRoomBattle(world);
    actor.send({ type: 'create', request: groupRequest });
    await world.flush();
    actor.send({ type: 'delete' });
    await world.flush();
    expect(world.callsOf('deleteRoom')).toEqual([{ roomId: roomId() }]);
    expect(actor.getSnapshot().value).toBe('deleted');
  });

  it("forwards the owner's remove to the room in the lobby", async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await startRoomBattle(world);
    actor.send({ type: 'create', request: groupRequest });
    await world.flush();
    world.joinAs('friend', world.room(roomId()).code);
    await world.flush();
    actor.send({ type: 'remove', uid: 'friend' });
    await world.flush();
    expect(world.callsOf('removePlayer')).toEqual([{ roomId: roomId(), uid: 'friend' }]);
  });

  it('ignores room commands before there is a room', async () => {
    const world = createBattleWorld();
    const { actor } = await startRoomBattle(world);
    actor.send({ type: 'start' });
    actor.send({ type: 'leave' });
    await world.flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('toGroupBattleState', () => {
  it('is cleared without a room', () => {
    const cleared = toGroupBattleState(null);
    expect(cleared).toMatchObject({ roomID: '', createdBy: '', readytoplay: false, totalusers: 0, showScore: false });
    expect(cleared.user1).toEqual({ name: '', image: '', uid: '', CorrectAnswer: 0, point: 0 });
  });

  it('puts each present player in their slot with answers and points', () => {
    const state = toGroupBattleState(
      hostedRoom({
        status: 'started',
        players: [
          playerView('host', 1, { correctAnswers: 2, points: 9 }),
          playerView('gone', 2, { state: 'left' }),
          playerView(ME, 3, { correctAnswers: 1, points: 4 }),
        ],
      }),
    );
    expect(state).toMatchObject({
      roomID: 'hosted',
      roomCode: 'JOIN42',
      readytoplay: true,
      totalusers: 2,
      showScore: false,
    });
    expect(state.user1).toEqual({ name: 'Name host', image: 'host.png', uid: 'host', CorrectAnswer: 2, point: 9 });
    expect(state.user2.uid).toBe('');
    expect(state.user3).toMatchObject({ uid: ME, CorrectAnswer: 1, point: 4 });
    expect(state.user4.uid).toBe('');
  });

  it('shows the score once the room is finished', () => {
    expect(toGroupBattleState(hostedRoom({ status: 'finished' }))).toMatchObject({
      showScore: true,
      readytoplay: false,
    });
  });
});

// Model-based: an events-only model of the group flow, as owner and as guest; every path
// drives the real actor.
const groupFlow = createMachine({
  id: 'groupFlow',
  initial: 'idle',
  states: {
    idle: { on: { CREATE: 'ownerAlone', JOIN: 'guestLobby', JOIN_EMPTY: 'codeMissing', JOIN_UNKNOWN: 'codeRejected' } },
    codeMissing: { on: { JOIN: 'guestLobby' } },
    codeRejected: { on: { JOIN: 'guestLobby' } },
    ownerAlone: { on: { START_ALONE: 'ownerStillAlone', PLAYER_JOINS: 'ownerReady', DELETE: 'deletedByMe' } },
    ownerStillAlone: { on: { PLAYER_JOINS: 'ownerReady' } },
    ownerReady: { on: { START: 'playing', LEAVE: 'deletedByMe' } },
    guestLobby: { on: { OWNER_STARTS: 'playing', OWNER_DELETES: 'deletedByOwner', LEAVE: 'left' } },
    playing: { on: { ANSWER_ALL: 'waiting', ALL_OPPONENTS_LEAVE: 'won', LEAVE: 'left', ROOM_VANISHES: 'deleted' } },
    waiting: { on: { OTHERS_FINISH_BEHIND: 'won', OTHERS_FINISH_LEVEL: 'tied', OTHERS_FINISH_AHEAD: 'lost' } },
    won: { type: 'final' },
    tied: { type: 'final' },
    lost: { type: 'final' },
    deletedByMe: { type: 'final' },
    deletedByOwner: { type: 'final' },
    deleted: { type: 'final' },
    left: { type: 'final' },
  },
});

describe('roomBattle: model paths', () => {
  const paths = createTestModel(groupFlow).getSimplePaths();

  it('covers every state of the model', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(groupFlow.config.states ?? {}).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const world = createBattleWorld();
      world.put(hostedRoom());
      const game = await startRoomBattle(world);
      const { actor } = game;
      const value = () => actor.getSnapshot().value;
      const result = () => actor.getSnapshot().context.result;
      const send = async (event: Parameters<typeof actor.send>[0]) => {
        actor.send(event);
        await world.flush();
      };
      const othersPlay = async (rights: boolean[]) => {
        for (const uid of game.others()) await world.playAs(game.roomId(), uid, rights);
      };
      const setStatus = async (status: RoomView['status']) => {
        world.update(game.roomId(), (view) => ({ ...view, status }));
        await world.flush();
      };

      await path.test({
        events: {
          CREATE: () => send({ type: 'create', request: groupRequest }),
          // the room and its fee shown, then the player's Join
          JOIN: async () => {
            await send({ type: 'join', code: 'join42' });
            await send({ type: 'confirm' });
          },
          JOIN_EMPTY: () => send({ type: 'join', code: ' ' }),
          JOIN_UNKNOWN: () => send({ type: 'join', code: 'NOPE99' }),
          START_ALONE: () => send({ type: 'start' }),
          START: () => send({ type: 'start' }),
          PLAYER_JOINS: async () => {
            world.joinAs('p2', world.room(game.roomId()).code);
            await world.flush();
          },
          OWNER_STARTS: () => setStatus('started'),
          OWNER_DELETES: () => setStatus('deleted'),
          DELETE: () => send({ type: 'delete' }),
          LEAVE: () => send({ type: 'leave' }),
          ANSWER_ALL: () => world.answerEach(actor, [RIGHT, WRONG, RIGHT]),
          ALL_OPPONENTS_LEAVE: async () => {
            for (const uid of game.others()) world.leaveAs(game.roomId(), uid);
            await world.flush();
          },
          ROOM_VANISHES: async () => {
            world.vanish(game.roomId());
            await world.flush();
          },
          OTHERS_FINISH_BEHIND: () => othersPlay([true, false, false]),
          OTHERS_FINISH_LEVEL: () => othersPlay([false, true, true]),
          OTHERS_FINISH_AHEAD: () => othersPlay([true, true, true]),
        },
        states: {
          idle: () => expect(value()).toBe('idle'),
          codeMissing: () => {
            expect(value()).toBe('idle');
            expect(world.notices).toEqual(['enter_room_code']);
            expect(world.callsOf('joinRoom')).toEqual([]);
          },
          codeRejected: () => {
            expect(value()).toBe('idle');
            expect(world.notices).toEqual(['invalid_room_code']);
          },
          ownerAlone: () => {
            expect(game.roomPhase()).toEqual({ lobby: 'idle' });
            expect(game.groupState()).toMatchObject({ createdBy: ME, totalusers: 1, readytoplay: false });
          },
          ownerStillAlone: () => {
            expect(game.roomPhase()).toEqual({ lobby: 'idle' });
            expect(world.callsOf('startRoom')).toEqual([]);
          },
          ownerReady: () => expect(game.groupState()).toMatchObject({ totalusers: 2, user2: { uid: 'p2' } }),
          guestLobby: () => {
            expect(game.roomPhase()).toEqual({ lobby: 'idle' });
            expect(game.groupState()).toMatchObject({ createdBy: 'host', totalusers: 2 });
          },
          playing: () => {
            expect(game.roomPhase()).toEqual({ playing: { question: 'open' } });
            expect(game.groupState().readytoplay).toBe(true);
          },
          waiting: () => expect(game.roomPhase()).toEqual({ playing: 'waitingForOthers' }),
          won: () => expect(result()).toMatchObject({ outcome: 'win', wording: 'victory', rank: 1 }),
          tied: () => expect(result()).toMatchObject({ outcome: 'draw', wording: 'tie', rank: 1 }),
          lost: () => expect(result()).toMatchObject({ outcome: 'lose', wording: 'defeat', rank: 2 }),
          deletedByMe: () => {
            expect(value()).toBe('deleted');
            expect(world.callsOf('deleteRoom')).toEqual([{ roomId: game.roomId() }]);
            expect(world.notices).toEqual([]);
          },
          deletedByOwner: () => {
            expect(value()).toBe('deleted');
            expect(world.notices.at(-1)).toBe('room_deleted_by_owner');
          },
          deleted: () => {
            expect(value()).toBe('deleted');
            expect(world.notices.at(-1)).toBe('room_deleted');
          },
          left: () => {
            expect(value()).toBe('left');
            expect(world.callsOf('leaveRoom')).toEqual([{ roomId: game.roomId() }]);
          },
        },
      });
    });
  }
});
