import { z } from 'zod';

/** One validation problem: where it is and the spec's message for it. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error reply: message is the first validation message when errors is present. */
export const errorReplySchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** The error replies of a route behind a sign-in guard: 401 signed out, 403 the wrong session. */
export const guardedErrorReplies = { 401: errorReplySchema, 403: errorReplySchema } as const;

/** Builds the validation error reply from zod issues (path joined with dots). */
export function errorReplyFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorReply {
  const errors = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { message: errors[0]?.message ?? 'Invalid input', errors };
}
