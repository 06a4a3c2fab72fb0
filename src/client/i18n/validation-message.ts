import {
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '../../shared/constants/validation-messages.js';
import type { NamespaceT } from './namespaces.js';

/**
 * The schemas and the server write the messages of VALIDATION_MESSAGES, in English; this finds
 * each one's key there, which is also its key in the account catalogue's `validation` group.
 */
const KEY_BY_ENGLISH = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as ValidationMessageKey]),
);

/**
 * A validation message in the current language: the shared schemas' messages by their key,
 * zod's own e-mail and length messages by ours, anything else as a generic request to check.
 */
export function validationMessage(
  t: NamespaceT<'account'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KEY_BY_ENGLISH.get(message);
  if (key) return t(`validation.${key}`);
  if (/email/i.test(message)) return t('validation.validEmail');
  if (/too big|too long|<=/i.test(message)) return t('validation.tooLong');
  return t('validation.invalid');
}

/** A message from the server in the current language when the catalogue knows it, else as sent. */
export function serverText(t: NamespaceT<'account'>, message: string): string {
  const key = KEY_BY_ENGLISH.get(message);
  return key ? t(`validation.${key}`) : message;
}
