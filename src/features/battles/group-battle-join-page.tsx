// Joining a friend or group room by its code: the room and its fee are shown first, and the Join
// that names the fee seats the player (the invite link's confirmation); the server's refusals show as they come.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JoinConfirm } from './join-confirm.tsx';
import { useGoToRoom, useRoomBattle } from './use-room-battle.ts';
import './battle.css';

export default function GroupBattleJoinPage() {
  const { t } = useTranslation('battle');
  const [code, setCode] = useState(useSearchParams()[0].get('code') ?? '');
  const actor = useRoomBattle();
  useGoToRoom(actor);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const preview = useSelector(actor, (s) => (s.matches('confirming') ? s.context.preview : null));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'join', code });
  };

  if (preview)
    return (
      <section className="page battle-page">
        <JoinConfirm
          preview={preview}
          onJoin={() => actor.send({ type: 'confirm' })}
          onCancel={() => actor.send({ type: 'cancel' })}
        />
      </section>
    );
  return (
    <section className="page battle-page">
      <form className="card stack join-room" onSubmit={onSubmit} noValidate aria-labelledby="join-title">
        <h1 id="join-title">{t('joinRoom')}</h1>
        <label>
          {t('roomCode')}
          <input
            className="code-input"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="ABC234"
          />
        </label>
        <button type="submit" className="btn primary" disabled={busy}>
          {t('joinRoom')}
        </button>
      </form>
    </section>
  );
}
