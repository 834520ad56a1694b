// The quiz session machine with its effects provided over the API. A mode gives its own loader
// (and, for exams, its own finish); grading, lifelines and the result are the same for all.
import { useActorRef } from '@xstate/react';
import toast from 'react-hot-toast';
import { fromPromise, type ActorRefFrom, type ActorSystem } from 'xstate';
import { quizSession, type QuizSessionMachine } from '../../machines/quiz-session.ts';
import type { QuizMode, QuizResult, QuizTiming } from '../../machines/quiz-types.ts';
import { cueAction } from '../lib/cues.ts';
import { useSettings } from '../stores/settings.ts';
import { textOf } from '../i18n/message-text.ts';
import {
  decodeCorrectAnswer,
  encodeAnswer,
  toQuizQuestion,
  toQuizResult,
  type SessionReply,
} from './served-question.ts';
import { api } from '../api/api.ts';
import { ApiError, orThrow } from '../api/client.ts';

export interface QuizSpec {
  mode: QuizMode;
  /** The mode's question-serving call (given the machine's params). */
  load: (params: Record<string, unknown>) => Promise<SessionReply>;
  /** Default: quiz_finish. The system is the actor system the session runs in (the exam's hand-in reads its rules there). */
  finish?: (sessionId: string, system: ActorSystem<any>) => Promise<QuizResult>;
  timing?: QuizTiming;
  /** Seconds per question, or for the whole quiz with 'total' timing; default the server's question time. */
  seconds?: number;
  lifelines?: boolean;
  /** Whatever identifies the play (for the machine's input only). */
  params?: Record<string, unknown>;
  /** Wait for the player's Start before opening the set (the machine's 'ready'). */
  startScreen?: boolean;
}

export type QuizActor = ActorRefFrom<QuizSessionMachine>;

const finishByDefault = async (sessionId: string) =>
  toQuizResult(await orThrow(api.quiz_finish({ session_id: sessionId })));

/** The quiz session machine with the mode's loader and finish. */
export function quizLogic(spec: Pick<QuizSpec, 'load' | 'finish'>) {
  return quizSession.provide({
    actors: {
      loadQuestions: fromPromise(async ({ input }) => {
        try {
          const reply = await spec.load(input.params);
          return {
            sessionId: reply.session_id ?? '',
            questions: reply.questions.map((q) => toQuizQuestion(q, input.mode)),
          };
        } catch (error) {
          // The server answers an empty pool with 404 'No questions found': the empty state, not an error.
          if (error instanceof ApiError && error.code === 'no_questions') return { sessionId: '', questions: [] };
          throw error;
        }
      }),
      gradeAnswer: fromPromise(async ({ input }) => {
        const reply = await orThrow(
          api.quiz_answer({
            session_id: input.sessionId,
            question_id: input.questionId,
            answer: encodeAnswer(input.answer),
          }),
        );
        // the explanation, kept with the answer for the review
        return {
          correct: reply.correct,
          correctAnswer: decodeCorrectAnswer(reply.correct_answer),
          ...(reply.note ? { note: reply.note } : {}),
        };
      }),
      useLifeline: fromPromise(async ({ input }) => {
        const reply = await orThrow(
          api.quiz_lifeline({
            session_id: input.sessionId,
            question_id: input.questionId,
            lifeline: input.lifeline,
          }),
        );
        return { removeOptionIds: reply.removed, poll: reply.poll };
      }),
      getHint: fromPromise(async ({ input }) => {
        const reply = await orThrow(
          api.guess_word_hint({ session_id: input.sessionId, question_id: input.questionId }),
        );
        return { hint: reply.hint, letter: reply.letter };
      }),
      finish: fromPromise(({ input, system }) => (spec.finish ?? finishByDefault)(input.sessionId, system)),
    },
    actions: {
      notify: (_, { message }) => void toast.error(textOf(message), { id: message.code }),
      cue: cueAction,
    },
  });
}

export function useQuizSession(spec: QuizSpec): QuizActor {
  const questionSeconds = useSettings((s) => s.config.question_seconds);
  const machine = quizLogic(spec);

  const actor = useActorRef(machine, {
    input: {
      mode: spec.mode,
      params: spec.params ?? {},
      timing: spec.timing ?? 'per-question',
      questionSeconds: spec.seconds ?? questionSeconds,
      lifelinesAllowed: spec.lifelines ?? false,
      startScreen: spec.startScreen ?? false,
    },
  });
  return actor;
}
