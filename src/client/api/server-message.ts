import { ApiError } from './api-request.js';

/**
 * The server's own message of a failed call (`{"message":"…"}`), or undefined when the reply had
 * none (network failure, empty or non-JSON body).
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
