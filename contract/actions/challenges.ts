// Asynchronous challenges: a friend who is away plays the same questions later (server/battles/async-challenge.ts).
import { z } from 'zod';
import { action } from '../action.ts';
import { intField, languageField, optionalId, optionalInt, requiredId } from '../fields.ts';

const challengeRoom = z.object({ room_id: requiredId });

export const challengeContract = {
  /**
   * "Challenge, they play later": the caller's seat in a new asynchronous room (fee taken now), the
   * friend told. `room_id`: a client-chosen id, so sending again makes no second room nor fee.
   */
  battle_challenge_create: action(
    z.object({
      friend_uid: requiredId,
      category: optionalId,
      language_id: languageField,
      room_id: optionalId,
      no_of_que: intField(0, 0, 50),
      entry_fee_multiplier: intField(1, 1, 4),
    }),
    z.object({ room_id: z.string(), entry_fee: z.number() }),
  ),
  /** The friend plays: seated, their fee taken (`fee`: the figure their button named), their own clock from now. */
  battle_challenge_accept: action(
    challengeRoom.extend({ fee: optionalInt(0, 1_000_000) }),
    z.object({ room_id: z.string() }),
  ),
  /** The friend says no: the challenger's fee goes back, the challenge shows as expired. */
  battle_challenge_decline: action(challengeRoom, z.object({ room_id: z.string(), status: z.literal('expired') })),
};
