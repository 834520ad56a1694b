// The three states every screen over the API has besides its data: loading, error (with retry)
// and empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from './use-remote.ts';
import './shared-ui.css';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status">
      <div className="spinner" aria-hidden />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      <button type="button" className="btn small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export function RemoteView<T>(props: {
  remote: Remote<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { remote } = props;
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'error') return <ErrorState message={remote.message} onRetry={props.onRetry} />;
  if (props.isEmpty?.(remote.data)) return <EmptyState>{props.empty}</EmptyState>;
  return <>{props.children(remote.data)}</>;
}
