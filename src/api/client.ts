// The contract client (spec section 7): every call is a multipart POST to `${base}/${action}`,
// with the bearer token when there is one. HTTP 200 yields `data`; every failure yields null and
// is logged; a 401 logs the player out and sends them home.

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface ApiConfig {
  base: string;
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
  log: (message: string, detail?: unknown) => void;
}

let config: ApiConfig = {
  base: '/api',
  getToken: () => null,
  onUnauthorized: () => {},
  log: (message, detail) => console.error(`[api] ${message}`, detail ?? ''),
};

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

/** Fields sent even when 0; like every field they are dropped when empty. */
const sentWhenZero = new Set(['status', 'questions_answered', 'correct_answers', 'category_id', 'percentage']);

export type Payload = Record<string, string | number | boolean | Blob | null | undefined>;

export function toFormData(payload: Payload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || value === '') continue;
    if (!value && !(sentWhenZero.has(key) && value === 0)) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

export const failedToFetch = 'Failed to fetch data';

/** The call with its failure message, for screens that show the server's words. */
export async function request<T = unknown>(
  action: string,
  payload: Payload = {},
  opts: { token?: string } = {},
): Promise<ApiResult<T>> {
  const token = opts.token ?? config.getToken();
  try {
    const res = await fetch(`${config.base}/${action}`, {
      method: 'POST',
      body: toFormData(payload),
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    const body = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
    if (res.status === 401) config.onUnauthorized();
    if (res.status !== 200) {
      const message = body?.message || failedToFetch;
      config.log(`${action}: ${failedToFetch} (${res.status})`, message);
      return { ok: false, status: res.status, message };
    }
    return { ok: true, data: body?.data as T };
  } catch (err) {
    config.log(`${action}: ${failedToFetch}`, err);
    return { ok: false, status: 0, message: failedToFetch };
  }
}

/** The contract's own shape: the data, or null on any failure. */
export async function call<T = unknown>(action: string, payload: Payload = {}): Promise<T | null> {
  const result = await request<T>(action, payload);
  return result.ok ? result.data : null;
}
