// "Play again" on a friend or group result: the first presser opens a room with the same settings
// and the others are invited; a later presser is seated in that room (machines/room-battle.ts
// `rematch`). Either way, on to its lobby once the machine names it.
import { useTranslation } from 'react-i18next';

/** The button names the fee: pressing it is the player's yes to that fee (the server seats a later presser only with it). */
export function PlayAgain({ busy, fee, onPress }: { busy: boolean; fee: number; onPress: () => void }) {
  const { t } = useTranslation('battle');
  return (
    <button type="button" className="btn primary" disabled={busy} aria-busy={busy} onClick={onPress}>
      {fee > 0 ? t('playAgainForFee', { count: fee }) : t('playAgain')}
    </button>
  );
}
