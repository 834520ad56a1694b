// The time left as a ring: the seconds a machine counts (its countdown), formatted; no clock of its own.
import { useTranslation } from 'react-i18next';

export const formatSeconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : String(s);

const radius = 26;
const circumference = 2 * Math.PI * radius;

export function TimerRing({ seconds, total }: { seconds: number; total: number }) {
  const { t } = useTranslation('quiz');
  const share = total > 0 ? seconds / total : 0;
  const urgent = seconds <= Math.min(5, total / 4);
  return (
    <div
      className={`timer-ring${urgent ? ' urgent' : ''}`}
      role="timer"
      aria-label={t('timeLeft', { time: formatSeconds(seconds) })}
    >
      <svg viewBox="0 0 64 64" aria-hidden>
        <circle className="timer-track" cx="32" cy="32" r={radius} />
        <circle
          className="timer-value"
          cx="32"
          cy="32"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <span className={`timer-text${formatSeconds(seconds).length > 4 ? ' long' : ''}`} data-testid="timer">
        {formatSeconds(seconds)}
      </span>
    </div>
  );
}
