// A question's own page in the console (/admin/questions/<id>), where the audit trail links: the
// question as the player sees it with its right answer, where it is played, and whether it is retired.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { Missing, orMissing, RemoteOrMissing } from './missing.tsx';
import { QuestionPreview } from './question-preview.tsx';

const questionOrMissing = orMissing(api.admin_get_question);

/** The question the address names; /admin/questions alone names none. */
export function QuestionPage({ id }: { id?: string }) {
  const { t } = useTranslation('admin');
  if (!id)
    return (
      <Missing
        testId="no-such-question"
        back="/admin/audit"
        backLabel={t('question.back')}
        text={t('question.noneNamed')}
      />
    );
  return <QuestionView key={id} id={id} />;
}

function QuestionView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { state, reload } = useRemote(questionOrMissing, { question_id: id });
  return (
    <section className="stack" aria-labelledby="question-title" data-testid="admin-question">
      <h2 id="question-title">{t('question.title')}</h2>
      <RemoteOrMissing
        remote={state}
        onRetry={() => void reload()}
        missing={{
          testId: 'no-such-question',
          back: '/admin/audit',
          backLabel: t('question.back'),
          text: t('question.missing', { id }),
        }}
      >
        {({ question: q, retired }) => (
          <>
            <p className="row wrap">
              <bdi dir="ltr" className="muted">
                {q.id}
              </bdi>
              <span className={`status-pill ${retired ? 'rejected' : 'completed'}`}>
                {retired ? t('question.retired') : t('question.inPlay')}
              </span>
            </p>
            <p>
              {t('question.mode', { mode: t(`content.modes.${q.mode}`) })}
              {q.mode === 'contest' && (
                <>
                  {' · '}
                  <Link to={`/admin/contests/${q.parent_id}`}>{t('question.contest')}</Link>
                </>
              )}
            </p>
            <QuestionPreview q={q} />
          </>
        )}
      </RemoteOrMissing>
    </section>
  );
}
