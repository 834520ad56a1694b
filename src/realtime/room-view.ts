// A battle room as the machines see it (machines/battle-types.ts RoomView): the room document and
// its players subcollection, combined; null when the room document vanishes.
import { collection, doc, Timestamp, type Firestore } from 'firebase/firestore';
import { combineLatest, map, type Observable } from 'rxjs';
import type { PlayerView, RoomView } from '../../machines/battle-types.ts';
import { doc$, query$ } from './firestore-streams.ts';

/** Firestore timestamps to epoch ms; numbers pass through; absent stays null. */
const ms = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : typeof v === 'number' ? v : null);

export function toRoomView(room: Record<string, unknown> & { id: string }, players: (Record<string, unknown> & { id: string })[]): RoomView {
  return {
    ...(room as unknown as RoomView),
    id: room.id,
    createdAt: ms(room.createdAt) ?? 0,
    startedAt: ms(room.startedAt),
    questionsAt: ms(room.questionsAt),
    questionIds: (room.questionIds as string[] | undefined) ?? [],
    players: players
      .map((p) => ({ ...(p as unknown as PlayerView), uid: p.id, lastSeen: ms(p.lastSeen) ?? 0, answers: (p.answers as PlayerView['answers']) ?? [] }))
      .sort((a, b) => a.slot - b.slot),
  };
}

export function roomView$(db: Firestore, roomId: string): Observable<RoomView | null> {
  const room = doc$<Record<string, unknown>>(doc(db, 'rooms', roomId));
  const players = query$<Record<string, unknown>>(collection(db, 'rooms', roomId, 'players'));
  return combineLatest([room, players]).pipe(map(([r, p]) => (r ? toRoomView(r, p) : null)));
}
