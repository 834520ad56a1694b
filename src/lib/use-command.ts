// The one way a view sends a command: the command machine (machines/command.ts) with its `send`
// provided by an api fetcher. The view calls send(input) and renders busy and the refusal (the
// server's message code); `onDone` gets the reply, `onRefused` the refusal. The latest callbacks are
// used, so views may pass them inline; `send` is stable.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { command } from '../../machines/command.ts';
import { orThrow, type ApiResult } from '../api/client.ts';
import type { Message } from '../../contract/messages.ts';

interface Handlers<R> {
  onDone?: (reply: R) => void;
  onRefused?: (message: Message) => void;
}

export function useCommand<I, R>(fetcher: (input: I) => Promise<ApiResult<R>>, handlers: Handlers<R> = {}) {
  const latest = useRef({ fetcher, handlers });
  useEffect(() => {
    latest.current = { fetcher, handlers };
  });
  const logic = useMemo(
    () =>
      command.provide({
        actors: { send: fromPromise(({ input }) => orThrow(latest.current.fetcher(input as I))) },
        actions: {
          done: (_, { reply }) => latest.current.handlers.onDone?.(reply as R),
          refused: (_, { message }) => latest.current.handlers.onRefused?.(message),
        },
      }),
    [],
  );
  const actor = useActorRef(logic);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refusal = useSelector(actor, (s) => s.context.refusal);
  // the same function on every render, so an effect may list it
  const send = useCallback((input: I) => actor.send({ type: 'send', input }), [actor]);
  return { send, busy, refusal };
}
