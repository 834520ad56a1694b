// The room a player is about to join, whether by a typed code or an invite link: owner, category,
// questions, players, the fee and the player's balance, with a Join button that names the fee. Only
// that Join sends the fee to the server (machines/room-battle.ts `confirming`); a player who cannot
// pay is told where coins are earned instead.
import { useTranslation } from 'react-i18next';
import type { JoinPreview } from '../../../machines/battle-types.ts';
import { formatNumber } from '../../lib/format.ts';
import { useCoins } from '../../player/player.tsx';
import { FreeCoinLinks } from './battle-money.tsx';
import { PlayerChip } from './player-chip.tsx';

/** A room as anyone not seated in it sees it: the owner's name, category, questions, fee and players. */
export function RoomFacts({ preview, titleId }: { preview: JoinPreview; titleId: string }) {
  const { t } = useTranslation('battle');
  const { ownerName, categoryName, entryFee, questionCount, maxPlayers, players } = preview;
  return (
    <>
      <h1 id={titleId}>{t('previewTitle', { name: ownerName })}</h1>
      <p className="row lobby-facts">
        <span>{t('categoryNamed', { name: categoryName || t('allCategories') })}</span>
        <span>{t('questionCount', { count: questionCount })}</span>
        <span>{t('entryFeeCoins', { count: entryFee })}</span>
      </p>
      <h2 className="lobby-subtitle">{t('playersCount', { count: players.length, max: maxPlayers })}</h2>
      <ul className="lobby-players">
        {players.map((p, i) => (
          <li key={i}>
            <PlayerChip name={p.name} image={p.image} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function JoinConfirm({
  preview,
  onJoin,
  onCancel,
}: {
  preview: JoinPreview;
  onJoin: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('battle');
  const coins = useCoins();
  const canPay = coins >= preview.entryFee;
  return (
    <section className="lobby card stack" aria-labelledby="join-confirm-title" data-testid="join-confirm">
      <RoomFacts preview={preview} titleId="join-confirm-title" />
      <p className="fee-balance" data-testid="join-balance">
        {t('feeBalance', { count: coins, n: formatNumber(coins, i18n.language) })}
      </p>
      {canPay ? (
        <>
          <p className="muted">{t('feeTakenAtStart')}</p>
          <div className="row">
            <button type="button" className="btn primary" onClick={onJoin}>
              {t('joinForFee', { count: preview.entryFee })}
            </button>
            <button type="button" className="btn" onClick={onCancel}>
              {t('common:cancel')}
            </button>
          </div>
        </>
      ) : (
        <div role="alert" className="stack">
          <p>{t('linkRefusal.not_enough_coins')}</p>
          <FreeCoinLinks />
        </div>
      )}
    </section>
  );
}
