// Asynchronous challenges: a friend who is away plays the same questions later (server/battles/async-challenge.ts).
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { acceptChallenge, createChallenge, declineChallenge } from '../battles/async-challenge.ts';
import { resolvePlace } from '../battles/battle-questions.ts';

export const challengeActions = {
  battle_challenge_create: defineAction(contract.battle_challenge_create, {
    auth: 'user',
    async handler(input, ctx) {
      const { roomId, entryFee } = await createChallenge(ctx, {
        roomId: input.room_id ?? '',
        friendUid: input.friend_uid,
        place: await resolvePlace(ctx, input.category, input.language_id),
        questionCount: input.no_of_que || ctx.config.battle_question_count,
        multiplier: input.entry_fee_multiplier,
      });
      return { room_id: roomId, entry_fee: entryFee };
    },
  }),

  battle_challenge_accept: defineAction(contract.battle_challenge_accept, {
    auth: 'user',
    async handler({ room_id, fee }, ctx) {
      return { room_id: (await acceptChallenge(ctx, room_id, fee)).roomId };
    },
  }),

  battle_challenge_decline: defineAction(contract.battle_challenge_decline, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return { room_id, ...(await declineChallenge(ctx, room_id)) };
    },
  }),
};
