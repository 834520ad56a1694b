// Daily, monthly and all-time leaderboards, and the ladder of ratings: a page in rank order plus the
// caller's own rank. Plain reads, no transaction.
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { boardIds, type BoardKind } from '../economy/awards.ts';
import { readBoard } from '../economy/leaderboard.ts';
import { ladderId } from '../battles/rating.ts';

const board = (boardId: (now: Date) => string, spec: typeof contract.get_daily_leaderboard) =>
  defineAction(spec, {
    auth: 'user',
    handler: async ({ offset, limit }, ctx) => readBoard(ctx.db, boardId(ctx.now()), ctx.uid, offset, limit),
  });
const period = (kind: BoardKind) => (now: Date) => boardIds(now)[kind];

export const leaderboardActions = {
  get_daily_leaderboard: board(period('daily'), contract.get_daily_leaderboard),
  get_monthly_leaderboard: board(period('monthly'), contract.get_monthly_leaderboard),
  get_globle_leaderboard: board(period('global'), contract.get_globle_leaderboard),
  get_rating_leaderboard: board(() => ladderId, contract.get_rating_leaderboard),
};
