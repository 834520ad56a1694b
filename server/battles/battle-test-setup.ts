// Test setup for the battle tests: players made straight in Firestore with an api_token (200 Auth
// sign-ups would take minutes), and small readers of the room documents.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Harness } from '../test/api-harness.ts';
import { issueApiToken, newTokenVersion } from '../users/api-token.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { optionIds, questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { servedOption } from '../content/option-order.ts';
import { parseRoomCode } from './room-code.ts';
import { playerRef, playersCol, roomCodeRef, roomRef, seatRef, type PlayerDoc, type RoomDoc } from './room-docs.ts';

/** What these helpers need of a test harness: the database (the simulation passes just that). */
type WithDb = Pick<Harness, 'db'>;

export interface TestPlayer {
  uid: string;
  token: string;
}

export async function quickPlayer(h: WithDb, coins = 100, name = 'Player'): Promise<TestPlayer> {
  const uid = `t-${randomUUID()}`;
  const user: UserDoc = {
    firebase_id: uid,
    name,
    email: `${uid}@example.com`,
    mobile: '',
    profile: '',
    type: 'email',
    fcm_id: '',
    refer_code: uid.slice(2, 10).toUpperCase(),
    friends_code: '',
    coins,
    coins_earned: coins,
    all_time_score: 0,
    status: 1,
    web_language: '',
    date_registered: Timestamp.now(),
    token_version: newTokenVersion(),
  };
  await userRef(h.db, uid).set(user);
  return { uid, token: issueApiToken(uid, user.token_version!, new Date()) };
}

export const coinsOf = async (h: WithDb, uid: string) => (await userRef(h.db, uid).get()).get('coins') as number;

export const readRoom = async (h: WithDb, roomId: string) => (await roomRef(h.db, roomId).get()).data() as RoomDoc;

export const readPlayer = async (h: WithDb, roomId: string, uid: string) =>
  (await playerRef(h.db, roomId, uid).get()).data() as PlayerDoc;

export async function readPlayers(h: WithDb, roomId: string) {
  const snap = await playersCol(h.db, roomId).get();
  return new Map(snap.docs.map((d) => [d.id, d.data() as PlayerDoc]));
}

/** The right and a wrong option of each of the room's questions, in play order, as served to `uid` (once they have fetched them). */
export async function answerKey(h: WithDb, roomId: string, uid: string) {
  const room = await readRoom(h, roomId);
  const orderSeed = (await seatRef(h.db, roomId, uid).get()).get('orderSeed') as string | undefined;
  if (!orderSeed) throw new Error(`${uid} has not fetched the questions of ${roomId}`);
  const snaps = await h.db.getAll(...room.questionIds.map((id) => questionsCol(h.db).doc(id)));
  return snaps.map((s) => {
    const q = s.data() as QuestionDoc;
    const right = servedOption(orderSeed, q, q.answer);
    return { id: q.id, right, wrong: optionIds.slice(0, q.options.length).find((o) => o !== right)! };
  });
}

/** The entry fee a player sees on a room's Join button, by the code they hold (0 for a code that names no room). */
export async function feeOfCode(h: WithDb, typed: string): Promise<number> {
  const roomId = (await roomCodeRef(h.db, parseRoomCode(typed) ?? '-').get()).get('roomId') as string | undefined;
  return roomId ? (await readRoom(h, roomId)).entryFee : 0;
}
