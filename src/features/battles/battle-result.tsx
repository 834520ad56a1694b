// The end of a battle: victory, defeat, draw or tie (a group's lower places by their place: '2nd of 3'),
// a group's top three on a podium, the standings
// with ranks, and the coins the server paid out once it has settled the room (the header's coins
// follow through the player's listener); or the review of answers. Renders the review machine's state only.
import { useSelector } from '@xstate/react';
import { Coins, TrendingUp, Trophy } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleResult } from '../../../machines/battle-types.ts';
import { coinsPaid, ratingMove } from '../../../machines/battle-review.ts';
import { formatNumber } from '../../lib/format.ts';
import { signedChange } from '../../lib/rating-text.ts';
import { AddFriendButton, BlockButton } from '../../lib/friend-actions.tsx';
import { markGamePlayed } from '../../lib/install-offer.ts';
import { useFriends } from '../../lib/use-friends.ts';
import { AnswerReview } from './answer-review.tsx';
import { BattlePodium } from './battle-podium.tsx';
import { PlayerChip } from './player-chip.tsx';
import type { ReviewActorRef } from './room-phase.ts';

export function BattleResultView(props: {
  result: BattleResult;
  review: ReviewActorRef;
  uid: string;
  vsBot?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('battle');
  const coins = useSelector(props.review, (s) => coinsPaid(s.context));
  const rating = useSelector(props.review, (s) => ratingMove(s.context));
  const entryFee = useSelector(props.review, (s) => s.context.room.entryFee);
  const reviewing = useSelector(props.review, (s) => s.matches({ screen: 'answers' }));
  const friendship = useFriends();
  const { result } = props;
  useEffect(markGamePlayed, []);
  if (reviewing) return <AnswerReview review={props.review} />;

  // a shared rank is a tie in a group; in 1v1 the title already says draw
  const sharedRank = (rank: number) =>
    result.wording !== 'draw' && result.standings.filter((standing) => standing.rank === rank).length > 1;

  // words that match the coin history: the fee paid back is no win, whatever the title
  let coinsLine: string;
  if (props.vsBot) coinsLine = t('botNoCoins');
  else if (coins === undefined) coinsLine = t('settling');
  else if (coins > 0)
    coinsLine = coins === entryFee ? t('coinsBack', { count: coins }) : t('coinsWon', { count: coins });
  // a loss says what it cost: the fee went into the winners' pot
  else coinsLine = entryFee > 0 ? t('feeLost', { count: entryFee }) : t('noCoins');

  // a group's second or third place is a place on the podium, not a defeat
  const placed = result.outcome === 'lose' && result.standings.length > 2;
  return (
    <section
      className={`battle-result card stack ${placed ? 'placed' : result.wording}`}
      aria-labelledby="result-title"
      data-testid="battle-result"
    >
      {result.wording === 'victory' && <Trophy className="icon victory-trophy" size={48} aria-hidden />}
      <h1 id="result-title" className="result-title">
        {placed
          ? t('place', { ordinal: true, count: result.rank, total: result.standings.length })
          : t(`wording.${result.wording}`)}
      </h1>
      <p className="coins-line" data-testid="coins-line">
        <Coins className="icon coin-icon" size={20} aria-hidden />
        {coinsLine}
      </p>
      {/* a live region: read out when the server's rating arrives, which may be after the screen */}
      <p className="rating-line" data-testid="rating-line" aria-live="polite">
        {rating && (
          <>
            <TrendingUp className="icon" size={20} aria-hidden />
            {t('ratingLine', {
              figure: formatNumber(rating.figure, i18n.language),
              change: signedChange(rating.change, i18n.language),
            })}
            {rating.provisional && <span className="muted"> · {t('ratingProvisional')}</span>}
          </>
        )}
      </p>
      {result.standings.length >= 3 && (
        <BattlePodium standings={result.standings} uid={props.uid} sharedRank={sharedRank} />
      )}
      <ol className="standings">
        {result.standings.map((standing) => (
          <li key={standing.uid} className={standing.uid === props.uid ? 'you' : ''}>
            {/* a label on a plain span is not read out: the rank is said in words beside its symbol */}
            <span className="rank" aria-hidden>
              {sharedRank(standing.rank) ? t('rankShared', { rank: standing.rank }) : `#${standing.rank}`}
            </span>
            <span className="visually-hidden">
              {t(sharedRank(standing.rank) ? 'rankLabelShared' : 'rankLabel', { rank: standing.rank })}
            </span>
            <PlayerChip
              name={standing.name}
              bot={standing.bot}
              image={standing.image}
              points={standing.points}
              you={standing.uid === props.uid}
              cardOf={standing.uid !== props.uid && !standing.bot ? standing.uid : undefined}
            />
            <span className="muted">
              {t('correctCount', { count: standing.correctAnswers })}
              {standing.left && ` · ${t('hasLeft')}`}
            </span>
            {standing.uid !== props.uid && !props.vsBot && (
              <span className="row met-actions">
                {/* a friend already: said, not offered again (the player's own friends listener; nothing while it loads) */}
                {friendship.status === 'ready' &&
                friendship.view.friends.some((friend) => friend.uid === standing.uid) ? (
                  <span className="muted" data-testid="already-friend">
                    {t('friends:alreadyFriend')}
                  </span>
                ) : (
                  friendship.status !== 'loading' && <AddFriendButton uid={standing.uid} name={standing.name} />
                )}
                <BlockButton uid={standing.uid} name={standing.name} />
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" className="btn primary" onClick={() => props.review.send({ type: 'review' })}>
          {t('reviewAnswers')}
        </button>
        {props.children}
      </div>
    </section>
  );
}
