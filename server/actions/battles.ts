// Battles: random 1v1 matchmaking with the bot fallback, friend and group rooms by code, answers
// graded with the server's clock, battle statistics (server/battles/).
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { resolvePlace } from '../battles/battle-questions.ts';
import { confirmBattleResult, readBattleStats } from '../battles/battle-stats.ts';
import { answerQuestion, reviewSeat, serveRoomQuestions } from '../battles/grading.ts';
import { cancelSearch, findMatch, playBot } from '../battles/matchmaking.ts';
import { botUid } from '../battles/room-docs.ts';
import { previewRoom } from '../battles/room-preview.ts';
import { answerRematch } from '../battles/random-rematch.ts';
import { createRoom, declineInvite, deleteRoom, joinRoom, leaveRoom, rematch, removePlayer, roomIdOfCode, startRoom } from '../battles/rooms.ts';
import { notFound } from '../errors.ts';

export const battleActions = {
  create_room: defineAction(contract.create_room, {
    auth: 'user',
    async handler(input, ctx) {
      const where = await resolvePlace(ctx, input.category, input.language_id);
      const room = await createRoom(ctx, {
        roomId: input.room_id ?? '',
        type: input.room_type,
        place: where,
        questionCount: input.no_of_que || ctx.config.battle_question_count,
        multiplier: input.entry_fee_multiplier,
      });
      return { room_id: room.roomId, room_code: room.code, entry_fee: room.entryFee };
    },
  }),

  battle_join_room: defineAction(contract.battle_join_room, {
    auth: 'user',
    async handler({ room_code, fee }, ctx) {
      return { room_id: (await joinRoom(ctx, room_code, fee)).roomId };
    },
  }),

  battle_rematch: defineAction(contract.battle_rematch, {
    auth: 'user',
    async handler({ room_id, fee }, ctx) {
      const next = await rematch(ctx, room_id, fee);
      return { room_id: next.roomId, room_code: next.code };
    },
  }),

  battle_random_rematch: defineAction(contract.battle_random_rematch, {
    auth: 'user',
    async handler({ room_id, answer }, ctx) {
      return answerRematch(ctx, room_id, answer);
    },
  }),

  battle_remove_player: defineAction(contract.battle_remove_player, {
    auth: 'user',
    async handler({ room_id, user_id }, ctx) {
      return removePlayer(ctx, room_id, user_id);
    },
  }),

  battle_decline_invite: defineAction(contract.battle_decline_invite, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return declineInvite(ctx, room_id);
    },
  }),

  battle_room_preview: defineAction(contract.battle_room_preview, {
    auth: 'user',
    async handler({ room_id, room_code }, ctx) {
      return previewRoom(ctx, room_id || (await roomIdOfCode(ctx, room_code)));
    },
  }),

  battle_start: defineAction(contract.battle_start, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return { room_id, ...(await startRoom(ctx, room_id)) };
    },
  }),

  battle_find_match: defineAction(contract.battle_find_match, {
    auth: 'user',
    async handler(input, ctx) {
      return findMatch(ctx, await resolvePlace(ctx, input.category, input.language_id));
    },
  }),

  battle_play_bot: defineAction(contract.battle_play_bot, {
    auth: 'user',
    async handler(input, ctx) {
      const { roomId } = await playBot(ctx, await resolvePlace(ctx, input.category, input.language_id));
      return { room_id: roomId, bot_uid: botUid };
    },
  }),

  get_question_by_room_id: defineAction(contract.get_question_by_room_id, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return serveRoomQuestions(ctx.db, room_id, ctx.uid, ctx.now());
    },
  }),

  battle_answer: defineAction(contract.battle_answer, {
    // the hot path: the caller's record is read and checked in the grading transaction
    auth: 'user-in-handler',
    limits: ['answers'],
    async handler(input, ctx) {
      const r = await answerQuestion(
        ctx.db,
        { roomId: input.room_id, uid: ctx.uid, questionId: input.question_id, optionId: input.option_id },
        ctx.now(),
        ctx.config,
        ctx.admit,
      );
      return { correct: r.correct, points: r.points, correct_option_id: r.correctOptionId };
    },
  }),

  /** The right options this player may see now (of every question no seat can still score on), and the player's own picks. */
  battle_reveal: defineAction(contract.battle_reveal, {
    auth: 'user',
    limits: ['answers'],
    async handler({ room_id }, ctx) {
      const { revealed, picks } = await reviewSeat(ctx.db, room_id, ctx.uid, ctx.now(), ctx.config);
      return {
        answers: revealed.map((r) => ({ question_id: r.questionId, correct_option_id: r.correctOptionId })),
        picks: Object.entries(picks).map(([question_id, option_id]) => ({ question_id, option_id })),
      };
    },
  }),

  battle_leave: defineAction(contract.battle_leave, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return { room_id, ...(await leaveRoom(ctx, room_id)) };
    },
  }),

  battle_delete_room: defineAction(contract.battle_delete_room, {
    auth: 'user',
    async handler({ room_id }, ctx) {
      return { room_id, ...(await deleteRoom(ctx, room_id)) };
    },
  }),

  /** The contract's older call: a room's questions by match_id; destroy_match=1 stops searching instead. */
  get_random_questions: defineAction(contract.get_random_questions, {
    auth: 'user',
    async handler(input, ctx) {
      if (input.destroy_match === '1') {
        await cancelSearch(ctx.db, ctx.uid, await resolvePlace(ctx, input.category, input.language_id));
        return { destroyed: true };
      }
      if (!input.match_id) throw notFound();
      return serveRoomQuestions(ctx.db, input.match_id, ctx.uid, ctx.now());
    },
  }),

  set_battle_statistics: defineAction(contract.set_battle_statistics, {
    auth: 'user',
    async handler(input, ctx) {
      return confirmBattleResult(ctx.db, ctx.uid, { ...input, is_drawn: input.is_drawn === '1' });
    },
  }),

  get_battle_statistics: defineAction(contract.get_battle_statistics, {
    auth: 'user',
    // battles are listed by date: a room id says nothing about order, so sort=id means date too
    async handler({ offset, limit, order }, ctx) {
      return readBattleStats(ctx.db, ctx.uid, { offset, limit, order });
    },
  }),
};
