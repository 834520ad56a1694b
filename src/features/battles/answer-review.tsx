// Review answers: each question of the room with the right option and the player's own pick, as the
// review machine holds them (the right options come from the server once nobody can score on them).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { reviewedQuestions } from '../../../machines/battle-review.ts';
import { EmptyState, Loading } from '../../lib/remote-view.tsx';
import type { ReviewActorRef } from './room-phase.ts';

export function AnswerReview({ review }: { review: ReviewActorRef }) {
  const { t } = useTranslation('battle');
  const reviewed = useSelector(review, (s) => reviewedQuestions(s.context));
  const loading = useSelector(review, (s) => s.matches({ questions: 'loading' }));
  return (
    <section className="answer-review stack" aria-labelledby="review-title">
      <div className="row between">
        <h1 id="review-title">{t('reviewAnswers')}</h1>
        <button type="button" className="btn small" onClick={() => review.send({ type: 'back' })}>
          {t('backToResult')}
        </button>
      </div>
      {loading ? (
        <Loading />
      ) : reviewed.length === 0 ? (
        <EmptyState>{t('common:noQuestions')}</EmptyState>
      ) : (
        <ol className="review-list">
          {reviewed.map(({ question, right, picked, graded }) => (
            <li key={question.id} className="card">
              <h2 className="question-text" dir="auto">
                {question.question}
              </h2>
              <ul className="options review">
                {question.options.map((option) => {
                  const isRight = right === option.id;
                  const mine = picked === option.id;
                  return (
                    <li key={option.id} dir="auto" className={`option${isRight ? ' correct' : mine ? ' wrong' : ''}`}>
                      {option.text}
                      {isRight && <span className="visually-hidden"> ({t('rightAnswer')})</span>}
                      {mine && <span className="tag">{t('yourAnswer')}</span>}
                    </li>
                  );
                })}
              </ul>
              <p className="muted">
                {!graded
                  ? t('notAnswered')
                  : picked === null
                    ? t('timeUp')
                    : graded.correct
                      ? t('correctPoints', { count: graded.points })
                      : t('wrongAnswer')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
