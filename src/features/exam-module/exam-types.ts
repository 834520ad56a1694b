// The exam module's replies (server/actions/exams.ts), as the contract types them.
import type { api, ReplyOf } from '../../api/api.ts';

/** `duration`: minutes; obtained_marks, correct_answers, wrong_answers, total_duration and rules_violated: completed exams only. */
export type ExamRow = ReplyOf<typeof api.get_exam_module>['rows'][number];

/** `seconds_left`: the time left by the server's clock (a resumed exam's kept running); `answered_ids`: a resumed exam's questions answered already (their answers are kept). */
export type ExamStart = ReplyOf<typeof api.get_exam_module_questions>;

export const examBase = '/exam-module';
