// Reports a wrong or unclear question with a reason.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { Dialog } from '../lib/dialog.tsx';
import type { Message } from '../../contract/messages.ts';
import { textOf } from '../i18n/message-text.ts';

export type ReportAction = typeof api.report_question | typeof api.multi_match_report_question;

export function ReportButton({
  questionId,
  action = api.report_question,
}: {
  questionId: string;
  action?: ReportAction;
}) {
  const { t } = useTranslation('quiz');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Shown in the dialog as well: toasts stay below a modal dialog.
  const fail = (message: Message) => {
    setError(textOf(message));
    toast.error(textOf(message));
  };
  const send = async () => {
    if (!reason.trim()) return fail({ code: 'report_reason' });
    setBusy(true);
    const reply = await action({ question_id: questionId, message: reason.trim() });
    setBusy(false);
    if (!reply.ok) return fail(reply);
    setError('');
    toast.success(t('reportSent'));
    setReason('');
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="btn small icon-btn" onClick={() => setOpen(true)} data-testid="report">
        <span aria-hidden>⚑</span> {t('report')}
      </button>
      <Dialog open={open} title={t('reportTitle')} onClose={() => setOpen(false)}>
        <label>
          {t('reportReason')}
          <textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} />
        </label>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="row dialog-actions">
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            {t('common:cancel')}
          </button>
          <button type="button" className="btn primary" onClick={send} disabled={busy}>
            {t('reportSend')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
