// The exam's commands over the API, as the actors and the finish its machines invoke: a key checked
// before the exam opens, the exam opened (or resumed) by its key, and the hand-in with the rules' record.
import type { ActorSystem } from 'xstate';
import { fromPromise } from 'xstate';
import type { ExamKey } from '../../../machines/exam-start.ts';
import { examRecord, type OpenedExam } from '../../../machines/exam-session.ts';
import type { QuizResult } from '../../../machines/quiz-types.ts';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';
import { toExamResult } from '../../quiz-engine/served-question.ts';

const openBy = ({ examId, key }: ExamKey) => orThrow(api.get_exam_module_questions({ exam_module_id: examId, exam_key: key }));

/** The key is right and the exam is open to this player (the server refuses otherwise). */
export const checkExamKey = fromPromise<void, ExamKey>(async ({ input }) => {
  await openBy(input);
});

/** The exam's questions; a resumed exam goes on after the questions answered already, whose answers stand. */
export const openExam = fromPromise<OpenedExam, ExamKey>(async ({ input }) => {
  const start = await openBy(input);
  return {
    title: start.exam.title,
    secondsLeft: start.seconds_left,
    answeredCount: start.answered_ids?.length ?? 0,
    served: { ...start, questions: start.questions.filter((q) => !start.answered_ids?.includes(q.id)) },
  };
});

/** Hands the exam in with what its rules recorded in this actor system (violations, captured questions). */
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
