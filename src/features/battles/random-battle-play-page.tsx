// A random 1v1 battle, from the search to the review of answers. The room id goes into the URL as
// soon as there is one, so a reload starts the machine from it and rejoins.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../lib/remote-view.tsx';
import { BattleEnd } from './battle-end.tsx';
import { BattleFee, useBattleFee } from './battle-money.tsx';
import { BattleResultView } from './battle-result.tsx';
import { RandomRematch } from './random-rematch.tsx';
import { RoomPlay } from './room-play.tsx';
import { SearchCountdown } from './search-countdown.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { useRandomBattle } from './use-random-battle.ts';
import './battle.css';

/** The random battle's tags, each a screen of this page (none: loading). */
const battleScreens = ['searching', 'noOpponent', 'room', 'result', 'left', 'deleted', 'cancelled', 'failed'] as const;

export default function RandomBattlePlayPage() {
  const { t } = useTranslation('battle');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const categoryId = search.get('category') ?? '';
  const actor = useRandomBattle({ categoryId, roomId: params.roomId, vsBot: search.get('bot') === '1' });

  const screen = useSelector(actor, (s) => battleScreens.find((tag) => s.hasTag(tag)));
  const roomId = useSelector(actor, (s) => s.context.roomId);
  const vsBot = useSelector(actor, (s) => s.context.vsBot);
  const result = useSelector(actor, (s) => s.context.result);
  const room = useSelector(actor, (s) => s.children.room);
  const review = useSelector(actor, (s) => s.children.review);
  const rematch = useSelector(actor, (s) => s.children.rematch);
  const searchNotice = useSelector(actor, (s) => s.context.searchNotice);
  const searchSecondsLeft = useSelector(actor, (s) => s.context.searchSecondsLeft);
  const uid = useSelector(actor, (s) => s.context.uid);
  const { canPay } = useBattleFee();

  useEffect(() => {
    const query = new URLSearchParams({ category: categoryId, ...(vsBot ? { bot: '1' } : {}) });
    if (roomId && roomId !== params.roomId) navigate(`/random-battle/play/${roomId}?${query}`, { replace: true });
    // searching again after a result (no rematch): a reload searches too, not back to the old result
    else if (!roomId && params.roomId && screen === 'searching')
      navigate(`/random-battle/play?${query}`, { replace: true });
  }, [roomId, vsBot, params.roomId, categoryId, navigate, screen]);
  useEffect(() => {
    if (screen === 'cancelled') navigate('/random-battle', { replace: true });
  }, [screen, navigate]);

  let body;
  if (screen === 'searching')
    body = (
      <SearchCountdown
        seconds={searchSecondsLeft}
        notice={searchNotice && messageText(searchNotice)}
        onCancel={() => actor.send({ type: 'cancel' })}
      />
    );
  else if (screen === 'noOpponent')
    body = (
      <section className="card center-page" data-testid="no-opponent">
        <p className="no-opponent">{messageText('no_opponent')}</p>
        <div className="row">
          <button type="button" className="btn primary" onClick={() => actor.send({ type: 'retry' })}>
            {t('common:retry')}
          </button>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'playBot' })}>
            {t('playWithBot')}
          </button>
        </div>
        <button type="button" className="btn small" onClick={() => actor.send({ type: 'cancel' })}>
          {t('common:cancel')}
        </button>
      </section>
    );
  else if (screen === 'room' && room)
    body = (
      <RoomPlay
        room={room}
        uid={uid}
        onAnswer={(optionId) => actor.send({ type: 'answer', optionId })}
        onLeave={() => actor.send({ type: 'leave' })}
      />
    );
  else if (screen === 'result' && result && review)
    body = (
      <BattleResultView result={result} review={review} uid={uid} vsBot={vsBot}>
        <Link className="btn" to="/random-battle">
          {t('playAgain')}
        </Link>
        {rematch && (
          <RandomRematch
            rematch={rematch}
            rivalName={result.standings.find((standing) => standing.uid !== uid)?.name ?? ''}
          />
        )}
      </BattleResultView>
    );
  else if (screen === 'left')
    body = <BattleEnd title={t('youLeft')} back="/random-battle" backLabel={t('playAgain')} />;
  else if (screen === 'deleted')
    body = <BattleEnd title={messageText('room_deleted')} back="/random-battle" backLabel={t('playAgain')} />;
  else if (screen === 'failed')
    body = canPay ? (
      <BattleEnd title={t('battleFailed')} back="/random-battle" backLabel={t('common:back')} />
    ) : (
      <section className="center-page stack">
        <h1>{t('battleFailed')}</h1>
        <BattleFee categoryId={categoryId} />
      </section>
    );
  else body = <Loading />;

  return <div className="page battle-page">{body}</div>;
}
