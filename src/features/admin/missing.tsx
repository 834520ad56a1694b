// A page of the console opened by its address (a player, a contest, a question) whose id names
// nothing: a plain sentence and the way back, not an error to retry.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiResult, Payload } from '../../api/client.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import type { Remote } from '../../lib/use-remote.ts';

/** The fetcher, with "not found" as an answer (null) rather than a failure. */
export const orMissing =
  <P extends Payload, T>(load: (payload: P) => Promise<ApiResult<T>>) =>
  async (payload: P): Promise<ApiResult<T | null>> => {
    const reply = await load(payload);
    return !reply.ok && reply.status === 404 ? { ok: true, data: null } : reply;
  };

interface MissingProps {
  testId: string;
  back: string;
  backLabel: string;
  text: string;
}

export function Missing({ testId, back, backLabel, text }: MissingProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p>{text}</p>
      <Link className="btn primary" to={back}>
        {backLabel}
      </Link>
    </div>
  );
}

/** A read through `orMissing`: its spinner and error, the page, or the sentence that nothing has this id. */
export function RemoteOrMissing<T>({
  remote,
  onRetry,
  missing,
  children,
}: {
  remote: Remote<T | null>;
  onRetry: () => void;
  missing: MissingProps;
  children: (data: T) => ReactNode;
}) {
  return (
    <RemoteView remote={remote} onRetry={onRetry}>
      {(found) => (found === null ? <Missing {...missing} /> : children(found))}
    </RemoteView>
  );
}
