// The search for an opponent, with the search window's seconds left as the machine counts them,
// and why the player is searching again when a rematch did not happen.
import { useTranslation } from 'react-i18next';
import { formatRemaining, toClockSnapshot } from '../../../machines/battle-timers.ts';

export function SearchCountdown({
  seconds,
  notice,
  onCancel,
}: {
  seconds: number;
  notice?: string | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation('battle');
  return (
    <section className="card center-page searching" aria-labelledby="search-title" data-testid="searching">
      {notice && (
        <p className="search-notice" role="status" data-testid="search-notice">
          {notice}
        </p>
      )}
      <div className="radar" aria-hidden />
      <h1 id="search-title">{t('searching')}</h1>
      <p className="countdown" role="timer" aria-label={t('searchTimeLeft')}>
        {formatRemaining(toClockSnapshot(seconds))}
      </p>
      <button type="button" className="btn" onClick={onCancel}>
        {t('common:cancel')}
      </button>
    </section>
  );
}
