// The exams: today's to take and the completed ones. Starting one asks for its key and the
// player's agreement to the rules; the server checks the key ('Invalid exam key').
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { examStart } from '../../../machines/exam-start.ts';
import { useSettings } from '../../stores/settings.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { Dialog } from '../../lib/dialog.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { languageId, timezoneFields } from '../../quiz-engine/quiz-api.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { checkExamKey } from './exam-commands.ts';
import { examBase, type ExamRow } from './exam-types.ts';
import '../../quiz-engine/quiz.css';
import { api } from '../../api/api.ts';

type Tab = '1' | '2';

function StartDialog({ exam, onClose }: { exam: ExamRow | null; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const toleranceSeconds = useSettings((s) => s.config.exam_leave_tolerance_ms) / 1000;
  const [key, setKey] = useState('');
  const [agreed, setAgreed] = useState(false);
  const starter = useActorRef(
    examStart.provide({
      actors: {
        startExam: checkExamKey,
      },
      actions: { notify: (_, { message }) => void toast.error(textOf(message)) },
    }),
    { input: { examId: exam?.id ?? '' } },
  );
  const busy = useSelector(starter, (s) => s.matches('starting'));
  const error = useSelector(starter, (s) => s.context.error);
  const started = useSelector(starter, (s) => s.output);
  // the exam's page is fetched while the key is typed: the server hears the page from the key's
  // check on (exam-presence.ts), so its first heartbeat must not wait for a download
  useEffect(() => {
    if (exam) void import('./exam-play-page.tsx');
  }, [exam]);
  useEffect(() => {
    if (started) navigate(`${examBase}/${started.examId}`, { state: { key: started.key } });
  }, [started, navigate]);
  return (
    <Dialog open={!!exam} title={exam?.title ?? ''} onClose={onClose}>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          starter.send({ type: 'start', key, agreed });
        }}
      >
        <label>
          {t('examKey')}
          <input value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" autoCapitalize="characters" />
        </label>
        <section aria-labelledby="exam-rules-title">
          <h3 id="exam-rules-title">{t('rulesTitle')}</h3>
          <ol className="exam-rules">
            <li>{t('ruleTime', { minutes: exam?.duration ?? 0 })}</li>
            <li>{t('ruleLeave')}</li>
            <li>{t('ruleAutoComplete', { seconds: toleranceSeconds })}</li>
            {/* the product's prohibitions, said as rules: a web page cannot see a screenshot or a recording */}
            <li>{t('ruleRecording')}</li>
            <li>{t('ruleScreenshot')}</li>
            <li>{t('ruleOnce')}</li>
          </ol>
        </section>
        <label className="checkbox">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t('agree')}</span>
        </label>
        {error && (
          <p className="error-text" role="alert">
            {textOf(error)}
          </p>
        )}
        <div className="row dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            {t('start')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ExamCard({ exam, onStart }: { exam: ExamRow; onStart: () => void }) {
  const { t, i18n } = useTranslation('exam');
  return (
    <li className="card exam-card" data-exam={exam.id}>
      <h2>{exam.title}</h2>
      <p className="muted">
        {new Date(exam.date).toLocaleDateString(i18n.language, { dateStyle: 'medium' })} ·{' '}
        {t('minutes', { count: exam.duration })} · {t('marks', { count: exam.total_marks })} ·{' '}
        {t('quiz:questionsCount', { count: exam.no_of_que })}
      </p>
      {exam.status === 'completed' ? (
        <p data-testid="exam-completed">
          {t('obtained', { obtained: exam.obtained_marks ?? 0, total: exam.total_marks })}
          {exam.rules_violated && <span className="error-text"> · {t('rulesViolated')}</span>}
        </p>
      ) : (
        <button type="button" className="btn primary" onClick={onStart}>
          {exam.status === 'ongoing' ? t('resume') : t('start')}
        </button>
      )}
    </li>
  );
}

export default function ExamListPage() {
  const { t } = useTranslation('exam');
  const [tab, setTab] = useState<Tab>('1');
  const [starting, setStarting] = useState<ExamRow | null>(null);
  const exams = useRemote(api.get_exam_module, {
    language_id: languageId(),
    type: tab,
    offset: 0,
    limit: 50,
    ...timezoneFields(),
  });
  return (
    <section className="page">
      <header className="page-head">
        <h1>{t('quiz:mode_exam')}</h1>
      </header>
      <div role="tablist" className="tabs" aria-label={t('quiz:mode_exam')}>
        {(['1', '2'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={tab === v}
            aria-controls="exam-panel"
            onClick={() => setTab(v)}
          >
            {v === '1' ? t('toTake') : t('completed')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="exam-panel">
        <RemoteView remote={exams.state} onRetry={exams.reload} isEmpty={(d) => d.rows.length === 0} empty={t('none')}>
          {({ rows }) => (
            <ul className="contest-list">
              {rows.map((e) => (
                <ExamCard key={e.id} exam={e} onStart={() => setStarting(e)} />
              ))}
            </ul>
          )}
        </RemoteView>
      </div>
      <StartDialog key={starting?.id ?? ''} exam={starting} onClose={() => setStarting(null)} />
    </section>
  );
}
