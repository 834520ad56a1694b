// The signed-in player's presence heartbeat (machines/presence-beat.ts) for the whole app: one
// write of their own presence document a minute, "in a battle" while a battle's page is open,
// nothing while they chose to appear offline (or before their record says whether they did).
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { presenceBeat, type PresencePlace } from '../../machines/presence-beat.ts';
import { usePlayerFigures } from './player.tsx';

/** A battle's own pages: the random battle's play and a room (lobby, play, result). */
const placeOf = (pathname: string): PresencePlace =>
  pathname.startsWith('/random-battle/play') || pathname.startsWith('/group-battle/room/') ? 'battle' : 'online';

async function beat(uid: string, place: PresencePlace) {
  const [{ db }, { beatPresence }] = await Promise.all([
    import('../lib/firestore.ts'),
    import('../realtime/presence.ts'),
  ]);
  await beatPresence(db, uid, place);
}

export default function PresenceBeat({ uid }: { uid: string }) {
  const { pathname } = useLocation();
  const place = placeOf(pathname);
  const hidden = usePlayerFigures()?.appearOffline ?? true;
  const logic = useMemo(
    () => presenceBeat.provide({ actors: { beat: fromPromise(({ input }) => beat(uid, input.place)) } }),
    [uid],
  );
  const actor = useActorRef(logic, { input: { place, hidden } });
  useEffect(() => actor.send({ type: 'place', place }), [actor, place]);
  useEffect(() => actor.send({ type: 'hidden', hidden }), [actor, hidden]);
  return null;
}
