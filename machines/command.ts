// One command a form or a button sends to the server: idle, sending (tagged 'busy'; another SEND
// meanwhile is ignored, so a double click sends once), then idle again with the reply handed to
// `done`, or with the server's refusal in context. The app provides `send`; views send SEND and
// read the tag and the refusal, or the app handles it in `refused` (a toast for a button).
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, notProvided } from './commands.ts';

export interface CommandContext {
  /** The server's message for the last refusal; cleared by the next SEND. */
  refusal: string | null;
}

export type CommandEvent = { type: 'SEND'; input: unknown };

export const command = setup({
  types: {
    context: {} as CommandContext,
    events: {} as CommandEvent,
  },
  actors: {
    send: fromPromise<unknown, unknown>(notProvided('send')),
  },
  actions: {
    done: (_args, _params: { reply: unknown }) => {},
    refused: (_args, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'command',
  context: { refusal: null },
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'sending' } },
    sending: {
      tags: ['busy'],
      entry: assign({ refusal: null }),
      invoke: {
        src: 'send',
        input: ({ event }: { event: CommandEvent }) => event.input,
        onDone: { target: 'idle', actions: { type: 'done', params: ({ event }) => ({ reply: event.output }) } },
        onError: {
          target: 'idle',
          actions: [assign({ refusal: ({ event }) => errorMessage(event.error) }), { type: 'refused', params: ({ event }) => ({ message: errorMessage(event.error) }) }],
        },
      },
    },
  },
});
