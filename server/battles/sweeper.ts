// Presence and expiry, one pass every few seconds in the server process:
// - a playing player silent (no lastSeen heartbeat) past the offline threshold is disconnected:
//   each time that starts counts, and more than max_disconnects in a match means they have left;
//   silent past reconnect_grace_seconds they have left; the room may then finish;
// - in a waiting room a silent player is marked offline (the lobby greys the seat), and silent past
//   the grace window loses the seat (the owner: the room);
// - a waiting room past its expireAt is deleted, a started one past it (everyone's time is up) finishes,
//   an asynchronous challenge whose friend never took their seat lapses (async-challenge.ts);
// - a started room every seat of which is done finishes, should the request of its last answer
//   have died before finishing it (it does so after its reply).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { defaultBattleConfig, type RoomType } from '../../machines/battle-types.ts';
import { repeatEvery } from '../repeat.ts';
import { type SystemConfig } from '../../contract/settings.ts';
import { loadSystemConfig } from '../system-config.ts';
import { finishIfDone, readPlayers, readSeats, roomIsDone, type SeatedPlayer } from './finish-room.ts';
import { playerRef, roomRef, roomsCol, type RoomDoc } from './room-docs.ts';
import { deleteInTx, unseatInTx } from './rooms.ts';
import { lapseIfDue } from './async-challenge.ts';
import { endChallengeInTx } from '../social/challenges.ts';

/** Silent this long (two missed heartbeats, or the grace window if that is shorter) is a disconnect. */
const offlineAfter = (c: SystemConfig) =>
  Math.min(2 * defaultBattleConfig.heartbeatMs, c.reconnect_grace_seconds * 1000);

export interface SweepReport {
  /** `roomId` of rooms deleted or finished because their time ran out */
  expired: string[];
  /** `roomId/uid` of players marked left or unseated */
  left: string[];
  /** `roomId/uid` of players counted as disconnected in this pass */
  disconnected: string[];
  /** rooms this pass finished */
  finished: string[];
}

/** The request of a room's last answer finishes it within this; after it, the sweeper does. */
const finishGraceMs = 10_000;

const silentFor = (p: SeatedPlayer, now: Date) => now.getTime() - p.lastSeen.toMillis();

/** Judges the silent players of one room in a transaction; returns whether someone left a started room. */
async function judgeRoom(
  db: Firestore,
  roomId: string,
  now: Date,
  c: SystemConfig,
  report: SweepReport,
): Promise<boolean> {
  const graceMs = c.reconnect_grace_seconds * 1000;
  const outcome = await db.runTransaction(async (tx: Transaction) => {
    const left: string[] = [];
    const disconnected: string[] = [];
    const room = (await tx.get(roomRef(db, roomId))).data() as RoomDoc | undefined;
    if (!room || (room.status !== 'waiting' && room.status !== 'started'))
      return { left, disconnected, started: false };
    const players = await readPlayers(tx, db, roomId, room);
    const silent = players.filter((p) => p.state === 'playing' && silentFor(p, now) > offlineAfter(c));
    if (room.status === 'waiting') {
      const gone = silent.filter((p) => silentFor(p, now) > graceMs);
      if (gone.some((p) => p.uid === room.ownerUid)) await deleteInTx(tx, db, roomId, room, now);
      else {
        for (const p of gone) unseatInTx(tx, db, roomId, p.uid);
        // the lobby greys the seats of the silent ones until they are heard from again or gone
        for (const p of silent)
          if (!gone.includes(p) && !p.offline) tx.update(playerRef(db, roomId, p.uid), { offline: true });
      }
      return { left: gone.map((p) => p.uid), disconnected, started: false };
    }
    for (const p of silent) {
      const newlyOffline = !p.offline;
      const disconnects = p.disconnects + (newlyOffline ? 1 : 0);
      const leaves = silentFor(p, now) > graceMs || disconnects > c.max_disconnects;
      if (!newlyOffline && !leaves) continue;
      tx.update(playerRef(db, roomId, p.uid), { offline: true, disconnects, ...(leaves ? { state: 'left' } : {}) });
      if (newlyOffline) disconnected.push(p.uid);
      if (leaves) left.push(p.uid);
    }
    return { left, disconnected, started: true };
  });
  report.left.push(...outcome.left.map((uid) => `${roomId}/${uid}`));
  report.disconnected.push(...outcome.disconnected.map((uid) => `${roomId}/${uid}`));
  return outcome.started && outcome.left.length > 0;
}

async function expireRoom(db: Firestore, roomId: string, now: Date, type: RoomType): Promise<boolean> {
  if (type === 'async' && (await lapseIfDue(db, roomId, now))) return true;
  const ref = roomRef(db, roomId);
  const waitingDeleted = await db.runTransaction(async (tx) => {
    const room = (await tx.get(ref)).data() as RoomDoc | undefined;
    if (room?.status !== 'waiting' || room.expireAt.toMillis() > now.getTime()) return false;
    // a waiting room with a challenge is a live one (an asynchronous one starts at once)
    if (room.challenge) await endChallengeInTx(tx, db, roomId, room, 'lapsed', now);
    else await deleteInTx(tx, db, roomId, room, now);
    return true;
  });
  return waitingDeleted || finishIfDone(db, roomId, now, { timeUp: true });
}

/** One pass of the sweeper at `now` (tests call it with a moved clock). */
export async function sweepOnce(db: Firestore, now: Date): Promise<SweepReport> {
  const c = await loadSystemConfig(db);
  const report: SweepReport = { expired: [], left: [], disconnected: [], finished: [] };

  const expired = await roomsCol(db).where('status', 'in', ['waiting', 'started']).where('expireAt', '<=', now).get();
  for (const doc of expired.docs) {
    if (await expireRoom(db, doc.id, now, doc.get('type') as RoomType)) report.expired.push(doc.id);
  }

  const cutoff = new Date(now.getTime() - offlineAfter(c));
  const silent = await db.collectionGroup('players').where('live', '==', true).where('lastSeen', '<', cutoff).get();
  const rooms = new Set(silent.docs.map((d) => d.ref.parent.parent!.id));
  for (const roomId of rooms) {
    if ((await judgeRoom(db, roomId, now, c, report)) && (await finishIfDone(db, roomId, now)))
      report.finished.push(roomId);
  }

  // seats done a while ago in rooms still live: a plain read of the seats first, so a group room
  // whose others still play takes no transaction that would lock their seats
  const done = await db
    .collectionGroup('players')
    .where('live', '==', true)
    .where('state', '==', 'finished')
    .where('servedAt', '<=', now.getTime() - finishGraceMs)
    .get();
  for (const roomId of new Set(done.docs.map((d) => d.ref.parent.parent!.id))) {
    if (roomIsDone(await readSeats(db, roomId)) && (await finishIfDone(db, roomId, now))) report.finished.push(roomId);
  }

  // players heard from again are online: their next silence is a new disconnect
  const offline = await db.collectionGroup('players').where('offline', '==', true).where('live', '==', true).get();
  await Promise.all(
    offline.docs
      .filter((d) => d.get('lastSeen').toMillis() >= cutoff.getTime())
      .map((d) => d.ref.update({ offline: false })),
  );
  return report;
}

/** Runs sweepOnce every `intervalMs` (never two passes at once); returns the stop function. */
export function startSweeper(db: Firestore, opts: { intervalMs?: number; now?: () => Date } = {}): () => void {
  const now = opts.now ?? (() => new Date());
  return repeatEvery(opts.intervalMs ?? defaultBattleConfig.heartbeatMs, 'battle sweeper', () => sweepOnce(db, now()));
}
