// A room's page opened by someone not seated in it (or whose listener failed): the room as the server
// shows it to anyone: owner, players, fee. Join while it waits (the invite link's confirmation), a plain
// sentence once it has started or ended, always a way on.
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { api } from '../../api/api.ts';
import { invitePath } from '../../lib/invite-link.ts';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { BattleEnd } from './battle-end.tsx';
import { toJoinPreview } from './battle-api.ts';
import { RoomFacts } from './join-confirm.tsx';
import { messageText } from '../../i18n/message-text.ts';

export function RoomPreview({ roomId }: { roomId: string }) {
  const { t } = useTranslation('battle');
  const { state, reload } = useRemote(api.battle_room_preview, { room_id: roomId });
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={t('roomNotFound')} backTo="/group-battle" />;
  const room = state.data;
  // an asynchronous challenge is offered to its friend on its own page (play now or decline)
  if (room.type === 'async' && !room.seated) return <Navigate to={`/battle/challenge/${roomId}`} replace />;
  if (room.seated && room.status !== 'deleted')
    return (
      <BattleEnd title={t('battleFailed')} back="/group-battle" backLabel={t('backToGroupBattle')}>
        <p>{t('connectionLost')}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common:retry')}
        </button>
      </BattleEnd>
    );
  if (room.removed)
    return (
      <BattleEnd title={messageText('removed_from_room')} back="/group-battle" backLabel={t('backToGroupBattle')}>
        <Link className="btn" to="/group-battle/create">
          {t('createOwnRoom')}
        </Link>
      </BattleEnd>
    );
  if (room.status !== 'waiting')
    return (
      <BattleEnd title={t(`previewStatus.${room.status}`)} back="/group-battle" backLabel={t('backToGroupBattle')}>
        <p>{t('previewEnded', { name: room.owner_name })}</p>
        <Link className="btn" to="/group-battle/create">
          {t('createOwnRoom')}
        </Link>
      </BattleEnd>
    );
  return (
    <section className="lobby card stack" aria-labelledby="preview-title" data-testid="room-preview">
      <RoomFacts preview={toJoinPreview(room)} titleId="preview-title" />
      <div className="row">
        <Link className="btn primary" to={invitePath(room.room_code)}>
          {t('joinThisRoom')}
        </Link>
        <button type="button" className="btn" onClick={() => void reload()}>
          {t('refresh')}
        </button>
      </div>
    </section>
  );
}
