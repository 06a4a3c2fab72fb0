import { describe, expect, it } from 'vitest';
import { healerSchema } from '../shared/schemas/healer.js';
import { healerDtoColumns, toHealerDto } from './mappers.js';
import type { HealerRow } from './schema.js';
import { buildHealer } from './seed/factories.js';

function row(overrides: Partial<HealerRow> = {}): HealerRow {
  return {
    ...buildHealer(7),
    id: 'h1',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    mustChangePassword: true,
    signInCodeHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$Y29kZQ',
    signInCodeExpiresAt: new Date('2026-01-16T03:04:05.000Z'),
    signInCodeFailures: 3,
    signInCodeUsedAt: null,
    searchText: 'ignored',
    adminSearchText: 'ignored too',
    geoLat: 8.9,
    geoLng: 76.6,
    geoApproximate: false,
    isDemo: false,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
    ...overrides,
  };
}

describe('toHealerDto', () => {
  it('gives the API shape with ISO dates and no password, hash or search column', () => {
    const dto = toHealerDto(row());
    expect(healerSchema.strict().parse(dto)).toEqual(dto);
    expect(dto.createdAt).toBe('2026-01-02T03:04:05.000Z');
    expect(dto.updatedAt).toBe('2026-02-03T04:05:06.000Z');
    const text = JSON.stringify(dto);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('ignored too');
    expect(Object.keys(dto)).not.toEqual(
      expect.arrayContaining([
        'passwordHash',
        'mustChangePassword',
        'searchText',
        'adminSearchText',
      ]),
    );
  });

  it.each([
    ['true', 'true'],
    ['false', 'false'],
    ['TRUE', 'false'],
    ['', 'false'],
  ])('shows is_active %j as isActive %j (only "true" is active)', (stored, shown) => {
    expect(toHealerDto(row({ isActive: stored })).isActive).toBe(shown);
  });
});

describe('healerDtoColumns', () => {
  it('selects every column but the password, its flag and the search text', () => {
    expect(Object.keys(healerDtoColumns).sort()).toEqual(Object.keys(healerSchema.shape).sort());
  });
});
