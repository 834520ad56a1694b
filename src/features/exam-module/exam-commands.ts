// The exam's commands over the API, as the actors and the finish its machines invoke: a key checked
// before the exam opens, the exam opened (or resumed) by its key, the page's heartbeat, and the hand-in.
import type { ActorSystem } from 'xstate';
import { fromPromise } from 'xstate';
import type { ExamKey } from '../../../machines/exam-start.ts';
import type { ExamCompletionReason, ExamHeartbeatInput } from '../../../machines/exam-rules.ts';
import { examRecord, type OpenedExam } from '../../../machines/exam-session.ts';
import type { QuizResult } from '../../../machines/quiz-types.ts';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';
import { toExamResult } from '../../quiz-engine/served-question.ts';

const openBy = ({ examId, key }: ExamKey) =>
  orThrow(api.get_exam_module_questions({ exam_module_id: examId, exam_key: key }));

/** The key is right and the exam is open to this player (the server refuses otherwise). */
export const checkExamKey = fromPromise<void, ExamKey>(async ({ input }) => {
  await openBy(input);
});

/** The exam's questions; a resumed exam goes on after the questions answered already, whose answers stand. */
export const openExam = fromPromise<OpenedExam, ExamKey>(async ({ input }) => {
  const start = await openBy(input);
  return {
    sessionId: start.session_id,
    title: start.exam.title,
    secondsLeft: start.seconds_left,
    answeredCount: start.answered_ids?.length ?? 0,
    served: { ...start, questions: start.questions.filter((q) => !start.answered_ids?.includes(q.id)) },
  };
});

/** The page's heartbeat: whether it is there; the server answers whether, and why, the exam has ended. */
export const examHeartbeat = fromPromise<ExamCompletionReason | null, ExamHeartbeatInput>(async ({ input }) => {
  // '0', not 0: the transport leaves out fields that are 0
  const reply = await orThrow(api.exam_heartbeat({ session_id: input.sessionId, visible: input.visible ? '1' : '0' }));
  return reply.ended;
});

/**
 * Hands the exam in once its rules have ended. What the rules recorded (violations, captured
 * questions) goes along for the record's sake: the server's own record of the heartbeats is what counts.
 */
export async function submitExam(examId: string, system: ActorSystem<any>): Promise<QuizResult> {
  const rules = await examRecord(system);
  const outcome = await orThrow(
    api.set_exam_module_result({
      exam_module_id: examId,
      rules_violated: rules.violations > 0 ? 1 : 0,
      captured_question_ids: JSON.stringify(rules.capturedQuestionIds),
    }),
  );
  return toExamResult(outcome);
}
