// The end of a battle: victory, defeat, draw or tie, a group's top three on a podium, the standings with ranks, and the coins the
// server paid out once it has settled the room (the header's coins follow through the player's listener).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filter, map, take } from 'rxjs';
import type { BattleResult, RoomView } from '../../../machines/battle-types.ts';
import { BattlePodium } from './battle-podium.tsx';
import { PlayerChip } from './player-chip.tsx';
import { signedInRoom$ } from './room-actors.ts';

/** What the server wrote on the room when it finished it (server/battles/room-docs.ts RoomResult). */
interface Settlement {
  drawn: boolean;
  standings: { uid: string; coins: number }[];
  /** the fee each player paid (0 in a free room) */
  entryFee: number;
}

const settlementOf = (view: RoomView | null): Settlement | null => {
  const result = view?.status === 'finished' ? (view as RoomView & { result?: Omit<Settlement, 'entryFee'> }).result : undefined;
  return result && view ? { ...result, entryFee: view.entryFee } : null;
};

function useSettlement(roomId: string) {
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  useEffect(() => {
    const sub = signedInRoom$(roomId)
      .pipe(map(settlementOf), filter((s): s is Settlement => s !== null), take(1))
      .subscribe({
        next: setSettlement,
        error: () => {},
      });
    return () => sub.unsubscribe();
  }, [roomId]);
  return settlement;
}

export function BattleResultView(props: { result: BattleResult; roomId: string; uid: string; vsBot?: boolean; onReview: () => void; children?: ReactNode }) {
  const { t } = useTranslation('battle');
  const settlement = useSettlement(props.roomId);
  const { result } = props;
  const coins = settlement?.standings.find((standing) => standing.uid === props.uid)?.coins;
  // a shared rank is a tie in a group; in 1v1 the title already says draw
  const sharedRank = (rank: number) => result.wording !== 'draw' && result.standings.filter((standing) => standing.rank === rank).length > 1;

  let coinsLine: string;
  if (props.vsBot) coinsLine = t('botNoCoins');
  else if (coins === undefined) coinsLine = t('settling');
  else if (coins > 0) coinsLine = result.wording === 'draw' ? t('coinsBack', { count: coins }) : t('coinsWon', { count: coins });
  // a loss says what it cost: the fee went into the winners' pot
  else coinsLine = settlement && settlement.entryFee > 0 ? t('feeLost', { count: settlement.entryFee }) : t('noCoins');

  return (
    <section className={`battle-result card stack ${result.wording}`} aria-labelledby="result-title" data-testid="battle-result">
      <h1 id="result-title" className="result-title">
        {t(`wording.${result.wording}`)}
      </h1>
      <p className="coins-line" data-testid="coins-line">
        🪙 {coinsLine}
      </p>
      {result.standings.length >= 3 && <BattlePodium standings={result.standings} uid={props.uid} />}
      <ol className="standings">
        {result.standings.map((standing) => (
          <li key={standing.uid} className={standing.uid === props.uid ? 'you' : ''}>
            <span className="rank" aria-label={t('rankLabel', { rank: standing.rank })}>
              {sharedRank(standing.rank) ? t('rankShared', { rank: standing.rank }) : `#${standing.rank}`}
            </span>
            <PlayerChip name={standing.name} image={standing.image} points={standing.points} you={standing.uid === props.uid} />
            <span className="muted">
              {t('correctCount', { count: standing.correctAnswers })}
              {standing.left && ` · ${t('hasLeft')}`}
            </span>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" className="btn primary" onClick={props.onReview}>
          {t('reviewAnswers')}
        </button>
        {props.children}
      </div>
    </section>
  );
}
