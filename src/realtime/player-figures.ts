// The signed-in player's figures (machines/player.ts) from their own documents, which the rules let
// only them read: users/{uid} (coins, score), users/{uid}/stats/summary (the win streak) and their
// unread notifications (users/{uid}/inbox) and the invitations addressed to them (users/{uid}/invites).
import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import { combineLatest, map, type Observable } from 'rxjs';
import type { Rating } from '../../contract/rating.ts';
import type { PlayerFigures } from '../../machines/player.ts';
import { doc$, query$ } from './firestore-streams.ts';
import { invitations$ } from './invites.ts';

interface UserFigures {
  coins?: number;
  all_time_score?: number;
  rating?: Rating;
  appear_offline?: boolean;
}

/** null while the player's document does not exist (a sign-up the server has not finished). */
export function playerFigures$(db: Firestore, uid: string): Observable<PlayerFigures | null> {
  const user = doc$<UserFigures>(doc(db, 'users', uid));
  const summary = doc$<{ random_win_streak?: number }>(doc(db, 'users', uid, 'stats', 'summary'));
  const unread = query$(query(collection(db, 'users', uid, 'inbox'), where('read', '==', false)));
  return combineLatest([user, summary, unread, invitations$(db, uid)]).pipe(
    map(([u, s, notes, invitations]) =>
      u
        ? {
            coins: u.coins ?? 0,
            score: u.all_time_score ?? 0,
            winStreak: s?.random_win_streak ?? 0,
            unread: notes.length,
            invitations,
            appearOffline: u.appear_offline === true,
            ...(u.rating ? { rating: u.rating } : {}),
          }
        : null,
    ),
  );
}
