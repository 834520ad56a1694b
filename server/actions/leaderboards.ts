// Daily, monthly and all-time leaderboards: a page in rank order plus the caller's own rank.
import { z } from 'zod';
import { defineAction } from '../action.ts';
import { boardIds, type BoardKind } from '../economy/awards.ts';
import { readBoard } from '../economy/leaderboard.ts';
import { pageFields } from '../fields.ts';

const board = (kind: BoardKind) =>
  defineAction({
    auth: 'user',
    input: z.object(pageFields(10)),
    handler: async ({ offset, limit }, ctx) => readBoard(ctx.db, boardIds(ctx.now())[kind], ctx.uid, offset, limit),
  });

export const leaderboardActions = {
  get_daily_leaderboard: board('daily'),
  get_monthly_leaderboard: board('monthly'),
  get_globle_leaderboard: board('global'),
};
