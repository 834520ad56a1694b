import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';

// Starting an exam from its key dialog: the key and the agreement to the rules are checked here,
// the key by the server ('Invalid exam key'); once it opens the exam, the play page takes over.

export interface ExamKey {
  examId: string;
  key: string;
}

export interface ExamStartContext {
  examId: string;
  /** the key as the server accepted it (trimmed) */
  key: string;
  /** the last refusal, shown in the dialog (toasts stay below a modal) */
  error: Message | null;
}

export type ExamStartEvent = { type: 'start'; key: string; agreed: boolean };

/** A refusal is said in the dialog and as a toast (toasts stay below a modal dialog). */
const refusal = (message: Message) =>
  [
    { type: 'keepError', params: { message } },
    { type: 'notify', params: { message } },
  ] as const;

export const examStart = setup({
  types: {
    context: {} as ExamStartContext,
    events: {} as ExamStartEvent,
    input: {} as { examId: string },
    output: {} as ExamKey,
  },
  actors: {
    startExam: fromPromise<void, ExamKey>(notProvided('startExam')),
  },
  actions: {
    notify: (_args, _params: { message: Message }) => {},
    keepError: assign((_, { message }: { message: Message }) => ({ error: message })),
  },
  guards: {
    noKey: ({ event }) => event.key.trim() === '',
    notAgreed: ({ event }) => !event.agreed,
  },
}).createMachine({
  id: 'examStart',
  context: ({ input }) => ({ examId: input.examId, key: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        start: [
          { guard: 'noKey', actions: refusal({ code: 'enter_exam_key' }) },
          { guard: 'notAgreed', actions: refusal({ code: 'agree_exam_rules' }) },
          { target: 'starting', actions: assign({ key: ({ event }) => event.key.trim(), error: null }) },
        ],
      },
    },
    starting: {
      invoke: {
        src: 'startExam',
        input: ({ context }) => ({ examId: context.examId, key: context.key }),
        onDone: 'started',
        onError: {
          target: 'idle',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
      },
    },
    started: { type: 'final' },
  },
  output: ({ context }) => ({ examId: context.examId, key: context.key }),
});
