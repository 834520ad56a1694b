// Another player as anyone signed in may see them (their card, /players/:uid): what the boards
// already show of everyone (name, picture, the rating figure, a ladder place) and the badges they
// earned. Nothing private: no email, mobile, coins, friend code, friends or presence (a friend's
// presence comes from the viewer's own friends listener, as the rules allow).
import { z } from 'zod';
import { action } from '../action.ts';
import { requiredId } from '../fields.ts';
import { badgeTypes } from './badges.ts';

export const playerCardContract = {
  get_player_card: action(
    z.object({ user_id: requiredId }),
    // strict: a field the handler adds by mistake fails the reply check (app.ts), not leaks
    z.strictObject({
      user_id: z.string(),
      name: z.string(),
      profile: z.string(),
      /** the figure as the ladder shows it (contract/rating.ts), provisional for the first rated battles */
      rating: z.strictObject({ figure: z.number(), provisional: z.boolean() }),
      /** their place on the ladder; null when not on it (provisional, or never rated) */
      ladder_rank: z.number().nullable(),
      /** the badges they earned (unlocked or claimed), in the badges page's order */
      badges: z.array(z.enum(badgeTypes)),
    }),
  ),
};
