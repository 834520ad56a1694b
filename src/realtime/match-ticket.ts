// The player's own matchmaking ticket (matchTickets/{uid}, readable by its owner): the room a
// pairing put them in, as soon as the pairing is written.
import { doc, type Firestore } from 'firebase/firestore';
import { distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import { doc$ } from './firestore-streams.ts';

interface Ticket {
  roomId: string | null;
  /** server epoch ms */
  pairedAt?: number;
}

/** Rooms the player is paired into at or after `since` (server epoch ms): an older pairing is a past battle's. */
export function pairings$(db: Firestore, uid: string, since: number): Observable<string> {
  return doc$<Ticket>(doc(db, 'matchTickets', uid)).pipe(
    map((t) => (t?.roomId && (t.pairedAt ?? 0) >= since ? t.roomId : null)),
    filter((roomId): roomId is string => roomId !== null),
    distinctUntilChanged(),
  );
}
