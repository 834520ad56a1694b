// The player's invitations (users/{uid}/invites/{roomId}, server/battles/room-docs.ts InviteDoc):
// written by the server with the room, read only by their recipient (firestore.rules).
import { collection, type Firestore } from 'firebase/firestore';
import { map, type Observable } from 'rxjs';
import type { Invitation } from '../../machines/player.ts';
import { query$ } from './firestore-streams.ts';

export const invitations$ = (db: Firestore, uid: string): Observable<Invitation[]> =>
  query$<Invitation>(collection(db, 'users', uid, 'invites')).pipe(
    map((docs) =>
      docs.map(({ id, code, fromName, entryFee, kind }) => ({
        roomId: id,
        code,
        fromName,
        entryFee,
        kind: kind ?? 'rematch',
      })),
    ),
  );
