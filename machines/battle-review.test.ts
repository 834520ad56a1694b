import { describe, expect, it } from 'vitest';
import type { Actor } from 'xstate';
import { coinsPaid, reviewedQuestions, type battleReview } from './battle-review';
import {
  ME,
  playerView,
  questionBank,
  RIGHT,
  roomView,
  WRONG,
  createBattleWorld,
  type BattleWorld,
} from './battle-test-kit';

type ReviewActor = Actor<typeof battleReview>;

/** Plays room-1 to its end (ME: right, wrong, then the time runs out) and returns the room machine's exit. */
async function playedRoom(world: BattleWorld) {
  const room = await world.enterRoom(roomView());
  await world.answerEach(room, [RIGHT, WRONG]);
  await world.advance(world.config.questionSeconds * 1000 + world.config.revealMs);
  await world.playAs('room-1', 'rival', [true, true, true]);
  const exit = room.getSnapshot().output;
  if (exit?.kind !== 'finished') throw new Error(`the room ended ${exit?.kind}`);
  return exit.played;
}

const screen = (actor: ReviewActor) => (actor.getSnapshot().value as { screen: string }).screen;
const shown = (actor: ReviewActor) =>
  reviewedQuestions(actor.getSnapshot().context).map(({ question, right, picked, graded }) => ({
    id: question.id,
    right,
    picked,
    correct: graded?.correct,
  }));

const reviewedAll = [
  { id: 'q1', right: RIGHT, picked: RIGHT, correct: true },
  { id: 'q2', right: RIGHT, picked: WRONG, correct: false },
  { id: 'q3', right: RIGHT, picked: null, correct: false },
];

describe('battleReview: the result', () => {
  it("shows the coins once the server has settled the room, from the room's listener", async () => {
    const world = createBattleWorld();
    const played = await playedRoom(world);
    const actor = await world.start(world.reviewLogic, { ...played, uid: ME, roomId: 'room-1' });
    expect(screen(actor)).toBe('result');
    expect(coinsPaid(actor.getSnapshot().context)).toBeUndefined();
    world.update('room-1', (view) => ({
      ...view,
      result: {
        drawn: false,
        standings: [
          { uid: 'rival', coins: 10 },
          { uid: ME, coins: 0 },
        ],
      },
    }));
    await world.flush();
    expect(coinsPaid(actor.getSnapshot().context)).toBe(0);
  });

  it('asks the server nothing until the player opens the review, and goes back to the result', async () => {
    const world = createBattleWorld();
    const played = await playedRoom(world);
    const actor = await world.start(world.reviewLogic, { ...played, uid: ME, roomId: 'room-1' });
    expect(world.callsOf('reviewSeat')).toEqual([]);
    actor.send({ type: 'review' });
    await world.flush();
    expect(screen(actor)).toBe('answers');
    actor.send({ type: 'back' });
    expect(screen(actor)).toBe('result');
  });
});

describe('battleReview: the answers', () => {
  it('shows what play gathered at once and asks the server only for the picks and right options', async () => {
    const world = createBattleWorld();
    const played = await playedRoom(world);
    const actor = await world.start(world.reviewLogic, { ...played, revealed: {}, uid: ME, roomId: 'room-1' });
    actor.send({ type: 'review' });
    expect(shown(actor)).toEqual(reviewedAll.map((question) => ({ ...question, right: null })));
    await world.flush();
    expect(world.callsOf('getQuestions')).toHaveLength(1); // the room machine's, during play
    expect(world.callsOf('reviewSeat')).toEqual([{ roomId: 'room-1' }]);
    expect(shown(actor)).toEqual(reviewedAll);
  });

  it('after a reload rebuilds the whole review from the server: the questions, the graded answers, the picks and the right options', async () => {
    const world = createBattleWorld();
    const { room } = await playedRoom(world);
    const actor = await world.start(world.reviewLogic, {
      room,
      questions: [],
      picks: {},
      revealed: {},
      uid: ME,
      roomId: 'room-1',
    });
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().matches({ questions: 'loading' })).toBe(true);
    await world.flush();
    expect(world.callsOf('getQuestions')).toHaveLength(2);
    expect(actor.getSnapshot().context.questions).toEqual(questionBank.slice(0, 3));
    expect(shown(actor)).toEqual(reviewedAll);
  });

  it('names no right option the server has not revealed, and shows a question the player never reached as not answered', async () => {
    const world = createBattleWorld();
    const room = roomView({ players: [playerView(ME, 1, { state: 'left' }), playerView('rival', 2)] });
    world.put(room);
    const actor = await world.start(world.reviewLogic, {
      room,
      questions: [],
      picks: {},
      revealed: {},
      uid: ME,
      roomId: 'room-1',
    });
    actor.send({ type: 'review' });
    await world.flush();
    expect(shown(actor)).toEqual(
      ['q1', 'q2', 'q3'].map((id) => ({ id, right: null, picked: undefined, correct: undefined })),
    );
  });

  it('says why the review was refused, and asks again the next time it is opened', async () => {
    const world = createBattleWorld();
    const played = await playedRoom(world);
    const actor = await world.start(world.reviewLogic, { ...played, revealed: {}, uid: ME, roomId: 'room-1' });
    world.failNext('reviewSeat', 'failed_to_fetch');
    actor.send({ type: 'review' });
    await world.flush();
    expect(world.notices).toEqual(['failed_to_fetch']);
    expect(shown(actor).map((question) => question.right)).toEqual([null, null, null]);
    actor.send({ type: 'back' });
    actor.send({ type: 'review' });
    await world.flush();
    expect(world.callsOf('reviewSeat')).toHaveLength(2);
    expect(shown(actor)).toEqual(reviewedAll);
  });
});
