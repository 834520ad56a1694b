// The end of a paged list: loads the next page when it scrolls into view (IntersectionObserver),
// with a button for keyboards and for browsers without the observer.
import { useEffect, useRef } from 'react';
import { textOf } from '../i18n/message-text.ts';
import type { PagedList } from './paged-list.ts';
import { ErrorState, Loading } from './remote-view.tsx';
import './shared-ui.css';

export function ListEnd({ list, moreLabel }: { list: PagedList; moreLabel: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore: onMore, status } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onMore, status]);
  if (status === 'loading') return <Loading />;
  if (status === 'error')
    return <ErrorState message={textOf(list.failure ?? { code: 'failed_to_fetch' })} onRetry={list.retry} />;
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="list-end">
      <button type="button" className="btn small" onClick={onMore}>
        {moreLabel}
      </button>
    </div>
  );
}
