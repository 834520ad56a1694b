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

/** The room battle's tags, each a screen of this page (none: loading). */
const roomScreens = ['room', 'result', 'left', 'deleted', 'failed'] as const;

/** A new room (a rematch) is a new page visit: its own machine. */
export default function GroupBattleRoomPage() {
  const roomId = useParams().roomId ?? '';
  return <RoomPage key={roomId} roomId={roomId} />;
}

function RoomPage({ roomId }: { roomId: string }) {
  const { t } = useTranslation('battle');
  const actor = useRoomBattle(roomId);
  const screen = useSelector(actor, (s) => roomScreens.find((tag) => s.hasTag(tag)));
  const result = useSelector(actor, (s) => s.context.result);
  const uid = useSelector(actor, (s) => s.context.uid);
  const room = useSelector(actor, (s) => s.children.room);
  const review = useSelector(actor, (s) => s.children.review);
  const phase = useSelector(room, phaseOf);
  const rematching = useSelector(actor, (s) => s.matches({ result: 'asking' }));
  const nextRoomId = useSelector(actor, (s) => s.context.nextRoomId);
  const fee = useSelector(actor, (s) => s.context.played?.room.entryFee ?? 0);
  const isChallenge = useSelector(actor, (s) => s.context.played?.room.type === 'async');
  const navigate = useNavigate();
  useEffect(() => {
    if (nextRoomId) navigate(`/group-battle/room/${nextRoomId}`);
  }, [nextRoomId, navigate]);

  let body;
  if (screen === 'room' && room) {
    if (phase === 'lobby' || phase === 'removing' || phase === 'starting')
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
        <RoomPlay
          room={room}
          uid={uid}
          onAnswer={(optionId) => actor.send({ type: 'answer', optionId })}
          onLeave={() => actor.send({ type: 'leave' })}
        />
      );
  } else if (screen === 'result' && result && review)
    body = (
      <BattleResultView result={result} review={review} uid={uid}>
        {isChallenge ? (
          <Link className="btn" to="/">
            {t('challenge.backHome')}
          </Link>
        ) : (
          <>
            <PlayAgain busy={rematching} fee={fee} onPress={() => actor.send({ type: 'rematch' })} />
            <Link className="btn" to="/group-battle">
              {t('backToGroupBattle')}
            </Link>
          </>
        )}
      </BattleResultView>
    );
  else if (screen === 'left')
    body = <BattleEnd title={t('youLeftRoom')} back="/group-battle" backLabel={t('common:back')} />;
  else if (screen === 'deleted')
    body = <BattleEnd title={messageText('room_deleted')} back="/group-battle" backLabel={t('common:back')} />;
  // not seated (an address pasted by a friend), or the listener failed: the room as anyone may see it
  else if (screen === 'failed') body = <RoomPreview roomId={roomId} />;
  else body = <Loading />;

  return <div className="page battle-page">{body}</div>;
}
