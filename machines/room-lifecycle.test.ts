import { describe, expect, it } from 'vitest';
import type { Actor, StateValue } from 'xstate';
import type { RoomView } from './battle-types';
import { ME, playerView, questionBank, RIGHT, roomView, WRONG, createBattleWorld } from './battle-test-kit';
import { challengeEndCodes, roomLifecycle } from './room-lifecycle';

type RoomActor = Actor<typeof roomLifecycle>;

/** 'result', or the phase region's active path such as 'playing.question.open'. */
function phaseOf(actor: RoomActor): string {
  const value = actor.getSnapshot().value;
  if (typeof value === 'string') return value;
  const path = (node: StateValue): string[] =>
    typeof node === 'string'
      ? [node]
      : Object.entries(node).flatMap(([key, child]) => [key, ...path(child as StateValue)]);
  return path((value.active as { phase: StateValue }).phase).join('.');
}

const groupRoom = (overrides: Partial<RoomView> = {}) =>
  roomView({
    type: 'group',
    maxPlayers: 4,
    players: [playerView(ME, 1), playerView('p2', 2), playerView('p3', 3)],
    ...overrides,
  });

describe('roomLifecycle: entering a room', () => {
  it('goes from a started room to its first question, with the heartbeat already sent', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(actor.getSnapshot().context.question?.id).toBe('q1');
    expect(world.callsOf('getQuestions')).toEqual([{ roomId: 'room-1' }]);
    expect(world.callsOf('heartbeat')).toEqual([{ roomId: 'room-1', inLobby: false }]);
  });

  it('waits in the lobby while the room is waiting', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView({ type: 'friend', status: 'waiting', startedAt: null }));
    expect(phaseOf(actor)).toBe('lobby.idle');
    expect(world.callsOf('getQuestions')).toEqual([]);
  });

  it('stays connecting until the first RoomView arrives', async () => {
    const world = createBattleWorld();
    const actor = await world.openRoom('room-1');
    expect(phaseOf(actor)).toBe('connecting');
    world.put(roomView());
    await world.flush();
    expect(phaseOf(actor)).toBe('playing.question.open');
  });
});

describe('roomLifecycle: rejoining after a reload', () => {
  it('resumes at the first question the player has not answered', async () => {
    const world = createBattleWorld();
    const me = playerView(ME, 1, { answers: [{ questionId: 'q1', correct: true, points: 4, ms: 900 }], points: 4 });
    const actor = await world.enterRoom(roomView({ players: [me, playerView('rival', 2)] }));
    expect(actor.getSnapshot().context.question?.id).toBe('q2');
    expect(actor.getSnapshot().context.answered).toEqual(['q1']);
  });

  it('waits for the others when every question is already answered', async () => {
    const world = createBattleWorld();
    const answers = ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, correct: true, points: 4, ms: 900 }));
    const me = playerView(ME, 1, { answers, points: 12, state: 'finished' });
    const actor = await world.enterRoom(roomView({ players: [me, playerView('rival', 2)] }));
    expect(phaseOf(actor)).toBe('playing.waitingForOthers');
  });

  it('shows the result of a finished room without loading questions', async () => {
    const world = createBattleWorld();
    const players = [
      playerView(ME, 1, { points: 8, state: 'finished' }),
      playerView('rival', 2, { points: 4, state: 'finished' }),
    ];
    const actor = await world.enterRoom(roomView({ status: 'finished', players }));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'finished',
      result: { outcome: 'win', wording: 'victory' },
    });
    expect(world.callsOf('getQuestions')).toEqual([]);
  });

  it('ends as left when the server already marked the player as gone', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(
      roomView({ players: [playerView(ME, 1, { state: 'left' }), playerView('rival', 2)] }),
    );
    expect(actor.getSnapshot().output).toEqual({ kind: 'left' });
  });
});

describe('roomLifecycle: answering', () => {
  it('grades an answer, shows the right option, then moves on after the reveal', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    actor.send({ type: 'answer', optionId: WRONG });
    await world.flush();
    expect(world.callsOf('answer')).toEqual([{ roomId: 'room-1', questionId: 'q1', optionId: WRONG }]);
    expect(phaseOf(actor)).toBe('playing.question.revealed');
    expect(actor.getSnapshot().context.reveal).toEqual({ correct: false, points: 0, correctOptionId: RIGHT });
    await world.advance(world.config.revealMs - 1);
    expect(phaseOf(actor)).toBe('playing.question.revealed');
    await world.advance(1);
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(actor.getSnapshot().context.question?.id).toBe('q2');
    expect(actor.getSnapshot().context.reveal).toBeNull();
  });

  it('ignores a second answer to the same question', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    actor.send({ type: 'answer', optionId: RIGHT });
    actor.send({ type: 'answer', optionId: WRONG });
    await world.flush();
    actor.send({ type: 'answer', optionId: WRONG });
    await world.flush();
    expect(world.callsOf('answer')).toEqual([{ roomId: 'room-1', questionId: 'q1', optionId: RIGHT }]);
  });

  it('ignores an option the question does not have', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    actor.send({ type: 'answer', optionId: 'z' });
    await world.flush();
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(world.callsOf('answer')).toEqual([]);
  });

  it('submits no option when the question time runs out', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.advance(world.config.questionSeconds * 1000 - 1000);
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(world.callsOf('answer')).toEqual([]);
    await world.advance(1000);
    expect(world.callsOf('answer')).toEqual([{ roomId: 'room-1', questionId: 'q1', optionId: null }]);
    expect(phaseOf(actor)).toBe('playing.question.revealed');
  });

  it('restarts the question timer for each question and stops it on an answer', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    const timers = () => actor.getSnapshot().children.timers!.getSnapshot();
    await world.advance(7000);
    expect(timers().context.player1).toMatchObject({ remaining: 23, snapshot: '00:00:23' });
    actor.send({ type: 'answer', optionId: RIGHT });
    await world.flush();
    expect(timers().context.player1).toMatchObject({ remaining: 23, stored: 7 });
    await world.advance(world.config.revealMs);
    expect(timers().context.player1).toMatchObject({ remaining: 30, stored: 0 });
  });

  it("follows the 1v1 opponent's progress on the second timer", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    const rivalTimer = () => actor.getSnapshot().children.timers!.getSnapshot().context.player2;
    await world.advance(5000);
    expect(rivalTimer().remaining).toBe(25);
    world.answerAs('room-1', 'rival', 'q1', true);
    await world.flush();
    expect(rivalTimer().remaining).toBe(30);
    await world.advance(2000);
    expect(rivalTimer().remaining).toBe(28);
  });

  it("does not end the player's question when the opponent's time runs out", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.advance(20_000);
    actor.send({ type: 'answer', optionId: RIGHT });
    await world.flush();
    await world.advance(world.config.revealMs);
    await world.advance(world.config.questionSeconds * 1000 - 20_000);
    expect(actor.getSnapshot().children.timers!.getSnapshot().value).toMatchObject({ player2: 'expired' });
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(world.callsOf('answer')).toHaveLength(1);
  });

  it('tells the player when an answer is refused, then asks again the question the server still waits for', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.failNext('answer', 'answer_in_order');
    actor.send({ type: 'answer', optionId: RIGHT });
    await world.flush();
    expect(world.notices).toEqual(['answer_in_order']);
    expect(actor.getSnapshot().context.reveal).toBeNull();
    await world.advance(world.config.revealMs);
    // the room's listener shows no answer recorded for q1: q1 again, not an out-of-order q2
    expect(actor.getSnapshot().context.question?.id).toBe('q1');
    actor.send({ type: 'answer', optionId: RIGHT });
    await world.flush();
    await world.advance(world.config.revealMs);
    expect(actor.getSnapshot().context.question?.id).toBe('q2');
  });

  it("moves on when a lost reply's answer did reach the server", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.put(
      roomView({
        players: [
          playerView(ME, 1, { answers: [{ questionId: 'q1', correct: true, points: 4, ms: 900 }] }),
          playerView('rival', 2),
        ],
      }),
    );
    world.failNext('answer', 'failed_to_fetch');
    actor.send({ type: 'answer', optionId: RIGHT });
    await world.flush();
    await world.advance(world.config.revealMs);
    expect(actor.getSnapshot().context.question?.id).toBe('q2');
  });

  it('fails when the questions cannot be loaded', async () => {
    const world = createBattleWorld();
    world.failNext('getQuestions', 'failed_to_fetch');
    const actor = await world.enterRoom(roomView());
    expect(world.notices).toEqual(['failed_to_fetch']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed' });
  });
});

describe('roomLifecycle: finishing', () => {
  it('waits for the opponent after the last question, then shows a defeat', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.answerEach(actor, [WRONG, WRONG, WRONG]);
    expect(phaseOf(actor)).toBe('playing.waitingForOthers');
    await world.playAs('room-1', 'rival', [true, true, true]);
    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'finished',
      result: { outcome: 'lose', wording: 'defeat', rank: 2 },
    });
  });

  it('while waiting, counts down the grace of an opponent who stopped sending heartbeats, each second', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.answerEach(actor, [RIGHT, RIGHT, RIGHT]);
    expect(phaseOf(actor)).toBe('playing.waitingForOthers');
    expect(actor.getSnapshot().context.away).toEqual({});
    world.silence('rival');
    const slack = world.config.heartbeatMs + 2_000;
    await world.advance(slack + 1000); // silent past a missed beat: away, with the rest of the grace
    const left = Math.ceil((world.config.graceMs - (slack + 1000)) / 1000);
    expect(actor.getSnapshot().context.away).toEqual({ rival: expect.any(Number) });
    expect(actor.getSnapshot().context.away.rival).toBeLessThanOrEqual(left + 1);
    const before = actor.getSnapshot().context.away.rival!;
    await world.advance(3000);
    expect(actor.getSnapshot().context.away.rival).toBe(before - 3);
  });

  it('during a question, an opponent who stops sending heartbeats is away, and is not once their beats come back', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    expect(phaseOf(actor)).toBe('playing.question.open');
    world.silence('rival');
    await world.advance(world.config.heartbeatMs + 2_000 + 1000); // silent past a missed beat and its slack
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(Object.keys(actor.getSnapshot().context.away)).toEqual(['rival']);
    world.reconnect('rival');
    await world.advance(world.config.heartbeatMs + 1000); // the next beat lands, and the next second judges it
    expect(actor.getSnapshot().context.away).toEqual({});
  });

  it('cues each graded answer and the end: right, wrong, then a defeat sounds like a wrong answer, a victory like a win', async () => {
    const lost = createBattleWorld();
    const loser = await lost.enterRoom(roomView());
    await lost.answerEach(loser, [RIGHT, WRONG, WRONG]);
    await lost.playAs('room-1', 'rival', [true, true, true]);
    expect(lost.cues).toEqual(['correct', 'wrong', 'wrong', 'wrong']);
    const won = createBattleWorld();
    const winner = await won.enterRoom(roomView());
    await won.answerEach(winner, [RIGHT, RIGHT, RIGHT]);
    await won.playAs('room-1', 'rival', [false, false, false]);
    expect(won.cues).toEqual(['correct', 'correct', 'correct', 'win']);
  });

  it('calls equal points a draw', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.answerEach(actor, [RIGHT, RIGHT, RIGHT]);
    await world.playAs('room-1', 'rival', [true, true, true]);
    expect(actor.getSnapshot().output).toMatchObject({ result: { outcome: 'draw', wording: 'draw', rank: 1 } });
  });

  it('hands the review what it gathered: the questions, the picks (none when the time ran out) and the right options the gradings named', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    await world.answerEach(actor, [RIGHT, WRONG]);
    await world.advance(world.config.questionSeconds * 1000 + world.config.revealMs);
    await world.playAs('room-1', 'rival', [true, true, true]);
    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'finished',
      played: {
        questions: questionBank.slice(0, 3),
        picks: { q1: RIGHT, q2: WRONG, q3: null },
        revealed: { q1: RIGHT, q2: RIGHT, q3: RIGHT },
        room: { id: 'room-1', status: 'finished' },
      },
    });
  });

  it('shows the result when the server finishes the room mid-question', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.update('room-1', (view) => ({ ...view, status: 'finished' }));
    await world.flush();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'finished' });
  });
});

describe('roomLifecycle: opponents leaving', () => {
  it('declares the one who stayed the winner when the 1v1 opponent leaves', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.answerAs('room-1', 'rival', 'q1', true);
    world.leaveAs('room-1', 'rival');
    await world.flush();
    expect(world.notices).toEqual(['opponent_left']);
    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'finished',
      result: { outcome: 'win', wording: 'victory' },
    });
  });

  it('judges a silent opponent gone only after the grace window', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.silence('rival');
    await world.advance(world.config.graceMs);
    expect(world.notices).toEqual([]);
    expect(phaseOf(actor)).toBe('playing.question.open');
    await world.advance(world.config.heartbeatMs);
    expect(world.notices).toEqual(['opponent_left']);
    expect(actor.getSnapshot().output).toMatchObject({ result: { outcome: 'win' } });
  });

  it('keeps a group game going while someone is left, and notifies once per leaver', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(groupRoom());
    world.leaveAs('room-1', 'p2');
    await world.flush();
    world.update('room-1', (view) => ({ ...view }));
    await world.flush();
    expect(world.notices).toEqual(['opponent_left']);
    expect(phaseOf(actor)).toBe('playing.question.open');
    world.leaveAs('room-1', 'p3');
    await world.flush();
    expect(world.notices).toEqual(['opponent_left', 'opponent_left']);
    expect(actor.getSnapshot().output).toMatchObject({ result: { outcome: 'win', wording: 'victory' } });
  });

  it('does not judge presence in the lobby', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(groupRoom({ status: 'waiting', startedAt: null }));
    world.silence('p2');
    await world.advance(world.config.graceMs * 2);
    expect(world.notices).toEqual([]);
    expect(phaseOf(actor)).toBe('lobby.idle');
  });
});

describe('roomLifecycle: the 3-2-1 before question 1', () => {
  const counting = (actor: RoomActor) =>
    actor.getSnapshot().matches({ active: { phase: { playing: { countdown: { clock: 'counting' } } } } });
  const myTimer = (actor: RoomActor) => actor.getSnapshot().children.timers!.getSnapshot();

  it('counts 3, 2, 1 to questionsAt with the questions fetched meanwhile, then opens question 1 with its full time', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView({ startedAt: 0, questionsAt: 3_000 }));
    expect(counting(actor)).toBe(true);
    expect(world.callsOf('getQuestions')).toEqual([{ roomId: 'room-1' }]); // the loading hides in the countdown
    const shown: number[] = [actor.getSnapshot().context.countdownLeft];
    for (let second = 0; second < 2; second++) {
      await world.advance(1_000);
      shown.push(actor.getSnapshot().context.countdownLeft);
    }
    expect(shown).toEqual([3, 2, 1]);
    expect(myTimer(actor).value).toMatchObject({ player1: 'idle' }); // no question clock during the countdown
    await world.advance(999);
    expect(phaseOf(actor)).not.toBe('playing.question.open');
    await world.advance(1);
    expect(phaseOf(actor)).toBe('playing.question.open');
    expect(actor.getSnapshot().context).toMatchObject({ countdownLeft: 0, question: { id: 'q1' } });
    expect(myTimer(actor).context.player1).toMatchObject({ remaining: world.config.questionSeconds });
    await world.advance(1_000);
    expect(myTimer(actor).context.player1.remaining).toBe(world.config.questionSeconds - 1);
  });

  it("writes the first heartbeat only once the room has arrived: a beat racing the room listener's first answer held back the versus and the 3-2-1", async () => {
    const world = createBattleWorld();
    const actor = await world.openRoom('room-1');
    await world.advance(500); // the room's listener has not answered yet
    expect(world.callsOf('heartbeat')).toEqual([]);
    world.put(roomView({ startedAt: 0, questionsAt: 3_000 }));
    await world.flush();
    expect(world.callsOf('heartbeat')).toEqual([{ roomId: 'room-1', inLobby: false }]);
    expect(counting(actor)).toBe(true);
    expect(actor.getSnapshot().context.countdownLeft).toBe(3);
  });

  it("starts the opponent's clock with question 1, not during the countdown", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView({ startedAt: 0, questionsAt: 2_000 }));
    expect(myTimer(actor).value).toMatchObject({ player2: 'idle' });
    await world.advance(2_000);
    expect(myTimer(actor).value).toMatchObject({ player1: 'running', player2: 'running' });
    expect(myTimer(actor).context.player2.remaining).toBe(world.config.questionSeconds);
  });

  it("gives every seat of a group the same start: the owner's Start, joined at different moments, opens question 1 at questionsAt for all", async () => {
    const world = createBattleWorld();
    world.setCountdown(3_000);
    const waiting = groupRoom({ status: 'waiting', startedAt: null, questionsAt: null });
    const owner = await world.enterRoom(waiting);
    const seats = [owner, await world.openRoom('room-1', 'p2')];
    await world.advance(400);
    owner.send({ type: 'start' });
    await world.flush();
    const startedAt = world.room('room-1').startedAt!;
    await world.advance(700); // a third seat's page opens late, during the countdown
    seats.push(await world.openRoom('room-1', 'p3'));
    expect(seats.map(counting)).toEqual([true, true, true]);
    expect(seats.map((seat) => seat.getSnapshot().context.countdownLeft)).toEqual([3, 3, 3]);
    await world.advance(startedAt + 3_000 - 1 - world.now());
    expect(seats.map(counting)).toEqual([true, true, true]);
    await world.advance(1);
    expect(seats.map(phaseOf)).toEqual(['playing.question.open', 'playing.question.open', 'playing.question.open']);
  });

  it('skips the countdown when the player comes back after question 1 was shown (a reload)', async () => {
    const world = createBattleWorld();
    await world.advance(10_000);
    const actor = await world.enterRoom(roomView({ startedAt: 0, questionsAt: 3_000 }));
    expect(phaseOf(actor)).toBe('playing.question.open');
  });

  it('fails the room when the questions cannot be fetched during the countdown', async () => {
    const world = createBattleWorld();
    world.failNext('getQuestions', 'failed_to_fetch');
    const actor = await world.enterRoom(roomView({ startedAt: 0, questionsAt: 1_000 }));
    expect(actor.getSnapshot().status).toBe('done'); // a failed fetch fails the room, as before the countdown
    expect(world.notices).toEqual(['failed_to_fetch']);
  });
});

describe('roomLifecycle: the lobby', () => {
  const waiting = (players = [playerView(ME, 1), playerView('p2', 2)]) =>
    groupRoom({ status: 'waiting', startedAt: null, players });

  it('lets the owner start once another player is in, then plays when the room starts', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting([playerView(ME, 1)]));
    // what the lobby's Start button asks: the machine's own rule
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(false);
    actor.send({ type: 'start' });
    await world.flush();
    expect(world.callsOf('startRoom')).toEqual([]);
    world.joinAs('p2', 'ABC234');
    await world.flush();
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(true);
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(false); // one Start at a time
    await world.flush();
    expect(world.callsOf('startRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(phaseOf(actor)).toBe('playing.question.open');
  });

  it('does not let a player who is not the owner start the room', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting(), 'p2');
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(false);
    actor.send({ type: 'start' });
    await world.flush();
    expect(world.callsOf('startRoom')).toEqual([]);
  });

  it('shows why the room could not start', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting());
    world.failNext('startRoom', 'not_enough_coins');
    actor.send({ type: 'start' });
    await world.flush();
    expect(world.notices).toEqual(['not_enough_coins']);
    expect(phaseOf(actor)).toBe('lobby.idle');
  });

  it('beats as the lobby, names the others not in it (silent past a beat, or gone to another screen), and says so as the page goes', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting([playerView(ME, 1), playerView('p2', 2), playerView('p3', 3)]));
    expect(world.callsOf('heartbeat')).toEqual([{ roomId: 'room-1', inLobby: true }]);
    expect(actor.getSnapshot().context.lobbyAway).toEqual([]);
    // p3 opens another screen of the app: away at once; p2's tab closes: away once a beat and its slack pass
    world.update('room-1', (view) => ({
      ...view,
      players: view.players.map((p) => (p.uid === 'p3' ? { ...p, inLobby: false } : p)),
    }));
    world.silence('p2');
    await world.advance(1000);
    expect(actor.getSnapshot().context.lobbyAway).toEqual(['p3']);
    await world.advance(world.config.heartbeatMs + 2000);
    expect(actor.getSnapshot().context.lobbyAway).toEqual(['p2', 'p3']);
    expect(world.callsOf('leftLobby')).toEqual([]);
    actor.stop();
    expect(world.callsOf('leftLobby')).toEqual([{ roomId: 'room-1' }]);
  });

  it('lets the owner remove a seated player; the seat empties through the listener, a refusal is told', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting());
    world.failNext('removePlayer', 'battle_started');
    actor.send({ type: 'remove', uid: 'p2' });
    await world.flush();
    expect(world.notices).toEqual(['battle_started']);
    expect(phaseOf(actor)).toBe('lobby.idle');
    actor.send({ type: 'remove', uid: 'p2' });
    await world.flush();
    expect(world.callsOf('removePlayer')).toEqual([
      { roomId: 'room-1', uid: 'p2' },
      { roomId: 'room-1', uid: 'p2' },
    ]);
    expect(actor.getSnapshot().context.room?.players.map((player) => player.uid)).toEqual([ME]);
    expect(phaseOf(actor)).toBe('lobby.idle');
  });

  it('does not let a player who is not the owner remove anyone', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting(), 'p2');
    actor.send({ type: 'remove', uid: ME });
    await world.flush();
    expect(world.callsOf('removePlayer')).toEqual([]);
  });

  it('lets the owner delete the room without telling the owner it was deleted', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting());
    actor.send({ type: 'delete' });
    await world.flush();
    expect(world.callsOf('deleteRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
    expect(world.notices).toEqual([]);
  });

  it('deletes the room when its owner leaves the lobby', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting());
    actor.send({ type: 'leave' });
    await world.flush();
    expect(world.callsOf('deleteRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(world.callsOf('leaveRoom')).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
  });

  it('returns to the lobby when deleting fails', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting());
    world.failNext('deleteRoom', 'failed_to_fetch');
    actor.send({ type: 'delete' });
    await world.flush();
    expect(world.notices).toEqual(['failed_to_fetch']);
    expect(phaseOf(actor)).toBe('lobby.idle');
  });

  it('ignores delete from a player who is not the owner; their leave leaves', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting(), 'p2');
    actor.send({ type: 'delete' });
    await world.flush();
    expect(world.callsOf('deleteRoom')).toEqual([]);
    actor.send({ type: 'leave' });
    await world.flush();
    expect(world.callsOf('leaveRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'left' });
  });

  it("tells the others 'room_deleted_by_owner'", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(waiting(), 'p2');
    world.update('room-1', (view) => ({ ...view, status: 'deleted' }));
    await world.flush();
    expect(world.notices).toEqual(['room_deleted_by_owner']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
  });

  it.each(['declined', 'lapsed'] as const)(
    'tells the challenger waiting in the lobby why their challenge ended (%s)',
    async (why) => {
      const world = createBattleWorld();
      const actor = await world.enterRoom(waiting());
      world.update('room-1', (view) => ({
        ...view,
        status: 'deleted',
        challenge: { fromName: 'Ann', toUid: 'p2', toName: 'Ben', end: why },
      }));
      await world.flush();
      expect(world.notices).toEqual([challengeEndCodes[why]]);
      expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
    },
  );
});

describe('roomLifecycle: leaving and losing the room', () => {
  it('leaves mid-game through the API and stops the heartbeat', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    actor.send({ type: 'leave' });
    await world.flush();
    expect(world.callsOf('leaveRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'left' });
    const beats = world.callsOf('heartbeat').length;
    await world.advance(world.config.heartbeatMs * 3);
    expect(world.callsOf('heartbeat')).toHaveLength(beats);
  });

  it("says 'room_deleted' when the room vanishes before it finished", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.vanish('room-1');
    await world.flush();
    expect(world.notices).toEqual(['room_deleted']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
  });

  it("says the stream's failure as a failure to fetch, never the engine's text, and fails", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView());
    world.breakStream('room-1', 'Missing or insufficient permissions.');
    await world.flush();
    expect(world.notices).toEqual(['failed_to_fetch']);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed' });
  });

  it('sends a heartbeat every heartbeat interval while in the room', async () => {
    const world = createBattleWorld();
    await world.enterRoom(roomView());
    await world.advance(world.config.heartbeatMs * 3);
    expect(world.callsOf('heartbeat')).toHaveLength(4);
  });
});

describe('roomLifecycle: an asynchronous challenge (seats play at different times)', () => {
  const answers = ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, correct: true, points: 4, ms: 900 }));
  // until its end the view holds only the player's own seat (src/realtime/room-view.ts)
  const mineOnly = playerView(ME, 1, { answers, points: 12, state: 'finished' });

  it("one's own last answer is not the end: it waits for the room's end, then shows both seats' result", async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView({ type: 'async', players: [mineOnly] }));
    await world.advance(60_000);
    expect(phaseOf(actor)).toBe('playing.waitingForOthers');
    world.put(
      roomView({
        type: 'async',
        status: 'finished',
        players: [mineOnly, playerView('friend', 2, { points: 4, state: 'finished' })],
      }),
    );
    await world.flush();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'finished', result: { outcome: 'win' } });
  });

  it('a challenge the friend declined or let lapse ends like a deletion, told in its own words', async () => {
    const world = createBattleWorld();
    const actor = await world.enterRoom(roomView({ type: 'async', players: [mineOnly] }));
    world.put(roomView({ type: 'async', status: 'expired', players: [mineOnly] }));
    await world.flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'deleted' });
    expect(world.notices).toContain('challenge_expired');
  });
});
