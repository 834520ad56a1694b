// After a result: every question with the player's answer, the right one and the explanation.
import { useTranslation } from 'react-i18next';
import type { AnswerRecord, QuizAnswer, QuizQuestion } from '../../machines/quiz-types.ts';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { QuizText } from './quiz-text.tsx';
import { ReportButton, type ReportAction } from './report-dialog.tsx';

function AnswerText({ question, answer }: { question: QuizQuestion; answer: QuizAnswer | null }) {
  const { t } = useTranslation('quiz');
  if (answer === null || answer === '') return <em>{t('noAnswer')}</em>;
  if (typeof answer === 'string') {
    const option = question.options.find((o) => o.id === answer);
    return <QuizText text={option?.text ?? answer} math={question.kind === 'math'} />;
  }
  if (Array.isArray(answer)) {
    // multi-select: the options picked; sequence: the items in the order given
    const List = question.kind === 'sequence' ? 'ol' : 'ul';
    return (
      <List className="pair-list">
        {answer.map((id) => (
          <li key={id} dir="auto">
            {question.options.find((o) => o.id === id)?.text ?? id}
          </li>
        ))}
      </List>
    );
  }
  return (
    <ul className="pair-list">
      {Object.entries(answer).map(([l, r]) => (
        <li key={l}>
          {l} ↔ {r}
        </li>
      ))}
    </ul>
  );
}

export function ReviewAnswers(props: {
  questions: QuizQuestion[];
  answers: AnswerRecord[];
  bookmarkType: string | null;
  bookmarked?: boolean;
  reportAction: ReportAction;
  onClose: () => void;
  /** Default: 'Back to result'. */
  closeLabel?: string;
}) {
  const { t } = useTranslation('quiz');
  const byId = new Map(props.answers.map((a) => [a.questionId, a]));
  return (
    <section className="review" aria-labelledby="review-title">
      <div className="row between">
        <h1 id="review-title">{t('reviewAnswers')}</h1>
        <button type="button" className="btn" onClick={props.onClose}>
          {props.closeLabel ?? t('backToResult')}
        </button>
      </div>
      <ol className="review-list">
        {props.questions.map((q) => {
          const a = byId.get(q.id);
          const math = q.kind === 'math';
          const note = a?.note;
          return (
            <li key={q.id} className={`card review-item ${a?.correct ? 'right' : 'wrong'}`}>
              <p className="review-question" dir="auto">
                <QuizText text={q.question} math={math} />
              </p>
              <dl>
                <dt>{t('yourAnswer')}</dt>
                <dd>{a?.skipped ? <em>{t('skipped')}</em> : <AnswerText question={q} answer={a?.answer ?? null} />}</dd>
                {a?.correctAnswer !== null && a?.correctAnswer !== undefined && (
                  <>
                    <dt>{t('rightAnswer')}</dt>
                    <dd>
                      <AnswerText question={q} answer={a.correctAnswer} />
                    </dd>
                  </>
                )}
                {note && (
                  <>
                    <dt>{t('note')}</dt>
                    <dd>
                      <QuizText text={note} math={math} />
                    </dd>
                  </>
                )}
              </dl>
              <div className="row">
                {props.bookmarkType && (
                  <BookmarkToggle questionId={q.id} type={props.bookmarkType} initial={props.bookmarked} />
                )}
                <ReportButton questionId={q.id} action={props.reportAction} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
