// Commands a machine invokes as promise actors that the app provides: the default for one it has
// not provided, and the message of a refusal (its code, contract/messages.ts; the view words it).
import { isMessageCode, type Message } from '../contract/messages.ts';

export function notProvided(name: string) {
  return () => Promise.reject(new Error(`${name} is not provided`));
}

/** The code (and values) a rejection carries; anything else is a failure to fetch. */
export function errorMessage(error: unknown): Message {
  const { code, params } = (error ?? {}) as Partial<Message>;
  return isMessageCode(code) ? { code, ...(params ? { params } : {}) } : { code: 'failed_to_fetch' };
}
