import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { englishText, type MessageCode, type MessageParams } from '../contract/messages.ts';

/**
 * A refusal the API reports as `{ error: true, code, message, params? }` with this HTTP status: the
 * code names it (contract/messages.ts), the message is its English text for people reading logs.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageCode,
    readonly params?: MessageParams,
    /** Seconds after which a retry may succeed (429, 503): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(englishText(code, params));
  }
}

export const badRequest = (code: MessageCode, params?: MessageParams) => new ApiError(400, code, params);
export const notFound = (code: MessageCode = 'document_not_found', params?: MessageParams) =>
  new ApiError(404, code, params);
export const conflict = (code: MessageCode, params?: MessageParams) => new ApiError(409, code, params);
export const forbidden = (code: MessageCode, params?: MessageParams) => new ApiError(403, code, params);
export const unauthorized = (code: MessageCode = 'unauthorized') => new ApiError(401, code);
/** 429: try again after `seconds`. */
export const tooMany = (code: MessageCode, seconds?: number, params?: MessageParams) =>
  new ApiError(429, code, params, seconds);
