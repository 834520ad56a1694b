import { NEVER } from 'rxjs';
import { assign, fromObservable, fromPromise, setup } from 'xstate';
import type { BattleQuestion, PlayedRoom, PlayerAnswer, RoomRef, RoomView, SeatReview } from './battle-types';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';

// A finished room for one player: the result screen with the coins the server paid out, and the
// review of answers (each question, the player's pick, the right option). The battle invokes it
// with what its room machine gathered during play; after a reload that is only the room, and the
// server's records fill in the rest: the questions, and the picks and right options it reveals.

export interface BattleReviewInput extends PlayedRoom {
  uid: string;
  roomId: string;
}

export type BattleReviewContext = BattleReviewInput;

/** The review child's input, from the context of a battle whose room finished (its `played` is set then). */
export const reviewInput = ({
  context,
}: {
  context: { uid: string; roomId?: string; played: PlayedRoom | null };
}): BattleReviewInput => ({
  ...context.played!,
  uid: context.uid,
  roomId: context.roomId ?? '',
});

export type BattleReviewEvent = { type: 'review' } | { type: 'back' };

/** One question of the review, as the screen shows it. */
export interface ReviewedQuestion {
  question: BattleQuestion;
  /** the right option, once the server has revealed it */
  right: string | null;
  /** the option picked; null: the time ran out; undefined: not picked */
  picked: string | null | undefined;
  /** the server's grading of the player's answer; undefined: none recorded */
  graded: PlayerAnswer | undefined;
}

export function reviewedQuestions(context: BattleReviewContext): ReviewedQuestion[] {
  const recorded = context.room.players.find((player) => player.uid === context.uid)?.answers ?? [];
  return context.questions.map((question) => ({
    question,
    right: context.revealed[question.id] ?? null,
    picked: context.picks[question.id],
    graded: recorded.find((answer) => answer.questionId === question.id),
  }));
}

/** The coins the server paid this player when it finished the room; undefined until it has. */
export const coinsPaid = (context: BattleReviewContext): number | undefined =>
  context.room.result?.standings.find((standing) => standing.uid === context.uid)?.coins;

/** This player's rating move in this battle; undefined until the room is settled, and always in a bot game. */
export const ratingMove = (context: BattleReviewContext) =>
  context.room.result?.standings.find((standing) => standing.uid === context.uid)?.rating;

export const battleReview = setup({
  types: {
    context: {} as BattleReviewContext,
    events: {} as BattleReviewEvent,
    input: {} as BattleReviewInput,
  },
  actors: {
    roomStream: fromObservable<RoomView | null, RoomRef>(() => NEVER),
    getQuestions: fromPromise<BattleQuestion[], RoomRef>(notProvided('getQuestions')),
    reviewSeat: fromPromise<SeatReview, RoomRef>(notProvided('reviewSeat')),
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    storeRoom: assign((_, { room }: { room: RoomView }) => ({ room })),
    storeQuestions: assign((_, { questions }: { questions: BattleQuestion[] }) => ({ questions })),
    // the server's record wins over what the client noted during play
    storeReview: assign(({ context }, { review }: { review: SeatReview }) => ({
      picks: { ...context.picks, ...review.picks },
      revealed: { ...context.revealed, ...review.revealed },
    })),
  },
  guards: {
    present: (_, { room }: { room: RoomView | null | undefined }) => room !== null && room !== undefined,
    haveQuestions: ({ context }) => context.questions.length > 0,
  },
}).createMachine({
  id: 'battleReview',
  context: ({ input }) => input,
  type: 'parallel',
  // the settlement lands on the room after the result (and a last grading may still be on its way)
  invoke: {
    src: 'roomStream',
    input: ({ context }) => ({ roomId: context.roomId }),
    onSnapshot: {
      guard: { type: 'present', params: ({ event }) => ({ room: event.snapshot.context }) },
      actions: { type: 'storeRoom', params: ({ event }) => ({ room: event.snapshot.context as RoomView }) },
    },
  },
  states: {
    screen: {
      initial: 'result',
      states: {
        result: { on: { review: 'answers' } },
        answers: { on: { back: 'result' } },
      },
    },
    // asked when the player first opens the review: the right options are all revealed by then
    questions: {
      initial: 'unasked',
      states: {
        unasked: {
          always: { guard: 'haveQuestions', target: 'known' },
          on: { review: 'loading' },
        },
        loading: {
          invoke: {
            src: 'getQuestions',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: {
              target: 'known',
              actions: { type: 'storeQuestions', params: ({ event }) => ({ questions: event.output }) },
            },
            onError: {
              target: 'unasked',
              actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        known: {},
      },
    },
    answers: {
      initial: 'unasked',
      states: {
        unasked: { on: { review: 'loading' } },
        loading: {
          invoke: {
            src: 'reviewSeat',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: {
              target: 'known',
              actions: { type: 'storeReview', params: ({ event }) => ({ review: event.output }) },
            },
            onError: {
              target: 'unasked',
              actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        known: {},
      },
    },
  },
});
