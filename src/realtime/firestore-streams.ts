// Firestore listeners as RxJS Observables: subscribe = onSnapshot, teardown = its unsubscribe.
// One emission per change (no metadata-only emissions), errors as stream errors, plain data out.
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { Observable } from 'rxjs';

/** The document's data with its id, or null while it does not exist. */
export function doc$<T>(ref: DocumentReference): Observable<(T & { id: string }) | null> {
  return new Observable((subscriber) =>
    onSnapshot(
      ref,
      (snap) => subscriber.next(snap.exists() ? { ...(snap.data() as T), id: snap.id } : null),
      (err) => subscriber.error(err),
    ),
  );
}

/** The query's documents with their ids, once per change. */
export function query$<T>(q: Query): Observable<(T & { id: string })[]> {
  return new Observable((subscriber) =>
    onSnapshot(
      q,
      (snap) => subscriber.next(snap.docs.map((d) => ({ ...(d.data() as T), id: d.id }))),
      (err) => subscriber.error(err),
    ),
  );
}
