import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';

/** Toasts of the contact form (spec §8), as title and description. */
export const CONTACT_MESSAGES = {
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all required fields (First Name, Email, Subject, and Message).',
  },
  invalidEmail: {
    title: 'Invalid Email',
    description: 'Please enter a valid email address.',
  },
  unavailable: {
    title: 'Contact Unavailable',
    description: 'WhatsApp contact is not set up yet. Please try again later.',
  },
  linkFailed: {
    title: 'Error',
    description: 'Failed to create WhatsApp link. Please try again.',
  },
} as const;

const MISSING = CONTACT_MESSAGES.missingInformation.description;
const INVALID_EMAIL = CONTACT_MESSAGES.invalidEmail.description;

/** The simple pattern of spec §5: something, an @, something, a dot, something. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max);

/** The contact page's message form; it becomes a WhatsApp message and is never sent to the server. */
export const contactFormSchema = z.object({
  firstName: required(TEXT_MAX.short),
  lastName: z.string().trim().max(TEXT_MAX.short).optional(),
  email: required(TEXT_MAX.short).regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL),
  phone: z.string().trim().max(20).optional(),
  subject: required(TEXT_MAX.short),
  message: required(TEXT_MAX.medium * 2),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
