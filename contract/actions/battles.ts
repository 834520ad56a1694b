// Battles: random 1v1 matchmaking with the bot fallback, friend and group rooms by code, answers
// graded with the server's clock, battle statistics.
import { z } from 'zod';
import { action } from '../action.ts';
import {
  blankIsAbsent,
  intField,
  languageField,
  optionalId,
  optionalInt,
  optionalText,
  pageFields,
  requiredId,
  sortFields,
} from '../fields.ts';

const place = { category: optionalId, language_id: languageField };
const flag = z.preprocess(
  (v) => (v === 'true' ? '1' : v === 'false' ? '0' : blankIsAbsent(v)),
  z.enum(['0', '1']).default('0'),
);
const room = z.object({ room_id: requiredId });
const feeField = optionalInt(0, 1_000_000);

const battleQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
const battleTotals = z.object({ won: z.number(), lost: z.number(), drawn: z.number(), played: z.number() });
const result = z.enum(['won', 'lost', 'drawn']);

export const battleContract = {
  create_room: action(
    z.object({
      ...place,
      room_id: optionalId,
      room_type: z.preprocess(
        blankIsAbsent,
        z.enum(['friend', 'group'], { message: 'room_type: friend or group' }).default('group'),
      ),
      no_of_que: intField(0, 0, 50),
      entry_fee_multiplier: intField(1, 1, 4),
    }),
    z.object({ room_id: z.string(), room_code: z.string(), entry_fee: z.number() }),
  ),
  /**
   * The one join: a typed code, an invite link's code and a rematch invitation's code. `fee`: the
   * entry fee the player saw on the Join button; a room with a fee seats only a join naming it.
   */
  battle_join_room: action(z.object({ room_code: optionalText(32), fee: feeField }), z.object({ room_id: z.string() })),
  /** "Play again" on a finished friend or group battle: the room the first presser opened, the caller seated (with the fee the button named). */
  battle_rematch: action(room.extend({ fee: feeField }), z.object({ room_id: z.string(), room_code: z.string() })),
  /**
   * "Rematch" on a finished random 1v1 between two people: accept records the caller's yes (the
   * second yes starts the new room, both fees taken), decline ends a waiting offer (also sent on
   * leaving the result screen).
   */
  battle_random_rematch: action(
    z.object({ room_id: requiredId, answer: z.enum(['accept', 'decline'], { message: 'answer: accept or decline' }) }),
    z.object({
      room_id: z.string(),
      status: z.enum(['waiting', 'started', 'deleted']),
      next_room_id: z.string().nullable(),
    }),
  ),
  /** The owner takes a player out of a waiting room (no fee has been taken yet). */
  battle_remove_player: action(
    z.object({ room_id: requiredId, user_id: requiredId }),
    z.object({ room_id: z.string(), removed: z.string() }),
  ),
  /** "Not now" on an invitation: it goes, nothing else changes. */
  battle_decline_invite: action(room, z.object({ room_id: z.string() })),
  /**
   * A room as someone not (or not yet) seated in it may see it, by its id or by its code (an invite
   * link's confirmation): owner, players, category, fee, and the code while it waits.
   */
  battle_room_preview: action(
    z.object({ room_id: optionalId, room_code: optionalText(32) }),
    z.object({
      room_id: z.string(),
      type: z.enum(['random', 'friend', 'group', 'async']),
      status: z.enum(['waiting', 'started', 'finished', 'deleted', 'expired']),
      owner_name: z.string(),
      entry_fee: z.number(),
      question_count: z.number(),
      max_players: z.number(),
      /** the category's name ('' when the room plays every category of its language) */
      category_name: z.string(),
      /** a premium category the caller has not unlocked: they cannot join */
      category_locked: z.boolean(),
      players: z.array(z.object({ name: z.string(), image: z.string() })),
      room_code: z.string(),
      seated: z.boolean(),
      /** the owner took the caller out of this room: they cannot join it again */
      removed: z.boolean(),
    }),
  ),
  battle_start: action(room, z.object({ room_id: z.string(), status: z.literal('started') })),
  battle_find_match: action(
    z.object(place),
    z.union([z.object({ room_id: z.string() }), z.object({ no_opponent: z.literal(true) })]),
  ),
  /** the bot plays at the caller's level, from their rating (machines/bot-opponent.ts botLevelFor) */
  battle_play_bot: action(z.object(place), z.object({ room_id: z.string(), bot_uid: z.string() })),
  get_question_by_room_id: action(room, z.array(battleQuestion)),
  battle_answer: action(
    z.object({
      room_id: requiredId,
      question_id: requiredId,
      option_id: z.preprocess(
        (v) => v ?? '',
        z.enum(['', 'a', 'b', 'c', 'd'], { message: 'option_id: a, b, c, d or empty' }),
      ),
    }),
    z.object({ correct: z.boolean(), points: z.number(), correct_option_id: z.string().nullable() }),
  ),
  /** The right options this player may see now: of every question no seat can still score on. */
  battle_reveal: action(
    room,
    z.object({
      answers: z.array(z.object({ question_id: z.string(), correct_option_id: z.string() })),
      /** the caller's own picks ('' when the time ran out), for the review after a reload */
      picks: z.array(z.object({ question_id: z.string(), option_id: z.string() })),
    }),
  ),
  battle_leave: action(room, z.object({ room_id: z.string(), state: z.enum(['playing', 'left', 'finished', 'gone']) })),
  battle_delete_room: action(room, z.object({ room_id: z.string(), status: z.literal('deleted') })),
  /** The contract's older call: a room's questions by match_id; destroy_match=1 stops searching instead. */
  get_random_questions: action(
    z.object({ ...place, match_id: optionalId, destroy_match: flag }),
    z.union([z.object({ destroyed: z.literal(true) }), z.array(battleQuestion)]),
  ),
  set_battle_statistics: action(
    z.object({ user_id1: requiredId, user_id2: requiredId, winner_id: optionalId, is_drawn: flag }),
    battleTotals.extend({ room_id: z.string(), result }),
  ),
  get_battle_statistics: action(
    z.object({ ...pageFields(10), ...sortFields }),
    z.object({
      myreport: battleTotals,
      total: z.number(),
      data: z.array(
        z.object({
          room_id: z.string(),
          type: z.string(),
          result,
          rank: z.number(),
          points: z.number(),
          correct_answers: z.number(),
          coins: z.number(),
          opponents: z.array(z.object({ uid: z.string(), name: z.string(), image: z.string(), points: z.number() })),
          date: z.string(),
        }),
      ),
    }),
  ),
};
