// Multi match: pair every item on the left with one on the right, then submit the pairs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizOption } from '../../machines/quiz-types.ts';

export interface MultiMatchProps {
  left: QuizOption[];
  right: QuizOption[];
  enabled: boolean;
  /** After grading: left id -> right id. */
  solution: Record<string, string> | null;
  onAnswer: (pairs: Record<string, string>) => void;
}

export function MultiMatchBoard({ left, right, enabled, solution, onAnswer }: MultiMatchProps) {
  const { t } = useTranslation('quiz');
  const [pairs, setPairs] = useState<Record<string, string>>({});
  const complete = left.every((l) => pairs[l.id]);

  const choose = (leftId: string, rightId: string) =>
    setPairs((p) => {
      // A right item belongs to one left item: taking it frees it elsewhere.
      const next = Object.fromEntries(Object.entries(p).filter(([, r]) => r !== rightId));
      if (rightId) next[leftId] = rightId;
      return next;
    });

  return (
    <div className="multi-match">
      <ol className="match-rows">
        {left.map((l, i) => {
          const verdict = solution ? (solution[l.id] === pairs[l.id] ? 'right' : 'wrong') : '';
          return (
            <li key={l.id} className={`match-row ${verdict}`}>
              <span className="match-left">{l.text}</span>
              <span aria-hidden className="match-arrow">
                ↔
              </span>
              <select
                aria-label={t('matchFor', { item: l.text })}
                value={pairs[l.id] ?? ''}
                disabled={!enabled}
                data-row={i}
                onChange={(e) => choose(l.id, e.target.value)}
              >
                <option value="">{t('choose')}</option>
                {right.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.text}
                  </option>
                ))}
              </select>
              {solution && verdict === 'wrong' && <span className="match-solution">✓ {solution[l.id]}</span>}
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn primary" disabled={!enabled || !complete} onClick={() => onAnswer(pairs)}>
        {t('submit')}
      </button>
    </div>
  );
}
