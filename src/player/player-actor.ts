// The signed-in player's actor (machines/player.ts), fed by the listener on their own documents;
// loaded with it only for a signed-in player (player.tsx), so a guest's first load carries neither
// XState nor RxJS. Views read it through player.tsx's hooks.
import { createActor, fromObservable, fromPromise } from 'xstate';
import { defer, from, merge, switchMap, throwError } from 'rxjs';
import { openInvitations, player, type Invitation, type PlayerFigures } from '../../machines/player.ts';
import { api } from '../api/api.ts';
import { nextTask } from '../lib/next-task.ts';

/** A chunk asked for now and awaited a few tasks later: a failure meanwhile (offline) is handled
 * there, not reported as an unhandled rejection. */
function asked<T>(chunk: Promise<T>): Promise<T> {
  chunk.catch(() => {});
  return chunk;
}

/** The listener's chunks (the actor starts once the page's first view is on screen: on a slow
 * network their 140 KB would share the line with what that view still needs), each asked for in a
 * task of its own: asking for one starts the downloads of it and its dependencies (a preload link
 * each), work the main thread does at once. The Firebase app first, on its own: it then arrives and
 * runs before Auth, rather than in Auth's evaluation. */
async function listenerModules() {
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

/** The listener, once Firebase Auth has restored this player (the rules read request.auth).
 * Alongside, for as long as it listens, whether the database reaches the page (the connection banner). */
const figures$ = (uid: string) =>
  defer(listenerModules).pipe(
    switchMap(([{ auth }, { db }, { playerFigures$ }, { followDatabaseReach }]) =>
      from(auth.authStateReady()).pipe(
        switchMap(() =>
          auth.currentUser?.uid === uid
            ? merge(playerFigures$(db, uid), followDatabaseReach(db, uid))
            : throwError(() => new Error('not signed in to Firebase')),
        ),
      ),
    ),
  );

/** What the views read: the same object until the actor's snapshot changes. */
export interface PlayerView {
  figures: PlayerFigures | null;
  invitations: Invitation[];
}

export interface PlayerStore {
  subscribe: (onChange: () => void) => () => void;
  view: () => PlayerView;
  decline: (roomId: string) => void;
  stop: () => void;
}

/** Starts the player's actor; `stop` when they sign out. */
export function startPlayer(uid: string): PlayerStore {
  const actor = createActor(
    player.provide({
      actors: {
        figures: fromObservable(() => figures$(uid)),
        declineInvite: fromPromise(({ input }) =>
          api.battle_decline_invite({ room_id: input.roomId }).then(() => undefined),
        ),
      },
    }),
  ).start();
  let seen = actor.getSnapshot();
  let view: PlayerView = { figures: seen.context.figures, invitations: openInvitations(seen.context) };
  return {
    subscribe(onChange) {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    view() {
      const snapshot = actor.getSnapshot();
      if (snapshot !== seen) {
        seen = snapshot;
        view = { figures: snapshot.context.figures, invitations: openInvitations(snapshot.context) };
      }
      return view;
    },
    decline: (roomId) => actor.send({ type: 'decline', roomId }),
    stop: () => actor.stop(),
  };
}
