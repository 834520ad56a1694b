// An invite link, /group-battle/join/<CODE>: the signed-in player is seated through the same join as a
// typed code, then the room's page takes over. A refusal is said in a sentence, with the ways on.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { api } from '../../api/api.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { Loading } from '../../lib/remote-view.tsx';
import { useSession } from '../../stores/session.ts';
import { BattleEnd } from './battle-end.tsx';
import { FreeCoinLinks } from './battle-money.tsx';
import { noticeKeyOf, translateNotice } from './notices.ts';
import './battle.css';

const roomRefusals = ['roomFull', 'alreadyStarted', 'over', 'deleted', 'removed'];

/** What a refused player can do next: earn the fee, or make or join another room. */
function WaysOn({ notice }: { notice: string | undefined }) {
  const { t } = useTranslation('battle');
  if (notice === 'notEnoughCoins')
    return (
      <>
        <p>{t('linkRefusal.notEnoughCoins')}</p>
        <FreeCoinLinks />
      </>
    );
  return (
    <>
      <p>{t(`linkRefusal.${notice && roomRefusals.includes(notice) ? notice : 'unknown'}`)}</p>
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

export default function GroupBattleInvitePage() {
  const { t } = useTranslation('battle');
  const code = useParams().code ?? '';
  const { state } = useRemote(api.battle_join_room, { room_code: code });
  // the link is answered: a later sign-in does not bring the player back here
  const answered = state.status !== 'loading';
  useEffect(() => {
    if (answered) useSession.getState().setPendingInvite('');
  }, [answered]);

  if (state.status === 'ready') return <Navigate to={`/group-battle/room/${state.data.room_id}`} replace />;
  return (
    <div className="page battle-page">
      {state.status === 'loading' ? (
        <Loading label={t('joiningRoom')} />
      ) : (
        <BattleEnd title={translateNotice(state.message)} back="/group-battle" backLabel={t('backToGroupBattle')}>
          <div role="alert" className="stack">
            <WaysOn notice={noticeKeyOf(state.message)} />
          </div>
        </BattleEnd>
      )}
    </div>
  );
}
