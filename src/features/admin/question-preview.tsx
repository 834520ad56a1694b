// A question as the player will see it, drawn with the play screen's own pieces (quiz-engine), with
// the right answer shown beneath for the operator. Nothing here talks to the server.
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '../../quiz-engine/audio-player.tsx';
import { ChoiceOptions } from '../../quiz-engine/choice-options.tsx';
import { GuessWordTiles } from '../../quiz-engine/guess-word-tiles.tsx';
import { MultiMatchBoard } from '../../quiz-engine/multi-match-board.tsx';
import { MultiSelectOptions } from '../../quiz-engine/multi-select-options.tsx';
import { QuizText } from '../../quiz-engine/quiz-text.tsx';
import { SequenceBoard } from '../../quiz-engine/sequence-board.tsx';
import '../../quiz-engine/quiz.css';

export interface DraftQuestion {
  mode: string;
  kind: '' | 'multi_select' | 'sequence';
  question: string;
  options: string[];
  answer: string;
  note: string;
  audio: string;
  hints: string[];
  pairs: { left: string; right: string }[];
}

export const optionId = (i: number) => String.fromCharCode(97 + i);
const noop = () => {};

/** What the player's screen shows: the modes' kinds as play-screen.tsx names them. */
function kindOf(q: DraftQuestion) {
  if (q.kind) return q.kind;
  if (q.mode === 'guess_the_word') return 'guess_word';
  if (q.mode === 'multi_match') return 'multi_match';
  return q.mode === 'math' ? 'math' : 'choice';
}

export function rightAnswerText(q: DraftQuestion): string {
  const kind = kindOf(q);
  if (kind === 'guess_word') return q.answer.toLocaleUpperCase();
  if (kind === 'multi_match') return q.pairs.map((p) => `${p.left} → ${p.right}`).join(' · ');
  const ids = q.answer.split(/[\s,]+/).filter(Boolean);
  return ids.map((id) => q.options[id.charCodeAt(0) - 97] ?? id).join(kind === 'sequence' ? ' → ' : ', ');
}

export function QuestionPreview({ q }: { q: DraftQuestion }) {
  const { t } = useTranslation('admin');
  const kind = kindOf(q);
  const options = q.options.filter(Boolean).map((text, i) => ({ id: optionId(i), text }));
  return (
    <section className="question-preview stack" aria-label={t('content.preview')}>
      <h3>{t('content.preview')}</h3>
      <article className="question-card card" data-kind={kind}>
        <p className="question-text" dir="auto">
          <QuizText text={q.question || t('content.previewEmpty')} math={kind === 'math'} />
        </p>
        {q.audio && <AudioPlayer key={q.audio} src={q.audio} />}
        {(kind === 'choice' || kind === 'math') && (
          <ChoiceOptions
            options={options}
            math={kind === 'math'}
            enabled={false}
            removed={[]}
            poll={null}
            picked={null}
            correctId={null}
            pickedRight={null}
            onAnswer={noop}
          />
        )}
        {kind === 'guess_word' && (
          <GuessWordTiles
            key={q.answer}
            letters={[...q.answer.toLocaleUpperCase()].sort()}
            enabled={false}
            hintCost={0}
            hints={[]}
            onHint={noop}
            solution={null}
            correct={null}
            onAnswer={noop}
          />
        )}
        {kind === 'multi_match' && (
          <MultiMatchBoard
            left={q.pairs.map((p, i) => ({ id: `l${i}`, text: p.left }))}
            right={[...q.pairs].reverse().map((p, i) => ({ id: `r${i}`, text: p.right }))}
            enabled={false}
            solution={null}
            onAnswer={noop}
          />
        )}
        {kind === 'multi_select' && (
          <MultiSelectOptions options={options} enabled={false} solution={null} onAnswer={noop} />
        )}
        {kind === 'sequence' && <SequenceBoard items={options} enabled={false} solution={null} onAnswer={noop} />}
      </article>
      <p data-testid="preview-answer">
        <strong>{t('content.rightAnswer')}</strong> <span dir="auto">{rightAnswerText(q) || '–'}</span>
      </p>
      {q.note && (
        <p className="muted" dir="auto">
          {q.note}
        </p>
      )}
    </section>
  );
}
