import { isMessageKey } from '../../shared/constants/validation-messages.js';
import { ApiError } from '../api/api-request.js';
import type { NamespaceT } from './namespaces.js';

/** The issue codes zod gives a form error (react-hook-form's resolver keeps them as `type`). */
const ZOD_CODES = new Set([
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
]);

/**
 * A message key's text in the current language, with the values it names ('{value}'); undefined
 * when it is not one of ours.
 */
export function messageText(
  t: NamespaceT<'account'>,
  key: string | undefined,
  params?: Readonly<Record<string, string>>,
): string | undefined {
  return key && isMessageKey(key) ? t(`validation.${key}`, params) : undefined;
}

/**
 * A form field's error in the current language. The shared schemas' messages are keys; zod's own
 * wording (a check without a message of ours) becomes a generic request to check; a message a
 * component set itself (a server reply it translated) is shown as set.
 */
export function validationMessage(
  t: NamespaceT<'account'>,
  error: { message?: string; type?: string } | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  const text = messageText(t, message);
  if (text) return text;
  if (!error.type || !ZOD_CODES.has(error.type)) return message;
  if (/email/i.test(message)) return t('validation.validEmail');
  if (error.type === 'too_big' || /too big|too long|<=/i.test(message))
    return t('validation.tooLong');
  return t('validation.invalid');
}

/**
 * The server's message of a failed call in the current language: by its key, else its English as
 * sent; undefined when the reply had none (network failure, empty or non-JSON body).
 */
export function apiErrorText(t: NamespaceT<'account'>, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return messageText(t, error.key) ?? error.serverMessage;
}

/**
 * What the server said of one field (`errors[].path`, dotted: `clinicTimings.0.morningStart`) in
 * the current language, for showing it under that field; undefined when it said nothing of it.
 */
export function fieldErrorText(
  t: NamespaceT<'account'>,
  error: unknown,
  path: string,
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const found = error.errors.find((fieldError) => fieldError.path === path);
  return found ? (messageText(t, found.key) ?? found.message) : undefined;
}
