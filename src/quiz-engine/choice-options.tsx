// The options of a choice, true/false, audio or math question. Number keys 1-4 pick an option.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizOption } from '../../machines/quiz-types.ts';
import { isPlainKey } from './keyboard.ts';
import { QuizText } from './quiz-text.tsx';

export interface ChoiceOptionsProps {
  options: QuizOption[];
  math: boolean;
  /** Accepting an answer (the question is idle). */
  enabled: boolean;
  /** 50/50: hidden options. */
  removed: string[];
  /** Audience poll: option id -> percent. */
  poll: Record<string, number> | null;
  /** The option given (being graded or graded). */
  picked: string | null;
  /** After grading: the right option; null while not revealed. */
  correctId: string | null;
  /** After grading: whether the pick was right, also where the right option is not revealed (contests). */
  pickedRight: boolean | null;
  onAnswer: (optionId: string) => void;
}

function stateOf(id: string, p: ChoiceOptionsProps) {
  if (p.correctId !== null && id === p.correctId) return 'right';
  if (p.correctId !== null && id === p.picked) return 'wrong';
  if (p.pickedRight !== null && id === p.picked) return p.pickedRight ? 'right' : 'wrong';
  if (id === p.picked) return 'picked';
  return '';
}

export function ChoiceOptions(props: ChoiceOptionsProps) {
  const { t } = useTranslation('quiz');
  const { options, enabled, removed, onAnswer } = props;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isPlainKey(e)) return;
      const option = options[Number(e.key) - 1];
      if (option && !removed.includes(option.id)) {
        e.preventDefault();
        onAnswer(option.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, options, removed, onAnswer]);

  return (
    <ol className="choice-options" aria-label={t('options')}>
      {options.map((o, i) => {
        const gone = removed.includes(o.id);
        const state = stateOf(o.id, props);
        const votes = props.poll?.[o.id];
        return (
          <li key={o.id}>
            <button
              type="button"
              className={`option ${state}`}
              disabled={!enabled || gone}
              aria-hidden={gone || undefined}
              data-option={o.id}
              data-state={state || undefined}
              onClick={() => onAnswer(o.id)}
            >
              <kbd className="option-key" aria-hidden>
                {i + 1}
              </kbd>
              <span className="option-text" dir="auto">
                {gone ? '—' : <QuizText text={o.text} math={props.math} />}
              </span>
              {state === 'right' && <span className="visually-hidden">{t('rightAnswer')}</span>}
              {state === 'wrong' && <span className="visually-hidden">{t('yourWrongAnswer')}</span>}
              {votes !== undefined && !gone && (
                <span className="poll-bar" data-testid="poll-bar" aria-label={t('pollShare', { percent: votes })}>
                  <span className="poll-fill" style={{ inlineSize: `${votes}%` }} />
                  <span className="poll-value">{votes}%</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
