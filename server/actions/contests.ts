// Contests: live, past and upcoming by the server's clock; one play per player; a leaderboard
// written from graded play finished before the end only; prizes paid by the background settler once
// a contest has ended (contest-board.ts). Every read here only reads.
import type { Timestamp } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { shownProfileImage } from '../../contract/profile-image.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { contestsCol, queryQuestions, type ContestDoc } from '../content/catalog.ts';
import { localTime } from '../content/local-day.ts';
import { contentLanguageId } from '../content/language.ts';
import { badRequest, notFound } from '../errors.ts';
import { contestBoard, contestRank, type ContestRow } from '../quiz/contest-board.ts';
import { reviewSession } from '../quiz/review.ts';
import { openOnce, titleOf } from '../quiz/session.ts';
import { readPage } from '../paged-query.ts';

type ContestStatus = 'live' | 'past' | 'upcoming';

export const statusOf = (c: ContestDoc, now: Date): ContestStatus =>
  c.end_date.toDate() <= now ? 'past' : c.start_date.toDate() > now ? 'upcoming' : 'live';

/** Nobody's figures while a contest runs: comparing them would tell right from wrong. */
function assertEnded(contest: ContestDoc, now: Date) {
  if (statusOf(contest, now) !== 'past') throw badRequest('contest_results_at_end');
}

const entryRef = (ctx: ActionContext, contestId: string) =>
  contestsCol(ctx.db).doc(contestId).collection('entries').doc(ctx.uid);

async function readContest(ctx: ActionContext, id: string): Promise<ContestDoc> {
  const contest = (await contestsCol(ctx.db).doc(id).get()).data() as ContestDoc | undefined;
  if (!contest) throw notFound();
  return contest;
}

const publicRow = (r: ContestRow, rank: number) => ({
  user_id: r.uid,
  name: r.name,
  profile: shownProfileImage(r.profile),
  score: r.score,
  correct_answers: r.correct_answers,
  questions_attended: r.questions_attended,
  rank,
});

async function myRow(ctx: ActionContext, contestId: string) {
  const snap = await contestBoard(ctx.db, contestId).doc(ctx.uid).get();
  if (!snap.exists) return null;
  const row = snap.data() as ContestRow;
  return publicRow(row, await contestRank(ctx.db, contestId, row));
}

export const contestActions = {
  get_contest: defineAction(contract.get_contest, {
    auth: 'user',
    async handler(input, ctx) {
      const now = ctx.now();
      const local = (at: Timestamp) => localTime(at.toDate(), input.timezone, input.gmt_format);
      const snap = await contestsCol(ctx.db)
        .where('language_id', '==', contentLanguageId(ctx.config, input.language_id))
        .get();
      // a contest an operator has not given questions yet is nobody's to play
      const contests = snap.docs
        .map((d) => d.data() as ContestDoc)
        .filter((c) => c.no_of_que > 0)
        .sort((a, b) => a.start_date.toMillis() - b.start_date.toMillis());
      const entries = contests.length ? await ctx.db.getAll(...contests.map((c) => entryRef(ctx, c.id))) : [];
      const lists: Record<ContestStatus, object[]> = { live: [], past: [], upcoming: [] };
      for (const [i, c] of contests.entries()) {
        const status = statusOf(c, now);
        lists[status].push({
          id: c.id,
          name: c.name,
          description: c.description,
          start_date: local(c.start_date),
          end_date: local(c.end_date),
          prizes: c.prizes,
          no_of_que: c.no_of_que,
          status,
          played: entries[i]?.get('status') === 'finished',
        });
      }
      return lists;
    },
  }),

  get_questions_by_contest: defineAction(contract.get_questions_by_contest, {
    auth: 'user',
    async handler(input, ctx) {
      const contest = await readContest(ctx, input.contest_id);
      const now = ctx.now();
      if (statusOf(contest, now) !== 'live') throw badRequest('contest_not_live');
      const questions = await queryQuestions(ctx.db, { mode: 'contest', parent_id: contest.id });
      if (questions.length === 0) throw notFound('no_questions');
      return openOnce(
        ctx.db,
        entryRef(ctx, contest.id),
        {
          uid: ctx.uid,
          mode: 'contest',
          params: { language_id: contest.language_id, title: titleOf('contest', contest.name), contest_id: contest.id },
          questions,
          secondsPerQuestion: ctx.config.question_seconds,
        },
        now,
      );
    },
  }),

  /** The player's own answers with the right ones: only once the contest has ended, so none can be relayed to a live entry. */
  get_contest_review: defineAction(contract.get_contest_review, {
    auth: 'user',
    async handler(input, ctx) {
      const contest = await readContest(ctx, input.contest_id);
      if (statusOf(contest, ctx.now()) !== 'past') throw badRequest('contest_answers_at_end');
      const entry = await entryRef(ctx, contest.id).get();
      if (!entry.exists) throw notFound();
      return reviewSession(ctx.db, ctx.uid, entry.get('session_id') as string);
    },
  }),

  get_contest_leaderboard: defineAction(contract.get_contest_leaderboard, {
    auth: 'user',
    async handler(input, ctx) {
      const contest = await readContest(ctx, input.contest_id);
      assertEnded(contest, ctx.now());
      const board = contestBoard(ctx.db, contest.id);
      const [page, me] = await Promise.all([
        readPage(board.orderBy('rank_key', 'desc'), input, (d, at) => publicRow(d.data() as ContestRow, at + 1)),
        myRow(ctx, contest.id),
      ]);
      return { total: page.total, rows: page.data, me };
    },
  }),

  /** The row is written by quiz_finish from graded answers; claims here can never raise it. */
  set_contest_leaderboard: defineAction(contract.set_contest_leaderboard, {
    auth: 'user',
    async handler(input, ctx) {
      assertEnded(await readContest(ctx, input.contest_id), ctx.now());
      const me = await myRow(ctx, input.contest_id);
      if (!me) throw badRequest('play_contest_first');
      return me;
    },
  }),
};
