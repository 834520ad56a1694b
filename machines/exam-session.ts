import {
  assign,
  enqueueActions,
  forwardTo,
  fromPromise,
  sendTo,
  setup,
  waitFor,
  type ActorRefFrom,
  type ActorSystem,
  type SnapshotFrom,
} from 'xstate';
import type { Message } from '../contract/messages.ts';
import { errorMessage, notProvided } from './commands.ts';
import { examRules, type ExamCompletionReason, type ExamRulesEvent, type ExamRulesOutput } from './exam-rules.ts';
import { quizSession } from './quiz-session.ts';

// An exam from its opening to its result: the server opens it by its key (a reload opens it again,
// with the answers it holds and the time its own clock leaves), then the quiz session and the
// anti-cheat rules (which tell the server the page is there) run side by side as children and this machine joins them: the question on
// screen goes to the rules; the rules ending (a violation, the time up, a hand-in) hands the
// quiz in; the quiz ending on its own (its last answer) ends the rules; quitting hands it in.
// Start it with the system id `examSession`: the quiz's finish (the app's hand-in) reads the
// rules' record from it (`examRecord`).

export interface ExamSessionInput {
  examId: string;
  key: string;
  leaveToleranceMs: number;
}

/** What the server's opening gives the machine. */
export interface OpenedExam {
  /** the exam's play session: its heartbeats name it */
  sessionId: string;
  title: string;
  /** by the server's clock */
  secondsLeft: number;
  /** questions answered before this opening (a resumed exam); their answers stand */
  answeredCount: number;
  /** the questions still to answer as the server served them, for the quiz session's loader (`params.served`) */
  served: unknown;
}

export interface ExamSessionContext extends ExamSessionInput {
  opened: OpenedExam | null;
  /** why the exam could not be opened */
  error: Message | null;
  /** the question the rules were last told is on screen */
  questionId: string | null;
  /** what the rules recorded once they ended: what the hand-in reports */
  record: ExamRulesOutput | null;
}

export type ExamSessionEvent = Exclude<ExamRulesEvent, { type: 'question' }> | { type: 'quit' } | { type: 'retry' };

/** The rules' clock and the quiz's total time: the server's count, at least a second. */
export const examSeconds = (opened: OpenedExam | null) => Math.max(1, opened?.secondsLeft ?? 0);

export const examSessionId = 'examSession';

/** For the quiz's finish: the rules' record, once the rules have ended (the session ends them when the quiz finishes first). */
export async function examRecord(system: ActorSystem<any>): Promise<ExamRulesOutput> {
  const session = system.get(examSessionId) as ActorRefFrom<typeof examSession>;
  const { context } = await waitFor(session, (s) => s.context.record !== null);
  return context.record!;
}

const onScreen = (quiz: SnapshotFrom<typeof quizSession>) => quiz.context.questions[quiz.context.index]?.id ?? null;

export const examSession = setup({
  types: {
    context: {} as ExamSessionContext,
    events: {} as ExamSessionEvent,
    input: {} as ExamSessionInput,
    children: {} as { quiz: 'quiz'; rules: 'rules' },
  },
  actors: {
    openExam: fromPromise<OpenedExam, { examId: string; key: string }>(notProvided('openExam')),
    quiz: quizSession,
    rules: examRules,
  },
  actions: {
    /** a resumed exam: how many answers it kept */
    resumed: (_args, _params: { count: number }) => {},
    /** the rules ended the exam: away too long, or out of time */
    ended: (_args, _params: { reason: ExamCompletionReason }) => {},
  },
  guards: {
    questionChanged: ({ context }, { questionId }: { questionId: string | null }) =>
      questionId !== null && questionId !== context.questionId,
    quizFinishedFirst: ({ context }, { finishing }: { finishing: boolean }) => finishing && context.record === null,
  },
}).createMachine({
  id: 'examSession',
  context: ({ input }) => ({ ...input, opened: null, error: null, questionId: null, record: null }),
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        src: 'openExam',
        input: ({ context }) => ({ examId: context.examId, key: context.key }),
        onDone: {
          target: 'running',
          actions: [
            assign({ opened: ({ event }) => event.output, error: null }),
            enqueueActions(({ event, enqueue }) => {
              if (event.output.answeredCount > 0)
                enqueue({ type: 'resumed', params: { count: event.output.answeredCount } });
            }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: { retry: 'opening' },
    },
    running: {
      invoke: [
        {
          id: 'rules',
          systemId: 'examRules',
          src: 'rules',
          input: ({ context }) => ({
            sessionId: context.opened!.sessionId,
            durationSeconds: examSeconds(context.opened),
            leaveToleranceMs: context.leaveToleranceMs,
          }),
          onDone: {
            actions: [
              assign({ record: ({ event }) => event.output }),
              enqueueActions(({ event, enqueue }) => {
                if (event.output.reason !== 'submitted')
                  enqueue({ type: 'ended', params: { reason: event.output.reason } });
              }),
              sendTo('quiz', { type: 'finish' }),
            ],
          },
        },
        {
          id: 'quiz',
          src: 'quiz',
          input: ({ context }) => ({
            mode: 'exam',
            params: { exam: context.examId, served: context.opened?.served },
            timing: 'total',
            questionSeconds: examSeconds(context.opened),
            lifelinesAllowed: false,
            hideAnswers: true,
          }),
          onSnapshot: [
            {
              guard: { type: 'questionChanged', params: ({ event }) => ({ questionId: onScreen(event.snapshot) }) },
              actions: enqueueActions(({ event, enqueue }) => {
                const questionId = onScreen(event.snapshot);
                if (questionId === null) return;
                enqueue.assign({ questionId });
                enqueue.sendTo('rules', { type: 'question', questionId });
              }),
            },
            {
              guard: {
                type: 'quizFinishedFirst',
                params: ({ event }) => ({ finishing: event.snapshot.matches('finishing') }),
              },
              actions: sendTo('rules', { type: 'submit' }),
            },
          ],
          onDone: '.over',
        },
      ],
      on: {
        visibilityHidden: { actions: forwardTo('rules') },
        visibilityVisible: { actions: forwardTo('rules') },
        blur: { actions: forwardTo('rules') },
        focus: { actions: forwardTo('rules') },
        submit: { actions: forwardTo('rules') },
        // an exam cannot be left half done: quitting hands it in with the answers given
        quit: { actions: sendTo('rules', { type: 'submit' }) },
      },
      initial: 'taking',
      states: {
        taking: {},
        /** the quiz has its result (its child stays for the screen to render) */
        over: {},
      },
    },
  },
});
