// The result the server computed: percentage, score and the sum behind it, coins earned, right and
// wrong answers.
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizResult } from '../../machines/quiz-types.ts';
import { ScoreSum } from './score-rule.tsx';
import { markGamePlayed } from '../lib/install-offer.ts';

export function ResultScreen(props: {
  title: string;
  result: QuizResult;
  backTo: string;
  extra?: ReactNode;
  /** False where play pays no coins or score at all (exams). */
  rewards?: boolean;
  onReview?: () => void;
  onPlayAgain?: () => void;
}) {
  const { t } = useTranslation('quiz');
  const r = props.result;
  useEffect(markGamePlayed, []);
  // a running contest: nothing of right or wrong until it ends
  const figures: [string, string, ReactNode][] = [
    ...(props.rewards === false
      ? []
      : ([
          ['score', t('score'), r.scoreEarned],
          ['coins', t('coinsEarned'), r.coinsEarned],
        ] as [string, string, ReactNode][])),
    ['correct', t('correctAnswers'), r.correct],
    ['incorrect', t('incorrectAnswers'), r.incorrect],
  ];
  const stats: [string, string, ReactNode][] = [...(r.sealed ? [] : figures), ['total', t('totalQuestions'), r.total]];
  return (
    <section className="quiz-result card" aria-labelledby="result-title" data-testid="quiz-result">
      <h1 id="result-title">
        {r.sealed
          ? t('resultSaved')
          : r.percentage >= 70
            ? t('resultGreat')
            : r.percentage >= 30
              ? t('resultGood')
              : t('resultTryAgain')}
      </h1>
      <p className="muted">{props.title}</p>
      {r.sealed ? (
        <p data-testid="result-sealed">{t('resultSealed')}</p>
      ) : (
        <div className="result-percentage" style={{ '--pct': `${r.percentage}` } as CSSProperties}>
          <span data-testid="result-percentage">{r.percentage}%</span>
        </div>
      )}
      {(r.unanswered ?? 0) > 0 && (
        <p className="error-text" role="status" data-testid="result-time-up">
          {t('timeUpUnanswered', { count: r.unanswered })}
        </p>
      )}
      {r.passed !== undefined && (
        <p className={r.passed ? 'ok-text' : 'error-text'} data-testid="result-level">
          {r.passed ? t('levelCleared') : t('levelNotCleared')}
        </p>
      )}
      <dl className="result-stats">
        {stats.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`result-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {props.rewards !== false && <ScoreSum result={r} />}
      {r.badges && r.badges.length > 0 && (
        <p className="badges-earned">
          {t('badgesEarned')}: {r.badges.map((b) => t(`badges:names.${b}`, { defaultValue: b })).join(', ')}
        </p>
      )}
      {props.extra}
      <div className="row center result-actions">
        {props.onReview && (
          <button type="button" className="btn" onClick={props.onReview}>
            {t('reviewAnswers')}
          </button>
        )}
        {props.onPlayAgain && (
          <button type="button" className="btn" onClick={props.onPlayAgain}>
            {t('playAgain')}
          </button>
        )}
        <Link className="btn primary" to={props.backTo}>
          {t('common:back')}
        </Link>
      </div>
    </section>
  );
}
