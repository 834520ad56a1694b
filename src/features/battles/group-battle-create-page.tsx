// Creating a friend (1v1) or group (up to 4) room: category, number of questions, entry fee 1x-4x.
// With ?friend=<uid>&name=<name> (a friend's Challenge button): the same room, with that friend
// invited to it; their yes starts the battle.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { wholeMinutes } from '../../../contract/settings.ts';
import { useSettings } from '../../stores/settings.ts';
import { RoomSettingsForm } from './room-settings-form.tsx';
import { useGoToRoom, useRoomBattle } from './use-room-battle.ts';
import './battle.css';

export default function GroupBattleCreatePage() {
  const { t } = useTranslation('battle');
  const [search] = useSearchParams();
  const friendUid = search.get('friend') ?? undefined;
  const friendName = search.get('name') ?? '';
  const type = friendUid || search.get('type') === 'friend' ? 'friend' : 'group';
  const actor = useRoomBattle();
  useGoToRoom(actor);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const waitMinutes = useSettings((s) => wholeMinutes(s.config.friend_challenge_wait_seconds));
  const [title, rules] = friendUid
    ? [t('challengeTitle', { name: friendName }), t('challengeRules', { count: waitMinutes })]
    : type === 'friend'
      ? [t('playWithFriend'), t('friendRules')]
      : [t('createGroupRoom'), t('groupRules')];
  return (
    <section className="page battle-page">
      <RoomSettingsForm
        title={title}
        rules={rules}
        submitLabel={friendUid ? t('sendChallenge') : t('createRoom')}
        busy={busy}
        onSubmit={(settings) => actor.send({ type: 'create', request: { type, ...settings, friendUid } })}
      />
    </section>
  );
}
