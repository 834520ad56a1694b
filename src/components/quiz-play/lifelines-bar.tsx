// 50/50, audience poll, reset timer and skip. The machine refuses a used or excluded one with the
// spec's message; the server decides what each shows and charges for it.
import { useTranslation } from 'react-i18next';
import type { Lifeline, LifelineUse, QuizTiming } from '../../../machines/quiz-types.ts';

const all: { lifeline: Lifeline; icon: string }[] = [
  { lifeline: 'fifty_fifty', icon: '½' },
  { lifeline: 'audience_poll', icon: '%' },
  { lifeline: 'reset_timer', icon: '↻' },
  { lifeline: 'skip', icon: '»' },
];

export function LifelinesBar(props: {
  used: LifelineUse[];
  timing: QuizTiming;
  enabled: boolean;
  cost: number;
  onUse: (lifeline: Lifeline) => void;
}) {
  const { t } = useTranslation('quiz');
  return (
    <div className="lifelines" role="group" aria-label={t('lifelines')}>
      {all.map(({ lifeline, icon }) => {
        const used = props.used.some((u) => u.lifeline === lifeline);
        const unavailable = lifeline === 'reset_timer' && props.timing === 'total';
        return (
          <button
            key={lifeline}
            type="button"
            className={`lifeline${used || unavailable ? ' used' : ''}`}
            disabled={!props.enabled}
            data-lifeline={lifeline}
            onClick={() => props.onUse(lifeline)}
            title={t('lifelineCost', { coins: props.cost })}
          >
            <span className="lifeline-icon" aria-hidden>
              {icon}
            </span>
            <span>{t(`lifeline_${lifeline}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
