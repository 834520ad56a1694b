// The player's friends view (src/realtime/friends.ts) for a screen: loaded with the listener's
// modules once Firebase Auth has restored the player (the rules read request.auth).
import { useEffect, useState } from 'react';
import type { FriendsView } from '../realtime/friends.ts';
import { useSession } from '../stores/session.ts';

export type FriendsState = { status: 'loading' } | { status: 'ready'; view: FriendsView } | { status: 'error' };

export function useFriends(): FriendsState {
  const uid = useSession((s) => s.user?.id);
  const [state, setState] = useState<FriendsState>({ status: 'loading' });
  useEffect(() => {
    if (!uid) return;
    let unsubscribe = () => {};
    let live = true;
    void Promise.all([import('./firebase-auth.ts'), import('./firestore.ts'), import('../realtime/friends.ts')])
      .then(async ([{ auth }, { db }, { friendsView$ }]) => {
        await auth.authStateReady();
        if (!live) return;
        const sub = friendsView$(db, uid).subscribe({
          next: (view) => setState({ status: 'ready', view }),
          error: () => setState({ status: 'error' }),
        });
        unsubscribe = () => sub.unsubscribe();
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [uid]);
  return state;
}
