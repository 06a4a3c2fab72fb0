/**
 * An error a service or route throws to answer with a given status and message (`{ message }`);
 * the error handler (plugins/error-handler.ts) turns it into the reply. With `path`, the refusal
 * is about one field of the body (a taken phone, a duplicate name) and the reply also carries
 * `errors: [{ path, message }]`, as a validation error would, so a form shows it under that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
