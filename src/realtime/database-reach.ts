// Whether Firestore reaches its backend, read from a listener the app already keeps: the signed-in
// player's own document (player-figures.ts). The SDK shares one watch target between the two, so
// this reads nothing more. While the listeners are cut the SDK serves the document from its cache
// and says so in the snapshot's metadata; the one stream that asks for metadata changes, since
// they are all it emits.
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { distinctUntilChanged, Observable } from 'rxjs';

/** true while the database delivers the player's document itself, false while from the cache. */
export function databaseReach$(db: Firestore, uid: string): Observable<boolean> {
  return new Observable<boolean>((subscriber) =>
    onSnapshot(
      doc(db, 'users', uid),
      { includeMetadataChanges: true },
      (snap) => subscriber.next(!snap.metadata.fromCache),
      (err) => subscriber.error(err),
    ),
  ).pipe(distinctUntilChanged());
}
