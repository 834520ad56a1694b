// 50/50, audience poll, reset timer and skip, each with its price and the player's balance in
// view. Only what the question allows is offered (50/50 and the poll need four options), and what
// the player cannot afford is greyed out. The machine refuses a used or excluded one with the
// product's message; the server decides what each shows and charges for it.
import { useTranslation } from 'react-i18next';
import type { Lifeline, LifelineUse, QuizTiming } from '../../machines/quiz-types.ts';

const all: { lifeline: Lifeline; icon: string; needsFourOptions?: true }[] = [
  { lifeline: 'fifty_fifty', icon: '½', needsFourOptions: true },
  { lifeline: 'audience_poll', icon: '%', needsFourOptions: true },
  { lifeline: 'reset_timer', icon: '↻' },
  { lifeline: 'skip', icon: '»' },
];

export function LifelinesBar(props: {
  used: LifelineUse[];
  timing: QuizTiming;
  enabled: boolean;
  cost: number;
  /** The player's balance. */
  coins: number;
  /** Options of the current question. */
  optionCount: number;
  onUse: (lifeline: Lifeline) => void;
}) {
  const { t } = useTranslation('quiz');
  const broke = props.cost > props.coins;
  const offered = all.filter((l) => !l.needsFourOptions || props.optionCount === 4);
  return (
    <div className="lifelines-panel">
      <p className="lifelines-balance muted" data-testid="play-coins">
        {t('yourCoins', { coins: props.coins })}
      </p>
      <div className="lifelines" role="group" aria-label={t('lifelines')}>
        {offered.map(({ lifeline, icon }) => {
          const used = props.used.some((u) => u.lifeline === lifeline);
          const unavailable = lifeline === 'reset_timer' && props.timing === 'total';
          return (
            <button
              key={lifeline}
              type="button"
              className={`lifeline${used || unavailable ? ' used' : ''}${broke && !used ? ' unaffordable' : ''}`}
              disabled={!props.enabled || (broke && !used)}
              data-lifeline={lifeline}
              onClick={() => props.onUse(lifeline)}
              title={broke ? t('cannotAfford') : t('lifelineCost', { coins: props.cost })}
            >
              <span className="lifeline-icon" aria-hidden>
                {icon}
              </span>
              <span>{t(`lifeline_${lifeline}`)}</span>
              <span className="lifeline-price">
                {props.cost > 0 ? t('lifelinePrice', { coins: props.cost }) : t('lifelineFree')}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
