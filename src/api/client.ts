// The transport of the contract client (docs/api.md): every call is a multipart POST to
// `${base}/${action}`, with the bearer token when there is one. HTTP 200 yields `{ ok: true, data }`;
// every failure yields `{ ok: false, status, code, params? }` (code: contract/messages.ts; a network
// failure is 'failed_to_fetch') and is logged: a refusal (4xx: a wrong room code, a full room) is
// expected and the screen shows its code's text (messageText), so it is logged as information;
// a server or network failure as an error. Whether each call reached the server goes to `onReach`
// (the connection banner). A 401 logs the player out and sends them home. Only src/api/ calls `request`: the rest of the app uses the typed fetchers (api.ts).

import {
  englishText,
  isMessageCode,
  type Message,
  type MessageCode,
  type MessageParams,
} from '../../contract/messages.ts';

export type ApiFailure = Message & { ok: false; status: number };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface ApiConfig {
  base: string;
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
  /** Whether a call reached the server: false for a transport failure or a gateway's reply without our code. */
  onReach: (reached: boolean) => void;
  log: (level: LogLevel, message: string, detail?: unknown) => void;
}

/** 'refused': the server said no with a reason (4xx); 'failed': the server or the network broke. */
export type LogLevel = 'refused' | 'failed';

export const logToConsole: ApiConfig['log'] = (level, message, detail) =>
  (level === 'refused' ? console.info : console.error)(`[api] ${message}`, detail ?? '');

let config: ApiConfig = {
  base: '/api',
  getToken: () => null,
  onUnauthorized: () => {},
  onReach: () => {},
  log: logToConsole,
};

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

/** Fields sent even when 0; like every field they are dropped when empty. */
const sentWhenZero = new Set(['status', 'questions_answered', 'correct_answers', 'category_id', 'percentage']);

export type PayloadValue = string | number | boolean | Blob | null | undefined;
export type Payload = Record<string, PayloadValue>;

/** The request body: a multipart form when it carries a file, else urlencoded (smaller, and cheaper for the server to read). */
export function toBody(payload: Payload): FormData | URLSearchParams {
  const fields = Object.entries(payload).filter((entry): entry is [string, string | number | boolean | Blob] => {
    const [key, value] = entry;
    if (value === undefined || value === null || value === '') return false;
    return Boolean(value) || (sentWhenZero.has(key) && value === 0);
  });
  if (!fields.some(([, value]) => value instanceof Blob))
    return new URLSearchParams(fields.map(([key, value]) => [key, String(value)]));
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value instanceof Blob ? value : String(value));
  return form;
}

/** One call: the data, or the failure with the server's message. */
export async function request<T = unknown>(
  action: string,
  payload: Payload = {},
  opts: { token?: string; keepalive?: boolean } = {},
): Promise<ApiResult<T>> {
  const token = opts.token ?? config.getToken();
  try {
    const res = await fetch(`${config.base}/${action}`, {
      method: 'POST',
      body: toBody(payload),
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      // a small call that must outlive the page (sent as it closes)
      keepalive: opts.keepalive,
    });
    const body = (await res.json().catch(() => null)) as {
      data?: T;
      code?: unknown;
      params?: MessageParams;
      message?: string;
    } | null;
    // a gateway's 502/503/504 without a code of ours: the server itself is out of reach
    config.onReach(!(res.status >= 502 && res.status <= 504 && !isMessageCode(body?.code)));
    if (res.status === 401) config.onUnauthorized();
    if (res.status !== 200) {
      // a reply without a known code (a proxy's error page, an older server) is a failure to fetch
      const failure: ApiFailure = isMessageCode(body?.code)
        ? { ok: false, status: res.status, code: body.code, ...(body.params ? { params: body.params } : {}) }
        : { ok: false, status: res.status, code: 'failed_to_fetch' };
      config.log(
        res.status >= 400 && res.status < 500 ? 'refused' : 'failed',
        `${action}: ${failure.code} (${res.status})`,
        body?.message,
      );
      return failure;
    }
    return { ok: true, data: body?.data as T };
  } catch (err) {
    config.onReach(false);
    config.log('failed', `${action}: failed_to_fetch`, err);
    return { ok: false, status: 0, code: 'failed_to_fetch' };
  }
}

/** A refused call as a rejection, for machine actors that need a rejecting promise: its code, never its English, is what a machine keeps. */
export class ApiError extends Error implements Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
  readonly status: number;
  constructor(failure: Omit<ApiFailure, 'ok'>) {
    super(englishText(failure.code, failure.params));
    this.code = failure.code;
    this.params = failure.params;
    this.status = failure.status;
  }
}

/** The data, or a thrown ApiError with the failure's status and code. */
export async function orThrow<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const reply = await result;
  if (!reply.ok) throw new ApiError(reply);
  return reply.data;
}
