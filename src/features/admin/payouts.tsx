// Payouts: the queue of payment requests (pending first, oldest first), each with its player, their
// latest coin history and warning signs with the figures behind them; mark one paid, or reject it with a reason (the coins go back).
// The server settles a request once, whoever presses first; the player is told under the bell.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { ConfirmDialog, Dialog } from '../../lib/dialog.tsx';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import { useSettings } from '../../stores/settings.ts';
import { textOf } from '../../i18n/message-text.ts';
import { FormActions } from './form-actions.tsx';
import { CoinLines } from './coin-lines.tsx';
import { useCommand } from '../../lib/use-command.ts';

type Queue = ReplyOf<typeof api.admin_get_payment_requests>;
type Request = Queue['data'][number];
type Pending = { request: Request; outcome: 'completed' | 'rejected' } | null;

function useMoney() {
  const { i18n } = useTranslation();
  const symbol = useSettings((s) => s.config.currency_symbol);
  return (amount: number) => formatMoney(amount, String(symbol), i18n.language);
}

/** The figures behind the flags: battle answers (the answer-key flag) and the opponent the most coins came from (collusion). */
function PayoutEvidence({ evidence }: { evidence: Request['evidence'] }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  const { answers, top_opponent: top } = evidence;
  if (answers.counted === 0 && !top) return null;
  return (
    <dl className="payout-facts" data-testid="payout-evidence">
      {answers.counted > 0 && (
        <>
          <dt>{t('payouts.evidence.answers')}</dt>
          <dd>
            {t('payouts.evidence.answersFigures', {
              right: n(answers.right_percent),
              n: n(answers.counted),
              seconds: n(Math.round(answers.median_ms / 100) / 10),
            })}
          </dd>
        </>
      )}
      {top && (
        <>
          <dt>{t('payouts.evidence.opponent')}</dt>
          <dd>
            <bdi dir="ltr">{top.uid}</bdi>:{' '}
            {t('payouts.evidence.opponentFigures', {
              net: n(top.net_coins),
              battles: n(top.fee_battles),
              wins: n(top.wins),
              losses: n(top.losses),
            })}{' '}
            {t('payouts.evidence.lastDays', {
              days: n(evidence.window_days),
              net: n(top.last_days.net_coins),
              battles: n(top.last_days.fee_battles),
              wins: n(top.last_days.wins),
            })}
          </dd>
        </>
      )}
    </dl>
  );
}

function RequestCard({
  request,
  onSettle,
}: {
  request: Request;
  onSettle: (outcome: 'completed' | 'rejected') => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const money = useMoney();
  const n = (v: number) => formatNumber(v, i18n.language);
  const titleId = `request-${request.id}`;
  return (
    <li
      className={`card stack payout-card ${request.status}`}
      aria-labelledby={titleId}
      data-testid="payout-request"
      data-id={request.id}
    >
      <div className="row between wrap">
        <h3 id={titleId}>
          {request.player.name} ·{' '}
          {t('payouts.amount', { amount: money(request.payment_amount), coins: n(request.coin_used) })}
        </h3>
        <span className={`status-pill ${request.status}`}>{t(`payouts.status.${request.status}`)}</span>
      </div>
      <dl className="payout-facts">
        <dt>{t('payouts.to')}</dt>
        <dd>
          {t(`payouts.methods.${request.payment_type}`, { defaultValue: request.payment_type })}:{' '}
          <bdi dir="ltr">{request.payment_address}</bdi>
        </dd>
        {request.details && (
          <>
            <dt>{t('payouts.details')}</dt>
            <dd>{request.details}</dd>
          </>
        )}
      </dl>
      <p className="muted">
        {t('payouts.requested', { date: formatDate(request.date, i18n.language) })} ·{' '}
        <bdi dir="ltr">{request.player.email}</bdi> ·{' '}
        {t('payouts.joined', { date: formatDate(request.player.date_registered, i18n.language) })} ·{' '}
        {t('payouts.balance', { coins: n(request.player.coins) })}
      </p>
      {request.flags.length > 0 ? (
        <ul className="flag-list" aria-label={t('payouts.flags.new_account').split(' ')[0]}>
          {request.flags.map((f) => (
            <li key={f} className="flag" data-flag={f}>
              ⚠ {t(`payouts.flags.${f}`)}
            </li>
          ))}
        </ul>
      ) : (
        request.status === 'pending' && <p className="muted">{t('payouts.noFlags')}</p>
      )}
      <PayoutEvidence evidence={request.evidence} />
      {request.reason && <p>{t('payouts.reasonShown', { reason: request.reason })}</p>}
      <details>
        <summary>{t('payouts.recent')}</summary>
        <CoinLines lines={request.history} />
      </details>
      {request.status === 'pending' && (
        <div className="row wrap">
          <button type="button" className="btn primary" onClick={() => onSettle('completed')}>
            {t('payouts.markPaid')}
          </button>
          <button type="button" className="btn danger" onClick={() => onSettle('rejected')}>
            {t('payouts.reject')}
          </button>
        </div>
      )}
    </li>
  );
}

function RejectForm({
  busy,
  onReject,
  onCancel,
}: {
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('payouts.reasonNeeded'));
    onReject(reason.trim());
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label>
          {t('payouts.reason')}
          <textarea
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            {...describedBy('reject-reason', error)}
          />
        </label>
        <FieldError id="reject-reason" error={error} />
      </div>
      <FormActions label={t('payouts.confirmReject')} busy={busy} danger onCancel={onCancel} />
    </form>
  );
}

export function Payouts() {
  const { t, i18n } = useTranslation('admin');
  const money = useMoney();
  const list = usePagedList<Request, Queue>({
    fetch: api.admin_get_payment_requests,
    pageSize: 20,
    keyOf: (r) => r.id,
  });
  const [pending, setPending] = useState<Pending>(null);
  const settled = () => {
    setPending(null);
    list.reload();
  };
  const settling = useCommand(api.admin_settle_payment_request, {
    onDone: () => {
      if (pending) {
        const { request, outcome } = pending;
        toast.success(
          t(outcome === 'completed' ? 'payouts.paid' : 'payouts.rejected', {
            name: request.player.name,
            coins: formatNumber(request.coin_used, i18n.language),
          }),
        );
      }
      settled();
    },
    onRefused: (message) => {
      toast.error(textOf(message));
      settled();
    },
  });
  const busy = settling.busy;
  const settle = (reason = '') =>
    pending && settling.send({ payment_id: pending.request.id, outcome: pending.outcome, reason });

  const open = pending?.request;
  return (
    <section className="stack" aria-labelledby="payouts-title">
      <div className="row between wrap">
        <h2 id="payouts-title">{t('payouts.title')}</h2>
        {list.last && (
          <p className="muted count-line" role="status" data-testid="pending-count">
            {t('payouts.pendingCount', { count: list.last.pending, n: formatNumber(list.last.pending, i18n.language) })}
          </p>
        )}
      </div>
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('payouts.empty')}</EmptyState>}
      <ul className="stack payout-list">
        {list.items.map((r) => (
          <RequestCard key={r.id} request={r} onSettle={(outcome) => setPending({ request: r, outcome })} />
        ))}
      </ul>
      <ListEnd list={list} moreLabel={t('showMore')} />
      <ConfirmDialog
        open={pending?.outcome === 'completed'}
        title={t('payouts.confirmPaidTitle')}
        confirmLabel={t('payouts.markPaid')}
        busy={busy}
        onConfirm={() => settle()}
        onCancel={() => setPending(null)}
      >
        {open && (
          <p>
            {t('payouts.confirmPaid', {
              amount: money(open.payment_amount),
              address: open.payment_address,
              name: open.player.name,
            })}
          </p>
        )}
      </ConfirmDialog>
      <Dialog open={pending?.outcome === 'rejected'} title={t('payouts.rejectTitle')} onClose={() => setPending(null)}>
        {open && (
          <RejectForm
            key={open.id}
            busy={busy}
            onReject={(reason) => settle(reason)}
            onCancel={() => setPending(null)}
          />
        )}
      </Dialog>
    </section>
  );
}
