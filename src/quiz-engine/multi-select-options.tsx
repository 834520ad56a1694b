// Multi-select: tick every right option, then submit. All or nothing: the server wants exactly the
// right set. Checkboxes, so keys and screen readers work as they do on any form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizOption } from '../../machines/quiz-types.ts';

export interface MultiSelectProps {
  options: QuizOption[];
  enabled: boolean;
  /** After grading: the right option ids; null while not revealed. */
  solution: string[] | null;
  onAnswer: (optionIds: string[]) => void;
}

/** How an option came out: picked and right, right but missed, picked but wrong. */
function verdictOf(id: string, picked: boolean, solution: string[] | null) {
  if (!solution) return '';
  if (solution.includes(id)) return picked ? 'right' : 'missed';
  return picked ? 'wrong' : '';
}

const verdictLabel = { right: 'pickedRight', missed: 'missedRight', wrong: 'yourWrongAnswer' } as const;

export function MultiSelectOptions({ options, enabled, solution, onAnswer }: MultiSelectProps) {
  const { t } = useTranslation('quiz');
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  return (
    <fieldset className="multi-select" disabled={!enabled}>
      <legend className="muted">{t('pickAllHint')}</legend>
      <ul className="choice-options">
        {options.map((o) => {
          const on = picked.includes(o.id);
          const verdict = verdictOf(o.id, on, solution);
          return (
            <li key={o.id}>
              <label
                className={`option check-option ${verdict || (on ? 'picked' : '')}`}
                data-option={o.id}
                data-state={verdict || undefined}
              >
                <input type="checkbox" checked={on} onChange={() => toggle(o.id)} />
                <span className="option-text" dir="auto">
                  {o.text}
                </span>
                {verdict && <span className="visually-hidden">{t(verdictLabel[verdict])}</span>}
                {verdict === 'missed' && (
                  <span className="missed-mark" aria-hidden>
                    ✓
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn primary"
        disabled={!enabled || picked.length === 0}
        onClick={() => onAnswer(picked)}
      >
        {t('submit')}
      </button>
    </fieldset>
  );
}
