// A friend or group room by id: lobby, play, result with ranks, review. The machine starts from the
// URL's room id, so a reload rejoins; someone not seated sees the room's preview.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../lib/remote-view.tsx';
import { BattleEnd } from './battle-end.tsx';
import { BattleResultView } from './battle-result.tsx';
import { RoomLobby } from './room-lobby.tsx';
import { phaseOf } from './room-phase.ts';
import { PlayAgain } from './play-again.tsx';
import { RoomPlay } from './room-play.tsx';
import { RoomPreview } from './room-preview.tsx';
import { useRoomBattle } from './use-room-battle.ts';
import './battle.css';
import { messageText } from '../../i18n/message-text.ts';

/** A new room (a rematch) is a new page visit: its own machine. */
export default function GroupBattleRoomPage() {
  const roomId = useParams().roomId ?? '';
  return <RoomPage key={roomId} roomId={roomId} />;
}

function RoomPage({ roomId }: { roomId: string }) {
  const { t } = useTranslation('battle');
  const actor = useRoomBattle(roomId);
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]));
  const result = useSelector(actor, (s) => s.context.result);
  const uid = useSelector(actor, (s) => s.context.uid);
  const room = useSelector(actor, (s) => s.children.room);
  const review = useSelector(actor, (s) => s.children.review);
  const phase = useSelector(room, phaseOf);
  const rematching = useSelector(actor, (s) => s.matches({ result: 'asking' }));
  const nextRoomId = useSelector(actor, (s) => s.context.nextRoomId);
  const fee = useSelector(actor, (s) => s.context.played?.room.entryFee ?? 0);
  const navigate = useNavigate();
  useEffect(() => {
    if (nextRoomId) navigate(`/group-battle/room/${nextRoomId}`);
  }, [nextRoomId, navigate]);

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
        <PlayAgain busy={rematching} fee={fee} onPress={() => actor.send({ type: 'rematch' })} />
        <Link className="btn" to="/group-battle">
          {t('backToGroupBattle')}
        </Link>
      </BattleResultView>
    );
  else if (state === 'left') body = <BattleEnd title={t('youLeftRoom')} back="/group-battle" backLabel={t('common:back')} />;
  else if (state === 'deleted') body = <BattleEnd title={messageText('room_deleted')} back="/group-battle" backLabel={t('common:back')} />;
  // not seated (an address pasted by a friend), or the listener failed: the room as anyone may see it
  else if (state === 'failed') body = <RoomPreview roomId={roomId} />;
  else body = <Loading />;

  return <div className="page battle-page">{body}</div>;
}
