import { z } from 'zod';
import {
  isMessageKey,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '../constants/validation-messages.js';

const messageKeys = Object.keys(VALIDATION_MESSAGES) as [
  ValidationMessageKey,
  ...ValidationMessageKey[],
];

/** A message's stable key (VALIDATION_MESSAGES), for clients that translate it. */
export const messageKeyEnumSchema = z
  .enum(messageKeys)
  .describe('the stable name of a message (VALIDATION_MESSAGES), by which clients translate it');
const messageKeySchema = messageKeyEnumSchema.optional();

/** One validation problem: where it is, the spec's message for it and that message's key. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  key: messageKeySchema,
});

/**
 * Every error reply: message is the first validation message when errors is present; key names
 * the message when it is one of VALIDATION_MESSAGES (absent for developer-facing messages).
 */
export const errorReplySchema = z.object({
  message: z.string(),
  key: messageKeySchema,
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A schema's message (a key, or zod's own English) as the reply writes it: English, and its key. */
export function keyedMessage(message: string): { message: string; key?: ValidationMessageKey } {
  return isMessageKey(message)
    ? { message: VALIDATION_MESSAGES[message], key: message }
    : { message };
}
/** The error replies of a route behind a sign-in guard: 401 signed out, 403 the wrong session. */
export const guardedErrorReplies = { 401: errorReplySchema, 403: errorReplySchema } as const;

/** Builds the validation error reply from zod issues (path joined with dots). */
export function errorReplyFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorReply {
  const errors = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    ...keyedMessage(issue.message),
  }));
  const first = errors[0];
  return first
    ? { message: first.message, ...(first.key ? { key: first.key } : {}), errors }
    : { message: VALIDATION_MESSAGES.invalidInput, key: 'invalidInput', errors };
}
