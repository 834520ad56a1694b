// A waiting friend or group room: its code and invite link to share, the players as they join, the owner's Start
// Remove (a player) and Delete room, everyone else's Leave room; the seat of a player not in the lobby now marked away. Renders the room machine's state only.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toGroupBattleState } from '../../../machines/room-battle.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { AddFriendButton } from '../../lib/friend-actions.tsx';
import { Loading } from '../../lib/remote-view.tsx';
import { PlayerChip } from './player-chip.tsx';
import { phaseOf, type RoomActorRef } from './room-phase.ts';
import { RemovePlayer } from './remove-player.tsx';
import { ShareInvite } from './share-invite.tsx';

export function RoomLobby(props: {
  room: RoomActorRef;
  uid: string;
  onStart: () => void;
  onDelete: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('battle');
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const phase = useSelector(props.room, phaseOf);
  const view = useSelector(props.room, (s) => s.context.room);
  // not in the lobby now (their page closed, or left for another screen): Start unseats them, uncharged
  const lobbyAway = useSelector(props.room, (s) => s.context.lobbyAway);
  // the machine's own rule (its canStart guard), asked, not re-derived
  const canStart = useSelector(props.room, (s) => s.can({ type: 'start' }));
  if (!view || phase === 'deleting' || phase === 'leaving') return <Loading />;

  // the group battle state: seats user1..user4, filled as players join
  const group = toGroupBattleState(view);
  const owner = group.createdBy === props.uid;
  const away = new Set(view.status === 'waiting' ? lobbyAway : []);
  const seats = [group.user1, group.user2, group.user3, group.user4].slice(0, view.maxPlayers);
  // the owner of a lobby at rest who may not start is alone in it: the line under Start says so
  const alone = owner && phase === 'lobby' && !canStart;
  return (
    <section className="lobby card stack" aria-labelledby="lobby-title">
      <h1 id="lobby-title">{view.type === 'friend' ? t('friendRoom') : t('groupRoom')}</h1>
      {view.challenge && view.status === 'waiting' && (
        <p className="notice" role="status" data-testid="challenge-waiting">
          {t('challengeWaiting', { name: view.challenge.toName })}
        </p>
      )}
      {view.status === 'waiting' && (
        <ShareInvite code={group.roomCode} owner={seats.find((u) => u.uid === group.createdBy)?.name ?? ''} />
      )}
      <p className="row lobby-facts">
        <span>{t('entryFeeCoins', { count: group.entryFee })}</span>
        <span>{t('questionCount', { count: view.questionCount })}</span>
      </p>
      <h2 className="lobby-subtitle">{t('playersCount', { count: group.totalusers, max: view.maxPlayers })}</h2>
      <ul className="lobby-players" data-testid="lobby-players">
        {seats.map((user, index) =>
          user.uid ? (
            <li key={user.uid} className={away.has(user.uid) ? 'away' : undefined}>
              <PlayerChip
                name={user.name}
                image={user.image}
                you={user.uid === props.uid}
                cardOf={user.uid === props.uid ? undefined : user.uid}
                cardInNewTab
              />
              {away.has(user.uid) && <span className="muted">{t('seatAway')}</span>}
              {user.uid === group.createdBy ? (
                <span className="badge">{t('owner')}</span>
              ) : (
                owner && (
                  <RemovePlayer name={user.name} onRemove={() => props.room.send({ type: 'remove', uid: user.uid })} />
                )
              )}
              {user.uid !== props.uid && <AddFriendButton uid={user.uid} name={user.name} />}
            </li>
          ) : (
            <li key={`seat-${index}`} className="open-seat muted">
              {t('waitingForPlayer')}
            </li>
          ),
        )}
      </ul>
      {owner ? (
        <div className="row">
          <button
            type="button"
            className="btn primary"
            disabled={!canStart}
            aria-describedby={alone ? 'start-why' : undefined}
            onClick={props.onStart}
          >
            {t('start')}
          </button>
          <button type="button" className="btn danger" onClick={() => setConfirm('delete')}>
            {t('deleteRoom')}
          </button>
          {alone && (
            <p id="start-why" className="muted lobby-why">
              {t('needAnotherPlayer')}
            </p>
          )}
          {canStart && away.size > 0 && (
            <p className="muted lobby-why" role="status">
              {t('awayNotCharged')}
            </p>
          )}
        </div>
      ) : (
        <div className="row between">
          <span className="muted">{t('waitingForOwner')}</span>
          <button type="button" className="btn" onClick={() => setConfirm('leave')}>
            {t('leaveRoom')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('deleteRoom') : t('leaveRoom')}
        confirmLabel={confirm === 'delete' ? t('deleteRoom') : t('leaveRoom')}
        danger
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'delete') props.onDelete();
          else props.onLeave();
          setConfirm(null);
        }}
      >
        {confirm === 'delete' ? t('deleteWarning') : t('leaveRoomWarning')}
      </ConfirmDialog>
    </section>
  );
}
