// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/client.ts';
import { useCommand } from './use-command.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => act(() => roots.splice(0).forEach((r) => r.unmount())));

describe('useCommand', () => {
  it('keeps one send across renders, so an effect that lists it (mark the inbox read once shown) sends once', async () => {
    const answers: ((reply: ApiResult<null>) => void)[] = [];
    const fetcher = () => new Promise<ApiResult<null>>((resolve) => answers.push(resolve));
    const done: unknown[] = [];
    function Probe({ tick }: { tick: number }) {
      const { send } = useCommand(fetcher, { onDone: (reply) => done.push(reply) });
      useEffect(() => send(undefined), [send]);
      return <span>{tick}</span>;
    }
    const root = createRoot(document.createElement('div'));
    roots.push(root);
    await act(async () => root.render(<Probe tick={1} />));
    await act(async () => answers[0]!({ ok: true, data: null }));
    for (const tick of [2, 3]) await act(async () => root.render(<Probe tick={tick} />));
    expect(answers).toHaveLength(1);
    expect(done).toEqual([null]);
  });
});
