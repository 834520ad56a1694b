// A player's name as a link to their card (/players/:uid), wherever players meet: a real link, so
// it is reached by keyboard, shows its focus and opens in a new tab if the player wants.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './shared-ui.css';

export const playerPath = (uid: string) => `/players/${encodeURIComponent(uid)}`;

/**
 * `newTab`: the words a screen reader hears after the name ("opens in a new tab"), where leaving
 * the page would cost the player something (a lobby marks a player who leaves it away).
 */
export function PlayerLink({ uid, children, newTab }: { uid: string; children: ReactNode; newTab?: string }) {
  return (
    <Link className="player-link" to={playerPath(uid)} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
      {newTab && <span className="visually-hidden"> ({newTab})</span>}
    </Link>
  );
}
