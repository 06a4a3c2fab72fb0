/**
 * An error a service or route throws to answer with a given status and message (`{ message }`);
 * the error handler (plugins/error-handler.ts) turns it into the reply.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
