// Reports of wrong or unclear questions: questionReports/{id} { question_id, mode, uid, message, date }.
import { z } from 'zod';
import { defineAction } from '../action.ts';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { limits, requiredId, requiredText } from '../fields.ts';
import { notFound } from '../errors.ts';

const reasonMessage = 'Please provide a reason for reporting';

/** report_question takes any question; multi_match_report_question only multi match ones. */
const reportAction = (onlyMultiMatch: boolean) =>
  defineAction({
    auth: 'user',
    input: z.object({ question_id: requiredId, message: requiredText(limits.message, reasonMessage) }),
    async handler(input, ctx) {
      const question = (await questionsCol(ctx.db).doc(input.question_id).get()).data() as QuestionDoc | undefined;
      if (!question || (onlyMultiMatch && question.mode !== 'multi_match')) throw notFound();
      const ref = ctx.db.collection('questionReports').doc();
      await ref.create({ question_id: question.id, mode: question.mode, uid: ctx.uid, message: input.message, date: ctx.now() });
      return { id: ref.id, question_id: question.id };
    },
  });

export const reportActions = {
  report_question: reportAction(false),
  multi_match_report_question: reportAction(true),
};
