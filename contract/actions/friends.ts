// Friends: requests (by id, from where players met, or by friend code), answers, removal, blocks,
// "appear offline", and a challenge in one tap. The lists themselves are read by their owner's own
// listeners (users/{uid}/friends, friendRequests, blocks); a friend's presence by presence/{uid}.
import { z } from 'zod';
import { action } from '../action.ts';
import { blankIsAbsent, intField, languageField, optionalId, optionalText, requiredId } from '../fields.ts';

const someone = z.object({ user_id: requiredId });
const done = z.object({ user_id: z.string() });

export const friendContract = {
  /** A request to the player `user_id` names, or else `code` (their friend code); a request they sent the caller is accepted. */
  friend_request: action(
    z.object({ user_id: optionalId, code: optionalText(32) }),
    z.object({ user_id: z.string(), name: z.string(), status: z.enum(['requested', 'friends']) }),
  ),
  /** The player a friend code (or a friend link) names, to show before asking. */
  friend_by_code: action(
    z.object({ code: optionalText(32) }),
    z.object({ user_id: z.string(), name: z.string(), profile: z.string() }),
  ),
  friend_answer: action(
    someone.extend({ answer: z.enum(['accept', 'decline'], { message: 'answer: accept or decline' }) }),
    z.object({ user_id: z.string(), status: z.enum(['friends', 'declined']) }),
  ),
  /** Ends a friendship, or withdraws a request, on both sides. */
  friend_remove: action(someone, done),
  /** No requests, challenges or invitations between the two, either way; the friendship goes. */
  friend_block: action(someone, done),
  friend_unblock: action(someone, done),
  /** Friends see this player as offline; their app stops its presence heartbeat. */
  set_appear_offline: action(
    z.object({ hidden: z.preprocess(blankIsAbsent, z.enum(['0', '1'], { message: 'hidden: 0 or 1' })) }),
    z.object({ appear_offline: z.boolean() }),
  ),
  /** A friend room with the friend invited ("challenges you"); their join starts it. Same fields as create_room (room_id: a retry returns the same room). */
  friend_challenge: action(
    someone.extend({
      room_id: optionalId,
      category: optionalId,
      language_id: languageField,
      no_of_que: intField(0, 0, 50),
      entry_fee_multiplier: intField(1, 1, 4),
    }),
    z.object({ room_id: z.string(), room_code: z.string(), entry_fee: z.number() }),
  ),
};
