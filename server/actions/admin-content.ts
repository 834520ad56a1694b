// The console's content, contests and exams (contract/actions/admin-content.ts). Every action is
// auth 'operator'. A change runs in a transaction that reads by id what it changes and writes its
// audit record (admin/audit.ts); lists only read. Players see a change with the next read of the
// content cache (CONTENT_CACHE_MS); an edited question leaves this instance's cache at once.
import { Timestamp } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { recordAudit, type AuditActor, type AuditChange } from '../admin/audit.ts';
import { countIn, isoOf, placeOf, saveQuestion, shownQuestion } from '../admin/question-edit.ts';
import {
  categoriesCol,
  contestsCol,
  examsCol,
  forgetQuestion,
  funNLearnCol,
  questionsCol,
  slugify,
  subcategoriesCol,
  type CategoryDoc,
  type ContestDoc,
  type ExamDoc,
  type FunNLearnDoc,
  type QuestionDoc,
  type SubcategoryDoc,
} from '../content/catalog.ts';
import { newCategory, newSubcategory } from '../content/content-docs.ts';
import { ApiError, badRequest, conflict, notFound } from '../errors.ts';
import { importQuestions } from '../import/import-questions.ts';
import { parseCsv, parseOpenTdb, type Parsed } from '../import/sources.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { maxImportBytes } from '../../contract/actions/admin-content.ts';
import { statusOf } from './contests.ts';
import { readPage } from '../paged-query.ts';

const actorOf = (ctx: ActionContext): AuditActor => ({ uid: ctx.uid, email: ctx.user.email });
const audit = (ctx: ActionContext, tx: FirebaseFirestore.Transaction, change: AuditChange) =>
  recordAudit(tx, ctx.db, actorOf(ctx), change, ctx.now());

const shownCategory = (c: CategoryDoc, subs: SubcategoryDoc[]) => ({
  id: c.id,
  name: c.category_name,
  language_id: c.language_id,
  type: c.type,
  row_order: c.row_order,
  coins: c.coins,
  image: c.image ?? '',
  no_of_que: c.no_of_que,
  subcategories: subs.map(shownSubcategory),
});
const shownSubcategory = (s: SubcategoryDoc) => ({
  id: s.id,
  name: s.subcategory_name,
  row_order: s.row_order,
  no_of_que: s.no_of_que,
  maxlevel: s.maxlevel,
});
const shownPassage = (p: FunNLearnDoc) => ({ ...p, subcategory_id: p.subcategory_id ?? '' });
export const shownContest = (c: ContestDoc, now: Date) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  language_id: c.language_id,
  start_date: isoOf(c.start_date),
  end_date: isoOf(c.end_date),
  prizes: c.prizes,
  no_of_que: c.no_of_que,
  status: statusOf(c, now),
  settled: c.settled,
});
const shownExam = (e: ExamDoc) => ({
  id: e.id,
  title: e.title,
  language_id: e.language_id,
  exam_key: e.exam_key,
  duration: e.duration,
  total_marks: e.total_marks,
  no_of_que: e.no_of_que,
  date: isoOf(e.date),
});

const byOrder = <T extends { row_order: number }>(docs: T[]) => docs.sort((a, b) => a.row_order - b.row_order);
const dataOf = <T>(snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.data() as T);

const parsers: Record<'csv' | 'opentdb', (text: string, languageId: number) => Parsed> = {
  csv: (text) => parseCsv(text),
  opentdb: parseOpenTdb,
};

export const adminContentActions = {
  admin_get_content: defineAction(contract.admin_get_content, {
    auth: 'operator',
    async handler({ language_id, type }, ctx) {
      const [categories, subs, passages] = await Promise.all([
        categoriesCol(ctx.db).where('language_id', '==', language_id).where('type', '==', type).get(),
        subcategoriesCol(ctx.db).where('language_id', '==', language_id).where('type', '==', type).get(),
        type === 'fun_n_learn' ? funNLearnCol(ctx.db).where('language_id', '==', language_id).get() : null,
      ]);
      const allSubs = byOrder(dataOf<SubcategoryDoc>(subs));
      return {
        categories: byOrder(dataOf<CategoryDoc>(categories)).map((c) =>
          shownCategory(
            c,
            allSubs.filter((s) => s.category_id === c.id),
          ),
        ),
        passages: passages ? byOrder(dataOf<FunNLearnDoc>(passages)).map(shownPassage) : [],
      };
    },
  }),

  admin_save_category: defineAction(contract.admin_save_category, {
    auth: 'operator',
    handler: ({ category_id, language_id, type, name, row_order, coins, image }, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        const fields = {
          category_name: name,
          row_order,
          coins,
          is_premium: coins > 0 ? (1 as const) : (0 as const),
          image,
        };
        if (!category_id) {
          const created: CategoryDoc = {
            ...newCategory(language_id, type, slugify(name), name, row_order, coins),
            image,
          };
          const ref = categoriesCol(ctx.db).doc(created.id);
          if ((await tx.get(ref)).exists) throw conflict('category_exists');
          tx.create(ref, created);
          audit(ctx, tx, { action: 'create_category', target: created.id, before: null, after: fields });
          return shownCategory(created, []);
        }
        const ref = categoriesCol(ctx.db).doc(category_id);
        const before = (await tx.get(ref)).data() as CategoryDoc | undefined;
        if (!before) throw notFound('no_category');
        tx.update(ref, fields);
        audit(ctx, tx, {
          action: 'update_category',
          target: category_id,
          before: {
            category_name: before.category_name,
            row_order: before.row_order,
            coins: before.coins,
            image: before.image ?? '',
          },
          after: fields,
        });
        return shownCategory({ ...before, ...fields }, []);
      }),
  }),

  admin_save_subcategory: defineAction(contract.admin_save_subcategory, {
    auth: 'operator',
    handler: ({ subcategory_id, category_id, name, row_order }, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        const category = (await tx.get(categoriesCol(ctx.db).doc(category_id))).data() as CategoryDoc | undefined;
        if (!category) throw notFound('no_category');
        const fields = { subcategory_name: name, row_order };
        if (!subcategory_id) {
          const created = newSubcategory(category, slugify(name), name, row_order);
          const ref = subcategoriesCol(ctx.db).doc(created.id);
          if ((await tx.get(ref)).exists) throw conflict('subcategory_exists');
          tx.create(ref, created);
          audit(ctx, tx, { action: 'create_subcategory', target: created.id, before: null, after: fields });
          return shownSubcategory(created);
        }
        const ref = subcategoriesCol(ctx.db).doc(subcategory_id);
        const before = (await tx.get(ref)).data() as SubcategoryDoc | undefined;
        if (!before || before.category_id !== category_id) throw notFound('no_subcategory');
        tx.update(ref, fields);
        audit(ctx, tx, {
          action: 'update_subcategory',
          target: subcategory_id,
          before: { subcategory_name: before.subcategory_name, row_order: before.row_order },
          after: fields,
        });
        return shownSubcategory({ ...before, ...fields });
      }),
  }),

  admin_save_passage: defineAction(contract.admin_save_passage, {
    auth: 'operator',
    handler: ({ passage_id, category_id, subcategory_id, title, detail }, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        const category = (await tx.get(categoriesCol(ctx.db).doc(category_id))).data() as CategoryDoc | undefined;
        if (!category || category.type !== 'fun_n_learn') throw notFound('no_fun_n_learn_category');
        const sub = subcategory_id
          ? ((await tx.get(subcategoriesCol(ctx.db).doc(subcategory_id))).data() as SubcategoryDoc | undefined)
          : null;
        if (sub !== null && sub?.category_id !== category.id) throw notFound('no_subcategory');
        if (!passage_id) {
          const passage: FunNLearnDoc = {
            id: `${category.id}--${slugify(title)}`,
            title,
            detail,
            category_id,
            subcategory_id,
            language_id: category.language_id,
            no_of_que: 0,
            row_order: Math.floor(ctx.now().getTime() / 1000),
          };
          const ref = funNLearnCol(ctx.db).doc(passage.id);
          if ((await tx.get(ref)).exists) throw conflict('passage_exists');
          tx.create(ref, passage);
          audit(ctx, tx, { action: 'create_passage', target: passage.id, before: null, after: { title, category_id } });
          return shownPassage(passage);
        }
        const ref = funNLearnCol(ctx.db).doc(passage_id);
        const before = (await tx.get(ref)).data() as FunNLearnDoc | undefined;
        if (!before || before.category_id !== category_id) throw notFound('no_passage');
        tx.update(ref, { title, detail, subcategory_id });
        audit(ctx, tx, {
          action: 'update_passage',
          target: passage_id,
          before: { title: before.title, detail: before.detail },
          after: { title, detail },
        });
        return shownPassage({ ...before, title, detail, subcategory_id });
      }),
  }),

  admin_get_questions: defineAction(contract.admin_get_questions, {
    auth: 'operator',
    async handler({ mode, language_id, category_id, subcategory_id, parent_id, level, offset, limit }, ctx) {
      const where: Record<string, string | number> = { mode, language_id };
      if (level !== undefined) where.level = level;
      if (category_id) where.category_id = category_id;
      if (subcategory_id) where.subcategory_id = subcategory_id;
      if (parent_id) where.parent_id = parent_id;
      const query = Object.entries(where).reduce<FirebaseFirestore.Query>(
        (q, [field, value]) => q.where(field, '==', value),
        questionsCol(ctx.db),
      );
      return readPage(query, { offset, limit }, (d) => shownQuestion(d.data() as QuestionDoc));
    },
  }),

  admin_save_question: defineAction(contract.admin_save_question, {
    auth: 'operator',
    handler: async (input, ctx) => shownQuestion(await saveQuestion(ctx.db, actorOf(ctx), ctx.now(), input)),
  }),

  /** A retired question leaves play (every draw filters by mode) but stays readable by id: a session that holds it still grades it. */
  admin_retire_question: defineAction(contract.admin_retire_question, {
    auth: 'operator',
    async handler({ question_id }, ctx) {
      const now = ctx.now();
      await ctx.db.runTransaction(async (tx) => {
        const ref = questionsCol(ctx.db).doc(question_id);
        const q = (await tx.get(ref)).data() as QuestionDoc | undefined;
        if (!q) throw notFound('no_question');
        if ((q.mode as string) === 'retired') throw conflict('question_retired');
        // a question whose category or passage is gone still leaves play; there is nothing to count down
        const place = await placeOf(tx, ctx.db, q.mode, q, now).catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        });
        if (place) countIn(tx, place, q.mode, -1, -q.marks);
        tx.update(ref, { mode: 'retired', retired_mode: q.mode, retired_at: now });
        audit(ctx, tx, {
          action: 'retire_question',
          target: q.id,
          before: { mode: q.mode, question: q.question },
          after: { mode: 'retired' },
        });
      });
      forgetQuestion(ctx.db, question_id);
      return { id: question_id, retired: true as const };
    },
  }),

  admin_import_questions: defineAction(contract.admin_import_questions, {
    auth: 'operator',
    bodyLimit: { bytes: maxImportBytes + 16 * 1024, message: 'file_too_large' },
    async handler({ format, language_id, file }, ctx) {
      let parsed: Parsed;
      try {
        parsed = parsers[format](await file.text(), language_id);
      } catch (err) {
        throw badRequest('file_unreadable', {
          format: format === 'csv' ? 'CSV' : 'Open Trivia DB JSON',
          reason: (err as Error).message.split('\n')[0]!,
        });
      }
      if (parsed.rows.length === 0 && parsed.rejected.length === 0) throw badRequest('file_empty');
      const report = await importQuestions(ctx.db, parsed);
      // The import writes in bulk (many documents); its record follows it, as for a role grant.
      await ctx.db.runTransaction(async (tx) => {
        audit(ctx, tx, {
          action: 'import_questions',
          target: file.name || format,
          before: null,
          after: {
            format,
            language_id,
            imported: report.imported,
            skipped: report.skipped_duplicates,
            rejected: report.rejected.length,
          },
        });
      });
      return report;
    },
  }),

  admin_get_contests: defineAction(contract.admin_get_contests, {
    auth: 'operator',
    async handler({ language_id }, ctx) {
      const snap = await contestsCol(ctx.db).where('language_id', '==', language_id).get();
      const now = ctx.now();
      return dataOf<ContestDoc>(snap)
        .sort((a, b) => b.start_date.toMillis() - a.start_date.toMillis())
        .map((c) => shownContest(c, now));
    },
  }),

  admin_save_contest: defineAction(contract.admin_save_contest, {
    auth: 'operator',
    handler: ({ contest_id, language_id, name, description, start_date, end_date, prizes }, ctx) => {
      const now = ctx.now();
      if (end_date <= now) throw badRequest('contest_end_in_future');
      const fields = {
        name,
        description,
        start_date: Timestamp.fromDate(start_date),
        end_date: Timestamp.fromDate(end_date),
        prizes: [...prizes].sort((a, b) => a.rank - b.rank),
      };
      const after = {
        name,
        start_date: start_date.toISOString(),
        end_date: end_date.toISOString(),
        prizes: fields.prizes,
      };
      return ctx.db.runTransaction(async (tx) => {
        if (!contest_id) {
          const ref = contestsCol(ctx.db).doc();
          const created: ContestDoc = { id: ref.id, language_id, no_of_que: 0, settled: false, ...fields };
          tx.create(ref, created);
          audit(ctx, tx, { action: 'create_contest', target: ref.id, before: null, after });
          return shownContest(created, now);
        }
        const ref = contestsCol(ctx.db).doc(contest_id);
        const before = (await tx.get(ref)).data() as ContestDoc | undefined;
        if (!before) throw notFound('no_contest');
        if (before.end_date.toMillis() <= now.getTime() || before.settled) throw badRequest('contest_questions_frozen');
        tx.update(ref, fields);
        audit(ctx, tx, {
          action: 'update_contest',
          target: contest_id,
          before: {
            name: before.name,
            start_date: isoOf(before.start_date),
            end_date: isoOf(before.end_date),
            prizes: before.prizes,
          },
          after,
        });
        return shownContest({ ...before, ...fields }, now);
      });
    },
  }),

  admin_get_exams: defineAction(contract.admin_get_exams, {
    auth: 'operator',
    async handler({ language_id }, ctx) {
      const snap = await examsCol(ctx.db).where('language_id', '==', language_id).get();
      return dataOf<ExamDoc>(snap)
        .sort((a, b) => b.date.toMillis() - a.date.toMillis())
        .map(shownExam);
    },
  }),

  admin_save_exam: defineAction(contract.admin_save_exam, {
    auth: 'operator',
    handler: ({ exam_id, language_id, title, exam_key, duration, date }, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        const ref = exam_id ? examsCol(ctx.db).doc(exam_id) : examsCol(ctx.db).doc();
        const before = exam_id ? ((await tx.get(ref)).data() as ExamDoc | undefined) : undefined;
        if (exam_id && !before) throw notFound('no_exam');
        const opens = date ?? before?.date.toDate() ?? ctx.now();
        const fields = { title, exam_key, duration, date: Timestamp.fromDate(opens) };
        const after = { title, duration, date: opens.toISOString(), exam_key_changed: true };
        if (!before) {
          const created: ExamDoc = {
            id: ref.id,
            language_id,
            total_marks: 0,
            no_of_que: 0,
            row_order: Math.floor(opens.getTime() / 1000),
            ...fields,
          };
          tx.create(ref, created);
          audit(ctx, tx, { action: 'create_exam', target: ref.id, before: null, after });
          return shownExam(created);
        }
        tx.update(ref, fields);
        // the key itself stays out of the record: the record is read by every operator
        audit(ctx, tx, {
          action: 'update_exam',
          target: exam_id,
          before: { title: before.title, duration: before.duration, date: isoOf(before.date) },
          after: { ...after, exam_key_changed: before.exam_key !== exam_key },
        });
        return shownExam({ ...before, ...fields });
      }),
  }),

  /** The examinator's view: each attempt's marks, whether a rule was broken, and the questions captured. */
  admin_get_exam_results: defineAction(contract.admin_get_exam_results, {
    auth: 'operator',
    async handler({ exam_id }, ctx) {
      const ref = examsCol(ctx.db).doc(exam_id);
      const [examSnap, attempts] = await Promise.all([ref.get(), ref.collection('attempts').get()]);
      const exam = examSnap.data() as ExamDoc | undefined;
      if (!exam) throw notFound('no_exam');
      const users = attempts.empty ? [] : await ctx.db.getAll(...attempts.docs.map((a) => userRef(ctx.db, a.id)));
      const capturedIds = [
        ...new Set(attempts.docs.flatMap((a) => (a.get('captured_question_ids') as string[] | undefined) ?? [])),
      ];
      const captured = capturedIds.length
        ? await ctx.db.getAll(...capturedIds.map((id) => questionsCol(ctx.db).doc(id)))
        : [];
      const textOf = new Map(captured.map((s) => [s.id, (s.get('question') as string | undefined) ?? '']));
      const results = attempts.docs.map((a, i) => {
        const user = users[i]?.data() as UserDoc | undefined;
        const n = (field: string) => (a.get(field) as number | undefined) ?? 0;
        return {
          user_id: a.id,
          name: user?.name ?? '',
          email: user?.email ?? '',
          status: a.get('status') === 'finished' ? ('finished' as const) : ('ongoing' as const),
          started_at: isoOf(a.get('startedAt') as Timestamp),
          obtained_marks: n('obtained_marks'),
          total_marks: n('total_marks') || exam.total_marks,
          correct_answers: n('correct_answers'),
          wrong_answers: n('wrong_answers'),
          total_duration: n('total_duration'),
          rules_violated: a.get('rules_violated') === true,
          captured_questions: ((a.get('captured_question_ids') as string[] | undefined) ?? []).map((id) => ({
            id,
            question: textOf.get(id) ?? '',
          })),
        };
      });
      return { exam: shownExam(exam), results: results.sort((a, b) => b.started_at.localeCompare(a.started_at)) };
    },
  }),
};
