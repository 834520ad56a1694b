import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import type { MessageCode } from '../contract/messages.ts';
import {
  defaultBattleConfig,
  type MatchRequest,
  type MatchResult,
  type RematchOffer,
  type RoomRef,
} from './battle-types';
import { ME, RIGHT, WRONG, createBattleWorld, playerView, roomView, type BattleWorld } from './battle-test-kit';
import { randomBattle, type RandomBattleInput } from './random-battle';
import { randomRematch } from './random-rematch';
import { refused } from './refusal-kit.ts';

/** The rematch as the server keeps it (an offer on the finished room), and the yes and no sent to it. */
function rematchWorld(world: BattleWorld) {
  const accepted: string[] = [];
  const declined: string[] = [];
  let refusal: MessageCode | null = null;
  const logic = randomRematch.provide({
    actors: {
      roomStream: world.actors.roomStream,
      heartbeat: world.actors.heartbeat,
      accept: fromPromise<void, RoomRef>(async ({ input }) => {
        accepted.push(input.roomId);
        if (refusal) throw refused(refusal);
      }),
    },
    actions: { notify: world.notify, decline: ({ context }) => void declined.push(context.roomId) },
  });
  const offer = (roomId: string, o: Partial<RematchOffer>) =>
    world.update(roomId, (view) => ({
      ...view,
      randomRematch: {
        status: 'waiting',
        acceptedUids: [],
        lapsesAt: world.now() + 30_000,
        nextRoomId: null,
        offBy: null,
        reason: null,
        ...o,
      },
    }));
  return { logic, offer, accepted, declined, refuse: (code: MessageCode) => void (refusal = code) };
}

async function startRandom(world: BattleWorld, input: Partial<RandomBattleInput> = {}, rematch = rematchWorld(world)) {
  const queueLeft: string[] = [];
  const logic = randomBattle.provide({
    actors: {
      findMatch: world.actors.findMatch,
      playBot: world.actors.playBot,
      pairings: world.actors.pairings,
      room: world.roomLogic,
      review: world.reviewLogic,
      rematch: rematch.logic,
    },
    actions: { notify: world.notify, leaveQueue: ({ context }) => void queueLeft.push(context.categoryId) },
  });
  const actor = await world.start(logic, {
    uid: ME,
    categoryId: 'cat',
    languageId: '0',
    config: world.config,
    now: world.now,
    ...input,
  });
  /** the room machine's phase, e.g. { playing: { question: 'open' } } */
  const roomPhase = () => {
    const value = actor.getSnapshot().children.room?.getSnapshot().value;
    return typeof value === 'object' ? (value.active as { phase: unknown }).phase : value;
  };
  const roomId = () => actor.getSnapshot().context.roomId ?? '';
  const opponent = () => world.room(roomId()).players.find((player) => player.uid !== ME)?.uid ?? '';
  return { actor, roomPhase, roomId, opponent, queueLeft };
}

/** Searches until matched on the n-th findMatch call (calls are matchRetryMs apart). */
async function matchOn(world: BattleWorld, call: number) {
  world.matchOnCall(call);
  return startRandom(world);
}

describe('randomBattle: matchmaking', () => {
  it('asks the server for a match for the category and language', async () => {
    const world = createBattleWorld();
    const { actor } = await startRandom(world);
    expect(actor.getSnapshot().matches({ searching: { matcher: 'pausing' } })).toBe(true);
    expect(world.callsOf('findMatch')).toEqual([{ categoryId: 'cat', languageId: '0' }]);
  });

  it('keeps asking every retry interval until paired, then plays in the room', async () => {
    const world = createBattleWorld();
    const { actor, roomPhase, roomId } = await matchOn(world, 3);
    await world.advance(world.config.matchRetryMs * 2 - 1);
    expect(world.callsOf('findMatch')).toHaveLength(2);
    await world.advance(1);
    expect(world.callsOf('findMatch')).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(roomId()).toBe('room-2');
    expect(roomPhase()).toEqual({ playing: { question: 'open' } });
  });

  it('a waiting player enters the room the moment the pairing is written, not at their next search call', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await startRandom(world);
    expect(world.ticketSince()).toEqual([world.now() - 5_000]); // older pairings are past battles'
    await world.advance(300);
    const room = world.pairOnServer();
    await world.advance(0);
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(roomId()).toBe(room);
    expect(world.callsOf('findMatch')).toHaveLength(1);
    expect(world.ticketSince()).toEqual([]); // the listener closes with the search
  });

  it('offers a retry or the bot when the search window passes without an opponent', async () => {
    const world = createBattleWorld();
    const { actor } = await startRandom(world);
    await world.advance(world.config.searchMs - 1000);
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await world.advance(1000);
    expect(actor.getSnapshot().value).toBe('noOpponent');
    expect(world.notices).toEqual([]); // the state is the message: said once, by the view
    const asked = world.callsOf('findMatch').length;
    await world.advance(world.config.searchMs);
    expect(world.callsOf('findMatch')).toHaveLength(asked);
  });

  it('starts a bot game at once, without searching, when asked for the bot (a player who cannot pay a fee)', async () => {
    const world = createBattleWorld();
    const { actor } = await startRandom(world, { vsBot: true });
    expect(world.callsOf('findMatch')).toEqual([]);
    expect(world.callsOf('playBot')).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(actor.getSnapshot().context.vsBot).toBe(true);
  });

  it('searches again on retry, its countdown full again', async () => {
    const world = createBattleWorld();
    const { actor } = await startRandom(world);
    const full = world.config.searchMs / 1000;
    expect(actor.getSnapshot().context.searchSecondsLeft).toBe(full);
    await world.advance(7000);
    expect(actor.getSnapshot().context.searchSecondsLeft).toBe(full - 7);
    await world.advance(world.config.searchMs - 7000);
    const asked = world.callsOf('findMatch').length;
    actor.send({ type: 'retry' });
    await world.flush();
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(actor.getSnapshot().context.searchSecondsLeft).toBe(full);
    expect(world.callsOf('findMatch')).toHaveLength(asked + 1);
    await world.advance(world.config.searchMs);
    expect(actor.getSnapshot().value).toBe('noOpponent');
  });

  it('stops searching when the player cancels, and leaves the queue', async () => {
    const world = createBattleWorld();
    const { actor, queueLeft } = await startRandom(world);
    actor.send({ type: 'cancel' });
    await world.advance(world.config.matchRetryMs * 3);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(world.callsOf('findMatch')).toHaveLength(1);
    expect(queueLeft).toEqual(['cat']);
  });

  it('leaves the queue when the window passes without an opponent, and not when paired', async () => {
    const world = createBattleWorld();
    const lonely = await startRandom(world);
    await world.advance(world.config.searchMs);
    expect(lonely.actor.getSnapshot().value).toBe('noOpponent');
    expect(lonely.queueLeft).toEqual(['cat']);
    const paired = await matchOn(createBattleWorld(), 1);
    expect(paired.actor.getSnapshot().value).toBe('inRoom');
    expect(paired.queueLeft).toEqual([]);
  });

  it('shows why matchmaking was refused and stops', async () => {
    const world = createBattleWorld();
    world.failNext('findMatch', 'not_enough_coins');
    const { actor, queueLeft } = await startRandom(world);
    expect(world.notices).toEqual(['not_enough_coins']);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(queueLeft).toEqual(['cat']);
  });
});

describe('randomBattle: the bot', () => {
  it('starts a bot game when the player picks the bot', async () => {
    const world = createBattleWorld();
    const { actor, roomPhase, opponent } = await startRandom(world);
    await world.advance(world.config.searchMs);
    actor.send({ type: 'playBot' });
    await world.flush();
    expect(world.callsOf('playBot')).toEqual([{ categoryId: 'cat', languageId: '0' }]);
    expect(actor.getSnapshot().context.vsBot).toBe(true);
    expect(opponent()).toBe('bot');
    expect(roomPhase()).toEqual({ playing: { question: 'open' } });
  });

  it('plays a bot game to its result', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await startRandom(world);
    await world.advance(world.config.searchMs);
    actor.send({ type: 'playBot' });
    await world.flush();
    await world.answerEach(actor, [RIGHT, RIGHT, RIGHT]);
    await world.playAs(roomId(), 'bot', [false, false, false]);
    expect(actor.getSnapshot().context.result).toMatchObject({ outcome: 'win', rank: 1 });
    expect(actor.getSnapshot().context.result?.standings.map((standing) => standing.left)).toEqual([false, false]);
    // the result screen's review starts from what the room machine gathered
    expect(actor.getSnapshot().children.review?.getSnapshot().context).toMatchObject({
      roomId: roomId(),
      picks: { q1: RIGHT, q2: RIGHT, q3: RIGHT },
    });
  });

  it('returns to the choice when the bot game cannot start', async () => {
    const world = createBattleWorld();
    const { actor } = await startRandom(world);
    await world.advance(world.config.searchMs);
    world.failNext('playBot', 'failed_to_fetch');
    actor.send({ type: 'playBot' });
    await world.flush();
    expect(actor.getSnapshot().value).toBe('noOpponent');
    expect(world.notices).toEqual(['failed_to_fetch']);
  });
});

describe('randomBattle: results', () => {
  it.each([
    { rival: [false, false, false], outcome: 'win', wording: 'victory' },
    { rival: [true, true, true], outcome: 'lose', wording: 'defeat' },
    { rival: [true, false, true], outcome: 'draw', wording: 'draw' },
  ] as const)('$outcome -> $wording', async ({ rival, outcome, wording }) => {
    const world = createBattleWorld();
    const { actor, roomId } = await matchOn(world, 1);
    await world.answerEach(actor, [RIGHT, WRONG, RIGHT]);
    await world.playAs(roomId(), 'rival', [...rival]);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result).toMatchObject({ outcome, wording });
  });

  it('wins when the opponent leaves', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await matchOn(world, 1);
    await world.playAs(roomId(), 'rival', [true, true]);
    world.leaveAs(roomId(), 'rival');
    await world.flush();
    expect(world.notices).toEqual(['opponent_left']);
    expect(actor.getSnapshot().context.result).toMatchObject({ outcome: 'win', wording: 'victory' });
  });

  it('leaves mid-game through the server', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await matchOn(world, 1);
    actor.send({ type: 'leave' });
    await world.flush();
    expect(world.callsOf('leaveRoom')).toEqual([{ roomId: roomId() }]);
    expect(actor.getSnapshot().value).toBe('left');
  });

  it('ends without a result when the room vanishes', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await matchOn(world, 1);
    world.vanish(roomId());
    await world.flush();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(world.notices).toEqual(['room_deleted']);
  });

  it('forwards answers to the room', async () => {
    const world = createBattleWorld();
    const { actor, roomId } = await matchOn(world, 1);
    actor.send({ type: 'answer', optionId: WRONG });
    await world.flush();
    expect(world.callsOf('answer')).toEqual([{ roomId: roomId(), questionId: 'q1', optionId: WRONG }]);
  });
});

describe('randomBattle: rejoining after a reload', () => {
  it('goes straight into the room without matchmaking', async () => {
    const world = createBattleWorld();
    world.put(roomView({ id: 'room-9' }));
    const { actor, roomPhase } = await startRandom(world, { roomId: 'room-9' });
    expect(world.callsOf('findMatch')).toEqual([]);
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(roomPhase()).toEqual({ playing: { question: 'open' } });
  });

  it('still counts a rejoined bot game for nothing', async () => {
    const world = createBattleWorld();
    world.put(roomView({ id: 'room-9', players: [playerView(ME, 1), playerView('bot', 2)] }));
    const { actor } = await startRandom(world, { roomId: 'room-9', vsBot: true });
    await world.answerEach(actor, [WRONG, WRONG, WRONG]);
    await world.playAs('room-9', 'bot', [true, true, true]);
    expect(actor.getSnapshot().context.result).toMatchObject({ outcome: 'lose' });
  });
});

// Model-based: an events-only model of the 1v1 flow; every path drives the real actor.
const oneVsOne = createMachine({
  id: 'oneVsOne',
  initial: 'searching',
  states: {
    searching: { on: { MATCH_FOUND: 'playing', SEARCH_EXPIRES: 'noOpponent', CANCEL: 'cancelled' } },
    noOpponent: { on: { RETRY: 'searching', PLAY_BOT: 'botGame', CANCEL: 'cancelled' } },
    playing: {
      on: {
        ANSWER_ALL: 'waiting',
        OPPONENT_LEAVES: 'won',
        OPPONENT_SILENT: 'won',
        LEAVE: 'left',
        ROOM_VANISHES: 'deleted',
      },
    },
    waiting: {
      on: {
        OPPONENT_SCORES_LESS: 'won',
        OPPONENT_SCORES_MORE: 'lost',
        OPPONENT_SCORES_SAME: 'drawn',
        OPPONENT_LEAVES: 'won',
      },
    },
    botGame: { on: { ANSWER_ALL: 'botWaiting', LEAVE: 'leftBot' } },
    botWaiting: { on: { OPPONENT_SCORES_LESS: 'botResult', OPPONENT_SCORES_MORE: 'botResult' } },
    won: { type: 'final' },
    lost: { type: 'final' },
    drawn: { type: 'final' },
    botResult: { type: 'final' },
    left: { type: 'final' },
    leftBot: { type: 'final' },
    deleted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

describe('randomBattle: model paths', () => {
  const model = createTestModel(oneVsOne);
  const paths = model.getSimplePaths();

  it('covers every state of the model', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(oneVsOne.config.states ?? {}).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const world = createBattleWorld();
      const game = await startRandom(world);
      const { actor } = game;
      const value = () => actor.getSnapshot().value;
      const outcome = () => actor.getSnapshot().context.result?.outcome;
      const opponentPlays = (rights: boolean[]) => world.playAs(game.roomId(), game.opponent(), rights);

      await path.test({
        events: {
          MATCH_FOUND: async () => {
            world.matchOnCall(world.callsOf('findMatch').length + 1);
            await world.advance(world.config.matchRetryMs);
          },
          SEARCH_EXPIRES: () => world.advance(world.config.searchMs),
          CANCEL: () => actor.send({ type: 'cancel' }),
          RETRY: async () => {
            actor.send({ type: 'retry' });
            await world.flush();
          },
          PLAY_BOT: async () => {
            actor.send({ type: 'playBot' });
            await world.flush();
          },
          ANSWER_ALL: () => world.answerEach(actor, [RIGHT, WRONG, RIGHT]),
          OPPONENT_SCORES_LESS: () => opponentPlays([true, false, false]),
          OPPONENT_SCORES_SAME: () => opponentPlays([true, true, false]),
          OPPONENT_SCORES_MORE: () => opponentPlays([true, true, true]),
          OPPONENT_LEAVES: async () => {
            world.leaveAs(game.roomId(), game.opponent());
            await world.flush();
          },
          OPPONENT_SILENT: async () => {
            world.silence(game.opponent());
            await world.advance(world.config.graceMs + world.config.heartbeatMs);
          },
          LEAVE: async () => {
            actor.send({ type: 'leave' });
            await world.flush();
          },
          ROOM_VANISHES: async () => {
            world.vanish(game.roomId());
            await world.flush();
          },
        },
        states: {
          searching: () => expect(actor.getSnapshot().matches('searching')).toBe(true),
          noOpponent: () => {
            expect(value()).toBe('noOpponent');
          },
          playing: () => {
            expect(game.roomPhase()).toMatchObject({ playing: { question: 'open' } });
            expect(actor.getSnapshot().context.vsBot).toBe(false);
          },
          waiting: () => expect(game.roomPhase()).toEqual({ playing: 'waitingForOthers' }),
          botGame: () => {
            expect(game.roomPhase()).toMatchObject({ playing: { question: 'open' } });
            expect(actor.getSnapshot().context.vsBot).toBe(true);
          },
          botWaiting: () => expect(game.roomPhase()).toEqual({ playing: 'waitingForOthers' }),
          won: () => {
            expect(outcome()).toBe('win');
          },
          lost: () => {
            expect(outcome()).toBe('lose');
          },
          drawn: () => {
            expect(outcome()).toBe('draw');
          },
          botResult: () => {
            expect(value()).toBe('result');
          },
          left: () => {
            expect(value()).toBe('left');
          },
          leftBot: () => {
            expect(value()).toBe('left');
          },
          deleted: () => {
            expect(value()).toBe('deleted');
            expect(world.notices.at(-1)).toBe('room_deleted');
          },
          cancelled: () => expect(value()).toBe('cancelled'),
        },
      });
    });
  }
});

describe('randomBattle: a match request in flight when the search window closes', () => {
  async function slowSearch() {
    const clock = new SimulatedClock();
    let answer: (result: MatchResult) => void = () => {};
    const logic = randomBattle.provide({
      actors: {
        findMatch: fromPromise<MatchResult, MatchRequest>(() => new Promise((resolve) => (answer = resolve))),
        room: fromPromise(() => new Promise<never>(() => {})) as never,
      },
      actions: { notify: () => {} },
    });
    const actor = createActor(logic, {
      clock,
      input: { uid: ME, categoryId: 'cat', languageId: '0', config: defaultBattleConfig, now: () => clock.now() },
    }).start();
    clock.increment(defaultBattleConfig.searchMs + 1);
    await Promise.resolve();
    return { actor, answer: async (r: MatchResult) => (answer(r), await new Promise((done) => setTimeout(done, 0))) };
  }

  it('is allowed to land: a pairing that arrives late still takes the player to the room', async () => {
    const { actor, answer } = await slowSearch();
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    await answer({ roomId: 'late-room' });
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(actor.getSnapshot().context.roomId).toBe('late-room');
  });

  it('gives up as soon as it lands without an opponent', async () => {
    const { actor, answer } = await slowSearch();
    await answer({ noOpponent: true });
    expect(actor.getSnapshot().value).toBe('noOpponent');
  });
});

describe('randomBattle: rematch on the result', () => {
  /** The result screen's buttons talk to the rematch child, as its view does. */
  const answerRematch = (
    actor: {
      getSnapshot: () => { children: { rematch?: { send: (event: { type: 'rematch' | 'decline' }) => void } } };
    },
    type: 'rematch' | 'decline',
  ) => actor.getSnapshot().children.rematch!.send({ type });

  /** A human random battle played to its result (the rival answered everything wrong). */
  async function finished() {
    const world = createBattleWorld();
    const rematch = rematchWorld(world);
    world.matchOnCall(1);
    const started = await startRandom(world, {}, rematch);
    await world.answerEach(started.actor, [RIGHT, RIGHT, RIGHT]);
    await world.playAs(started.roomId(), 'rival', [false, false, false]);
    expect(started.actor.getSnapshot().value).toBe('result');
    world.matchOnCall(Number.POSITIVE_INFINITY); // a search after it finds nobody
    const lastRoom = started.roomId();
    const rematchState = () =>
      (
        started.actor.getSnapshot().children.rematch?.getSnapshot().value as
          { following?: { answer: string } } | undefined
      )?.following?.answer;
    return {
      world,
      rematch: { ...rematch, offer: (o: Partial<RematchOffer>) => rematch.offer(lastRoom, o) },
      rematchState,
      lastRoom,
      ...started,
    };
  }

  it('says yes through the server, waits for the rival, and enters the new room when it has started', async () => {
    const { world, rematch, rematchState, actor } = await finished();
    const lastRoom = actor.getSnapshot().context.roomId!;
    answerRematch(actor, 'rematch');
    await world.flush();
    expect(rematch.accepted).toEqual([lastRoom]);
    rematch.offer({ acceptedUids: [ME] });
    await world.flush();
    expect(rematchState()).toBe('asked');
    world.put(roomView({ id: 'rematch-room', ownerUid: 'rival' }));
    rematch.offer({ status: 'started', acceptedUids: [ME, 'rival'], nextRoomId: 'rematch-room' });
    await world.flush();
    expect(actor.getSnapshot().value).toBe('inRoom');
    expect(actor.getSnapshot().context).toMatchObject({ roomId: 'rematch-room', vsBot: false });
  });

  it("shows the rival's offer; accepting it is the same yes", async () => {
    const { world, rematch, rematchState, actor } = await finished();
    rematch.offer({ acceptedUids: ['rival'] });
    await world.flush();
    expect(rematchState()).toBe('invited');
    answerRematch(actor, 'rematch');
    await world.flush();
    expect(rematch.accepted).toHaveLength(1);
  });

  it('goes back to search, saying why, when the rival says no or leaves the result', async () => {
    const { world, rematch, actor, lastRoom } = await finished();
    answerRematch(actor, 'rematch');
    await world.flush();
    rematch.offer({ acceptedUids: [ME] });
    await world.flush();
    rematch.offer({ status: 'deleted', acceptedUids: [ME], offBy: 'rival', reason: 'declined' });
    await world.flush();
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      roomId: undefined,
      result: null,
      searchNotice: 'rematch_declined',
    });
    expect(world.callsOf('findMatch')).toHaveLength(2); // a new search of the same category
    // the ticket still naming the finished room is no new pairing
    world.repeatPairing(lastRoom);
    await world.flush();
    expect(actor.getSnapshot().matches('searching')).toBe(true);
  });

  it('goes back to search when the offer lapses by the server-aligned clock, and withdraws it', async () => {
    const { world, rematch, actor } = await finished();
    const lastRoom = actor.getSnapshot().context.roomId!;
    answerRematch(actor, 'rematch');
    await world.flush();
    rematch.offer({ acceptedUids: [ME], lapsesAt: world.now() + 10_000 });
    await world.advance(9_000);
    expect(actor.getSnapshot().value).toBe('result');
    await world.advance(1_000);
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(actor.getSnapshot().context.searchNotice).toBe('rematch_lapsed');
    expect(rematch.declined).toEqual([lastRoom]);
  });

  it('goes back to search when the rival stops beating (closed the tab) while the player waits', async () => {
    const { world, rematch, actor, lastRoom } = await finished();
    answerRematch(actor, 'rematch');
    await world.flush();
    rematch.offer({ acceptedUids: [ME] });
    await world.advance(world.config.heartbeatMs * 2);
    expect(actor.getSnapshot().value).toBe('result'); // the rival's page still beats
    world.silence('rival');
    await world.advance(world.config.heartbeatMs * 2 + 2_000);
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(actor.getSnapshot().context.searchNotice).toBe('rematch_declined');
    expect(rematch.declined).toEqual([lastRoom]);
    expect(world.callsOf('heartbeat')).toContainEqual({ roomId: lastRoom, inLobby: false }); // the player's own beat went on
  });

  it('tells the rival who could not pay, and the player who could not', async () => {
    const { world, rematch, actor } = await finished();
    answerRematch(actor, 'rematch');
    await world.flush();
    rematch.offer({ acceptedUids: [ME] });
    await world.flush();
    rematch.offer({ status: 'deleted', acceptedUids: [ME], offBy: 'rival', reason: 'coins' });
    await world.flush();
    expect(actor.getSnapshot().context.searchNotice).toBe('rematch_opponent_broke');

    const poor = await finished();
    answerRematch(poor.actor, 'rematch');
    await poor.world.flush();
    poor.rematch.offer({ acceptedUids: [ME] });
    await poor.world.flush();
    poor.rematch.offer({ status: 'deleted', acceptedUids: [ME], offBy: ME, reason: 'coins' });
    await poor.world.flush();
    // no search that they could not pay for: the result stays, with the message
    expect(poor.actor.getSnapshot().value).toBe('result');
    expect(poor.world.notices).toContain('not_enough_coins');
  });

  it("declining the rival's offer, or its lapse, leaves the result as it is", async () => {
    const { world, rematch, rematchState, actor } = await finished();
    rematch.offer({ acceptedUids: ['rival'] });
    await world.flush();
    answerRematch(actor, 'decline');
    await world.flush();
    expect(rematchState()).toBe('off');
    expect(rematch.declined).toHaveLength(1);

    const lapsing = await finished();
    lapsing.rematch.offer({ acceptedUids: ['rival'], lapsesAt: lapsing.world.now() + 5_000 });
    await lapsing.world.advance(5_000);
    expect(lapsing.rematchState()).toBe('off');
    expect(lapsing.actor.getSnapshot().value).toBe('result');
  });

  it('a refused yes is said and the result stays', async () => {
    const { world, rematch, rematchState, actor } = await finished();
    rematch.refuse('rematch_off');
    answerRematch(actor, 'rematch');
    await world.flush();
    expect(world.notices).toContain('rematch_off');
    expect(rematchState()).toBe('off');
  });

  it('never offers a rematch against the bot', async () => {
    const world = createBattleWorld();
    const rematch = rematchWorld(world);
    const { actor, roomId } = await startRandom(world, {}, rematch);
    await world.advance(world.config.searchMs);
    actor.send({ type: 'playBot' });
    await world.flush();
    await world.answerEach(actor, [RIGHT, RIGHT, RIGHT]);
    await world.playAs(roomId(), 'bot', [false, false, false]);
    expect(actor.getSnapshot().children.rematch?.getSnapshot().value).toBe('unavailable');
    answerRematch(actor, 'rematch');
    await world.flush();
    expect(rematch.accepted).toEqual([]);
  });
});
