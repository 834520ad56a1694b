// Loading, empty and error states, shared by every play and list screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../i18n/messages.ts';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <div className="spinner" aria-hidden />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

export function EmptyState({ message, backTo }: { message: string; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="empty-state">
      <p>{message}</p>
      {backTo && (
        <Link className="btn" to={backTo}>
          {t('back')}
        </Link>
      )}
    </div>
  );
}

export function ErrorState({ message, onRetry, backTo }: { message: string; onRetry?: () => void; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert" data-testid="error-state">
      <p>{translateMessage(t, message)}</p>
      <div className="row center">
        {onRetry && (
          <button type="button" className="btn primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        {backTo && (
          <Link className="btn" to={backTo}>
            {t('back')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A list screen's read: the spinner, the error with a retry, the empty message, or the data. */
export function ApiView<T>(props: {
  state: { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };
  retry: () => void;
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = props;
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={props.retry} />;
  if (props.isEmpty?.(state.data)) return <EmptyState message={props.emptyMessage ?? t('noRecords')} />;
  return <>{props.children(state.data)}</>;
}
