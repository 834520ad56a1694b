// An asynchronous challenge (a room of type 'async', server/battles/async-challenge.ts):
// - /battle/challenge/new?friend=<uid>: the challenger picks the settings (the room form) and plays now;
// - /battle/challenge/:roomId: the friend's offer (play now with the fee named, or decline); once
//   seated, the room's own page plays it, as any battle.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Message } from '../../../contract/messages.ts';
import { api } from '../../api/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { useCoins } from '../../player/player.tsx';
import { useSettings } from '../../stores/settings.ts';
import { wholeHours } from '../../../contract/settings.ts';
import { BattleEnd } from './battle-end.tsx';
import { FreeCoinLinks } from './battle-money.tsx';
import { toJoinPreview } from './battle-api.ts';
import { RoomFacts } from './join-confirm.tsx';
import { messageText, textOf } from '../../i18n/message-text.ts';
import { RoomSettingsForm, type RoomSettings } from './room-settings-form.tsx';
import './battle.css';

const roomPath = (roomId: string) => `/group-battle/room/${roomId}`;

/** The server's refusal in the player's language. */
function Refusal({ message }: { message: Message | null }) {
  return message ? (
    <p className="notice" role="alert" data-testid="challenge-refusal">
      {textOf(message)}
    </p>
  ) : null;
}

export function ChallengeNewPage() {
  const { t } = useTranslation('battle');
  const friendUid = useSearchParams()[0].get('friend') ?? '';
  const navigate = useNavigate();
  const hours = useSettings((s) => wholeHours(s.config.async_challenge_seconds));
  // sent again (a retry), the same id makes no second challenge nor fee
  const [roomId] = useState(() => crypto.randomUUID());
  const create = useCommand(api.battle_challenge_create, {
    onDone: () => navigate(roomPath(roomId), { replace: true }),
  });
  const send = (s: RoomSettings) =>
    create.send({
      friend_uid: friendUid,
      room_id: roomId,
      category: s.categoryId,
      language_id: Number(s.languageId),
      no_of_que: s.questionCount,
      entry_fee_multiplier: s.entryFeeMultiplier,
    });
  if (!friendUid) return <Navigate to="/" replace />;
  return (
    <section className="page battle-page stack">
      <RoomSettingsForm
        title={t('challenge.newTitle')}
        rules={t('challenge.newRules', { count: hours })}
        submitLabel={t('challenge.playNow')}
        busy={create.busy}
        onSubmit={send}
      />
      <Refusal message={create.refusal} />
    </section>
  );
}

export function ChallengePage() {
  const roomId = useParams().roomId ?? '';
  const { t, i18n } = useTranslation('battle');
  const navigate = useNavigate();
  const coins = useCoins();
  const { state, reload } = useRemote(api.battle_room_preview, { room_id: roomId });
  const [declined, setDeclined] = useState(false);
  const accept = useCommand(api.battle_challenge_accept, {
    onDone: () => navigate(roomPath(roomId), { replace: true }),
  });
  const decline = useCommand(api.battle_challenge_decline, { onDone: () => setDeclined(true) });
  const busy = accept.busy || decline.busy;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={t('roomNotFound')} backTo="/" />;
  const room = state.data;
  const body = () => {
    if (declined || room.status === 'expired')
      return (
        <BattleEnd
          title={declined ? t('challenge.declined', { name: room.owner_name }) : messageText('challenge_expired')}
          back="/"
          backLabel={t('challenge.backHome')}
        />
      );
    // seated (played or playing) or over: the room's own page shows where it stands
    if (room.seated || room.type !== 'async') return <Navigate to={roomPath(roomId)} replace />;
    const canPay = coins >= room.entry_fee;
    return (
      <section className="lobby card stack" aria-labelledby="challenge-title" data-testid="challenge-offer">
        <RoomFacts preview={toJoinPreview(room)} titleId="challenge-title" />
        <p>{t('challenge.offer', { name: room.owner_name })}</p>
        <p className="fee-balance">{t('feeBalance', { count: coins, n: formatNumber(coins, i18n.language) })}</p>
        {!canPay && (
          <div role="alert" className="stack">
            <p>{t('linkRefusal.notEnoughCoins')}</p>
            <FreeCoinLinks />
          </div>
        )}
        <Refusal message={accept.refusal ?? decline.refusal} />
        <div className="row">
          <button
            type="button"
            className="btn primary"
            disabled={busy || !canPay}
            onClick={() => accept.send({ room_id: roomId, fee: room.entry_fee })}
          >
            {room.entry_fee > 0 ? t('challenge.playForFee', { count: room.entry_fee }) : t('challenge.playNow')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => decline.send({ room_id: roomId })}>
            {t('challenge.decline')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => void reload()}>
            {t('refresh')}
          </button>
        </div>
        <Link to="/">{t('challenge.backHome')}</Link>
      </section>
    );
  };
  return <div className="page battle-page">{body()}</div>;
}
