import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';

// Unlocking a premium category with coins: asked, confirmed, refused at once when the player's
// balance (from the player machine) is short, else unlocked by the server, which says why it refuses.

export interface LockedCategory {
  id: string;
  name: string;
  /** what unlocking costs */
  coins: number;
  /** where it opens */
  slug: string;
}

export interface CategoryUnlockContext {
  target: LockedCategory | null;
}

export type CategoryUnlockEvent =
  { type: 'ask'; category: LockedCategory } | { type: 'confirm'; balance: number } | { type: 'cancel' };

export const categoryUnlock = setup({
  types: {
    context: {} as CategoryUnlockContext,
    events: {} as CategoryUnlockEvent,
  },
  actors: {
    unlock: fromPromise<void, LockedCategory>(notProvided('unlock')),
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    /** the app's welcome: say so, open or reload the category */
    unlocked: (_args, _params: { category: LockedCategory }) => {},
  },
  guards: {
    short: ({ context }, { balance }: { balance: number }) => balance < (context.target?.coins ?? 0),
  },
}).createMachine({
  id: 'categoryUnlock',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      on: { ask: { target: 'confirming', actions: assign({ target: ({ event }) => event.category }) } },
    },
    confirming: {
      on: {
        confirm: [
          {
            guard: { type: 'short', params: ({ event }) => ({ balance: event.balance }) },
            target: 'idle',
            actions: { type: 'notify', params: { message: { code: 'not_enough_coins' } } },
          },
          { target: 'unlocking' },
        ],
        cancel: 'idle',
      },
    },
    unlocking: {
      invoke: {
        src: 'unlock',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'idle',
          actions: { type: 'unlocked', params: ({ context }) => ({ category: context.target! }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
  },
});
