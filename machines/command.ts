// One command a form or a button sends to the server: idle, sending (tagged 'busy'; another send
// meanwhile is ignored, so a double click sends once), then idle again with the reply handed to
// `done`, or with the server's refusal in context. The app provides `send`; views send `send` and
// read the tag and the refusal, or the app handles it in `refused` (a toast for a button).
import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';

export interface CommandContext {
  /** The server's refusal (a message code) for the last send; cleared by the next. */
  refusal: Message | null;
}

export type CommandEvent = { type: 'send'; input: unknown };

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
    refused: (_args, _params: { message: Message }) => {},
  },
}).createMachine({
  id: 'command',
  context: { refusal: null },
  initial: 'idle',
  states: {
    idle: { on: { send: 'sending' } },
    sending: {
      tags: ['busy'],
      entry: assign({ refusal: null }),
      invoke: {
        src: 'send',
        input: ({ event }: { event: CommandEvent }) => event.input,
        onDone: { target: 'idle', actions: { type: 'done', params: ({ event }) => ({ reply: event.output }) } },
        onError: {
          target: 'idle',
          actions: [
            assign({ refusal: ({ event }) => errorMessage(event.error) }),
            { type: 'refused', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
      },
    },
  },
});
