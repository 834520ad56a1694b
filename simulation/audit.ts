// The checks at the end of a simulation, over what Firestore holds: every room ended exactly
// once, every balance equals its coin history and is never negative, every fee taken was paid
// out, refunded or floored away in a shared pot, nobody sat in two live random rooms at once,
// and each bot answered each question once, in order.
import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { botUid, playerRef, roomsCol, type PlayerDoc, type RoomDoc } from '../server/battles/room-docs.ts';
import { coinHistory } from '../server/economy/ledger.ts';
import { userRef } from '../server/users/user-doc.ts';

export interface SimPlayer {
  uid: string;
  startCoins: number;
}

export interface AuditReport {
  rooms: { finished: number; deleted: number; stuck: number };
  players: number;
  fees: { taken: number; paidOut: number; refunded: number; floored: number };
  botRooms: number;
  /** what each check found wrong, one line each */
  problems: Record<Check, string[]>;
}

export type Check = 'rooms' | 'coins' | 'fees' | 'seats' | 'bots';

type Room = RoomDoc & { id: string };

/** Every room a player of the run sat in, by its player list. */
async function roomsOf(db: Firestore, players: SimPlayer[]): Promise<Map<string, Room>> {
  const rooms = new Map<string, Room>();
  for (const { uid } of players) {
    const snap = await roomsCol(db).where('playerUids', 'array-contains', uid).get();
    for (const d of snap.docs) rooms.set(d.id, { ...(d.data() as RoomDoc), id: d.id });
  }
  return rooms;
}

/** Waits (up to `timeoutMs`) until no room of the run is waiting or started. */
export async function waitForRoomsToEnd(db: Firestore, players: SimPlayer[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = [...(await roomsOf(db, players)).values()].filter(
      (r) => r.status === 'waiting' || r.status === 'started',
    );
    if (open.length === 0) return;
    await sleep(1_000);
  }
}

export async function audit(db: Firestore, players: SimPlayer[]): Promise<AuditReport> {
  const problems: Record<Check, string[]> = { rooms: [], coins: [], fees: [], seats: [], bots: [] };
  const rooms = await roomsOf(db, players);
  const report: AuditReport = {
    rooms: { finished: 0, deleted: 0, stuck: 0 },
    players: players.length,
    fees: { taken: 0, paidOut: 0, refunded: 0, floored: 0 },
    botRooms: 0,
    problems,
  };
  const ledgers = new Map<string, Map<string, number>>();
  for (const p of players) {
    const [user, history, stats] = await Promise.all([
      userRef(db, p.uid).get(),
      coinHistory(db, p.uid).get(),
      userRef(db, p.uid).collection('stats').doc('battles').get(),
    ]);
    const ledger = new Map(history.docs.map((d) => [d.id, d.get('coins') as number]));
    ledgers.set(p.uid, ledger);
    const coins = user.get('coins') as number;
    const sum = [...ledger.values()].reduce((a, b) => a + b, 0);
    if (coins !== p.startCoins + sum)
      problems.coins.push(`${p.uid}: ${coins} coins, but ${p.startCoins} + coin history ${sum}`);
    if (coins < 0) problems.coins.push(`${p.uid}: a negative balance (${coins})`);
    // each finished room counted once in the player's statistics: a room that ended twice counts twice
    const played = [...rooms.values()].filter(
      (r) => r.status === 'finished' && !r.vsBot && r.playerUids.includes(p.uid),
    ).length;
    if ((stats.get('played') ?? 0) !== played)
      problems.rooms.push(`${p.uid}: ${stats.get('played') ?? 0} battles counted, ${played} finished`);
  }

  const coinsFor = (uid: string, key: string) => ledgers.get(uid)?.get(key) ?? 0;
  const seats = new Map<string, { roomId: string; from: number; to: number }[]>();
  for (const room of rooms.values()) {
    if (room.status === 'finished') report.rooms.finished++;
    else if (room.status === 'deleted') report.rooms.deleted++;
    else {
      report.rooms.stuck++;
      problems.rooms.push(`room ${room.id} (${room.type}) still ${room.status}`);
      continue;
    }
    const humans = room.playerUids.filter((uid) => uid !== botUid);
    const taken = -humans.reduce((sum, uid) => sum + coinsFor(uid, `battle_fee_${room.id}`), 0);
    const paidOut = humans.reduce((sum, uid) => sum + coinsFor(uid, `battle_${room.id}`), 0);
    const refunded = humans.reduce((sum, uid) => sum + coinsFor(uid, `battle_refund_${room.id}`), 0);
    const floored = taken - paidOut - refunded;
    Object.assign(report.fees, {
      taken: report.fees.taken + taken,
      paidOut: report.fees.paidOut + paidOut,
      refunded: report.fees.refunded + refunded,
      floored: report.fees.floored + floored,
    });
    const expectedTaken = room.feesTaken ? room.entryFee * humans.length : 0;
    if (taken !== expectedTaken)
      problems.fees.push(`room ${room.id}: ${taken} coins of fees taken, ${expectedTaken} due`);
    if (room.status === 'finished') {
      const owed = (room.result?.standings ?? []).reduce((sum, s) => sum + s.coins, 0);
      const sharing = Math.max(1, room.winnerUids?.length ?? 0);
      if (paidOut !== owed) problems.fees.push(`room ${room.id}: ${paidOut} coins paid out, the result says ${owed}`);
      if (refunded !== 0 || floored < 0 || floored >= sharing)
        problems.fees.push(`room ${room.id}: fees ${taken} = paid ${paidOut} + refunded ${refunded} + ${floored}`);
    } else if (refunded !== taken || paidOut !== 0)
      problems.fees.push(`room ${room.id} deleted: ${taken} taken, ${refunded} refunded, ${paidOut} paid`);

    if (room.type === 'random' && !room.vsBot) {
      const to = (room.finishedAt ?? room.expireAt).toMillis();
      for (const uid of humans)
        seats.set(uid, [...(seats.get(uid) ?? []), { roomId: room.id, from: room.createdAt.toMillis(), to }]);
    }
    if (room.vsBot) {
      report.botRooms++;
      const bot = (await playerRef(db, room.id, botUid).get()).data() as PlayerDoc;
      const answered = bot.answers.map((a) => a.questionId);
      if (answered.join() !== room.questionIds.slice(0, answered.length).join()) {
        problems.bots.push(`room ${room.id}: the bot answered ${answered.join(',')} of ${room.questionIds.join(',')}`);
      }
      const human = (await playerRef(db, room.id, humans[0]!).get()).data() as PlayerDoc;
      if (
        human.answers.length === room.questionIds.length &&
        answered.length < room.questionIds.length &&
        bot.state !== 'left'
      ) {
        problems.bots.push(
          `room ${room.id}: the bot stopped after ${answered.length} of ${room.questionIds.length} questions`,
        );
      }
    }
  }
  for (const [uid, list] of seats) {
    const sorted = list.sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.from < sorted[i - 1]!.to)
        problems.seats.push(`${uid} sat in two live random rooms: ${sorted[i - 1]!.roomId} and ${sorted[i]!.roomId}`);
    }
  }
  return report;
}
