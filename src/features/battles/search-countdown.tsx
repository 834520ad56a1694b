// The search for an opponent, with the search window counting down (a fresh one per search).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining, toClockSnapshot } from '../../../machines/battle-timers.ts';

export function SearchCountdown({ windowMs, onCancel }: { windowMs: number; onCancel: () => void }) {
  const { t } = useTranslation('battle');
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.ceil(Math.max(0, windowMs - (now - startedAt)) / 1000);
  return (
    <section className="card center-page searching" aria-labelledby="search-title" data-testid="searching">
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
