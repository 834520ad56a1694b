// Reported questions: each question with its players' messages; fix it in place (text, options,
// the right option, the note) or mark its reports handled.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { ConfirmDialog, Dialog } from '../../lib/dialog.tsx';
import { FieldError } from '../../lib/field-error.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCommand } from '../../lib/use-command.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { FormActions } from './form-actions.tsx';
import { useSave } from './use-save.ts';
import type { Message } from '../../../contract/messages.ts';

type Group = ReplyOf<typeof api.admin_get_reports>['data'][number];
type Question = Group['question'];

const optionId = (i: number) => String.fromCharCode(97 + i);

function FixForm({ question, onDone, onCancel }: { question: Question; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(question.question);
  const [options, setOptions] = useState(question.options);
  const [answer, setAnswer] = useState(question.answer);
  const [note, setNote] = useState(question.note);
  const choices = options.length > 0;
  const { error, busy, submit } = useSave(
    () =>
      api.admin_fix_question({
        question_id: question.id,
        question: text,
        options: JSON.stringify(options),
        answer,
        note,
      }),
    onDone,
    'reports.fixed',
  );

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label>
        {t('reports.questionText')}
        <textarea value={text} rows={3} maxLength={500} onChange={(e) => setText(e.target.value)} />
      </label>
      {options.map((o, i) => (
        <label key={optionId(i)}>
          {t('reports.option', { id: optionId(i).toUpperCase() })}
          <input
            value={o}
            maxLength={256}
            onChange={(e) => setOptions(options.map((x, j) => (j === i ? e.target.value : x)))}
          />
        </label>
      ))}
      {choices ? (
        <label>
          {t('reports.rightOption')}
          <select value={answer} onChange={(e) => setAnswer(e.target.value)}>
            {options.map((o, i) => (
              <option key={optionId(i)} value={optionId(i)}>
                {optionId(i).toUpperCase()}: {o}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          {t('reports.answer')}
          <input value={answer} maxLength={256} onChange={(e) => setAnswer(e.target.value)} />
        </label>
      )}
      <label>
        {t('reports.note')}
        <textarea value={note} rows={2} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <FieldError id="fix-error" error={error} />
      <FormActions label={t('reports.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

function ReportCard({
  group,
  onFix,
  onRetire,
  onHandled,
}: {
  group: Group;
  onFix: () => void;
  onRetire: () => void;
  onHandled: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const q = group.question;
  const titleId = `reported-${q.id}`;
  return (
    <li className="card stack" aria-labelledby={titleId} data-testid="reported-question" data-id={q.id}>
      <h3 id={titleId} className="reported-text">
        {q.question || t('reports.missing')}
      </h3>
      {q.options.length > 0 && (
        <ol className="option-list" type="A">
          {q.options.map((o, i) => (
            <li key={optionId(i)} className={optionId(i) === q.answer ? 'right' : ''}>
              {o}
              {optionId(i) === q.answer && <> ✓ {t('reports.right')}</>}
            </li>
          ))}
        </ol>
      )}
      {q.options.length === 0 && q.answer && <p>{t('reports.answerIs', { answer: q.answer })}</p>}
      {q.note && <p className="muted">{q.note}</p>}
      {q.mode === 'retired' && <p className="status-pill rejected">{t('reports.isRetired')}</p>}
      <h4>{t('reports.messages', { count: group.reports.length })}</h4>
      <ul className="coin-lines">
        {group.reports.map((r) => (
          <li key={r.id} className="row between">
            <span>
              <strong>{r.player || '–'}</strong>: {r.message}
            </span>
            <time className="muted" dateTime={r.date}>
              {formatDate(r.date, i18n.language)}
            </time>
          </li>
        ))}
      </ul>
      <div className="row wrap">
        {q.question && (
          <>
            <button type="button" className="btn primary" onClick={onFix}>
              {t('reports.fix')}
            </button>
            {q.mode !== 'retired' && (
              <button type="button" className="btn danger" onClick={onRetire}>
                {t('reports.retire')}
              </button>
            )}
          </>
        )}
        <button type="button" className="btn" onClick={onHandled}>
          {t('reports.markHandled')}
        </button>
      </div>
    </li>
  );
}

export function Reports() {
  const { t } = useTranslation('admin');
  const list = usePagedList<Group>({ fetch: api.admin_get_reports, pageSize: 10, keyOf: (g) => g.question.id });
  const [fixing, setFixing] = useState<Question | null>(null);
  const [retiring, setRetiring] = useState<Question | null>(null);

  const refused = (message: Message) => void toast.error(textOf(message));
  const doneSaying = (key: string) => () => {
    toast.success(t(key));
    list.reload();
  };
  const retire = useCommand(api.admin_retire_question, { onDone: doneSaying('reports.retired'), onRefused: refused });
  const handled = useCommand(api.admin_mark_reports_handled, {
    onDone: doneSaying('reports.handled'),
    onRefused: refused,
  });

  return (
    <section className="stack" aria-labelledby="reports-title">
      <h2 id="reports-title">{t('reports.title')}</h2>
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('reports.empty')}</EmptyState>}
      <ul className="stack payout-list">
        {list.items.map((g) => (
          <ReportCard
            key={g.question.id}
            group={g}
            onFix={() => setFixing(g.question)}
            onRetire={() => setRetiring(g.question)}
            onHandled={() => handled.send({ question_id: g.question.id })}
          />
        ))}
      </ul>
      <ListEnd list={list} moreLabel={t('showMore')} />
      <ConfirmDialog
        open={retiring !== null}
        danger
        title={t('reports.retireTitle')}
        confirmLabel={t('reports.retireConfirm')}
        onConfirm={() => {
          if (retiring) retire.send({ question_id: retiring.id });
          setRetiring(null);
        }}
        onCancel={() => setRetiring(null)}
      >
        <p>{t('reports.retireText', { question: retiring?.question ?? '' })}</p>
      </ConfirmDialog>
      <Dialog open={fixing !== null} title={t('reports.fixTitle')} onClose={() => setFixing(null)}>
        {fixing && (
          <FixForm
            key={fixing.id}
            question={fixing}
            onCancel={() => setFixing(null)}
            onDone={() => {
              setFixing(null);
              list.reload();
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
