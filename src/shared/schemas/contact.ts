import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

const MISSING = MESSAGE_KEY.contactFieldsMissing;
const INVALID_EMAIL = MESSAGE_KEY.contactEmailInvalid;

/** The simple pattern of spec §5: something, an @, something, a dot, something. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max);

/**
 * The contact page's message form; it becomes a WhatsApp message and is never sent to the server.
 * The page checks the same rules by hand (zod would add 25 KB to it), so this schema is their
 * written statement: records.test.ts pins its spec §5 messages against it.
 */
export const contactFormSchema = z.object({
  firstName: required(TEXT_MAX.short),
  lastName: z.string().trim().max(TEXT_MAX.short).optional(),
  email: required(TEXT_MAX.short).regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL),
  phone: z.string().trim().max(20).optional(),
  subject: required(TEXT_MAX.short),
  message: required(TEXT_MAX.medium * 2),
});
