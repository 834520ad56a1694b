// The 1v1 random battle: the pure machine with the app's effects, one actor per visit of the page.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { BotMatch, MatchRequest, MatchResult } from '../../../machines/battle-types.ts';
import { randomBattle } from '../../../machines/random-battle.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import * as api from './battle-api.ts';
import { battleConfigFrom } from './battle-config.ts';
import { notify, pairingsLogic, rematchLogicFor, reviewLogic, roomLogicFor } from './room-actors.ts';
import { serverNow } from '../../realtime/server-clock.ts';

export interface RandomBattleStart {
  categoryId: string;
  /** rejoin this room (a reload mid-battle) */
  roomId?: string;
  vsBot?: boolean;
}

export function useRandomBattle({ categoryId, roomId, vsBot }: RandomBattleStart) {
  const uid = useSession((s) => s.user?.id ?? '');
  const languageId = String(useSession((s) => s.contentLanguage.id));
  const systemConfig = useSettings((s) => s.config);
  const config = useMemo(() => battleConfigFrom(systemConfig), [systemConfig]);
  const logic = useMemo(
    () =>
      randomBattle.provide({
        actors: {
          findMatch: fromPromise<MatchResult, MatchRequest>(({ input }) => api.findMatch(input)),
          playBot: fromPromise<BotMatch, MatchRequest>(({ input }) => api.playBot(input)),
          pairings: pairingsLogic,
          room: roomLogicFor(uid, config.heartbeatMs),
          review: reviewLogic,
          rematch: rematchLogicFor(uid, config.heartbeatMs),
        },
        actions: {
          notify,
          leaveQueue: ({ context }) =>
            void api.cancelSearch({ categoryId: context.categoryId, languageId: context.languageId }).catch(() => {}),
        },
      }),
    [uid, config],
  );
  const actor = useActorRef(logic, { input: { uid, categoryId, languageId, config, now: serverNow, roomId, vsBot } });

  // The machine leaves the queue when the search ends without a room; a page closed mid-search
  // stops the machine before it can, so the page says it for it.
  useEffect(
    () => () => {
      if (actor.getSnapshot().matches('searching')) void api.cancelSearch({ categoryId, languageId }).catch(() => {});
    },
    [actor, categoryId, languageId],
  );

  // Leaving a human battle's result (another page, a closed tab) says no to a rematch, so the
  // rival who asked is told at once. A closing tab may not get the call out: then the rival sees
  // the result's heartbeat stop (machines/random-rematch.ts), and the offer lapses in any case.
  useEffect(() => {
    const leaveResult = () => {
      const { context } = actor.getSnapshot();
      if (actor.getSnapshot().matches('result') && !context.vsBot && context.roomId)
        api.declineRematch({ roomId: context.roomId });
    };
    window.addEventListener('pagehide', leaveResult);
    return () => {
      window.removeEventListener('pagehide', leaveResult);
      leaveResult();
    };
  }, [actor]);

  return actor;
}
