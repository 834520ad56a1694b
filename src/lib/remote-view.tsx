// The states every screen over the API has besides its data: loading, error (a text in the
// interface language, with retry and a way back) and empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textOf } from '../i18n/message-text.ts';
import type { Remote } from './use-remote.ts';
import './shared-ui.css';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <div className="spinner" aria-hidden />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

const BackLink = ({ to }: { to: string }) => {
  const { t } = useTranslation();
  return (
    <Link className="btn" to={to}>
      {t('back')}
    </Link>
  );
};

export function EmptyState({ children, backTo }: { children: ReactNode; backTo?: string }) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <p>{children}</p>
      {backTo && <BackLink to={backTo} />}
    </div>
  );
}

export function ErrorState({ message, onRetry, backTo }: { message: string; onRetry?: () => void; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert" data-testid="error-state">
      <p>{message}</p>
      <div className="row center">
        {onRetry && (
          <button type="button" className="btn primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        {backTo && <BackLink to={backTo} />}
      </div>
    </div>
  );
}

/** A read's spinner, its error with a retry, the empty message (`empty`, "No records found" unless given), or the data. */
export function RemoteView<T>(props: {
  remote: Remote<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { remote } = props;
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'error') return <ErrorState message={textOf(remote.failure)} onRetry={props.onRetry} />;
  if (props.isEmpty?.(remote.data)) return <EmptyState>{props.empty ?? t('noRecords')}</EmptyState>;
  return <>{props.children(remote.data)}</>;
}
