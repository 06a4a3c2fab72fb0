import type { FastifyInstance } from 'fastify';
import {
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '../../shared/constants/validation-messages.js';
import { keyedMessage } from '../../shared/schemas/error.js';

/** The server writes VALIDATION_MESSAGES' English texts (they are unique: a test says so). */
const KEY_OF_TEXT = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as ValidationMessageKey]),
);

type Keyed = { message: string; key?: ValidationMessageKey };

/** A message as a reply carries it: the English text, and its key when it has one. */
export function replyMessage(message: string): Keyed {
  const keyed = keyedMessage(message);
  if (keyed.key) return keyed;
  const key = KEY_OF_TEXT.get(message);
  return key ? { message, key } : { message };
}

function isErrorBody(payload: unknown): payload is { message: string; errors?: unknown } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every JSON error reply `{ message, errors: [{ path, message }] }` leaves with each message in
 * English and its key beside it (`{ message, key, errors: [{ path, message, key }] }`), whoever
 * sent it: the error handler, a guard, a route. The schemas write keys and the server the
 * registry's English (what `HttpError.message` and API callers read); the client translates
 * by the key alone (decision 033).
 */
export function installMessageKeys(app: FastifyInstance): void {
  // The callback form: no promise per reply on the successful path, which is most of them.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return done(null, payload);
    // A field's message that is zod's own wording or a developer's text (a query parameter's
    // range) is keyed `invalidInput`, as the client already shows such a field (decision 059):
    // every error a client can meet then has a key, and its English stays as it was.
    const errors = Array.isArray(payload.errors)
      ? payload.errors.map((error: unknown) =>
          isErrorBody(error)
            ? { key: 'invalidInput', ...error, ...replyMessage(error.message) }
            : error,
        )
      : undefined;
    const first = errors?.[0] as { key?: string } | undefined;
    const fallback = first?.key && reply.statusCode === 400 ? { key: first.key } : {};
    done(null, {
      ...fallback,
      ...payload,
      ...replyMessage(payload.message),
      ...(errors ? { errors } : {}),
    });
  });
}
