// Plain data shared by the battle machines, the API client and the Firestore read model.
// Times are epoch milliseconds from the server's clock.
import { defaultSystemConfig } from '../contract/settings.ts';

import type { RatingChange } from '../contract/rating.ts';

/** 'async': a friend's challenge whose two seats play at different times (server/battles/async-challenge.ts) */
export type RoomType = 'random' | 'friend' | 'group' | 'async';
/** 'expired': an asynchronous challenge the friend declined or let lapse (the challenger's fee went back) */
export type RoomStatus = 'waiting' | 'started' | 'finished' | 'deleted' | 'expired';
export type PlayerState = 'playing' | 'left' | 'finished';

/**
 * A finished human random 1v1's rematch offer, in the room lifecycle's words: waiting for the
 * other player's yes, started (both said yes: nextRoomId), or deleted (declined, left the result
 * screen, or someone could not pay). A waiting offer past lapsesAt is over too.
 */
export interface RematchOffer {
  status: Extract<RoomStatus, 'waiting' | 'started' | 'deleted'>;
  acceptedUids: string[];
  /** server epoch ms */
  lapsesAt: number;
  nextRoomId: string | null;
  /** deleted: who declined or left, who could not pay (reason 'coins'), or who was already playing another random battle ('busy') */
  offBy: string | null;
  reason: 'declined' | 'coins' | 'busy' | null;
}

export interface PlayerAnswer {
  questionId: string;
  correct: boolean;
  points: number;
  ms: number;
}

export interface PlayerView {
  uid: string;
  slot: 1 | 2 | 3 | 4;
  name: string;
  image: string;
  answers: PlayerAnswer[];
  correctAnswers: number;
  points: number;
  state: PlayerState;
  lastSeen: number;
  /** silent past the offline threshold, as the server's sweeper judged (absent on older seats) */
  offline?: boolean;
  /** a waiting room: the player's lobby page says it is open (false once they left it; absent on older seats) */
  inLobby?: boolean;
  /** the bot's seat (its stored name is the server's; the screens say it in the player's language) */
  bot?: boolean;
  /** random-battle win streak when seated, for the versus (absent on older seats) */
  winStreak?: number;
}

export interface RoomView {
  id: string;
  type: RoomType;
  code: string;
  ownerUid: string;
  categoryId: string;
  languageId: string;
  entryFee: number;
  maxPlayers: number;
  questionCount: number;
  status: RoomStatus;
  createdAt: number;
  startedAt: number | null;
  /** when question 1 is shown, after the 3-2-1 (null: not started, or started before the countdown existed) */
  questionsAt: number | null;
  questionIds: string[];
  players: PlayerView[];
  /** written by the server when it finishes the room (server/battles/room-docs.ts RoomResult) */
  result?: RoomSettlement;
  /** a finished human random 1v1: the players' rematch offer, once someone answered */
  randomRematch?: RematchOffer;
  /**
   * a challenge to a friend, live (the friend's join starts it) or asynchronous (type 'async'): who
   * challenged whom, and why a live one ended unplayed
   */
  challenge?: { fromName: string; toUid: string; toName: string; end?: 'declined' | 'lapsed' };
}

/** The coins the server paid out when it finished the room. */
export interface RoomSettlement {
  /** first place shared (or nobody stayed): the pot was split */
  drawn: boolean;
  standings: { uid: string; coins: number; rating?: RatingChange }[];
}

export interface BattleOption {
  id: string;
  text: string;
}

/** A room question as served to players: never with its answer. */
export interface BattleQuestion {
  id: string;
  question: string;
  options: BattleOption[];
  /** The question's own language ('en', 'ar'), where the server knows it. */
  language?: string;
}

/** System configuration values the battles run on (docs/economy.md "Battles"). */
export interface BattleConfig {
  questionSeconds: number;
  searchMs: number;
  graceMs: number;
  heartbeatMs: number;
  /** how long the graded answer stays on screen before the next question */
  revealMs: number;
  /** pause between two matchmaking requests inside the search window */
  matchRetryMs: number;
}

export const defaultBattleConfig: BattleConfig = {
  questionSeconds: defaultSystemConfig.question_seconds,
  searchMs: defaultSystemConfig.random_battle_search_seconds * 1000,
  graceMs: defaultSystemConfig.reconnect_grace_seconds * 1000,
  heartbeatMs: 5_000,
  revealMs: 1_000,
  matchRetryMs: 2_000,
};

// Commands (one POST each). Rejections arrive as an Error carrying the refusal's code (commands.ts errorMessage).

export interface MatchRequest {
  categoryId: string;
  languageId: string;
}
export type MatchResult = { roomId: string } | { noOpponent: true };

export interface BotMatch {
  roomId: string;
  botUid: string;
}

export type EntryFeeMultiplier = 1 | 2 | 3 | 4;

export interface CreateRoomRequest {
  type: 'friend' | 'group';
  categoryId: string;
  languageId: string;
  questionCount: number;
  entryFeeMultiplier: EntryFeeMultiplier;
  /** a challenge to this friend (friend rooms): they are invited, and their join starts the battle */
  friendUid?: string;
}
export interface CreatedRoom {
  roomId: string;
  code: string;
}

export interface JoinRoomRequest {
  code: string;
  /** the entry fee the player confirmed on the Join button (absent: a room without a fee, or one the player is refused or already seated in) */
  fee?: number;
}

/** A room as the join's confirmation shows it before the player is seated (battle_room_preview by code). */
export interface JoinPreview {
  roomId: string;
  ownerName: string;
  /** '' when the room plays every category */
  categoryName: string;
  entryFee: number;
  questionCount: number;
  maxPlayers: number;
  players: { name: string; image: string }[];
  /** a seat is there for the caller to take: the room waits, has a free seat, and the caller is neither seated, removed nor locked out of its category */
  open: boolean;
}

/** Input of startRoom, getQuestions, leaveRoom, deleteRoom and heartbeat. */
export interface RoomRef {
  roomId: string;
}

/** Input of removePlayer: a seat of a waiting room, by its player. */
export interface SeatRef extends RoomRef {
  uid: string;
}

export interface AnswerRequest {
  roomId: string;
  questionId: string;
  /** null: the question's time ran out */
  optionId: string | null;
}
export interface AnswerResult {
  correct: boolean;
  points: number;
  /** the right option in this player's order; null until every seat has answered it or run out of time */
  correctOptionId: string | null;
}

/** What the server lets this player review of a room (battle_reveal), in the player's own order. */
export interface SeatReview {
  /** question id -> the right option, of the questions no seat can still score on */
  revealed: Record<string, string>;
  /** question id -> the option the player picked; null: the time ran out */
  picks: Record<string, string | null>;
}

// Results.

export type Outcome = 'win' | 'lose' | 'draw';
/** What the result screen says: 1v1 victory/defeat/draw, group victory/defeat/tie. */
export type OutcomeWording = 'victory' | 'defeat' | 'draw' | 'tie';

export interface Standing {
  uid: string;
  name: string;
  image: string;
  points: number;
  correctAnswers: number;
  /** left the game (or stayed silent past the grace window): ranked below everyone who stayed */
  left: boolean;
  /** 1 = first; players with equal standing share a rank */
  rank: number;
  /** the bot's seat */
  bot?: boolean;
}

export interface BattleResult {
  standings: Standing[];
  rank: number;
  outcome: Outcome;
  wording: OutcomeWording;
}

/** What the room machine gathered while the player played, handed to the review (machines/battle-review.ts). */
export interface PlayedRoom extends SeatReview {
  room: RoomView;
  questions: BattleQuestion[];
}

/** How a player's time in a room ended. */
export type RoomExit =
  | { kind: 'finished'; result: BattleResult; played: PlayedRoom }
  | { kind: 'left' }
  | { kind: 'deleted' }
  | { kind: 'failed' };

// The group battle state the views show: seats user1..user4 and what each has scored.

export interface GroupBattleUser {
  name: string;
  image: string;
  uid: string;
  CorrectAnswer: number;
  point: number;
}

export interface GroupBattleState {
  roomID: string;
  createdBy: string;
  readytoplay: boolean;
  roomCode: string;
  entryFee: number;
  totalusers: number;
  user1: GroupBattleUser;
  user2: GroupBattleUser;
  user3: GroupBattleUser;
  user4: GroupBattleUser;
  showScore: boolean;
}

// The two players' battle timers, shown as mm:ss.

export type TimerPlayer = 'player1' | 'player2';

export interface PlayerTimer {
  /** seconds the question allows */
  total: number;
  /** remaining time as hh:mm:ss */
  snapshot: string;
  /** seconds used when the timer was stopped (the answer time); 0 while running */
  stored: number;
  remaining: number;
}
