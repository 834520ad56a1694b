// An asynchronous challenge as each of its two players sees it in their own list (the home page's
// "Your turn" and "Their turn"): users/{uid}/challenges/{roomId}, written by the server in the
// transactions that make, play, end or lapse the challenge, read by its owner alone (firestore.rules).
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ChallengeTurn } from '../../contract/challenges.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { userRef } from '../users/user-doc.ts';
import type { PlayerDoc, RoomDoc } from './room-docs.ts';

export interface ChallengeDoc {
  roomId: string;
  fromUid: string;
  fromName: string;
  toUid: string;
  toName: string;
  categoryId: string;
  questionCount: number;
  entryFee: number;
  /** mine: this player has still to play it; theirs: the friend has; done: both played; expired: declined or lapsed */
  turn: ChallengeTurn;
  createdAt: Timestamp;
  /** when the friend's time to take their seat runs out */
  lapsesAt: Timestamp;
  /** done: this player's outcome and the coins paid to them */
  outcome?: 'won' | 'lost' | 'drawn';
  coins?: number;
  /** the TTL policy may remove it after this */
  expireAt: Timestamp;
}

/** How long an ended challenge stays in the players' lists. */
const keepEndedChallengeMs = 7 * 86_400_000;

export const challengeRef = (db: Firestore, uid: string, roomId: string) =>
  userRef(db, uid).collection('challenges').doc(roomId);

/** The two players of an asynchronous room, challenger first. */
export const partiesOf = (room: RoomDoc) => [room.ownerUid, room.challenge!.toUid] as const;

/** Both players' entries move on (turn, and for an end its outcome), and each stays listed a week more. */
export function setTurns(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  turns: Record<string, Partial<ChallengeDoc>>,
  now: Date,
) {
  const expireAt = Timestamp.fromMillis(now.getTime() + keepEndedChallengeMs);
  for (const uid of partiesOf(room))
    tx.set(challengeRef(db, uid, roomId), { ...turns[uid], expireAt }, { merge: true });
}

/**
 * Both have played and the room finished (in its finishing transaction): each player's entry shows
 * the outcome, and each is told under the bell who won.
 */
export function closeChallenge(
  tx: Transaction,
  db: Firestore,
  roomId: string,
  room: RoomDoc,
  players: (PlayerDoc & { uid: string })[],
  outcomes: { uid: string; outcome: 'won' | 'lost' | 'drawn'; coins: number }[],
  now: Date,
): void {
  const turns: Record<string, Partial<ChallengeDoc>> = {};
  for (const { uid, outcome, coins } of outcomes) {
    const other = players.find((p) => p.uid !== uid);
    turns[uid] = { turn: 'done', outcome, coins };
    tellPlayer(
      tx,
      db,
      uid,
      `challenge_result_${roomId}`,
      { kind: 'challenge_result', params: { name: other?.name ?? '', outcome } },
      now,
    );
  }
  setTurns(tx, db, roomId, room, turns, now);
}
