// Friend and group battles: the pure machine with the app's effects, one actor per page visit.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { CreatedRoom, CreateRoomRequest, JoinPreview, JoinRoomRequest } from '../../../machines/battle-types.ts';
import { roomBattle, type RematchRequest } from '../../../machines/room-battle.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import * as api from './battle-api.ts';
import { battleConfigFrom } from './battle-config.ts';
import { notify, reviewLogic, roomLogicFor } from './room-actors.ts';
import { serverNow } from '../../realtime/server-clock.ts';

export function useRoomBattle(roomId?: string) {
  const uid = useSession((s) => s.user?.id ?? '');
  const systemConfig = useSettings((s) => s.config);
  const config = useMemo(() => battleConfigFrom(systemConfig), [systemConfig]);
  const logic = useMemo(
    () =>
      roomBattle.provide({
        actors: {
          createRoom: fromPromise<CreatedRoom, CreateRoomRequest>(({ input }) => api.createRoom(input)),
          previewRoom: fromPromise<JoinPreview, JoinRoomRequest>(({ input }) => api.previewRoom(input)),
          joinRoom: fromPromise<{ roomId: string }, JoinRoomRequest>(({ input }) => api.joinRoom(input)),
          rematch: fromPromise<{ roomId: string }, RematchRequest>(({ input }) => api.rematch(input)),
          // without a room id the page goes to the room's own page as soon as it has a seat
          room: roomLogicFor(uid, config.heartbeatMs, roomId === undefined),
          review: reviewLogic,
        },
        actions: { notify },
      }),
    [uid, config, roomId],
  );
  return useActorRef(logic, { input: { uid, config, now: serverNow, roomId } });
}

/** Once the machine is in a room, the room's own page (whose URL survives a reload) takes over. */
export function useGoToRoom(actor: ReturnType<typeof useRoomBattle>) {
  const navigate = useNavigate();
  const roomId = useSelector(actor, (s) => (s.matches('inRoom') ? s.context.roomId : undefined));
  useEffect(() => {
    if (roomId) navigate(`/group-battle/room/${roomId}`, { replace: true });
  }, [roomId, navigate]);
}
