import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('secret-1'), hashPassword('secret-1')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-1');
  });

  it.each([
    ['the right password', 'secret-1', true],
    ['a wrong password', 'secret-2', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_label, attempt, expected) => {
    const stored = await hashPassword('secret-1');
    expect(await verifyPassword(stored, attempt)).toBe(expected);
  });

  it.each([null, undefined, '', 'plain-text', '$argon2id$broken'])(
    'never matches a missing or malformed hash (%s)',
    async (stored) => {
      expect(await verifyPassword(stored, 'plain-text')).toBe(false);
    },
  );
});
