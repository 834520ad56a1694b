// Reports of wrong or unclear questions: questionReports/{id} { question_id, mode, uid, message, date }.
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { notFound } from '../errors.ts';

/** report_question takes any question; multi_match_report_question only multi match ones. */
const reportAction = (onlyMultiMatch: boolean, spec: typeof contract.report_question) =>
  defineAction(spec, {
    auth: 'user',
    async handler(input, ctx) {
      const question = (await questionsCol(ctx.db).doc(input.question_id).get()).data() as QuestionDoc | undefined;
      if (!question || (onlyMultiMatch && question.mode !== 'multi_match')) throw notFound();
      const ref = ctx.db.collection('questionReports').doc();
      await ref.create({
        question_id: question.id,
        mode: question.mode,
        uid: ctx.uid,
        message: input.message,
        date: ctx.now(),
      });
      return { id: ref.id, question_id: question.id };
    },
  });

export const reportActions = {
  report_question: reportAction(false, contract.report_question),
  multi_match_report_question: reportAction(true, contract.multi_match_report_question),
};
