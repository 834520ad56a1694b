// A player's name as a link to their card (/players/:uid), wherever players meet: a real link, so
// it is reached by keyboard, shows its focus and opens in a new tab if the player wants.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './shared-ui.css';

export const playerPath = (uid: string) => `/players/${encodeURIComponent(uid)}`;

export function PlayerLink({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <Link className="player-link" to={playerPath(uid)}>
      {children}
    </Link>
  );
}
