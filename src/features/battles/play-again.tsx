// "Play again" on a friend or group result: the first presser opens a room with the same settings
// and the others are invited; a later presser is seated in that room (machines/room-battle.ts
// `rematch`). Either way, on to its lobby once the machine names it.
import { useTranslation } from 'react-i18next';

export function PlayAgain({ busy, onPress }: { busy: boolean; onPress: () => void }) {
  const { t } = useTranslation('battle');
  return (
    <button type="button" className="btn primary" disabled={busy} aria-busy={busy} onClick={onPress}>
      {t('playAgain')}
    </button>
  );
}
