// The battle read model in Firestore (docs/architecture.md "Firestore: the read model"). The API writes
// all of it with the Admin SDK; a player's client writes only its own `lastSeen` (firestore.rules).
// The web app maps a room and its players to machines/battle-types.ts RoomView.
//
//   rooms/{roomId}               RoomDoc: members read it
//   rooms/{roomId}/players/{uid} PlayerDoc: members read them
//   rooms/{roomId}/seats/{uid}   SeatDoc: the seat's secret option order and its picks (server only)
//   roomCodes/{code}             { roomId, expireAt }: while the room lives, so a code or link says why it cannot be joined (server only)
//   users/{uid}/invites/{roomId} InviteDoc: a rematch invitation, addressed to its recipient (they read it)
//   matchQueues/{shard}          { waiting: Waiting[] } (matchmaking.ts): the few players waiting in one shard (server only)
//   matchTickets/{uid}           Ticket (matchmaking.ts): the shard a player searches in, or the random room they were paired into (server only)
//
// Times a client compares (createdAt, startedAt, questionsAt, lastSeen) are Timestamps; servedAt is epoch ms.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { PlayerAnswer, PlayerState, RematchOffer, RoomStatus, RoomType } from '../../machines/battle-types.ts';
import type { AnswerSkill } from '../../machines/bot-opponent.ts';
import { shownProfileImage } from '../../contract/profile-image.ts';
import type { RatingChange } from '../../contract/rating.ts';

export interface Standing {
  uid: string;
  rank: number;
  points: number;
  correctAnswers: number;
  left: boolean;
  /** coins paid out to this player when the room finished */
  coins: number;
  /** a battle between people: the player's rating move (server/battles/rating.ts) */
  rating?: RatingChange;
}

export interface RoomResult {
  /** first place shared (or nobody stayed): the pot was split, nobody won */
  drawn: boolean;
  standings: Standing[];
}

export interface RoomDoc {
  type: RoomType;
  /** '' for random rooms, which nobody joins by code */
  code: string;
  ownerUid: string;
  /** '' plays every category of the language */
  categoryId: string;
  languageId: string;
  entryFee: number;
  maxPlayers: number;
  questionCount: number;
  status: RoomStatus;
  createdAt: Timestamp;
  startedAt: Timestamp | null;
  /**
   * started rooms: when question 1 is shown, startedAt + the countdown (battle_countdown_seconds);
   * its time counts from here and no answer is taken before. Absent on rooms started before it existed.
   */
  questionsAt?: Timestamp | null;
  finishedAt: Timestamp | null;
  /**
   * waiting: when the unstarted room is swept away; started: the hard stop, when everyone's time
   * is surely up; finished and deleted: when the TTL policy may remove the document.
   */
  expireAt: Timestamp;
  questionIds: string[];
  /** the seated players, the authority on seats (joins conflict on this document) */
  playerUids: string[];
  vsBot: boolean;
  /** the bot's answering, from the player's rating when the room was made (machines/bot-opponent.ts botLevelFor) */
  botSkill?: AnswerSkill;
  botSeed?: number;
  /** set when the human first fetches the questions: the bot runner starts thinking then */
  botStartAt?: Timestamp;
  feesTaken: boolean;
  winnerUids?: string[];
  result?: RoomResult;
  /** players invited to this room (a rematch): their invitations go when it starts or is deleted */
  invitedUids?: string[];
  /** players the owner took out before the start: they cannot take a seat again */
  removedUids?: string[];
  /** a finished room's rematch: the room the first "Play again" opened, and its code */
  rematchRoomId?: string;
  rematchCode?: string;
  /** a finished human random 1v1: the players' rematch offer (server/battles/random-rematch.ts) */
  randomRematch?: RematchOffer;
  /**
   * a challenge to a friend: who challenged whom. A live one (server/social/challenges.ts) waits for the
   * friend, whose join starts it; an asynchronous one (type 'async', server/battles/async-challenge.ts)
   * has the friend play the second seat later.
   */
  challenge?: RoomChallenge;
}

export interface RoomChallenge {
  fromName: string;
  toUid: string;
  toName: string;
  /** why a live challenge's room was deleted before it started: the friend said no, or let it lapse */
  end?: 'declined' | 'lapsed';
}

/** An invitation to a waiting room, in its recipient's own collection: many never contend on one document. */
export interface InviteDoc {
  roomId: string;
  code: string;
  fromUid: string;
  fromName: string;
  entryFee: number;
  /** a rematch of a battle played together, or a friend's challenge (absent on older invitations: a rematch) */
  kind?: 'rematch' | 'challenge';
  createdAt: Date;
  /** the room's own waiting expiry: the invitation goes with it (TTL) */
  expireAt: Date;
}

export interface PlayerDoc {
  slot: 1 | 2 | 3 | 4;
  name: string;
  image: string;
  answers: PlayerAnswer[];
  correctAnswers: number;
  points: number;
  state: PlayerState;
  /** the heartbeat: written by the player's own client as request.time */
  lastSeen: Timestamp;
  /**
   * said with each beat of a waiting room's lobby page (true), and false as the player leaves that
   * page: at Start only seats in the lobby now are charged (machines/battle-rules.ts inLobbyNow).
   * Absent on older seats.
   */
  inLobby?: boolean;
  /** an asynchronous challenge's seat: when its own question 1 is shown (each seat plays at its own time); else the room's */
  questionsAt?: Timestamp;
  /** epoch ms when the player's current question was served; null before the first fetch */
  servedAt: number | null;
  /** true while the room waits or plays: the sweeper looks only at these */
  live: boolean;
  /** silent past the offline threshold right now (the sweeper counts each time this turns on) */
  offline: boolean;
  disconnects: number;
  bot: boolean;
  /** the player's random-battle win streak when seated, for the versus (absent on older seats) */
  winStreak?: number;
}

/** Made when the seat first fetches the questions; never leaves the server (firestore.rules grant no read). */
export interface SeatDoc {
  /** server/content/option-order.ts: the order this seat sees each question's options in */
  orderSeed: string;
  /** question id -> the option the seat picked, as served to it ('' when its time ran out): only its owner is told (battle_reveal) */
  picks?: Record<string, string>;
}

export const roomsCol = (db: Firestore) => db.collection('rooms');
export const roomRef = (db: Firestore, roomId: string) => roomsCol(db).doc(roomId);
export const playersCol = (db: Firestore, roomId: string) => roomRef(db, roomId).collection('players');
export const playerRef = (db: Firestore, roomId: string, uid: string) => playersCol(db, roomId).doc(uid);
export const seatRef = (db: Firestore, roomId: string, uid: string) => roomRef(db, roomId).collection('seats').doc(uid);
export const roomCodeRef = (db: Firestore, code: string) => db.collection('roomCodes').doc(code);
export const inviteRef = (db: Firestore, uid: string, roomId: string) =>
  db.collection('users').doc(uid).collection('invites').doc(roomId);
export const matchQueueRef = (db: Firestore, shard: string) => db.collection('matchQueues').doc(shard);
export const matchTicketRef = (db: Firestore, uid: string) => db.collection('matchTickets').doc(uid);

export const botUid = 'bot';
export const botName = 'Quiz Bot';

/** A new player's document; `lastSeen` starts at the seat's time. */
export function newPlayer(slot: PlayerDoc['slot'], name: string, image: string, now: Date, bot = false, winStreak = 0) {
  return {
    slot,
    name,
    image: shownProfileImage(image),
    answers: [],
    correctAnswers: 0,
    points: 0,
    state: 'playing',
    lastSeen: now,
    // the join was the player's tap, and their page goes to the lobby at once
    inLobby: true,
    servedAt: null,
    live: true,
    offline: false,
    disconnects: 0,
    bot,
    winStreak,
  };
}

export interface NewRoom {
  type: RoomType;
  code: string;
  ownerUid: string;
  categoryId: string;
  languageId: number;
  entryFee: number;
  maxPlayers: number;
  questionIds: string[];
  playerUids: string[];
  /** random rooms start as soon as they are made, their fees taken in the same transaction */
  started: boolean;
  /** a started room's first question (questionsAtFor) */
  questionsAt?: Date;
  expireAt: Date;
  bot?: { skill: AnswerSkill; seed: number };
}

export function newRoomDoc(r: NewRoom, now: Date) {
  return {
    type: r.type,
    code: r.code,
    ownerUid: r.ownerUid,
    categoryId: r.categoryId,
    languageId: String(r.languageId),
    entryFee: r.entryFee,
    maxPlayers: r.maxPlayers,
    questionCount: r.questionIds.length,
    status: r.started ? 'started' : 'waiting',
    createdAt: now,
    startedAt: r.started ? now : null,
    questionsAt: r.started ? (r.questionsAt ?? now) : null,
    finishedAt: null,
    expireAt: Timestamp.fromDate(r.expireAt),
    questionIds: r.questionIds,
    playerUids: r.playerUids,
    vsBot: r.bot !== undefined,
    ...(r.bot ? { botSkill: r.bot.skill, botSeed: r.bot.seed } : {}),
    feesTaken: r.started && r.entryFee > 0,
  };
}

/** When a started room's first question is shown (ms): questionsAt, or startedAt on a room from before the countdown. */
export const questionsAtOf = (room: Pick<RoomDoc, 'questionsAt' | 'startedAt'>) =>
  (room.questionsAt ?? room.startedAt)?.toMillis() ?? 0;

/** When this seat's question 1 is shown (ms): its own time in an asynchronous challenge, else the room's. */
export const seatQuestionsAt = (
  room: Pick<RoomDoc, 'questionsAt' | 'startedAt'>,
  player: Pick<PlayerDoc, 'questionsAt'>,
) => player.questionsAt?.toMillis() ?? questionsAtOf(room);

/**
 * An asynchronous challenge whose friend has not taken the second seat yet: that seat can still score
 * on every question, so nothing is revealed and the room does not finish (it lapses instead).
 */
export const awaitingSeat = (room: Pick<RoomDoc, 'type' | 'playerUids'>) =>
  room.type === 'async' && room.playerUids.length < 2;

/** The random-battle win streak on a player's stats summary (server/economy/badges.ts keeps it). */
export const winStreakOf = (summary: DocumentSnapshot | undefined) =>
  (summary?.get('random_win_streak') as number | undefined) ?? 0;
