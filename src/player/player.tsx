// The player actor (machines/player.ts) for the whole app: started when a player signs in, fed by the
// listener on their own documents, stopped when they sign out. Views read coins, score and the win
// streak from it; none of them refetches these.
import { createActorContext, shallowEqual } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { defer, from, merge, switchMap, throwError } from 'rxjs';
import { fromObservable, fromPromise } from 'xstate';
import { openInvitations, player, type PlayerFigures } from '../../machines/player.ts';
import { api } from '../api/api.ts';
import { reportDatabaseReach } from '../lib/connection.ts';
import { afterFirstView, nextTask } from '../lib/next-task.ts';
import { useSession } from '../stores/session.ts';

/** A chunk asked for now and awaited a few tasks later: a failure meanwhile (offline) is handled
 * there, not reported as an unhandled rejection. */
function asked<T>(chunk: Promise<T>): Promise<T> {
  chunk.catch(() => {});
  return chunk;
}

/** The listener's chunks, asked for once the page's first view is on screen (on a slow network their
 * 140 KB would share the line with what that view still needs), each in a task of its own: asking
 * for one starts the downloads of it and its dependencies (a preload link each), work the main
 * thread does at once. The Firebase app first, on its own: it then arrives and runs before Auth,
 * rather than in Auth's evaluation. */
async function listenerModules() {
  await afterFirstView();
  const app = asked(import('../lib/firebase-app.ts'));
  await nextTask();
  const auth = asked(import('../lib/firebase-auth.ts'));
  await nextTask();
  const firestore = asked(import('../lib/firestore.ts'));
  await nextTask();
  return Promise.all([
    auth,
    firestore,
    import('../realtime/player-figures.ts'),
    import('../realtime/database-reach.ts'),
    app,
  ]);
}

/** The listener, once Firebase Auth has restored this player (the rules read request.auth); loaded
 * on sign-in only, once the page's first view is on screen (listenerModules). Alongside, for as
 * long as it listens, whether the database reaches the page (the connection banner). */
const figures$ = (uid: string) =>
  defer(listenerModules).pipe(
    switchMap(([{ auth }, { db }, { playerFigures$ }, { databaseReach$ }]) =>
      from(auth.authStateReady()).pipe(
        switchMap(() =>
          auth.currentUser?.uid === uid
            ? merge(playerFigures$(db, uid), reportDatabaseReach(databaseReach$(db, uid)))
            : throwError(() => new Error('not signed in to Firebase')),
        ),
      ),
    ),
  );

const PlayerContext = createActorContext(player);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const uid = useSession((s) => s.user?.id);
  // a guest's actor has no listener: its figures stay null
  const logic = useMemo(
    () =>
      uid
        ? player.provide({
            actors: {
              figures: fromObservable(() => figures$(uid)),
              declineInvite: fromPromise(({ input }) =>
                api.battle_decline_invite({ room_id: input.roomId }).then(() => undefined),
              ),
            },
          })
        : player,
    [uid],
  );
  return (
    <PlayerContext.Provider key={uid ?? 'guest'} logic={logic}>
      {children}
    </PlayerContext.Provider>
  );
}

/** The server's figures for this player; null before the listener's first value (and for a guest). */
export const usePlayerFigures = (): PlayerFigures | null => PlayerContext.useSelector((s) => s.context.figures);

/** The rematch invitations to show (still valid, not declined), and "Not now" to one. */
export const useInvitations = () => PlayerContext.useSelector((s) => openInvitations(s.context), shallowEqual);
export function useDecline(): (roomId: string) => void {
  const actor = PlayerContext.useActorRef();
  return (roomId) => actor.send({ type: 'decline', roomId });
}

/** The balance on screen: the listener's, or the sign-in reply's until the listener speaks. */
export function useCoins(): number {
  const figures = usePlayerFigures();
  const signedInWith = useSession((s) => s.user?.coins ?? 0);
  return figures?.coins ?? signedInWith;
}
