// Daily, monthly and all-time leaderboards: a page in rank order plus the caller's own rank.
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { boardIds, type BoardKind } from '../economy/awards.ts';
import { readBoard } from '../economy/leaderboard.ts';

const board = (kind: BoardKind, spec: typeof contract.get_daily_leaderboard) =>
  defineAction(spec, {
    auth: 'user',
    handler: async ({ offset, limit }, ctx) => readBoard(ctx.db, boardIds(ctx.now())[kind], ctx.uid, offset, limit),
  });

export const leaderboardActions = {
  get_daily_leaderboard: board('daily', contract.get_daily_leaderboard),
  get_monthly_leaderboard: board('monthly', contract.get_monthly_leaderboard),
  get_globle_leaderboard: board('global', contract.get_globle_leaderboard),
};
