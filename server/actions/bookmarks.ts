// Bookmarks: users/{uid}/bookmarks/{questionId} { question_id, type, date }. Playing them back is a
// practice session (mode 'bookmark': graded, no coins, no score), which shows the right options: so
// a battle question is never bookmarked nor played back (content/question-pools.ts), nor a question
// of a premium category the player has not unlocked.
import type { Firestore } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import {
  inBattlePool,
  questionsCol,
  readCategory,
  readQuestions,
  type QuestionDoc,
  type QuestionMode,
} from '../content/catalog.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { canPlayCategory } from '../quiz/progress.ts';
import { openSession, titleOf } from '../quiz/session.ts';

/** Contest and exam questions stay with their contest and exam. */
const bookmarkable = new Set<QuestionMode>([
  'quiz',
  'true_false',
  'daily',
  'fun_n_learn',
  'guess_the_word',
  'audio',
  'math',
]);

const bookmarksCol = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection('bookmarks');

/**
 * The questions the player may play back: no battle question, and none of a premium category they
 * have not unlocked (a category gates the questions of its own mode; True & False and the daily
 * pool only file theirs under one for statistics).
 */
async function playableBy(ctx: ActionContext, questions: QuestionDoc[]): Promise<QuestionDoc[]> {
  const ids = [...new Set(questions.map((q) => q.category_id).filter(Boolean))];
  const categories = new Map(
    (await Promise.all(ids.map((id) => readCategory(ctx.db, id)))).flatMap((c) => (c ? [[c.id, c] as const] : [])),
  );
  return questions.filter((q) => {
    const category = categories.get(q.category_id);
    return !inBattlePool(q) && (!category || category.type !== q.mode || canPlayCategory(ctx.user, category));
  });
}

export const bookmarkActions = {
  get_bookmark: defineAction(contract.get_bookmark, {
    auth: 'user',
    async handler(input, ctx) {
      const snap = await bookmarksCol(ctx.db, ctx.uid).where('type', '==', input.type).get();
      const marks = snap.docs.sort((a, b) => a.get('date').toMillis() - b.get('date').toMillis());
      const questions = await playableBy(
        ctx,
        await readQuestions(
          ctx.db,
          marks.map((d) => d.id),
        ),
      );
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
        if (!removed) throw badRequest('cannot_remove_bookmark');
        return { question_id: input.question_id, bookmarked: false };
      }
      const question = (await questionsCol(ctx.db).doc(input.question_id).get()).data() as QuestionDoc | undefined;
      if (!question || !bookmarkable.has(question.mode)) throw notFound();
      if (inBattlePool(question)) throw badRequest('battle_bookmark');
      if ((await playableBy(ctx, [question])).length === 0) throw forbidden('category_locked');
      await ref.set({ question_id: question.id, type: input.type, date: ctx.now() });
      return { question_id: question.id, bookmarked: true };
    },
  }),
};
