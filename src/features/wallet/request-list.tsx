// The player's payment requests with their status; a pending one may be deleted (coins back).
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { api, type ReplyOf } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

/** `reason`: why the request has its status (a rejected one says why); '' when nobody wrote one. */
type PaymentRequest = ReplyOf<typeof api.get_payment_request>['data'][number];

export function RequestList(props: { version: number; symbol: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const list = usePagedList<PaymentRequest>({
    fetch: api.get_payment_request,
    pageSize: 10,
    keyOf: (r) => r.id,
    resetKey: String(props.version),
  });
  const [deleting, setDeleting] = useState<PaymentRequest | null>(null);
  const remove = useCommand(api.delete_pending_payment_request, {
    onDone: () => {
      setDeleting(null);
      toast.success(t('deleted'));
      props.onDeleted();
      list.reload();
    },
    onRefused: (message) => {
      setDeleting(null);
      toast.error(textOf(message));
    },
  });

  return (
    <section className="stack" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('requestsTitle')}</h2>
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('noRequests')}</EmptyState>}
      <ul className="request-list">
        {list.items.map((r) => (
          <li key={r.id} className="request-row" data-status={r.status}>
            <div className="request-main">
              <strong>{t(`methods.${r.payment_type}`, { defaultValue: r.payment_type })}</strong>
              <bdi dir="ltr" className="muted">
                {r.payment_address}
              </bdi>
              <small className="muted">{formatDate(r.date, i18n.language)}</small>
              {r.reason && <small data-testid="request-reason">{t('reason', { reason: r.reason })}</small>}
            </div>
            <div className="request-side">
              <span>
                {t('coinsCount', { count: r.coin_used, n: formatNumber(r.coin_used, i18n.language) })} ·{' '}
                {formatMoney(r.payment_amount, props.symbol, i18n.language)}
              </span>
              <span className={`status-chip ${r.status}`}>{t(`status.${r.status}`)}</span>
              {r.status === 'pending' && (
                <button type="button" className="btn small" onClick={() => setDeleting(r)}>
                  {t('deleteRequest')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ListEnd list={list} moreLabel={t('showMore')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteRequest')}
        danger
        busy={remove.busy}
        onConfirm={() => deleting && remove.send({ payment_id: deleting.id })}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('deleteText', { n: deleting?.coin_used ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}
