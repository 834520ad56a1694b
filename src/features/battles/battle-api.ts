// The battle commands the machines run, over the typed fetchers. A refused call rejects with an
// ApiError carrying the server's status and message, which the machines show as is.
import type {
  AnswerRequest,
  AnswerResult,
  BattleQuestion,
  BotMatch,
  CreatedRoom,
  CreateRoomRequest,
  JoinPreview,
  JoinRoomRequest,
  MatchRequest,
  MatchResult,
  RoomRef,
  SeatRef,
  SeatReview,
} from '../../../machines/battle-types.ts';
import type { RematchRequest } from '../../../machines/room-battle.ts';
import { api, type ReplyOf } from '../../api/api.ts';
import { ApiError, orThrow } from '../../api/client.ts';

const place = ({ categoryId, languageId }: MatchRequest) => ({ category: categoryId, language_id: languageId });

/** create_room's room_id makes a repeated create (a retried request) return the same room. */
const createIds = new WeakMap<CreateRoomRequest, string>();
const createIdOf = (req: CreateRoomRequest) => {
  if (!createIds.has(req)) createIds.set(req, crypto.randomUUID());
  return createIds.get(req)!;
};

export async function findMatch(req: MatchRequest): Promise<MatchResult> {
  const reply = await orThrow(api.battle_find_match(place(req)));
  if (!('room_id' in reply)) return { noOpponent: true };
  prefetchQuestions(reply.room_id);
  return { roomId: reply.room_id };
}

/** Stops searching in this category (the contract's get_random_questions with destroy_match). */
export const cancelSearch = (req: MatchRequest) =>
  orThrow(api.get_random_questions({ ...place(req), destroy_match: 1 })).then(() => undefined);

export async function playBot(req: MatchRequest): Promise<BotMatch> {
  const reply = await orThrow(api.battle_play_bot(place(req)));
  prefetchQuestions(reply.room_id);
  return { roomId: reply.room_id, botUid: reply.bot_uid };
}

/** Rematch on a random 1v1 result: the caller's yes (the offer itself comes back through the room's listener). */
export const acceptRematch = ({ roomId }: RoomRef) =>
  orThrow(api.battle_random_rematch({ room_id: roomId, answer: 'accept' })).then(() => undefined);

/** The caller's no, also sent as the result screen closes: it must outlive the page. */
export const declineRematch = ({ roomId }: RoomRef) =>
  void api.battle_random_rematch({ room_id: roomId, answer: 'decline' }, { keepalive: true });

export async function createRoom(req: CreateRoomRequest): Promise<CreatedRoom> {
  const fields = {
    room_id: createIdOf(req),
    category: req.categoryId,
    language_id: req.languageId,
    no_of_que: req.questionCount,
    entry_fee_multiplier: req.entryFeeMultiplier,
  };
  const reply = await orThrow(
    req.friendUid
      ? api.friend_challenge({ ...fields, user_id: req.friendUid })
      : api.create_room({ ...fields, room_type: req.type }),
  );
  return { roomId: reply.room_id, code: reply.room_code };
}

/** The join, with the fee the player confirmed (a room with a fee seats nobody without it). */
export async function joinRoom({ code, fee }: JoinRoomRequest): Promise<{ roomId: string }> {
  const reply = await orThrow(api.battle_join_room({ room_code: code, ...(fee === undefined ? {} : { fee }) }));
  return { roomId: reply.room_id };
}

/** The room a code names, as the join's confirmation shows it. */
export const previewRoom = ({ code }: JoinRoomRequest): Promise<JoinPreview> =>
  orThrow(api.battle_room_preview({ room_code: code })).then(toJoinPreview);

/** A room as the server previews it to anyone not seated in it, in the shape every screen of it shows. */
export function toJoinPreview(room: ReplyOf<typeof api.battle_room_preview>): JoinPreview {
  return {
    roomId: room.room_id,
    ownerName: room.owner_name,
    categoryName: room.category_name,
    entryFee: room.entry_fee,
    questionCount: room.question_count,
    maxPlayers: room.max_players,
    players: room.players,
    open:
      room.status === 'waiting' &&
      !room.seated &&
      !room.removed &&
      !room.category_locked &&
      room.players.length < room.max_players,
  };
}

export const startRoom = ({ roomId }: RoomRef) => orThrow(api.battle_start({ room_id: roomId })).then(() => undefined);

const fetchQuestions = (roomId: string) => orThrow(api.get_question_by_room_id({ room_id: roomId }));
const asked = new Map<string, Promise<BattleQuestion[]>>();

/**
 * Asks for a paired room's questions at once, while the room's listener is still connecting (a
 * random room starts with the pairing): question 1 is in hand when the room shows. The questions
 * are served in the seat's own order and the player's clock starts as they are served.
 */
export function prefetchQuestions(roomId: string): void {
  if (asked.has(roomId)) return;
  const questions = fetchQuestions(roomId);
  questions.catch(() => {}); // getQuestions asks again
  asked.set(roomId, questions);
}

/** The room's questions: the ones asked for at the pairing, once, else a new request. */
export function getQuestions({ roomId }: RoomRef): Promise<BattleQuestion[]> {
  const early = asked.get(roomId);
  asked.delete(roomId);
  return early ? early.catch(() => fetchQuestions(roomId)) : fetchQuestions(roomId);
}

/** Waits before sending an answer again: a busy server (503) or a dropped connection. */
export const answerRetryMs = [300, 1000, 2500];

/** An answer is idempotent (sent again, the server returns its stored grade), so it is retried; one
 * that never reaches the server says so in words of its own, not as a failure to fetch. */
export async function answer({ roomId, questionId, optionId }: AnswerRequest): Promise<AnswerResult> {
  const payload = { room_id: roomId, question_id: questionId, option_id: optionId ?? '' };
  let result = await api.battle_answer(payload);
  for (const wait of answerRetryMs) {
    if (result.ok || (result.status !== 503 && result.status !== 0)) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = await api.battle_answer(payload);
  }
  if (!result.ok)
    throw new ApiError(result.code === 'failed_to_fetch' ? { ...result, code: 'answer_not_sent' } : result);
  const reply = result.data;
  return { correct: reply.correct, points: reply.points, correctOptionId: reply.correct_option_id ?? null };
}

/** The right options the server shows this player now (of the questions every seat has answered or run out of time on), and the player's picks. */
export async function reviewSeat({ roomId }: RoomRef): Promise<SeatReview> {
  const reply = await orThrow(api.battle_reveal({ room_id: roomId }));
  return {
    revealed: Object.fromEntries(reply.answers.map((a) => [a.question_id, a.correct_option_id])),
    picks: Object.fromEntries(reply.picks.map((p) => [p.question_id, p.option_id || null])),
  };
}

export const leaveRoom = ({ roomId }: RoomRef) => orThrow(api.battle_leave({ room_id: roomId })).then(() => undefined);

export const deleteRoom = ({ roomId }: RoomRef) =>
  orThrow(api.battle_delete_room({ room_id: roomId })).then(() => undefined);

export const removePlayer = ({ roomId, uid }: SeatRef) =>
  orThrow(api.battle_remove_player({ room_id: roomId, user_id: uid })).then(() => undefined);

/** "Play again": the room the server opened for the same players, or seated this one in. */
export const rematch = ({ roomId, fee }: RematchRequest) =>
  orThrow(api.battle_rematch({ room_id: roomId, fee })).then((reply) => ({ roomId: reply.room_id }));
