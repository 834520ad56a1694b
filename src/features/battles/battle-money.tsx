// What a 1v1 battle costs, said before the player searches: the fee, what the winner takes, the
// balance. A player who cannot pay is told why and where coins are earned for free, and may play
// the bot, which takes no fee.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCoins } from '../../player/player.tsx';
import { useSettings } from '../../stores/settings.ts';

/** The fee and the player's balance (the server's, from the player's listener). */
export function useBattleFee() {
  const fee = useSettings((s) => s.config.battle_entry_fee);
  const coins = useCoins();
  return { fee, coins, canPay: coins >= fee };
}

/** Where coins are earned for free, with any other way on after them. */
export function FreeCoinLinks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('battle');
  return (
    <p className="row">
      <Link className="btn" to="/quiz-play/daily-quiz-dashboard">
        {t('earnDailyQuiz')}
      </Link>
      <Link className="btn" to="/quiz-zone">
        {t('earnQuizZone')}
      </Link>
      {children}
    </p>
  );
}

export function BattleFee({ categoryId = '' }: { categoryId?: string }) {
  const { t } = useTranslation('battle');
  const { fee, coins, canPay } = useBattleFee();
  if (canPay)
    return (
      <p className="muted" data-testid="entry-fee">
        {t('entryFeeNote', { fee, prize: fee * 2, coins })}
      </p>
    );
  return (
    <div className="card notice" role="note" data-testid="cannot-afford">
      <p>
        <strong>{t('cannotAffordBattle', { fee, coins })}</strong>
      </p>
      <p>{t('freeWaysToEarn')}</p>
      <FreeCoinLinks>
        <Link
          className="btn primary"
          to={`/random-battle/play?${new URLSearchParams({ category: categoryId, bot: '1' })}`}
        >
          {t('playBotFree')}
        </Link>
      </FreeCoinLinks>
    </div>
  );
}
