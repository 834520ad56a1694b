// One API reply as a screen state: loading, error (with the server's message) or ready. A newer
// load wins over an older one still in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/client.ts';

export type Remote<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useRemote<T>(load: () => Promise<ApiResult<T>>, deps: readonly unknown[]) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const latest = useRef(0);
  // The loader is a fresh closure on every render: the caller's deps say when it is a new one.
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    const reply = await run();
    if (ticket !== latest.current) return;
    setState(reply.ok ? { status: 'ready', data: reply.data } : { status: 'error', message: reply.message });
  }, [run]);
  useEffect(() => {
    void reload();
  }, [reload]);
  /** Replaces the shown data after an action answered with the new state. */
  const update = useCallback((next: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: next(s.data) } : s)), []);
  return { state, reload, update };
}
