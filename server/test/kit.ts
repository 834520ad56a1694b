// The server tests' kit, the one module a server test imports for its setup: the harness (the
// real app over HTTP on the emulators), what a reply must be (`ok`, `refused`), players (made
// straight in Firestore with an api_token, since 200 Auth sign-ups would take minutes; signed up
// through Auth where the sign-up is what is tested; operators), rooms (opened, joined by code,
// started) and small readers of what the server wrote. The simulation and the benches use its
// players and readers too.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { commandActor } from '../admin/audit.ts';
import { setOperator } from '../admin/operators.ts';
import { issueApiToken, newTokenVersion } from '../users/api-token.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { optionIds, questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { servedOption } from '../content/option-order.ts';
import { parseRoomCode } from '../battles/room-code.ts';
import {
  playerRef,
  playersCol,
  roomCodeRef,
  roomRef,
  seatRef,
  type PlayerDoc,
  type RoomDoc,
} from '../battles/room-docs.ts';
import type { Harness, Reply } from './api-harness.ts';

export { emailAccount, setCoins, startHarness, useHarness, type Harness, type Reply } from './api-harness.ts';

/** The reply's data, once it is a 200 (else the test fails with the reply's body). */
export async function ok<T = any>(reply: Promise<Reply<T>>): Promise<T> {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as T;
}

/** The reply is a refusal with this status and message. */
export async function refused(reply: Promise<Reply>, status: number, message: string | RegExp) {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.error).toBe(true);
  if (typeof message === 'string') expect(r.body.message).toBe(message);
  else expect(r.body.message).toMatch(message);
}

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
    // a code of its own, never a part of the uid (a leak test looks for it in replies that name the uid)
    refer_code: `R${randomUUID().slice(0, 7).toUpperCase()}`,
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

/** A signed-up player granted the operator role as the command grants it. */
export async function operator(h: Harness) {
  const p = await h.player({ name: 'operator' });
  await setOperator(h, p.user.email, true, commandActor('operator:grant'), new Date());
  return p;
}

export interface OpenedRoom {
  room_id: string;
  room_code: string;
  entry_fee: number;
}

/**
 * A file's rooms, with its own defaults for create_room (its category, how many questions):
 * `createRoom` opens one, `joinAs` joins by code as the Join button does (with the fee it named),
 * `startedRoom` opens one for `players` (the first owns it), seats the others by its code (with
 * its fee) and starts it (fees taken).
 */
export function roomsIn(h: Harness, defaults: Record<string, string | number>) {
  const createRoom = (owner: TestPlayer, fields: Record<string, string | number> = {}) =>
    ok<OpenedRoom>(h.call('create_room', { room_type: 'group', ...defaults, ...fields }, owner.token));
  const joinAs = async (code: string, p: TestPlayer) =>
    h.call('battle_join_room', { room_code: code, fee: await feeOfCode(h, code) }, p.token);
  async function startedRoom(players: TestPlayer[], fields: Record<string, string | number> = {}) {
    const { room_id, room_code, entry_fee } = await createRoom(players[0]!, fields);
    for (const p of players.slice(1)) await ok(h.call('battle_join_room', { room_code, fee: entry_fee }, p.token)); // the fee the Join button names
    await ok(h.call('battle_start', { room_id }, players[0]!.token));
    return room_id;
  }
  return { createRoom, joinAs, startedRoom };
}
