// Friends and friend challenges (server/social/).
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { resolvePlace } from '../battles/battle-questions.ts';
import { challengeFriend } from '../social/challenges.ts';
import {
  answerRequest,
  blockPlayer,
  otherPlayer,
  playerOfCode,
  removeFriend,
  requestFriend,
  setAppearOffline,
  unblockPlayer,
} from '../social/friends.ts';

/** An action on another player named by id (remove, block, unblock): it answers that id. */
const towardsPlayer = (
  spec: typeof contract.friend_remove,
  act: (ctx: ActionContext, otherUid: string) => Promise<void>,
) =>
  defineAction(spec, {
    auth: 'user',
    async handler({ user_id }, ctx) {
      await act(ctx, user_id);
      return { user_id };
    },
  });

export const friendActions = {
  friend_request: defineAction(contract.friend_request, {
    auth: 'user',
    async handler({ user_id, code }, ctx) {
      const other = await otherPlayer(ctx, user_id || (await playerOfCode(ctx.db, code)).uid);
      return { user_id: other.uid, name: other.name, status: await requestFriend(ctx, other) };
    },
  }),

  friend_by_code: defineAction(contract.friend_by_code, {
    auth: 'user',
    async handler({ code }, ctx) {
      const { uid, name, profile } = await playerOfCode(ctx.db, code);
      return { user_id: uid, name, profile };
    },
  }),

  friend_answer: defineAction(contract.friend_answer, {
    auth: 'user',
    async handler({ user_id, answer }, ctx) {
      return { user_id, status: await answerRequest(ctx, user_id, answer) };
    },
  }),

  friend_remove: towardsPlayer(contract.friend_remove, removeFriend),
  friend_block: towardsPlayer(contract.friend_block, async (ctx, uid) => blockPlayer(ctx, await otherPlayer(ctx, uid))),
  friend_unblock: towardsPlayer(contract.friend_unblock, unblockPlayer),

  set_appear_offline: defineAction(contract.set_appear_offline, {
    auth: 'user',
    async handler({ hidden }, ctx) {
      await setAppearOffline(ctx, hidden === '1');
      return { appear_offline: hidden === '1' };
    },
  }),

  friend_challenge: defineAction(contract.friend_challenge, {
    auth: 'user',
    async handler(input, ctx) {
      const friend = await otherPlayer(ctx, input.user_id);
      const room = await challengeFriend(ctx, {
        roomId: input.room_id ?? '',
        friend,
        place: await resolvePlace(ctx, input.category, input.language_id),
        questionCount: input.no_of_que || ctx.config.battle_question_count,
        multiplier: input.entry_fee_multiplier,
      });
      return { room_id: room.roomId, room_code: room.code, entry_fee: room.entryFee };
    },
  }),
};
