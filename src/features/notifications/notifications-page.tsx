// The app's notifications, newest first, a page at a time, merged without duplicates by id.
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import './notifications.css';

interface Notification {
  id: string;
  title: string;
  message: string;
  date: string;
}

export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const list = usePagedList<Notification>({ action: 'get_notifications', payload: { sort: 'date', order: 'desc' }, pageSize: 10, keyOf: (m) => m.id });
  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      {list.status !== 'loading' && list.last && (
        <p className="muted count-line" data-testid="notifications-total">
          {t('total', { count: list.total, n: formatNumber(list.total, i18n.language) })}
        </p>
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
      <ul className="notice-list">
        {list.items.map((m) => (
          <li key={m.id} className="notice-item" data-id={m.id}>
            <div className="row between">
              <strong>{m.title}</strong>
              <time className="muted" dateTime={m.date}>
                {formatDate(m.date, i18n.language)}
              </time>
            </div>
            <p>{m.message}</p>
          </li>
        ))}
      </ul>
      <ListEnd status={list.status} message={list.message} hasMore={list.hasMore} onMore={list.loadMore} onRetry={list.retry} moreLabel={t('showMore')} />
    </section>
  );
}
