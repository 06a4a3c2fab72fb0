import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../../shared/constants/ui-languages.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { enAccount } from './en/account.js';
import { mlAccount } from './ml/account.js';

const MALAYALAM = /[\u0D00-\u0D7F]/;

/** The `validation` group of the account namespace in each interface language. */
const CATALOGUES: Record<UiLanguage, Readonly<Record<string, string>>> = {
  en: enAccount.validation,
  ml: mlAccount.validation,
};

const ROOT = resolve(import.meta.dirname, '../../..');
const sources = (dir: string): { file: string; text: string }[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(join(ROOT, dir, file), 'utf8') }));

/** The message keys a folder's code writes (`MESSAGE_KEY.x` in schemas, `VALIDATION_MESSAGES.x`). */
const keysUsedIn = (dir: string) =>
  sources(dir).flatMap(({ text }) =>
    [...text.matchAll(/\b(?:MESSAGE_KEY|VALIDATION_MESSAGES)\.(\w+)/g)].map((match) => match[1]!),
  );

describe('message keys', () => {
  const schemaKeys = keysUsedIn('src/shared');
  const serverKeys = keysUsedIn('src/server');

  it.each(UI_LANGUAGES)('each one the schemas and the server use has its text in %s', (lang) => {
    expect(schemaKeys.length).toBeGreaterThan(30);
    expect(serverKeys.length).toBeGreaterThan(20);
    const keys = new Set([...schemaKeys, ...serverKeys, ...Object.keys(VALIDATION_MESSAGES)]);
    const missing = [...keys].filter((key) => !CATALOGUES[lang][key]?.trim());
    expect(missing).toEqual([]);
  });

  it('are written in Malayalam in the Malayalam catalogue, with the same placeholders', () => {
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      const text = CATALOGUES.ml[key] ?? '';
      expect(text, key).toMatch(MALAYALAM);
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it('name distinct English texts, so a reply names one key', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('are what the schemas write: no English sentence in src/shared/schemas', () => {
    // Capitalised sentences in quotes would be a message without a key; API parameter errors
    // (lower-case, for developers) stay English.
    const literals = sources('src/shared/schemas').flatMap(({ file, text }) =>
      [...text.matchAll(/'([A-Z][^'\n]*\s[^'\n]*)'/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(literals).toEqual([]);
  });

  it("cover the server's refusals: no English literal outside the registry", () => {
    // A registry text written out (the error handler's) still gets its key in the reply.
    const registry = new Set<string>(Object.values(VALIDATION_MESSAGES));
    const literals = sources('src/server').flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /(?:new HttpError\(\d+, |deny\(reply, \d+, |send\(\{ message: |const [A-Z_]*(?:NOT_FOUND|TAKEN|INCORRECT|REQUIRED|DUPLICATE|NOT_ISSUED|INVALID_[A-Z_]+|TOO_MANY[A-Z_]*) = )'([^']+)'/g,
        ),
      ]
        .filter((match) => !registry.has(match[1]!))
        .map((match) => `${file}: ${match[1]}`),
    );
    expect(literals).toEqual([]);
  });
});
