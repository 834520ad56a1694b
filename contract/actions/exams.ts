// The exam module: an exam opens with its key, once per player, and runs for its duration.
import { z } from 'zod';
import { action } from '../action.ts';
import { idList, languageField, limits, pageFields, requiredId, requiredText, zoneFields } from '../fields.ts';
import { onceSessionReply, playOutcome } from '../play.ts';

/** '1', 'true' or 'yes' is true. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes'].includes(v.trim().toLowerCase()) : v),
  z.boolean(),
);

const exam = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  duration: z.number(),
  total_marks: z.number(),
  no_of_que: z.number(),
  status: z.enum(['pending', 'ongoing', 'completed']),
  // completed exams only
  obtained_marks: z.number().optional(),
  correct_answers: z.number().optional(),
  wrong_answers: z.number().optional(),
  total_duration: z.number().optional(),
  rules_violated: z.boolean().optional(),
});

/** Why an exam ended: away longer than the tolerance, out of time, or handed in. */
export const examEndings = ['left', 'time', 'submitted'] as const;

export const examContract = {
  get_exam_module: action(
    z.object({ language_id: languageField, type: z.enum(['1', '2']).optional(), ...pageFields(20), ...zoneFields }),
    z.object({ total: z.number(), rows: z.array(exam) }),
  ),
  get_exam_module_questions: action(
    z.object({ exam_module_id: requiredId, exam_key: requiredText(limits.text, 'enter_exam_key') }),
    onceSessionReply.extend({
      seconds_left: z.number(),
      exam: z.object({ id: z.string(), title: z.string(), duration: z.number(), total_marks: z.number() }),
    }),
  ),
  /**
   * The exam page's heartbeat (every few seconds, machines/exam-rules.ts examHeartbeatMs, and at once
   * when the page is left or comes back): whether it is there now. The server keeps when the page was
   * left and came back by its own clock, and says when the exam has ended (`ended`).
   */
  exam_heartbeat: action(
    z.object({ session_id: requiredId, visible: flag }),
    z.object({ ended: z.enum(examEndings).nullable() }),
  ),
  /**
   * The marks are the server's: the client's obtained_marks, total_duration and statistics are not
   * trusted, and its rules_violated and captured_question_ids are at most informational: the
   * violations and the questions captured are the server's record of the page's heartbeats.
   */
  set_exam_module_result: action(
    z.object({
      exam_module_id: requiredId,
      rules_violated: flag.optional().default(false),
      captured_question_ids: idList,
    }),
    playOutcome,
  ),
};
