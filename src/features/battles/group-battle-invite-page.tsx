// An invite link, /group-battle/join/<CODE>: the room and its fee, and the player's Join, through the
// same machine and confirmation as a typed code (a room without a fee seats at once); then the room's
// page takes over. A refusal is said in a sentence, with the ways on. Opening the link alone seats
// nobody in a room with a fee.
import { useSelector } from '@xstate/react';
import type { MessageCode } from '../../../contract/messages.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../lib/remote-view.tsx';
import { useSession } from '../../stores/session.ts';
import { BattleEnd } from './battle-end.tsx';
import { FreeCoinLinks } from './battle-money.tsx';
import { JoinConfirm } from './join-confirm.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { useGoToRoom, useRoomBattle } from './use-room-battle.ts';
import './battle.css';

/** The refusals of a link that have their own way on (linkRefusal.<code>). */
const roomRefusals: MessageCode[] = [
  'room_full',
  'battle_started',
  'battle_over',
  'room_deleted',
  'removed_from_room',
  'category_locked',
];

/** What a refused player can do next: earn the fee, or make or join another room. */
function WaysOn({ notice }: { notice: MessageCode }) {
  const { t } = useTranslation('battle');
  if (notice === 'not_enough_coins')
    return (
      <>
        <p>{t('linkRefusal.not_enough_coins')}</p>
        <FreeCoinLinks />
      </>
    );
  return (
    <>
      <p>{t(`linkRefusal.${roomRefusals.includes(notice) ? notice : 'unknown'}`)}</p>
      <p className="row">
        <Link className="btn" to="/group-battle/create">
          {t('createOwnRoom')}
        </Link>
        <Link className="btn" to="/group-battle/join">
          {t('joinAnotherRoom')}
        </Link>
      </p>
    </>
  );
}

/** Another invite link opened from inside the app (a notification, a chat) is a new page visit: its own machine. */
export default function GroupBattleInvitePage() {
  const code = useParams().code ?? '';
  return <InvitePage key={code} code={code} />;
}

function InvitePage({ code }: { code: string }) {
  const { t } = useTranslation('battle');
  const actor = useRoomBattle();
  useGoToRoom(actor);
  const fresh = useSelector(actor, (s) => s.matches('idle') && s.context.code === '' && s.context.refusal === null);
  const preview = useSelector(actor, (s) => (s.matches('confirming') ? s.context.preview : null));
  const refusal = useSelector(actor, (s) => (s.matches('idle') ? s.context.refusal : null));
  useEffect(() => {
    if (fresh) actor.send({ type: 'join', code, viaLink: true });
  }, [fresh, actor, code]);
  // the link is answered (the room shown, the seat taken, or refused): a later sign-in does not bring the player back here
  const answered = useSelector(
    actor,
    (s) => s.matches('confirming') || s.matches('joining') || s.matches('inRoom') || s.context.refusal !== null,
  );
  useEffect(() => {
    if (answered) useSession.getState().setPendingInvite('');
  }, [answered]);

  let body;
  if (preview)
    body = (
      <JoinConfirm
        preview={preview}
        onJoin={() => actor.send({ type: 'confirm' })}
        onCancel={() => actor.send({ type: 'cancel' })}
      />
    );
  else if (refusal)
    body = (
      <BattleEnd title={textOf(refusal)} back="/group-battle" backLabel={t('backToGroupBattle')}>
        <div role="alert" className="stack">
          <WaysOn notice={refusal.code} />
        </div>
      </BattleEnd>
    );
  else body = <Loading label={t('joiningRoom')} />;
  return <div className="page battle-page">{body}</div>;
}
