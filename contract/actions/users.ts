// Sign-up and the player's own record.
import { z } from 'zod';
import { action } from '../action.ts';
import { optionalName, optionalText, requiredId } from '../fields.ts';

export const userTypes = ['email', 'gmail', 'mobile', 'apple'] as const;

/** A player's record as the API shows it to themselves. */
export const publicUser = z.object({
  id: z.string(),
  firebase_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  profile: z.string(),
  type: z.enum(userTypes),
  fcm_id: z.string(),
  refer_code: z.string(),
  friends_code: z.string(),
  coins: z.number(),
  all_time_score: z.number(),
  status: z.number(),
  web_language: z.string(),
  date_registered: z.string(),
});

export const userContract = {
  user_signup: action(
    z.object({
      firebase_id: requiredId,
      // Kept for the contract; the provider comes from the verified ID token.
      type: z.enum(userTypes),
      name: optionalName,
      email: optionalText(254),
      /** Kept for the contract, never stored: a new player has no picture of the app's own yet (contract/profile-image.ts). */
      profile: optionalText(2048),
      mobile: optionalText(16),
      fcm_id: optionalText(1024),
      friends_code: optionalText(32),
      /** the room code of the invite link the player came by: its owner is the referrer when no friends_code is given */
      room_code: optionalText(32),
    }),
    publicUser.extend({ referral: z.enum(['none', 'paid', 'invalid', 'limit', 'returning']), api_token: z.string() }),
  ),
  logout_all_devices: action(z.object({}), z.object({ logged_out: z.literal(true) })),
  check_user_exists: action(z.object({ firebase_id: requiredId }), z.object({ exists: z.boolean() })),
  get_user_by_id: action(z.object({}), publicUser),
};
