// Review answers: each question of the room with the right option and the player's own pick. The
// right options come from the server once the battle is over (battle_reveal).
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../lib/remote-view.tsx';
import { revealedAnswers } from './battle-api.ts';
import { useBattleReview } from './battle-review.ts';

export function AnswerReview({ roomId, onBack }: { roomId: string; onBack: () => void }) {
  const { t } = useTranslation('battle');
  const review = useBattleReview((s) => s.rooms[roomId]);
  useEffect(() => {
    revealedAnswers({ roomId })
      .then((revealed) => useBattleReview.getState().keepRevealed(roomId, revealed))
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  }, [roomId]);
  return (
    <section className="answer-review stack" aria-labelledby="review-title">
      <div className="row between">
        <h1 id="review-title">{t('reviewAnswers')}</h1>
        <button type="button" className="btn small" onClick={onBack}>
          {t('backToResult')}
        </button>
      </div>
      {!review || review.questions.length === 0 ? (
        <EmptyState>{t('common:noQuestions')}</EmptyState>
      ) : (
        <ol className="review-list">
          {review.questions.map((question) => {
            const answer = review.answers[question.id];
            return (
              <li key={question.id} className="card">
                <h2 className="question-text" dir="auto">
                  {question.question}
                </h2>
                <ul className="options review">
                  {question.options.map((option) => {
                    const right = (review.revealed?.[question.id] ?? answer?.correctOptionId) === option.id;
                    const mine = answer?.optionId === option.id;
                    return (
                      <li key={option.id} dir="auto" className={`option${right ? ' correct' : mine ? ' wrong' : ''}`}>
                        {option.text}
                        {right && <span className="visually-hidden"> ({t('rightAnswer')})</span>}
                        {mine && <span className="tag">{t('yourAnswer')}</span>}
                      </li>
                    );
                  })}
                </ul>
                <p className="muted">
                  {!answer ? t('notAnswered') : answer.optionId === null ? t('timeUp') : answer.correct ? t('correctPoints', { count: answer.points }) : t('wrongAnswer')}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
