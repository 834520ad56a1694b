// Sequence: tap the items in the right order to place them, tap a placed one to take it back, or
// move it a step up or down; submit once every item is placed. Every control is a button, focus
// follows the item being moved, and each move is announced to screen readers.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizOption } from '../../machines/quiz-types.ts';
import { moveItem, placeItem, takeBack } from './sequence-order.ts';

export interface SequenceProps {
  items: QuizOption[];
  enabled: boolean;
  /** After grading: the item ids in the right order; null while not revealed. */
  solution: string[] | null;
  onAnswer: (order: string[]) => void;
}

export function SequenceBoard({ items, enabled, solution, onAnswer }: SequenceProps) {
  const { t } = useTranslation('quiz');
  const [order, setOrder] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  /** The controls to focus after a move, first one that is enabled (data-focus values). */
  const [focus, setFocus] = useState<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const textOf = (id: string) => items.find((i) => i.id === id)?.text ?? id;
  const pool = items.filter((i) => !order.includes(i.id));

  useEffect(() => {
    for (const key of focus) {
      const control = root.current?.querySelector<HTMLButtonElement>(`[data-focus="${key}"]`);
      if (control && !control.disabled) {
        control.focus();
        return;
      }
    }
  }, [focus, order]);

  const place = (id: string) => {
    const at = pool.findIndex((i) => i.id === id);
    const rest = pool.filter((i) => i.id !== id);
    const next = rest[at] ?? rest[at - 1];
    setOrder(placeItem(order, id));
    setSaid(t('placedAt', { item: textOf(id), n: order.length + 1 }));
    setFocus(next ? [`pool-${next.id}`] : ['submit']);
  };
  const remove = (id: string) => {
    setOrder(takeBack(order, id));
    setSaid(t('tookBack', { item: textOf(id) }));
    setFocus([`pool-${id}`]);
  };
  const move = (id: string, by: -1 | 1) => {
    const next = moveItem(order, id, by);
    setOrder(next);
    setSaid(t('movedTo', { item: textOf(id), n: next.indexOf(id) + 1 }));
    setFocus(by < 0 ? [`up-${id}`, `down-${id}`] : [`down-${id}`, `up-${id}`]);
  };

  return (
    <div className="sequence" ref={root}>
      <p className="muted">{t('orderHint')}</p>
      <p className="sequence-label" id="sequence-placed">
        {t('yourOrder')}
      </p>
      <ol className="sequence-placed" aria-labelledby="sequence-placed">
        {order.map((id, i) => {
          const verdict = solution ? (solution[i] === id ? 'right' : 'wrong') : '';
          return (
            <li key={id} className={`sequence-row ${verdict}`} data-state={verdict || undefined}>
              <button
                type="button"
                className="option sequence-item"
                data-focus={`item-${id}`}
                disabled={!enabled}
                aria-label={t('takeBack', { item: textOf(id), n: i + 1 })}
                onClick={() => remove(id)}
              >
                <span className="option-key" aria-hidden>
                  {i + 1}
                </span>
                <span className="option-text" dir="auto">
                  {textOf(id)}
                </span>
              </button>
              <button
                type="button"
                className="btn small"
                data-focus={`up-${id}`}
                disabled={!enabled || i === 0}
                aria-label={t('moveUp', { item: textOf(id) })}
                onClick={() => move(id, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn small"
                data-focus={`down-${id}`}
                disabled={!enabled || i === order.length - 1}
                aria-label={t('moveDown', { item: textOf(id) })}
                onClick={() => move(id, 1)}
              >
                ↓
              </button>
              {verdict && (
                <span className="visually-hidden">{t(verdict === 'right' ? 'rightPlace' : 'wrongPlace')}</span>
              )}
            </li>
          );
        })}
      </ol>
      {order.length === 0 && <p className="muted sequence-empty">{t('orderEmpty')}</p>}

      {pool.length > 0 && (
        <>
          <p className="sequence-label" id="sequence-pool">
            {t('itemsToPlace')}
          </p>
          <ul className="choice-options" aria-labelledby="sequence-pool">
            {pool.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="option"
                  data-focus={`pool-${item.id}`}
                  disabled={!enabled}
                  aria-label={t('placeAt', { item: item.text, n: order.length + 1 })}
                  onClick={() => place(item.id)}
                >
                  <span className="option-text" dir="auto">
                    {item.text}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      {solution && solution.some((id, i) => order[i] !== id) && (
        <div className="sequence-solution">
          <p className="sequence-label">{t('rightOrder')}</p>
          <ol>
            {solution.map((id) => (
              <li key={id} dir="auto">
                {textOf(id)}
              </li>
            ))}
          </ol>
        </div>
      )}

      <p className="visually-hidden" role="status">
        {said}
      </p>
      <button
        type="button"
        className="btn primary"
        data-focus="submit"
        disabled={!enabled || pool.length > 0}
        onClick={() => onAnswer(order)}
      >
        {t('submit')}
      </button>
    </div>
  );
}
