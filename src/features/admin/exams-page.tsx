// Exams: create one (title, key, duration, opening date), give it questions with their marks, and
// read its results as the examinator: each player's marks, whether they broke a rule (left the
// exam screen) and the questions they captured.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ReplyOf } from '../../api/api.ts';
import { Dialog } from '../../lib/dialog.tsx';
import { FieldError } from '../../lib/field-error.tsx';
import { formatDate } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { FormActions } from './form-actions.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { QuestionList } from './question-list.tsx';
import { isoOf, localInput } from './schedule-fields.ts';
import { useSave } from './use-save.ts';
import { NameField } from './name-field.tsx';
import './content.css';

type Exam = ReplyOf<typeof api.admin_get_exams>[number];

function ExamForm({
  languageId,
  exam,
  onDone,
}: {
  languageId: number;
  exam?: Exam;
  onDone: (saved: Exam | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({
    title: exam?.title ?? '',
    exam_key: exam?.exam_key ?? '',
    duration: exam?.duration ?? 30,
    date: exam ? localInput(exam.date) : '',
  });
  const { error, busy, submit } = useSave(
    () =>
      api.admin_save_exam({
        exam_id: exam?.id,
        language_id: languageId,
        title: f.title,
        exam_key: f.exam_key,
        duration: f.duration,
        date: isoOf(f.date),
      }),
    onDone,
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NameField label={t('exams.title')} value={f.title} maxLength={256} onChange={(title) => setF({ ...f, title })} />
      <label>
        {t('exams.key')}
        <input
          value={f.exam_key}
          maxLength={64}
          dir="ltr"
          required
          autoComplete="off"
          onChange={(e) => setF({ ...f, exam_key: e.target.value })}
        />
      </label>
      <div className="row wrap">
        <label>
          {t('exams.duration')}
          <input
            type="number"
            min={1}
            max={600}
            value={f.duration}
            onChange={(e) => setF({ ...f, duration: Number(e.target.value) })}
          />
        </label>
        <label>
          {t('exams.date')}
          <input type="datetime-local" value={f.date} onChange={(e) => setF({ ...f, date: e.target.value })} />
        </label>
      </div>
      <FieldError id="exam-error" error={error} />
      <FormActions label={t('content.save')} busy={busy} onCancel={() => onDone(null)} />
    </form>
  );
}

function ExamResults({ examId }: { examId: string }) {
  const { t, i18n } = useTranslation('admin');
  const { state, reload } = useRemote(api.admin_get_exam_results, { exam_id: examId });
  return (
    <section className="stack" aria-label={t('exams.results')}>
      <div className="row between wrap">
        <h3>{t('exams.results')}</h3>
        <button type="button" className="btn" onClick={() => void reload()}>
          {t('exams.refresh')}
        </button>
      </div>
      <RemoteView
        remote={state}
        onRetry={() => void reload()}
        isEmpty={(d) => d.results.length === 0}
        empty={t('exams.noResults')}
      >
        {(d) => (
          <div className="table-scroll">
            <table className="audit-table" data-testid="exam-results">
              <thead>
                <tr>
                  <th scope="col">{t('exams.player')}</th>
                  <th scope="col">{t('exams.marks')}</th>
                  <th scope="col">{t('exams.rules')}</th>
                  <th scope="col">{t('exams.captured')}</th>
                  <th scope="col">{t('exams.started')}</th>
                </tr>
              </thead>
              <tbody>
                {d.results.map((r) => (
                  <tr key={r.user_id} data-testid="exam-result" data-uid={r.user_id}>
                    <td>
                      <Link to={`/admin/players/${r.user_id}`}>
                        <strong dir="auto">{r.name || r.user_id}</strong>
                      </Link>
                      <br />
                      <span className="muted">{r.email}</span>
                    </td>
                    <td>
                      {r.status === 'finished'
                        ? t('exams.marksOf', {
                            obtained: r.obtained_marks,
                            total: r.total_marks,
                            correct: r.correct_answers,
                            wrong: r.wrong_answers,
                          })
                        : t('exams.ongoing')}
                    </td>
                    <td>
                      {r.rules_violated ? (
                        <span className="status-pill rejected">{t('exams.violated')}</span>
                      ) : (
                        <span className="status-pill completed">{t('exams.kept')}</span>
                      )}
                    </td>
                    <td>
                      {r.captured_questions.length === 0 ? (
                        '–'
                      ) : (
                        <ul className="option-list">
                          {r.captured_questions.map((q) => (
                            <li key={q.id} dir="auto">
                              {q.question || q.id}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>
                      <time dateTime={r.started_at}>{formatDate(r.started_at, i18n.language)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RemoteView>
    </section>
  );
}

export function ExamsPage() {
  const { t, i18n } = useTranslation('admin');
  const [languageId, setLanguageId] = useState(1);
  const { state, reload } = useRemote(api.admin_get_exams, { language_id: languageId });
  const [editing, setEditing] = useState<Exam | 'new' | null>(null);
  const [open, setOpen] = useState<{ id: string; view: 'questions' | 'results' } | null>(null);
  const toggle = (id: string, view: 'questions' | 'results') =>
    setOpen(open?.id === id && open.view === view ? null : { id, view });
  return (
    <div className="stack" data-testid="admin-exams">
      <div className="row between wrap">
        <LanguagePicker value={languageId} onChange={setLanguageId} />
        <button type="button" className="btn primary" onClick={() => setEditing('new')}>
          {t('exams.new')}
        </button>
      </div>
      <RemoteView remote={state} onRetry={() => void reload()} isEmpty={(d) => d.length === 0} empty={t('exams.empty')}>
        {(exams) => (
          <ul className="stack admin-cards">
            {exams.map((e) => (
              <li key={e.id} className="card stack" data-testid="admin-exam" data-id={e.id}>
                <h3 dir="auto">{e.title}</h3>
                <p className="muted">
                  {t('exams.facts', {
                    date: formatDate(e.date, i18n.language),
                    minutes: e.duration,
                    marks: e.total_marks,
                    count: e.no_of_que,
                  })}
                </p>
                <div className="row wrap">
                  <button type="button" className="btn" onClick={() => setEditing(e)}>
                    {t('content.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-expanded={open?.id === e.id && open.view === 'questions'}
                    onClick={() => toggle(e.id, 'questions')}
                  >
                    {t('contests.showQuestions')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-expanded={open?.id === e.id && open.view === 'results'}
                    onClick={() => toggle(e.id, 'results')}
                  >
                    {t('exams.results')}
                  </button>
                </div>
                {open?.id === e.id && open.view === 'questions' && (
                  <QuestionList place={{ mode: 'exam', language_id: languageId, parent_id: e.id }} />
                )}
                {open?.id === e.id && open.view === 'results' && <ExamResults examId={e.id} />}
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
      <Dialog
        open={editing !== null}
        title={t(editing === 'new' ? 'exams.new' : 'exams.edit')}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <ExamForm
            languageId={languageId}
            exam={editing === 'new' ? undefined : editing}
            onDone={(saved) => {
              setEditing(null);
              if (!saved) return;
              setOpen({ id: saved.id, view: 'questions' });
              void reload();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
