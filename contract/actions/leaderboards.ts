// Daily, monthly and all-time leaderboards, and the ladder of ratings: a page in rank order plus the
// caller's own rank.
import { z } from 'zod';
import { action } from '../action.ts';
import { pageFields } from '../fields.ts';

const row = z.object({
  rank: z.number(),
  user_id: z.string(),
  name: z.string(),
  profile: z.string(),
  score: z.number(),
});
const board = () => action(z.object(pageFields(10)), z.object({ total: z.number(), data: z.array(row), my_rank: row }));

export const leaderboardContract = {
  get_daily_leaderboard: board(),
  get_monthly_leaderboard: board(),
  get_globle_leaderboard: board(),
  /** the ladder: settled ratings (contract/rating.ts), score = the rating figure */
  get_rating_leaderboard: board(),
};
