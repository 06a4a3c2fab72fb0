import { describe, expect, it } from 'vitest';
import type { AdminRow } from '../../db/schema.js';
import { generateAdminPassword, identifierMatches } from './admin-account.js';
import { isPhonePassword } from './healer-account.js';
import { hashToken, isWellFormedToken, newToken } from './session.js';

describe('isPhonePassword', () => {
  it.each([
    ['9847012345', '9847012345', true],
    ['98470 12345', '9847012345', true],
    ['98470-12345', '9847012345', true],
    ['+919847012345', '9847012345', true],
    ['9847012345', '+91 98470 12345', true],
    ['919847012345', '9847012345', true],
    ['12345', '9847012345', false],
    ['mysecret', '9847012345', false],
    ['9847012346', '9847012345', false],
    ['1234567890', '9847012345', false],
  ])('%s with phone %s → %s', (password, phone, expected) => {
    expect(isPhonePassword(password, phone)).toBe(expected);
  });
});

describe('identifierMatches', () => {
  const admin = { email: 'Office@Example.org', phone: '+91 98470 00000' } as AdminRow;
  it.each([
    ['admin', true],
    [' ADMIN ', true],
    ['office@example.org', true],
    ['9198470 00000', true],
    ['+91-98470-00000', true],
    ['98470', false],
    ['other@example.org', false],
    ['adminx', false],
  ])('%s → %s', (identifier, expected) => {
    expect(identifierMatches(admin, identifier)).toBe(expected);
  });

  it('matches only "admin" while no e-mail or phone is set', () => {
    const bare = { email: null, phone: null } as AdminRow;
    expect(identifierMatches(bare, 'admin')).toBe(true);
    expect(identifierMatches(bare, '')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 32 random bytes, stored only as their SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(newToken()).not.toBe(token);
  });

  it.each(['', 'short', `${'a'.repeat(43)}=`, `${'a'.repeat(42)}!`])(
    'refuses a malformed token %j without a query',
    (token) => expect(isWellFormedToken(token)).toBe(false),
  );

  it('generates admin passwords of 18 URL-safe characters', () => {
    expect(generateAdminPassword()).toMatch(/^[A-Za-z0-9_-]{18}$/);
  });
});
