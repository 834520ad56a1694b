// The questions of one place (a level, a category, a passage, a contest or an exam): add one, edit
// one in place, or retire one from play.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { ConfirmDialog, Dialog } from '../../lib/dialog.tsx';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { useCommand } from '../../lib/use-command.ts';
import { textOf } from '../../i18n/message-text.ts';
import { QuestionEditor, type AdminQuestion, type QuestionPlace } from './question-editor.tsx';
import { rightAnswerText } from './question-preview.tsx';

export function QuestionList({ place, locked }: { place: QuestionPlace; locked?: string }) {
  const { t } = useTranslation('admin');
  const { state, reload } = useRemote(api.admin_get_questions, { ...place, limit: 100 });
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);
  const retire = useCommand(api.admin_retire_question, {
    onDone: () => {
      setRetiring(null);
      toast.success(t('content.retired'));
      void reload();
    },
    onRefused: (message) => {
      setRetiring(null);
      toast.error(textOf(message));
    },
  });

  return (
    <section className="stack" aria-label={t('content.questions')}>
      <div className="row between wrap">
        <h3>{t('content.questions')}</h3>
        {!locked && (
          <button type="button" className="btn primary" onClick={() => setEditing('new')}>
            {t('content.newQuestion')}
          </button>
        )}
      </div>
      {locked && <p className="muted">{locked}</p>}
      <RemoteView
        remote={state}
        onRetry={() => void reload()}
        isEmpty={(d) => d.data.length === 0}
        empty={t('content.noQuestions')}
      >
        {(d) => (
          <ol className="admin-questions stack" data-testid="admin-questions">
            {d.data.map((q) => (
              <li key={q.id} className="card row between wrap" data-id={q.id}>
                <span className="grow">
                  <span dir="auto">{q.question}</span>
                  <br />
                  <span className="muted" dir="auto">
                    {t('content.rightAnswer')} {rightAnswerText({ ...q, kind: q.kind })}
                    {q.mode === 'exam' && ` · ${t('content.marksCount', { count: q.marks })}`}
                    {q.pool === 'battle' && ` · ${t('content.battlePool')}`}
                  </span>
                </span>
                {!locked && (
                  <span className="row">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setEditing(q)}
                      aria-label={t('content.editQuestion', { question: q.question })}
                    >
                      {t('content.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn danger"
                      onClick={() => setRetiring(q)}
                      aria-label={t('content.retireQuestion', { question: q.question })}
                    >
                      {t('content.retire')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </RemoteView>
      <Dialog
        open={editing !== null}
        title={t(editing === 'new' ? 'content.newQuestion' : 'content.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <QuestionEditor
            place={place}
            question={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void reload();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={retiring !== null}
        title={t('content.retireTitle')}
        confirmLabel={t('content.retire')}
        danger
        busy={retire.busy}
        onConfirm={() => retiring && retire.send({ question_id: retiring.id })}
        onCancel={() => setRetiring(null)}
      >
        <p dir="auto">{retiring?.question}</p>
        <p className="muted">{t('content.retireExplain')}</p>
      </ConfirmDialog>
    </section>
  );
}
