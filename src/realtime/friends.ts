// The player's friends as their own listeners hear of them: their friends, friend requests and
// blocks (users/{uid}/..., private to them), and each friend's presence (presence/{friendUid}, one
// document per friend that the rules let friends read). A friend's status is judged against a
// clock that ticks twice a minute, so "online" turns into "last seen" without a new write.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { catchError, combineLatest, map, of, switchMap, timer, type Observable } from 'rxjs';
import { presentAt, type PresencePlace } from '../../machines/presence-beat.ts';
import { doc$, query$ } from './firestore-streams.ts';

export type FriendStatus = 'online' | 'battle' | 'away';

export interface FriendRow {
  uid: string;
  name: string;
  status: FriendStatus;
  /** ms since the friend was last seen; null: never (or they appear offline) */
  seenAgoMs: number | null;
}

export interface Person {
  uid: string;
  name: string;
}

export interface FriendsView {
  friends: FriendRow[];
  /** requests to this player, to accept or decline */
  incoming: Person[];
  /** requests this player sent, waiting */
  outgoing: Person[];
  blocked: Person[];
}

interface Presence {
  lastSeen?: { toMillis(): number } | null;
  place?: PresencePlace;
}

const tickMs = 30_000;

/** One friend's presence: null when there is none, or it cannot be read (no longer friends). */
export const presenceOf$ = (db: Firestore, uid: string) =>
  doc$<Presence>(doc(db, 'presence', uid)).pipe(catchError(() => of(null)));

function statusOf(presence: Presence | null, now: number): Pick<FriendRow, 'status' | 'seenAgoMs'> {
  const lastSeen = presence?.lastSeen?.toMillis();
  if (lastSeen === undefined) return { status: 'away', seenAgoMs: null };
  const ago = Math.max(0, now - lastSeen);
  if (!presentAt(lastSeen, now)) return { status: 'away', seenAgoMs: ago };
  return { status: presence?.place === 'battle' ? 'battle' : 'online', seenAgoMs: ago };
}

const rank: Record<FriendStatus, number> = { online: 0, battle: 1, away: 2 };

/** Friends with their presence (online first, then in a battle, then by name), requests and blocks. */
export function friendsView$(db: Firestore, uid: string): Observable<FriendsView> {
  const list = <T>(name: string) => query$<T>(collection(db, 'users', uid, name));
  const friends = list<Person>('friends').pipe(
    switchMap((people) =>
      people.length === 0
        ? of([] as FriendRow[])
        : combineLatest([combineLatest(people.map((p) => presenceOf$(db, p.id))), timer(0, tickMs)]).pipe(
            map(([presences]) => {
              const now = Date.now();
              return people
                .map((p, i) => ({ uid: p.id, name: p.name, ...statusOf(presences[i] ?? null, now) }))
                .sort((a, b) => rank[a.status] - rank[b.status] || a.name.localeCompare(b.name));
            }),
          ),
    ),
  );
  const requests = list<Person & { direction: 'in' | 'out' }>('friendRequests');
  const blocked = list<Person & { name?: string }>('blocks');
  return combineLatest([friends, requests, blocked]).pipe(
    map(([rows, reqs, blocks]) => ({
      friends: rows,
      incoming: reqs.filter((r) => r.direction === 'in').map((r) => ({ uid: r.id, name: r.name })),
      outgoing: reqs.filter((r) => r.direction === 'out').map((r) => ({ uid: r.id, name: r.name })),
      blocked: blocks.map((b) => ({ uid: b.id, name: b.name ?? '' })),
    })),
  );
}
