// A friend or group room by id: lobby, play, result with ranks, review. The machine starts from the
// URL's room id, so a reload rejoins.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../lib/remote-view.tsx';
import { BattleEnd } from './battle-end.tsx';
import { BattleResultView } from './battle-result.tsx';
import { RoomLobby } from './room-lobby.tsx';
import { phaseOf } from './room-phase.ts';
import { RoomPlay } from './room-play.tsx';
import { useRoomBattle } from './use-room-battle.ts';
import './battle.css';

export default function GroupBattleRoomPage() {
  const { t } = useTranslation('battle');
  const roomId = useParams().roomId ?? '';
  const actor = useRoomBattle(roomId);
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'inRoom'));
  const result = useSelector(actor, (s) => s.context.result);
  const uid = useSelector(actor, (s) => s.context.uid);
  const room = useSelector(actor, (s) => s.children.room);
  const review = useSelector(actor, (s) => s.children.review);
  const phase = useSelector(room, phaseOf);

  let body;
  if (state === 'inRoom' && room) {
    if (phase === 'lobby' || phase === 'starting')
      body = (
        <RoomLobby
          room={room}
          uid={uid}
          onStart={() => actor.send({ type: 'start' })}
          onDelete={() => actor.send({ type: 'delete' })}
          onLeave={() => actor.send({ type: 'leave' })}
        />
      );
    else if (phase === 'connecting' || phase === 'deleting' || phase === 'leaving') body = <Loading />;
    else
      body = (
        <RoomPlay room={room} uid={uid} onAnswer={(optionId) => actor.send({ type: 'answer', optionId })} onLeave={() => actor.send({ type: 'leave' })} />
      );
  } else if (state === 'result' && result && review)
    body = (
      <BattleResultView result={result} review={review} uid={uid}>
        <Link className="btn" to="/group-battle">
          {t('playAgain')}
        </Link>
      </BattleResultView>
    );
  else if (state === 'left') body = <BattleEnd title={t('youLeftRoom')} back="/group-battle" backLabel={t('common:back')} />;
  else if (state === 'deleted') body = <BattleEnd title={t('notices.deleted')} back="/group-battle" backLabel={t('common:back')} />;
  else if (state === 'failed') body = <BattleEnd title={t('battleFailed')} back="/group-battle" backLabel={t('common:back')} />;
  else body = <Loading />;

  return <div className="page battle-page">{body}</div>;
}
