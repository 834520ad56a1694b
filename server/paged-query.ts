// One page of a Firestore query and how many documents the whole query holds: the console's lists,
// the leaderboards and a player's histories. It only reads.
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface PageAsked {
  offset: number;
  limit: number;
}

/** The page `asked` of `query` (ordered as the list shows), each document mapped with its 0-based place in the whole list. */
export async function readPage<T>(query: Query, asked: PageAsked, map: (doc: QueryDocumentSnapshot, at: number) => T) {
  const [page, count] = await Promise.all([query.offset(asked.offset).limit(asked.limit).get(), query.count().get()]);
  return { total: count.data().count, data: page.docs.map((d, i) => map(d, asked.offset + i)) };
}
