// The battle commands the machines run, over the contract client. A refused call rejects with the
// server's message, which the machines show as is.
import type {
  AnswerRequest,
  AnswerResult,
  BattleQuestion,
  BotMatch,
  CreatedRoom,
  CreateRoomRequest,
  JoinRoomRequest,
  MatchRequest,
  MatchResult,
  RoomRef,
  SeatReview,
} from '../../../machines/battle-types.ts';
import { request, type Payload } from '../../api/client.ts';

async function command<T>(action: string, payload: Payload): Promise<T> {
  const reply = await request<T>(action, payload);
  if (!reply.ok) throw new Error(reply.message);
  return reply.data;
}

const place = ({ categoryId, languageId }: MatchRequest) => ({ category: categoryId, language_id: languageId });

/** create_room's room_id makes a repeated create (a retried request) return the same room. */
const createIds = new WeakMap<CreateRoomRequest, string>();
const createIdOf = (req: CreateRoomRequest) => {
  if (!createIds.has(req)) createIds.set(req, crypto.randomUUID());
  return createIds.get(req)!;
};

export async function findMatch(req: MatchRequest): Promise<MatchResult> {
  const reply = await command<{ room_id: string } | { no_opponent: true }>('battle_find_match', place(req));
  return 'room_id' in reply ? { roomId: reply.room_id } : { noOpponent: true };
}

/** Stops searching in this category (the contract's get_random_questions with destroy_match). */
export const cancelSearch = (req: MatchRequest) =>
  command<unknown>('get_random_questions', { ...place(req), destroy_match: 1 }).then(() => undefined);

export async function playBot(req: MatchRequest): Promise<BotMatch> {
  const reply = await command<{ room_id: string; bot_uid: string }>('battle_play_bot', place(req));
  return { roomId: reply.room_id, botUid: reply.bot_uid };
}

export async function createRoom(req: CreateRoomRequest): Promise<CreatedRoom> {
  const reply = await command<{ room_id: string; room_code: string }>('create_room', {
    room_id: createIdOf(req),
    room_type: req.type,
    category: req.categoryId,
    language_id: req.languageId,
    no_of_que: req.questionCount,
    entry_fee_multiplier: req.entryFeeMultiplier,
  });
  return { roomId: reply.room_id, code: reply.room_code };
}

export async function joinRoom({ code }: JoinRoomRequest): Promise<{ roomId: string }> {
  const reply = await command<{ room_id: string }>('battle_join_room', { room_code: code });
  return { roomId: reply.room_id };
}

export const startRoom = ({ roomId }: RoomRef) => command<unknown>('battle_start', { room_id: roomId }).then(() => undefined);

export const getQuestions = ({ roomId }: RoomRef) => command<BattleQuestion[]>('get_question_by_room_id', { room_id: roomId });

/** Waits before sending an answer again: a busy server (503) or a dropped connection. */
export const answerRetryMs = [300, 1000, 2500];

/** An answer is idempotent (sent again, the server returns its stored grade), so it is retried. */
export async function answer({ roomId, questionId, optionId }: AnswerRequest): Promise<AnswerResult> {
  const payload = { room_id: roomId, question_id: questionId, option_id: optionId ?? '' };
  type Graded = { correct: boolean; points: number; correct_option_id?: string | null };
  let result = await request<Graded>('battle_answer', payload);
  for (const wait of answerRetryMs) {
    if (result.ok || (result.status !== 503 && result.status !== 0)) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = await request<Graded>('battle_answer', payload);
  }
  if (!result.ok) throw new Error(result.message);
  const reply = result.data;
  return { correct: reply.correct, points: reply.points, correctOptionId: reply.correct_option_id ?? null };
}

/** The right options the server shows this player now (of the questions every seat has answered or run out of time on), and the player's picks. */
export async function reviewSeat({ roomId }: RoomRef): Promise<SeatReview> {
  const reply = await command<{ answers: { question_id: string; correct_option_id: string }[]; picks: { question_id: string; option_id: string }[] }>('battle_reveal', { room_id: roomId });
  return {
    revealed: Object.fromEntries(reply.answers.map((a) => [a.question_id, a.correct_option_id])),
    picks: Object.fromEntries(reply.picks.map((p) => [p.question_id, p.option_id || null])),
  };
}

export const leaveRoom = ({ roomId }: RoomRef) => command<unknown>('battle_leave', { room_id: roomId }).then(() => undefined);

export const deleteRoom = ({ roomId }: RoomRef) => command<unknown>('battle_delete_room', { room_id: roomId }).then(() => undefined);
