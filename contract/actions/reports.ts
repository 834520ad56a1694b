// Reports of wrong or unclear questions.
import { z } from 'zod';
import { action } from '../action.ts';
import { limits, requiredId, requiredText } from '../fields.ts';

const report = () =>
  action(
    z.object({ question_id: requiredId, message: requiredText(limits.message, 'report_reason') }),
    z.object({ id: z.string(), question_id: z.string() }),
  );

export const reportContract = {
  report_question: report(),
  multi_match_report_question: report(),
};
