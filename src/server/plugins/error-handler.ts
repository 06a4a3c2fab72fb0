import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasSqlState } from '../../db/errors.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';
import { replyMessage } from './message-keys.js';

/** What a 503 for an unavailable database asks a client to wait (PostgreSQL restarts take a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, each with the message we show instead of Fastify's wording. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: VALIDATION_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: VALIDATION_MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: VALIDATION_MESSAGES.invalidContentLength,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: VALIDATION_MESSAGES.bodyEmpty },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: VALIDATION_MESSAGES.bodyNotJson },
  FST_ERR_BAD_URL: { status: 400, message: VALIDATION_MESSAGES.badUrl },
};

/**
 * PostgreSQL data exceptions that only a client's value can cause (a NUL character, a number out
 * of range, text that is not valid for its type, a date or time it cannot hold: 22007 format,
 * 22008 field overflow, 22009 time zone displacement). The schemas refuse such values first
 * (decision 054); this is the net under them.
 */
const CLIENT_DATA_SQLSTATES = new Set([
  '22021',
  '22P02',
  '22001',
  '22003',
  '22007',
  '22008',
  '22009',
]);

function issuePath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Every error becomes JSON `{ message }` (DESIGN §5): validation → 400 with the first issue's
 * message (the spec's text, from the shared schemas) and `errors: [{ path, message }]`; client
 * errors keep their 4xx; anything else is logged and answered with a generic 500, so no stack or
 * SQL reaches a caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .code(error.statusCode)
        .send({ message: error.message, ...error.body });
    }
    // fastify-type-provider-zod's errors and Fastify's own schema errors have the same shape.
    if (
      hasZodFastifySchemaValidationErrors(error) ||
      ('validation' in error && Array.isArray(error.validation))
    ) {
      const errors = (error.validation ?? []).map((issue) => ({
        path: issuePath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid input', errors });
    }
    const known = 'code' in error && error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });

    if (hasSqlState(error, CLIENT_DATA_SQLSTATES))
      return reply.code(400).send({ message: 'Invalid input' });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (reply.getHeader('retry-after') === undefined && 'headers' in error) {
        // e.g. rate limiting: keep the Retry-After it computed.
        reply.headers((error as { headers: Record<string, string> }).headers);
      }
      return reply.code(status).send({ message: error.message || VALIDATION_MESSAGES.badRequest });
    }
    // The database is away (stopped, restarting): a short, honest 503 that a client may retry,
    // logged once by the tracker rather than once per request (decision 051).
    if (request.server.databaseAvailability?.report(error)) {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: VALIDATION_MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: VALIDATION_MESSAGES.internalError });
  });
}

/** How long a refused request's connection may go on sending before it is closed. */
const CLIENT_ERROR_DRAIN_MS = 2_000;

/** Fastify's framework errors raised before routing (bad URL encoding) in the same shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const known = FRAMEWORK_ERRORS[error.code];
  // The generic reply type of this hook cannot know our JSON body; it is a plain reply. No route
  // matched, so no route's hooks key the message: it is keyed here.
  (reply as unknown as FastifyReply)
    .code(known?.status ?? 400)
    .send(replyMessage(known?.message ?? VALIDATION_MESSAGES.badRequest));
};

/**
 * Node's HTTP parser refuses a request before Fastify sees it (a request line or headers over
 * its 16 KB, a malformed request): Fastify's default answers JSON of another shape. This answers
 * the app's `{ message, key }` like every other error and closes the connection. It ends the
 * socket rather than destroying it, and reads and drops what the client is still sending: closing
 * a socket with unread data sends a TCP reset, and a client still writing its 100 KB address then
 * sees the reset instead of the 431 (1 in 5,000 in the fuzz, decision 059).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // The parser reports again for each further chunk: the first report was answered.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, VALIDATION_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, VALIDATION_MESSAGES.requestTimeout]
        : [400, VALIDATION_MESSAGES.badRequest];
  const body = JSON.stringify(replyMessage(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  // A client that never stops sending is cut off all the same.
  setTimeout(() => socket.destroy(), CLIENT_ERROR_DRAIN_MS).unref();
}
