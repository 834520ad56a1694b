// The player's badges and claiming a badge's reward.
import { z } from 'zod';
import { action } from '../action.ts';

export const badgeTypes = [
  'dashing_debut',
  'combat_winner',
  'clash_winner',
  'most_wanted_winner',
  'ultimate_player',
  'quiz_warrior',
  'super_sonic',
  'flashback',
  'brainiac',
  'big_thing',
  'elite',
  'thirsty',
  'power_elite',
  'sharing_caring',
  'streak',
] as const;
export type BadgeType = (typeof badgeTypes)[number];

export const badgeContract = {
  get_user_badges: action(
    z.object({}),
    z.array(
      z.object({
        type: z.enum(badgeTypes),
        status: z.number(),
        reward: z.number(),
        unlocked_at: z.string().nullable(),
      }),
    ),
  ),
  set_badges: action(
    z.object({ type: z.enum(badgeTypes, { message: 'unknown_badge_type' }) }),
    z.object({ type: z.enum(badgeTypes), status: z.number(), coins: z.number() }),
  ),
};
