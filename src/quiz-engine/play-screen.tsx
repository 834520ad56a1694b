// The one play screen of every single-player mode: it renders the quiz session machine's state
// and sends it the player's events. Modes add their pieces (passage, clock, result extras).
import { useSelector } from '@xstate/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import type { QuizSessionMachine } from '../../machines/quiz-session.ts';
import type { QuizAnswer, QuizResult } from '../../machines/quiz-types.ts';
import { useCoins } from '../player/player.tsx';
import { useSettings } from '../stores/settings.ts';
import { EmptyState, ErrorState, Loading } from '../lib/remote-view.tsx';
import { AudioPlayer } from './audio-player.tsx';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { ChoiceOptions } from './choice-options.tsx';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { GuessWordTiles } from './guess-word-tiles.tsx';
import { LifelinesBar } from './lifelines-bar.tsx';
import { QuizText } from './quiz-text.tsx';
import { MultiMatchBoard } from './multi-match-board.tsx';
import { MultiSelectOptions } from './multi-select-options.tsx';
import { ReportButton, type ReportAction } from './report-dialog.tsx';
import { QuestionLanguage } from './question-language.tsx';
import { ResultScreen } from './result-screen.tsx';
import { ReviewAnswers } from './review-answers.tsx';
import { SequenceBoard } from './sequence-board.tsx';
import { StartScreen, type SetIntro } from './start-screen.tsx';
import { TimerRing } from './timer-ring.tsx';
import { usePaidReview } from './use-paid-review.ts';
import type { QuizActor } from './use-quiz-session.ts';
import './quiz.css';
import { api } from '../api/api.ts';
import { textOf } from '../i18n/message-text.ts';

export interface PlayPieces {
  title: string;
  /** Where Back and Quit lead. */
  backTo: string;
  /** Shown above the question (the fun & learn passage). */
  aside?: ReactNode;
  /** Replaces the question timer (exams show their own clock). */
  clock?: ReactNode;
  /** Extra controls in the header (exams: submit). */
  toolbar?: ReactNode;
  /** What quitting does, where it is not simply ending without a result (exams: submit what was answered). */
  quit?: { text: string; onConfirm: () => void };
  /** The set_bookmark type; null: this mode's questions cannot be bookmarked. */
  bookmarkType?: string | null;
  /** The questions are bookmarked already (playing the bookmarks). */
  bookmarked?: boolean;
  reportAction?: ReportAction;
  /** A resumed exam: the questions answered on an earlier visit, counted in the numbering (question 3 of 10). */
  answeredBefore?: number;
  /** False where play pays no coins or score at all (exams). */
  rewards?: boolean;
  resultExtra?: (result: QuizResult) => ReactNode;
  onPlayAgain?: () => void;
  /** A start screen before the set opens (sets that would open with a running clock). */
  intro?: SetIntro;
}

type Snapshot = SnapshotFrom<QuizSessionMachine>;

/** The session machine's own count: the question's seconds left, or the quiz's. */
function Clock({ snapshot }: { snapshot: Snapshot }) {
  return <TimerRing seconds={snapshot.context.secondsLeft} total={snapshot.context.questionSeconds} />;
}

function QuestionStage({ actor, snapshot, pieces }: { actor: QuizActor; snapshot: Snapshot; pieces: PlayPieces }) {
  const { t } = useTranslation('quiz');
  const config = useSettings((s) => s.config);
  const coins = useCoins();
  const [quitting, setQuitting] = useState(false);
  const c = snapshot.context;
  const q = c.questions[c.index]!;
  const idle = snapshot.matches({ playing: { question: 'idle' } });
  const grading = snapshot.matches({ playing: 'grading' });
  const answered = snapshot.matches({ playing: 'answered' });
  const record = answered ? c.answers.at(-1) : undefined;
  // exams hide right and wrong (and the machine goes straight on after each answer)
  const hidden = c.hideAnswers;
  const reveal = !!record && !hidden;
  const given = record ? record.answer : grading ? c.pendingAnswer : null;
  const last = c.index + 1 === c.questions.length;
  const answer = useCallback((a: QuizAnswer) => actor.send({ type: 'answer', answer: a }), [actor]);

  const choiceLike = !['guess_word', 'multi_match', 'multi_select', 'sequence'].includes(q.kind);
  /** Multi-select and sequence: the right ids once revealed. */
  const rightIds = reveal && Array.isArray(record.correctAnswer) ? record.correctAnswer : null;
  const before = pieces.answeredBefore ?? 0;
  return (
    <section className="quiz-stage" aria-labelledby="quiz-question">
      <header className="quiz-top">
        <div className="quiz-heading">
          <p className="quiz-title">{pieces.title}</p>
          <p className="quiz-progress-label" data-testid="question-progress">
            {t('questionOf', { n: before + c.index + 1, total: before + c.questions.length })}
          </p>
          <progress max={before + c.questions.length} value={before + c.index + (answered ? 1 : 0)} aria-hidden />
        </div>
        {pieces.clock ?? <Clock snapshot={snapshot} />}
        <div className="quiz-tools">
          {pieces.toolbar}
          <button type="button" className="btn small" onClick={() => setQuitting(true)}>
            {t('quit')}
          </button>
        </div>
      </header>

      {pieces.aside}

      {c.lifelinesAllowed && choiceLike && (
        <LifelinesBar
          used={c.lifelinesUsed}
          timing={c.timing}
          enabled={idle}
          cost={config.lifeline_coins}
          coins={coins}
          optionCount={q.options.length}
          onUse={(lifeline) => actor.send({ type: 'lifeline', lifeline })}
        />
      )}

      <article className="question-card card" data-kind={q.kind} data-question-id={q.id}>
        <QuestionLanguage language={q.language}>
          <h1 id="quiz-question" className="question-text" dir="auto">
            <QuizText text={q.question} math={q.kind === 'math'} />
          </h1>
          {q.image && <img className="question-image" src={q.image} alt="" />}
          {q.audio && <AudioPlayer key={q.id} src={q.audio} />}

          {choiceLike && (
            <ChoiceOptions
              options={q.options}
              math={q.kind === 'math'}
              enabled={idle}
              removed={c.removedOptionIds}
              poll={c.poll}
              picked={typeof given === 'string' ? given : null}
              correctId={reveal && typeof record.correctAnswer === 'string' ? record.correctAnswer : null}
              pickedRight={reveal ? record.correct : null}
              onAnswer={answer}
            />
          )}
          {q.kind === 'guess_word' && (
            <GuessWordTiles
              key={q.id}
              letters={q.letters ?? []}
              enabled={idle}
              hintCost={config.guess_the_word_hint_coins}
              hints={c.hints.filter((h) => h.questionId === q.id)}
              onHint={() => actor.send({ type: 'hint' })}
              solution={reveal && typeof record.correctAnswer === 'string' ? record.correctAnswer : null}
              correct={reveal ? record.correct : null}
              onAnswer={answer}
            />
          )}
          {q.kind === 'multi_match' && q.pairs && (
            <MultiMatchBoard
              key={q.id}
              left={q.pairs.left}
              right={q.pairs.right}
              enabled={idle}
              solution={
                reveal &&
                record.correctAnswer &&
                typeof record.correctAnswer === 'object' &&
                !Array.isArray(record.correctAnswer)
                  ? record.correctAnswer
                  : null
              }
              onAnswer={answer}
            />
          )}
          {q.kind === 'multi_select' && (
            <MultiSelectOptions key={q.id} options={q.options} enabled={idle} solution={rightIds} onAnswer={answer} />
          )}
          {q.kind === 'sequence' && (
            <SequenceBoard key={q.id} items={q.options} enabled={idle} solution={rightIds} onAnswer={answer} />
          )}
        </QuestionLanguage>

        {!hidden && (
          <footer className="row question-actions">
            {pieces.bookmarkType && (
              <BookmarkToggle key={q.id} questionId={q.id} type={pieces.bookmarkType} initial={pieces.bookmarked} />
            )}
            <ReportButton questionId={q.id} action={pieces.reportAction} />
          </footer>
        )}
      </article>

      {grading && snapshot.matches({ playing: { grading: 'error' } }) && (
        <ErrorState
          message={textOf(c.error ?? { code: 'failed_to_fetch' })}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      )}
      {grading && !snapshot.matches({ playing: { grading: 'error' } }) && (
        <p className="muted center">{t('checking')}</p>
      )}

      {record && !hidden && (
        <div
          className={`feedback ${record.correct === null ? 'saved' : record.correct ? 'right' : 'wrong'}`}
          role="status"
          data-testid="feedback"
        >
          <strong>
            {record.answer === null
              ? t('timeUp')
              : record.correct === null
                ? t('saved')
                : record.correct
                  ? t('correct')
                  : t('wrong')}
          </strong>
          <button type="button" className="btn primary" autoFocus onClick={() => actor.send({ type: 'next' })}>
            {last ? t('seeResult') : t('next')}
          </button>
        </div>
      )}

      <ConfirmDialog
        open={quitting}
        title={t('quitTitle')}
        confirmLabel={t('quit')}
        onCancel={() => setQuitting(false)}
        onConfirm={pieces.quit?.onConfirm ?? (() => actor.send({ type: 'quit' }))}
      >
        <p>{pieces.quit?.text ?? t('quitText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function ResultStage({ snapshot, pieces }: { snapshot: Snapshot; pieces: PlayPieces }) {
  const { t } = useTranslation('quiz');
  const reviewCost = useSettings((s) => s.config.review_answers_coins);
  const review = usePaidReview(reviewCost);
  const reviewing = useSelector(review, (s) => s.matches({ paid: 'open' }));
  const confirming = useSelector(review, (s) => s.matches({ unpaid: 'confirming' }));
  const c = snapshot.context;
  const result = c.result!;

  if (reviewing) {
    return (
      <ReviewAnswers
        questions={c.questions}
        answers={c.answers}
        bookmarkType={pieces.bookmarkType ?? null}
        bookmarked={pieces.bookmarked}
        reportAction={pieces.reportAction ?? api.report_question}
        onClose={() => review.send({ type: 'close' })}
      />
    );
  }
  return (
    <>
      <ResultScreen
        title={pieces.title}
        result={result}
        backTo={pieces.backTo}
        extra={pieces.resultExtra?.(result)}
        rewards={pieces.rewards}
        onReview={c.hideAnswers || result.sealed ? undefined : () => review.send({ type: 'review' })}
        onPlayAgain={pieces.onPlayAgain}
      />
      <ConfirmDialog
        open={confirming}
        title={t('reviewAnswers')}
        confirmLabel={t('common:confirm')}
        onCancel={() => review.send({ type: 'cancel' })}
        onConfirm={() => review.send({ type: 'confirm' })}
      >
        <p>{t('reviewCost', { coins: reviewCost })}</p>
      </ConfirmDialog>
    </>
  );
}

export function PlayScreen({ actor, ...pieces }: PlayPieces & { actor: QuizActor }) {
  const { t } = useTranslation('quiz');
  const snapshot = useSelector(actor, (s) => s);
  const retry = () => actor.send({ type: 'retry' });

  let body: ReactNode;
  if (snapshot.matches('ready') && pieces.intro) {
    const { questionSeconds, timing } = snapshot.context;
    body = (
      <StartScreen
        title={pieces.title}
        intro={pieces.intro}
        seconds={questionSeconds}
        timing={timing}
        backTo={pieces.backTo}
        onStart={() => actor.send({ type: 'start' })}
      />
    );
  } else if (snapshot.matches({ loading: 'request' })) body = <Loading label={t('loadingQuestions')} />;
  else if (snapshot.matches({ loading: 'error' }))
    body = (
      <ErrorState
        message={textOf(snapshot.context.error ?? { code: 'failed_to_fetch' })}
        onRetry={retry}
        backTo={pieces.backTo}
      />
    );
  else if (snapshot.matches('empty')) body = <EmptyState backTo={pieces.backTo}>{t('common:noQuestions')}</EmptyState>;
  else if (snapshot.matches('playing')) body = <QuestionStage actor={actor} snapshot={snapshot} pieces={pieces} />;
  else if (snapshot.matches({ finishing: 'request' })) body = <Loading label={t('calculating')} />;
  else if (snapshot.matches({ finishing: 'error' }))
    body = <ErrorState message={textOf(snapshot.context.error ?? { code: 'failed_to_fetch' })} onRetry={retry} />;
  else if (snapshot.matches('result')) body = <ResultStage snapshot={snapshot} pieces={pieces} />;
  else body = <Navigate to={pieces.backTo} replace />;

  return <div className="quiz-screen">{body}</div>;
}
