import { healerAccountEn } from './en.js';
import type { HealerAccountT } from './use-healer-account-t.js';

type ValidationKey = keyof typeof healerAccountEn.validation;

/** The shared schemas carry the spec's English messages; this finds each one's catalogue key. */
const KEY_BY_ENGLISH = new Map<string, ValidationKey>(
  Object.entries(healerAccountEn.validation).map(([key, text]) => [text, key as ValidationKey]),
);

/**
 * A validation message in the current language: the shared schemas' messages by their catalogue
 * key, zod's own e-mail and length messages by ours, anything else as a generic request to check.
 */
export function validationMessage(
  t: HealerAccountT,
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
export function serverText(t: HealerAccountT, message: string): string {
  const key = KEY_BY_ENGLISH.get(message);
  return key ? t(`validation.${key}`) : message;
}
