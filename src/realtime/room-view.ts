// A battle room as the machines see it (machines/battle-types.ts RoomView): the room document and
// its players subcollection, combined; null when the room document vanishes.
import { collection, doc, Timestamp, type Firestore } from 'firebase/firestore';
import { combineLatest, distinctUntilChanged, filter, map, shareReplay, switchMap, type Observable } from 'rxjs';
import type { PlayerView, RoomView } from '../../machines/battle-types.ts';
import { doc$, query$ } from './firestore-streams.ts';

/** Firestore timestamps to epoch ms; numbers pass through; absent stays null. */
const ms = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : typeof v === 'number' ? v : null);

type Data = Record<string, unknown> & { id: string };

/** `uid`'s own seat may have a question 1 of its own (an asynchronous challenge's seats play at different times). */
export function toRoomView(room: Data, players: Data[], uid = ''): RoomView {
  const mine = players.find((p) => p.id === uid);
  return {
    ...(room as unknown as RoomView),
    id: room.id,
    createdAt: ms(room.createdAt) ?? 0,
    startedAt: ms(room.startedAt),
    questionsAt: ms(mine?.questionsAt) ?? ms(room.questionsAt),
    questionIds: (room.questionIds as string[] | undefined) ?? [],
    players: players
      .map((p) => ({
        ...(p as unknown as PlayerView),
        uid: p.id,
        lastSeen: ms(p.lastSeen) ?? 0,
        answers: (p.answers as PlayerView['answers']) ?? [],
      }))
      .sort((a, b) => a.slot - b.slot),
  };
}

/** An asynchronous challenge until its end: each seat reads only its own (firestore.rules). */
const seatsSealed = (room: Data | null) => room?.type === 'async' && room.status !== 'finished';

/**
 * Whether the seats heard match the room: sealed, only one's own; once an asynchronous challenge has
 * ended, all of them (the first answer of the new listener can be the local cache: one's own seat alone).
 */
const seatsMatch = (room: Data | null, seats: { sealed: boolean; list: Data[] }) =>
  seatsSealed(room) === seats.sealed &&
  (seats.sealed ||
    room?.type !== 'async' ||
    seats.list.length >= ((room.playerUids as string[] | undefined)?.length ?? 0));

export function roomView$(db: Firestore, roomId: string, uid: string): Observable<RoomView | null> {
  const room = doc$<Record<string, unknown>>(doc(db, 'rooms', roomId)).pipe(
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const players = room.pipe(
    map(seatsSealed),
    distinctUntilChanged(),
    switchMap((sealed) => {
      const seats = sealed
        ? doc$<Record<string, unknown>>(doc(db, 'rooms', roomId, 'players', uid)).pipe(
            map((mine) => (mine ? [mine] : [])),
          )
        : query$<Record<string, unknown>>(collection(db, 'rooms', roomId, 'players'));
      return seats.pipe(map((list) => ({ sealed, list })));
    }),
  );
  // a challenge that has just ended waits for the full list of seats before it is shown
  return combineLatest([room, players]).pipe(
    filter(([r, p]) => seatsMatch(r, p)),
    map(([r, p]) => (r ? toRoomView(r, p.list, uid) : null)),
  );
}
