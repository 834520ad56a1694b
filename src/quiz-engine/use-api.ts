// One API read for a list screen: loading, its data or the failure message, and a retry.
import { useCallback, useEffect, useState } from 'react';
import { request, type Payload } from '../api/client.ts';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

export function useApi<T>(action: string, payload: Payload): ApiState<T> & { retry: () => void } {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(payload);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void request<T>(action, JSON.parse(key) as Payload).then((reply) => {
      if (!live) return;
      setState(reply.ok ? { status: 'ready', data: reply.data } : { status: 'error', message: reply.message });
    });
    return () => {
      live = false;
    };
  }, [action, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
