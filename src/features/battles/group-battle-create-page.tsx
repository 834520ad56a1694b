// Creating a friend (1v1) or group (up to 4) room: category, number of questions, entry fee 1x-4x.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RoomSettingsForm } from './room-settings-form.tsx';
import { useGoToRoom, useRoomBattle } from './use-room-battle.ts';
import './battle.css';

export default function GroupBattleCreatePage() {
  const { t } = useTranslation('battle');
  const type = useSearchParams()[0].get('type') === 'friend' ? 'friend' : 'group';
  const actor = useRoomBattle();
  useGoToRoom(actor);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  return (
    <section className="page battle-page">
      <RoomSettingsForm
        title={type === 'friend' ? t('playWithFriend') : t('createGroupRoom')}
        rules={type === 'friend' ? t('friendRules') : t('groupRules')}
        submitLabel={t('createRoom')}
        busy={busy}
        onSubmit={(settings) => actor.send({ type: 'create', request: { type, ...settings } })}
      />
    </section>
  );
}
