import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the API reports to the caller as `{ error: true, message }` with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Seconds after which a retry may succeed (429, 503): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'Document does not exist!') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
