// One API read for a list screen: loading, its data or the failure message, and a retry.
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, Payload } from '../api/client.ts';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/** `fetch` is one of the api's fetchers (the same function on every render); `payload` is compared by value. */
export function useApi<P extends Payload, T>(fetch: (payload: P) => Promise<ApiResult<T>>, payload: P): ApiState<T> & { retry: () => void } {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(payload);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void fetch(JSON.parse(key) as P).then((reply) => {
      if (!live) return;
      setState(reply.ok ? { status: 'ready', data: reply.data } : { status: 'error', message: reply.message });
    });
    return () => {
      live = false;
    };
  }, [fetch, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
