// One API read as a screen state: loading, error (the failure's code) or ready. A newer
// load wins over an older one still in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../contract/messages.ts';
import type { ApiResult, Payload } from '../api/client.ts';

export type Remote<T> = { status: 'loading' } | { status: 'error'; failure: Message } | { status: 'ready'; data: T };

/** `load` is one of the api's fetchers (the same function on every render); `payload` is compared by value. */
export function useRemote<P extends Payload, T>(load: (payload: P) => Promise<ApiResult<T>>, payload: P) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const latest = useRef(0);
  const key = JSON.stringify(payload);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    const reply = await load(JSON.parse(key) as P);
    if (ticket !== latest.current) return;
    setState(reply.ok ? { status: 'ready', data: reply.data } : { status: 'error', failure: reply });
  }, [load, key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  /** Replaces the shown data after an action answered with the new state. */
  const update = useCallback(
    (next: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: next(s.data) } : s)),
    [],
  );
  return { state, reload, update };
}
