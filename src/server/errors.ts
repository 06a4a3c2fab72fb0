/**
 * An error a service, route or hook throws to answer with a given status and message; the error
 * handler (plugins/error-handler.ts) turns it into the reply `{ message, ...body }` with `headers`,
 * so every error reply takes the one path.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the reply beside `message` (validation `errors`, an import's rows). */
    readonly body: Readonly<Record<string, unknown>> = {},
    /** Headers of the reply (`Retry-After`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429 with how many seconds to wait before trying again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * A refusal about one field of the body (a taken phone, a duplicate name): the reply also carries
 * `errors: [{ path, message }]`, as a validation error would, so a form shows it under that field.
 */
export function fieldRefusal(statusCode: number, message: string, path: string): HttpError {
  return new HttpError(statusCode, message, { errors: [{ path, message }] });
}
