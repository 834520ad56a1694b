// The typed fetchers: one per action of the contract (contract/actions.ts), e.g.
// `api.get_bookmark({ type })`, typed by the action's input fields and its reply. This module and
// client.ts are the only places that name actions as strings (src/api/action-names.test.ts checks).
// Types only come from the contract: the schemas (and zod) stay out of the browser bundle.
import type { z } from 'zod';
import type { ActionName, Contract } from '../../contract/actions.ts';
import { request, type ApiResult, type PayloadValue } from './client.ts';

/** An action's fields as the form sends them (the server says which are missing). */
export type ApiInput<K extends ActionName> = { [F in keyof z.input<Contract[K]['input']>]?: PayloadValue };
export type ApiReply<K extends ActionName> = z.output<Contract[K]['reply']>;

type Options = { token?: string; keepalive?: boolean };
export type Fetcher<K extends ActionName> = (payload?: ApiInput<K>, opts?: Options) => Promise<ApiResult<ApiReply<K>>>;
/** The reply data of a fetcher, e.g. `ReplyOf<typeof api.get_inbox>`: a screen names a reply's type without naming the action. */
export type ReplyOf<F> = F extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;

const fetchers = new Map<string, Fetcher<ActionName>>();

/** Each fetcher is made once, so a screen can keep it as a dependency. */
export const api = new Proxy({} as { [K in ActionName]: Fetcher<K> }, {
  get(_target, name: string) {
    if (!fetchers.has(name))
      fetchers.set(name, ((payload = {}, opts?: Options) => request(name, payload, opts)) as Fetcher<ActionName>);
    return fetchers.get(name);
  },
});
