// Contests: schedule one (name, description, start and end, prizes by rank), then give it its
// questions; a contest is played between its start and end and its prizes are paid after the end by
// the contest settler. An ended contest keeps its questions as they were played, and its page
// (/admin/contests/<id>, contest-results.tsx) shows its winners and whether each prize is paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ReplyOf } from '../../api/api.ts';
import { Dialog } from '../../lib/dialog.tsx';
import { FieldError } from '../../lib/field-error.tsx';
import { formatDate } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { ContestResults } from './contest-results.tsx';
import { FormActions } from './form-actions.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { QuestionList } from './question-list.tsx';
import { isoOf, localInput } from './schedule-fields.ts';
import { useSave } from './use-save.ts';
import { NameField } from './name-field.tsx';
import './content.css';

type Contest = ReplyOf<typeof api.admin_get_contests>[number];

function ContestForm({
  languageId,
  contest,
  onDone,
}: {
  languageId: number;
  contest?: Contest;
  onDone: (saved: Contest | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({
    name: contest?.name ?? '',
    description: contest?.description ?? '',
    start: contest ? localInput(contest.start_date) : '',
    end: contest ? localInput(contest.end_date) : '',
    prizes: contest?.prizes.length ? contest.prizes : [{ rank: 1, coins: 100 }],
  });
  const setPrize = (i: number, coins: number) =>
    setF({ ...f, prizes: f.prizes.map((p, j) => (j === i ? { ...p, coins } : p)) });
  const { error, busy, submit } = useSave(
    () =>
      api.admin_save_contest({
        contest_id: contest?.id,
        language_id: languageId,
        name: f.name,
        description: f.description,
        start_date: isoOf(f.start),
        end_date: isoOf(f.end),
        prizes: JSON.stringify(f.prizes.filter((p) => p.coins > 0)),
      }),
    onDone,
  );

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NameField label={t('contests.name')} value={f.name} maxLength={256} onChange={(name) => setF({ ...f, name })} />
      <label>
        {t('contests.description')}
        <textarea
          value={f.description}
          rows={2}
          maxLength={500}
          dir="auto"
          onChange={(e) => setF({ ...f, description: e.target.value })}
        />
      </label>
      <div className="row wrap">
        <label>
          {t('contests.start')}
          <input
            type="datetime-local"
            value={f.start}
            required
            onChange={(e) => setF({ ...f, start: e.target.value })}
          />
        </label>
        <label>
          {t('contests.end')}
          <input type="datetime-local" value={f.end} required onChange={(e) => setF({ ...f, end: e.target.value })} />
        </label>
      </div>
      <fieldset className="stack">
        <legend>{t('contests.prizes')}</legend>
        {f.prizes.map((p, i) => (
          <label key={p.rank}>
            {t('contests.prizeFor', { rank: p.rank })}
            <input type="number" min={0} value={p.coins} onChange={(e) => setPrize(i, Number(e.target.value))} />
          </label>
        ))}
        <button
          type="button"
          className="btn"
          onClick={() => setF({ ...f, prizes: [...f.prizes, { rank: f.prizes.length + 1, coins: 0 }] })}
        >
          {t('contests.addPrize')}
        </button>
      </fieldset>
      <FieldError id="contest-error" error={error} />
      <FormActions label={t('content.save')} busy={busy} onCancel={() => onDone(null)} />
    </form>
  );
}

/** The contests of a language, or the contest the address names. */
export function ContestsPage({ id }: { id?: string }) {
  if (id) return <ContestResults key={id} id={id} />;
  return <ContestList />;
}

function ContestList() {
  const { t, i18n } = useTranslation('admin');
  const [languageId, setLanguageId] = useState(1);
  const { state, reload } = useRemote(api.admin_get_contests, { language_id: languageId });
  const [editing, setEditing] = useState<Contest | 'new' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="stack" data-testid="admin-contests">
      <div className="row between wrap">
        <LanguagePicker value={languageId} onChange={setLanguageId} />
        <button type="button" className="btn primary" onClick={() => setEditing('new')}>
          {t('contests.new')}
        </button>
      </div>
      <RemoteView
        remote={state}
        onRetry={() => void reload()}
        isEmpty={(d) => d.length === 0}
        empty={t('contests.empty')}
      >
        {(contests) => (
          <ul className="stack admin-cards">
            {contests.map((c) => (
              <li key={c.id} className="card stack" data-testid="admin-contest" data-id={c.id}>
                <div className="row between wrap">
                  <h3 dir="auto">{c.name}</h3>
                  <span className={`status-pill ${c.status}`}>{t(`contests.status.${c.status}`)}</span>
                </div>
                <p className="muted">
                  {t('contests.window', {
                    start: formatDate(c.start_date, i18n.language),
                    end: formatDate(c.end_date, i18n.language),
                  })}{' '}
                  · {t('contests.questionCount', { count: c.no_of_que })}
                </p>
                <p>
                  {c.prizes.map((p) => t('contests.prize', { rank: p.rank, coins: p.coins })).join(' · ') ||
                    t('contests.noPrizes')}
                </p>
                <div className="row wrap">
                  {c.status !== 'past' && (
                    <button type="button" className="btn" onClick={() => setEditing(c)}>
                      {t('content.edit')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn"
                    aria-expanded={open === c.id}
                    onClick={() => setOpen(open === c.id ? null : c.id)}
                  >
                    {open === c.id ? t('contests.hideQuestions') : t('contests.showQuestions')}
                  </button>
                  {c.status === 'past' && (
                    <Link className="btn" to={`/admin/contests/${c.id}`}>
                      {t('results.open')}
                    </Link>
                  )}
                </div>
                {c.status === 'live' && open === c.id && <p className="muted">{t('contests.liveWarning')}</p>}
                {open === c.id && (
                  <QuestionList
                    place={{ mode: 'contest', language_id: languageId, parent_id: c.id }}
                    locked={c.status === 'past' ? t('contests.ended') : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
      <Dialog
        open={editing !== null}
        title={t(editing === 'new' ? 'contests.new' : 'contests.edit')}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <ContestForm
            languageId={languageId}
            contest={editing === 'new' ? undefined : editing}
            onDone={(saved) => {
              setEditing(null);
              if (!saved) return;
              setOpen(saved.id);
              void reload();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
