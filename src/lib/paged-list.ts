// A paged list (`{ total, data }` replies): pages are appended, an item already shown (same key)
// is replaced in place rather than listed twice.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../contract/messages.ts';
import type { ApiResult, Payload } from '../api/client.ts';

export interface Page<T> {
  total: number;
  data: T[];
}

export function mergeByKey<T>(shown: readonly T[], incoming: readonly T[], keyOf: (item: T) => string): T[] {
  const merged = new Map(shown.map((item) => [keyOf(item), item]));
  for (const item of incoming) merged.set(keyOf(item), item);
  return [...merged.values()];
}

interface PagedState<T, R> {
  items: T[];
  total: number;
  /** How far into the server's list the pages reach (the next page's offset). */
  loaded: number;
  /** The latest page's whole reply (for extra fields such as the caller's own rank). */
  last: R | null;
  status: 'loading' | 'ready' | 'error';
  /** why the latest page failed */
  failure: Message | null;
}

const empty = <T, R>(): PagedState<T, R> => ({
  items: [],
  total: 0,
  loaded: 0,
  last: null,
  status: 'loading',
  failure: null,
});

/** What the end of a list (list-end.tsx) needs of a paged list. */
export type PagedList = Pick<ReturnType<typeof usePagedList>, 'status' | 'failure' | 'hasMore' | 'loadMore' | 'retry'>;

export function usePagedList<T, R extends Page<T> = Page<T>>(opts: {
  /** One of the api's fetchers (the same function on every render). */
  fetch: (payload: Payload) => Promise<ApiResult<R>>;
  payload?: Payload;
  pageSize: number;
  keyOf: (item: T) => string;
  /** Changing it starts over from the first page. */
  resetKey?: string;
}) {
  const { fetch, pageSize, resetKey = '' } = opts;
  const payloadKey = JSON.stringify(opts.payload ?? {});
  // A plain accessor: a new function on each render must not restart the list.
  const keyOf = useRef(opts.keyOf);
  const [state, setState] = useState(empty<T, R>);
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (offset: number) => {
      const mine = generation.current;
      busy.current = true;
      setState((s) => ({ ...s, status: 'loading' }));
      const reply = await fetch({ ...(JSON.parse(payloadKey) as Payload), offset, limit: pageSize });
      if (mine !== generation.current) return;
      busy.current = false;
      if (!reply.ok) return setState((s) => ({ ...s, status: 'error', failure: reply }));
      setState((s) => ({
        items: mergeByKey(offset === 0 ? [] : s.items, reply.data.data, keyOf.current),
        total: reply.data.total,
        loaded: offset + reply.data.data.length,
        last: reply.data,
        status: 'ready',
        failure: null,
      }));
    },
    [fetch, payloadKey, pageSize],
  );

  /** Fetches the first page again; the items shown stay until it arrives. */
  const reload = useCallback(() => {
    generation.current++;
    void fetchPage(0);
  }, [fetchPage]);

  // Another list (fetcher, payload or resetKey): start empty.
  useEffect(() => {
    setState(empty<T, R>());
    reload();
  }, [reload, resetKey]);

  const { loaded, total, last, status } = state;
  const hasMore = status !== 'error' && last !== null && last.data.length > 0 && loaded < total;
  const loadMore = useCallback(() => {
    if (!busy.current && hasMore) void fetchPage(loaded);
  }, [fetchPage, hasMore, loaded]);
  /** After an error, asks for the page that failed again. */
  const retry = useCallback(() => void fetchPage(loaded), [fetchPage, loaded]);

  return { ...state, hasMore, loadMore, reload, retry };
}
