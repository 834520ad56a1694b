// The player's own matchmaking ticket (matchTickets/{uid}, readable by its owner): the room a
// pairing put them in, as soon as the pairing is written.
import { doc, type Firestore } from 'firebase/firestore';
import { distinctUntilChanged, filter, map, scan, type Observable, type OperatorFunction } from 'rxjs';
import { doc$ } from './firestore-streams.ts';

export interface Ticket {
  roomId: string | null;
  /** server epoch ms */
  pairedAt?: number;
}

/** Rooms the player is paired into at or after `since` (server epoch ms): an older pairing is a past battle's. */
export function pairings$(db: Firestore, uid: string, since: number): Observable<string> {
  return doc$<Ticket>(doc(db, 'matchTickets', uid)).pipe(newPairings(since));
}

/**
 * The rooms tickets name from `since` on, but not the one named when listening starts: that pairing
 * was written before this search (`since` allows for clock skew, so a battle just left may still fall
 * inside it), and if it is still this search's room the search call's reply names it.
 */
export function newPairings(since: number): OperatorFunction<Ticket | null | undefined, string> {
  return (tickets) =>
    tickets.pipe(
      map((t) => (t?.roomId && (t.pairedAt ?? 0) >= since ? t.roomId : null)),
      scan(
        (seen: { first: string | null; now: string | null } | null, roomId) =>
          seen === null
            ? { first: roomId, now: null }
            : { first: seen.first, now: roomId === seen.first ? null : roomId },
        null,
      ),
      map((seen) => seen!.now),
      filter((roomId): roomId is string => roomId !== null),
      distinctUntilChanged(),
    );
}
