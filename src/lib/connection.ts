// Whether the page reaches the server and the database, for the connection banner
// (connection-banner.tsx): 'lost' while it does not, 'back' for a few seconds once it does again,
// else 'online'. Three signs, any of which can say "cut" while the others are still well:
// - the browser's offline and online events;
// - the API: a call that fails at the transport (src/api/client.ts reports each call here); while
//   it is down a light call asks the server again every few seconds, so the banner learns it is
//   back without waiting for the player's next action;
// - Firestore: the signed-in player's own document as the database delivers it, from its cache
//   while the listeners are cut (src/realtime/database-reach.ts, followed in src/player/player.tsx).
// A cut is shown only after a short grace, so a blip never flashes the banner. Firestore's
// listeners and the API's calls resume by themselves; this only tells the player.
import { useSyncExternalStore } from 'react';
import { catchError, EMPTY, finalize, ignoreElements, tap, type Observable } from 'rxjs';
import { api } from '../api/api.ts';

export type ConnectionState = 'online' | 'lost' | 'back';
type Sign = 'browser' | 'api' | 'database';

export interface ConnectionTimes {
  /** how long a cut lasts before the banner shows it */
  graceMs: number;
  /** how long "back online" stays before the banner goes */
  backForMs: number;
  /** how often the server is asked again while its calls fail */
  probeMs: number;
}

const times: ConnectionTimes = { graceMs: 2000, backForMs: 4000, probeMs: 3000 };

/** The state and its three signs; `probe` asks the server once (its reply comes back through `report`). */
export function createConnection(probe: () => void, { graceMs, backForMs, probeMs }: ConnectionTimes = times) {
  const cut = new Set<Sign>();
  const listeners = new Set<() => void>();
  let state: ConnectionState = 'online';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let prober: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ConnectionState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const probeLater = () => {
    prober ??= setTimeout(() => {
      prober = undefined;
      probe();
    }, probeMs);
  };

  function report(sign: Sign, reached: boolean) {
    const wasCut = cut.size > 0;
    if (reached) cut.delete(sign);
    else cut.add(sign);
    if (sign === 'api' && !reached) probeLater();
    if (sign === 'api' && reached) {
      clearTimeout(prober);
      prober = undefined;
    }
    if (wasCut === cut.size > 0) return;
    clearTimeout(timer);
    if (cut.size > 0) {
      // a cut while "back" shows at once: the banner never flickers between the two
      if (state === 'back') set('lost');
      else timer = setTimeout(() => set('lost'), graceMs);
    } else if (state === 'lost') {
      set('back');
      timer = setTimeout(() => set('online'), backForMs);
    }
  }

  return {
    report,
    state: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const connection = createConnection(() => void api.get_web_settings());

if (typeof window !== 'undefined') {
  if (navigator.onLine === false) connection.report('browser', false);
  window.addEventListener('offline', () => connection.report('browser', false));
  window.addEventListener('online', () => connection.report('browser', true));
}

/** What the API client says of each call: it reached the server (any reply of its own) or not. */
export const reportApiReach = (reached: boolean) => connection.report('api', reached);

/** Follows the database's reach while subscribed, emitting nothing; ending says nothing more of it. */
export const reportDatabaseReach = (reach$: Observable<boolean>): Observable<never> =>
  reach$.pipe(
    tap((reached) => connection.report('database', reached)),
    ignoreElements(),
    catchError(() => EMPTY),
    finalize(() => connection.report('database', true)),
  );

export const useConnection = () =>
  useSyncExternalStore(connection.subscribe, connection.state, () => 'online' as ConnectionState);
