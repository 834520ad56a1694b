// The signed-in player's figures for the whole app: their actor (player-actor.ts) is started once a
// player has signed in and the page's first view is on screen, and stopped when they sign out.
// Views read coins, score and the win streak from it; none of them refetches these. A guest's page
// never downloads it.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PlayerFigures } from '../../machines/player.ts';
import { afterFirstView } from '../lib/next-task.ts';
import { useSession } from '../stores/session.ts';
import type { PlayerStore, PlayerView } from './player-actor.ts';

const PlayerContext = createContext<PlayerStore | null>(null);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const uid = useSession((s) => s.user?.id);
  const [started, setStarted] = useState<{ uid: string; store: PlayerStore } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let store: PlayerStore | undefined;
    let stopped = false;
    afterFirstView()
      .then(() => import('./player-actor.ts'))
      .then(
        ({ startPlayer }) => {
          if (stopped) return;
          store = startPlayer(uid);
          setStarted({ uid, store });
        },
        // offline before the chunk came: the header keeps the sign-in's figures
        () => {},
      );
    return () => {
      stopped = true;
      store?.stop();
      setStarted(null);
    };
  }, [uid]);
  return (
    <PlayerContext.Provider key={uid ?? 'guest'} value={started && started.uid === uid ? started.store : null}>
      {children}
    </PlayerContext.Provider>
  );
}

const before: PlayerView = { figures: null, invitations: [] };
const noChange = () => () => {};

/** The actor's figures and invitations; nothing for a guest, nor before the actor has started. */
function usePlayerView(): PlayerView {
  const store = useContext(PlayerContext);
  return useSyncExternalStore(store?.subscribe ?? noChange, store?.view ?? (() => before));
}

/** The server's figures for this player; null before the listener's first value (and for a guest). */
export const usePlayerFigures = (): PlayerFigures | null => usePlayerView().figures;

/** The rematch invitations to show (still valid, not declined), and "Not now" to one. */
export const useInvitations = () => usePlayerView().invitations;
export function useDecline(): (roomId: string) => void {
  const store = useContext(PlayerContext);
  return (roomId) => store?.decline(roomId);
}

/** The balance on screen: the listener's, or the sign-in reply's until the listener speaks. */
export function useCoins(): number {
  const figures = usePlayerFigures();
  const signedInWith = useSession((s) => s.user?.coins ?? 0);
  return figures?.coins ?? signedInWith;
}
