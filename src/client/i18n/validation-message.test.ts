import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-request.js';
import { enAccount } from './en/account.js';
import { mlAccount } from './ml/account.js';
import type { NamespaceT } from './namespaces.js';
import { createTranslator, type Messages } from './translator.js';
import { apiErrorText, fieldErrorText, validationMessage } from './validation-message.js';

const tIn = (catalogue: object, locale: string) =>
  createTranslator(catalogue as unknown as Messages, locale) as unknown as NamespaceT<'account'>;

const LANGUAGES = [
  ['en', tIn(enAccount, 'en')],
  ['ml', tIn(mlAccount, 'ml')],
] as const;

/** A 400 as the server sends it for a healer with a bad morning time and no name. */
const refusal = new ApiError(
  400,
  JSON.stringify({
    message: 'Name is required',
    key: 'nameRequired',
    errors: [
      { path: 'name', message: 'Name is required', key: 'nameRequired' },
      { path: 'clinicTimings.0.morningStart', message: 'Time must be HH:MM', key: 'timeFormat' },
      { path: 'website', message: 'Invalid URL' },
    ],
  }),
);

describe.each(LANGUAGES)('in %s', (language, t) => {
  const expected = {
    en: { name: 'Name is required', time: 'Time must be HH:MM', reply: 'Name is required' },
    ml: {
      name: mlAccount.validation.nameRequired,
      time: mlAccount.validation.timeFormat,
      reply: mlAccount.validation.nameRequired,
    },
  }[language];

  it('gives the message of one field path, translated by its key', () => {
    expect(fieldErrorText(t, refusal, 'name')).toBe(expected.name);
    expect(fieldErrorText(t, refusal, 'clinicTimings.0.morningStart')).toBe(expected.time);
  });

  it('gives a keyless field message as the server sent it, and nothing for other fields', () => {
    expect(fieldErrorText(t, refusal, 'website')).toBe('Invalid URL');
    expect(fieldErrorText(t, refusal, 'phone')).toBeUndefined();
    expect(fieldErrorText(t, new TypeError('Failed to fetch'), 'name')).toBeUndefined();
  });

  it("gives the reply's message by its key, else as sent", () => {
    expect(apiErrorText(t, refusal)).toBe(expected.reply);
    expect(apiErrorText(t, new ApiError(415, '{"message":"Unsupported media type"}'))).toBe(
      'Unsupported media type',
    );
    expect(apiErrorText(t, new ApiError(502, '', 'Bad Gateway'))).toBeUndefined();
  });

  it("translates a schema's key in a form, and a component's own text stays", () => {
    expect(validationMessage(t, { message: 'nameRequired', type: 'too_small' })).toBe(
      expected.name,
    );
    expect(validationMessage(t, { message: expected.time })).toBe(expected.time);
  });
});

it('the Malayalam differs from the English (the catalogue is not a copy)', () => {
  expect(mlAccount.validation.nameRequired).not.toBe(enAccount.validation.nameRequired);
});
