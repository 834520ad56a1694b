// Reading a leaderboard (see awards.ts for how entries are written): a page in rank order and the
// caller's own rank. Rank order: score descending, then whoever reached the score first.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { shownProfileImage } from '../../contract/profile-image.ts';
import { userRef } from '../users/user-doc.ts';
import { boardEntries } from './awards.ts';
import { readPage } from '../paged-query.ts';

export interface BoardRow {
  rank: number;
  user_id: string;
  name: string;
  profile: string;
  score: number;
}

export interface EntryDoc {
  uid: string;
  name: string;
  profile: string;
  score: number;
  updatedAt: Timestamp;
}

/** A page of a board plus the caller's row (rank 0 when the caller is not on the board). */
export async function readBoard(db: Firestore, boardId: string, uid: string, offset: number, limit: number) {
  const entries = boardEntries(db, boardId);
  const ranked = entries.orderBy('score', 'desc').orderBy('updatedAt');
  const [{ total, data: rows }, mine] = await Promise.all([
    readPage(ranked, { offset, limit }, (d) => d.data() as EntryDoc),
    entries.doc(uid).get(),
  ]);
  const own = mine.exists ? (mine.data() as EntryDoc) : null;
  // Names and pictures as the players have them now, not as they were when they scored.
  const uids = [...new Set([...rows.map((r) => r.uid), uid])];
  const users = new Map(
    (await db.getAll(...uids.map((u) => userRef(db, u)))).filter((s) => s.exists).map((s) => [s.id, s]),
  );
  const row = (e: Pick<EntryDoc, 'uid' | 'name' | 'profile' | 'score'>, rank: number): BoardRow => ({
    rank,
    user_id: e.uid,
    name: (users.get(e.uid)?.get('name') as string | undefined) ?? e.name,
    profile: shownProfileImage((users.get(e.uid)?.get('profile') as string | undefined) ?? e.profile),
    score: e.score,
  });
  return {
    total,
    data: rows.map((e, i) => row(e, offset + i + 1)),
    my_rank: own ? row(own, await rankOf(db, boardId, own)) : row({ uid, name: '', profile: '', score: 0 }, 0),
  };
}

/** An entry's rank on its board: two counts, whatever the board's size. */
export async function rankOf(db: Firestore, boardId: string, e: EntryDoc): Promise<number> {
  const entries = boardEntries(db, boardId);
  const [above, tiedEarlier] = await Promise.all([
    entries.where('score', '>', e.score).count().get(),
    entries.where('score', '==', e.score).where('updatedAt', '<', e.updatedAt).count().get(),
  ]);
  return above.data().count + tiedEarlier.data().count + 1;
}
