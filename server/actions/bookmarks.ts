// Bookmarks: users/{uid}/bookmarks/{questionId} { question_id, type, date }. Playing them back is a
// practice session (mode 'bookmark': graded, no coins, no score).
import type { Firestore } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { questionsCol, readQuestions, type QuestionDoc, type QuestionMode } from '../content/catalog.ts';
import { badRequest, notFound } from '../errors.ts';
import { openSession, titleOf } from '../quiz/session.ts';

/** Contest and exam questions stay with their contest and exam. */
const bookmarkable = new Set<QuestionMode>(['quiz', 'true_false', 'daily', 'fun_n_learn', 'guess_the_word', 'audio', 'math']);

const bookmarksCol = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection('bookmarks');

export const bookmarkActions = {
  get_bookmark: defineAction(contract.get_bookmark, {
    auth: 'user',
    async handler(input, ctx) {
      const snap = await bookmarksCol(ctx.db, ctx.uid).where('type', '==', input.type).get();
      const marks = snap.docs.sort((a, b) => a.get('date').toMillis() - b.get('date').toMillis());
      const questions = await readQuestions(ctx.db, marks.map((d) => d.id));
      if (questions.length === 0) return { session_id: null, questions: [] };
      return openSession(
        ctx.db,
        {
          uid: ctx.uid,
          mode: 'bookmark',
          params: { language_id: questions[0]!.language_id, title: titleOf('bookmark') },
          questions,
          secondsPerQuestion: 0,
        },
        ctx.now(),
      );
    },
  }),

  set_bookmark: defineAction(contract.set_bookmark, {
    auth: 'user',
    async handler(input, ctx) {
      const ref = bookmarksCol(ctx.db, ctx.uid).doc(input.question_id);
      if (input.status === '0') {
        const removed = await ctx.db.runTransaction(async (tx) => {
          if (!(await tx.get(ref)).exists) return false;
          tx.delete(ref);
          return true;
        });
        if (!removed) throw badRequest('Cannot Remove Question from Bookmark.');
        return { question_id: input.question_id, bookmarked: false };
      }
      const question = (await questionsCol(ctx.db).doc(input.question_id).get()).data() as QuestionDoc | undefined;
      if (!question || !bookmarkable.has(question.mode)) throw notFound();
      await ref.set({ question_id: question.id, type: input.type, date: ctx.now() });
      return { question_id: question.id, bookmarked: true };
    },
  }),
};
