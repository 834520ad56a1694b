// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/client.ts';
import { useRemote } from './use-remote.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fetcher whose replies the test hands out, one call at a time. */
function fakeFetcher() {
  const calls: { payload: { page: number }; answer: (reply: ApiResult<string[]>) => Promise<void> }[] = [];
  const fetcher = (payload: { page: number }) =>
    new Promise<ApiResult<string[]>>((resolve) => {
      calls.push({ payload, answer: (reply) => act(async () => resolve(reply)) });
    });
  return { fetcher, calls };
}

type Hook = ReturnType<typeof useRemote<{ page: number }, string[]>>;

const roots: Root[] = [];
afterEach(() => act(() => roots.splice(0).forEach((r) => r.unmount())));

/** Renders the hook with `page`; `current()` is what it returned last. */
function mount(fetcher: (payload: { page: number }) => Promise<ApiResult<string[]>>) {
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  let last: Hook | undefined;
  function Probe({ page }: { page: number }) {
    last = useRemote(fetcher, { page });
    return null;
  }
  const render = (page: number) => act(() => root.render(<Probe page={page} />));
  return { render, current: () => last! };
}

const ok = (data: string[]): ApiResult<string[]> => ({ ok: true, data });

describe('useRemote', () => {
  it('loads once per payload value and shows the reply or the failure', async () => {
    const { fetcher, calls } = fakeFetcher();
    const hook = mount(fetcher);
    hook.render(1);
    hook.render(1); // a new object of the same value asks nothing new
    expect(calls.map((c) => c.payload)).toEqual([{ page: 1 }]);
    expect(hook.current().state).toEqual({ status: 'loading' });
    await calls[0]!.answer({ ok: false, status: 500, code: 'failed_to_fetch' });
    expect(hook.current().state).toEqual({
      status: 'error',
      failure: { ok: false, status: 500, code: 'failed_to_fetch' },
    });
  });

  it('shows the newest load when an older one answers after it', async () => {
    const { fetcher, calls } = fakeFetcher();
    const hook = mount(fetcher);
    hook.render(1);
    hook.render(2);
    expect(calls.map((c) => c.payload)).toEqual([{ page: 1 }, { page: 2 }]);
    await calls[1]!.answer(ok(['page 2']));
    await calls[0]!.answer(ok(['page 1']));
    expect(hook.current().state).toEqual({ status: 'ready', data: ['page 2'] });
  });

  it('reloads on retry, showing loading until the new reply', async () => {
    const { fetcher, calls } = fakeFetcher();
    const hook = mount(fetcher);
    hook.render(1);
    await calls[0]!.answer({ ok: false, status: 0, code: 'failed_to_fetch' });
    act(() => void hook.current().reload());
    expect(calls).toHaveLength(2);
    expect(hook.current().state).toEqual({ status: 'loading' });
    await calls[1]!.answer(ok(['a']));
    expect(hook.current().state).toEqual({ status: 'ready', data: ['a'] });
  });

  it('patches the shown data after an action, and leaves a state without data alone', async () => {
    const { fetcher, calls } = fakeFetcher();
    const hook = mount(fetcher);
    hook.render(1);
    act(() => hook.current().update((list) => [...list, 'never']));
    expect(hook.current().state).toEqual({ status: 'loading' });
    await calls[0]!.answer(ok(['a', 'b']));
    act(() => hook.current().update((list) => list.map((x) => x.toUpperCase())));
    expect(hook.current().state).toEqual({ status: 'ready', data: ['A', 'B'] });
    expect(calls).toHaveLength(1);
  });
});
