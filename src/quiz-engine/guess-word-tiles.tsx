// Guess the word: build the word from its shuffled letter tiles (tap or type), take hints that
// cost coins (a clue, then a letter in its place: the quiz session asks the server), submit when
// every slot is filled.
import { useEffect, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HintUse } from '../../machines/quiz-types.ts';
import { isPlainKey } from './keyboard.ts';

export interface GuessWordProps {
  letters: string[];
  enabled: boolean;
  hintCost: number;
  /** the hints the session took on this question */
  hints: HintUse[];
  onHint: () => void;
  /** After grading: the word. */
  solution: string | null;
  correct: boolean | null;
  onAnswer: (word: string) => void;
}

interface Board {
  /** Tile index per slot, null when empty. */
  slots: (number | null)[];
  /** Slots a hint filled: they stay. */
  fixed: number[];
}

const place = (board: Board, tile: number): Board => {
  const free = board.slots.indexOf(null);
  if (free < 0 || board.slots.includes(tile)) return board;
  const slots = [...board.slots];
  slots[free] = tile;
  return { ...board, slots };
};

const unplace = (board: Board, slot: number): Board => {
  if (board.fixed.includes(slot)) return board;
  const slots = [...board.slots];
  slots[slot] = null;
  return { ...board, slots };
};

/** A hint's letter goes into its slot, taken from a tile not yet fixed. */
function fix(board: Board, letters: string[], position: number, letter: string): Board {
  const tile = letters.findIndex((l, i) => l === letter && !board.fixed.some((s) => board.slots[s] === i));
  if (tile < 0) return board;
  const slots = board.slots.map((t) => (t === tile ? null : t));
  slots[position] = tile;
  return { slots, fixed: [...board.fixed, position] };
}

export function GuessWordTiles(props: GuessWordProps) {
  const { t } = useTranslation('quiz');
  const { letters, enabled, hints } = props;
  const [board, setBoard] = useState<Board>({ slots: letters.map(() => null), fixed: [] });
  const clues = hints.flatMap((h) => (h.hint ? [h.hint] : []));
  // a hinted letter takes its slot once, and stays there
  useEffect(() => {
    setBoard((b) =>
      hints.reduce(
        (acc, h) =>
          h.letter && !acc.fixed.includes(h.letter.position)
            ? fix(acc, letters, h.letter.position, h.letter.letter)
            : acc,
        b,
      ),
    );
  }, [hints, letters]);
  const word = board.slots.every((s) => s !== null) ? board.slots.map((s) => letters[s!]).join('') : null;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isPlainKey(e)) return;
      if (e.key === 'Backspace') {
        setBoard((b) => {
          const last = b.slots.findLastIndex((s, i) => s !== null && !b.fixed.includes(i));
          return last < 0 ? b : unplace(b, last);
        });
        return;
      }
      const letter = e.key.toLocaleUpperCase();
      if (letter.length !== 1) return;
      setBoard((b) => {
        const tile = letters.findIndex((l, i) => l.toLocaleUpperCase() === letter && !b.slots.includes(i));
        return tile < 0 ? b : place(b, tile);
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, letters]);

  const solved = props.solution;
  return (
    <div className="guess-word">
      <div
        className={`word-slots${props.correct === true ? ' right' : props.correct === false ? ' wrong' : ''}`}
        aria-label={t('yourWord')}
        data-testid="word-slots"
      >
        {board.slots.map((tile, i) => (
          <button
            key={i}
            type="button"
            className={`slot${board.fixed.includes(i) ? ' fixed' : ''}`}
            disabled={!enabled || tile === null || board.fixed.includes(i)}
            onClick={() => setBoard((b) => unplace(b, i))}
            aria-label={tile === null ? t('emptySlot', { n: i + 1 }) : letters[tile]}
          >
            {tile === null ? '' : letters[tile]}
          </button>
        ))}
      </div>
      {solved !== null && props.correct === false && (
        <p className="solution">
          {t('theWordWas')} <strong>{solved}</strong>
        </p>
      )}
      <div className="letter-tiles" aria-label={t('letters')}>
        {letters.map((letter, i) => (
          <button
            key={i}
            type="button"
            className="tile"
            data-letter={letter}
            disabled={!enabled || board.slots.includes(i)}
            onClick={() => setBoard((b) => place(b, i))}
          >
            {letter}
          </button>
        ))}
      </div>
      {clues.length > 0 && (
        <ul className="clues" aria-label={t('hints')}>
          {clues.map((c) => (
            <li key={c}>
              <Lightbulb className="icon" size={16} aria-hidden /> {c}
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={props.onHint} disabled={!enabled}>
          <Lightbulb className="icon" size={18} aria-hidden /> {t('hint', { coins: props.hintCost })}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!enabled}
          onClick={() => setBoard((b) => ({ ...b, slots: b.slots.map((s, i) => (b.fixed.includes(i) ? s : null)) }))}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="btn primary"
          disabled={!enabled || word === null}
          onClick={() => word && props.onAnswer(word)}
        >
          {t('submit')}
        </button>
      </div>
    </div>
  );
}
