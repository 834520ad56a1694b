import { fromPromise, setup } from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';

// The review of a single-player round's answers, which costs coins when the system configuration
// says so: asked, confirmed, paid through the server (which refuses a player who cannot pay), then
// open. Once paid it opens again for free.

export interface PaidReviewInput {
  /** coins the review costs; 0: free */
  cost: number;
}

export type PaidReviewEvent = { type: 'review' } | { type: 'confirm' } | { type: 'cancel' } | { type: 'close' };

export const paidReview = setup({
  types: {
    context: {} as PaidReviewInput,
    events: {} as PaidReviewEvent,
    input: {} as PaidReviewInput,
  },
  actors: {
    pay: fromPromise<void, PaidReviewInput>(notProvided('pay')),
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
  },
  guards: {
    free: ({ context }) => context.cost <= 0,
  },
}).createMachine({
  id: 'paidReview',
  context: ({ input }) => input,
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'free', target: 'paid' }, { target: 'unpaid' }] },
    unpaid: {
      initial: 'closed',
      states: {
        closed: { on: { review: 'confirming' } },
        confirming: { on: { confirm: 'paying', cancel: 'closed' } },
        paying: {
          invoke: {
            src: 'pay',
            input: ({ context }) => context,
            onDone: '#paidReview.paid.open',
            onError: {
              target: 'closed',
              actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
      },
    },
    paid: {
      initial: 'closed',
      states: {
        closed: { on: { review: 'open' } },
        open: { on: { close: 'closed' } },
      },
    },
  },
});
