import { describe, expect, it } from 'vitest';
import { healerSchema } from '../shared/schemas/healer.js';
import { healerDtoColumns, toHealerDto } from './mappers.js';
import type { HealerRow } from './schema.js';
import { buildHealer } from './seed/factories.js';

/** The clinics' day the mapping shows leave as of. */
const TODAY = '2026-12-02';

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
    verificationNote: 'NOTE-FOR-ADMINS-ONLY',
    lastSignInAt: null,
    remindedAt: null,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
    ...overrides,
  };
}

describe('toHealerDto', () => {
  it('gives the API shape with ISO dates and no password, hash or search column', () => {
    const dto = toHealerDto(row(), TODAY);
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
    expect(toHealerDto(row({ isActive: stored }), TODAY).isActive).toBe(shown);
  });
});

describe('healerDtoColumns', () => {
  it('selects every column but the password, its flag, the search text and the private note', () => {
    // The reply's `verification` is built from its two columns.
    const replied = Object.keys(healerSchema.shape).filter((key) => key !== 'verification');
    expect(Object.keys(healerDtoColumns).sort()).toEqual(
      [...replied, 'verificationCheckedOn', 'verificationChecks'].sort(),
    );
  });
});

describe('toHealerDto: trust fields', () => {
  it('shows the verification without its note, and only leave that has not ended', () => {
    const dto = toHealerDto(
      row({
        verificationCheckedOn: '2026-03-01',
        verificationChecks: ['membership', 'identity'],
        verificationNote: 'NOTE-FOR-ADMINS-ONLY',
        confirmedOn: '2026-04-02',
        leave: [
          { from: '2099-02-01', to: '2099-02-03', note: null },
          { from: '2001-01-01', to: '2001-01-05', note: 'long ago' },
          { from: '2098-01-01', to: '2098-01-09', note: 'Pilgrimage' },
        ],
      }),
      TODAY,
    );
    expect(dto.verification).toEqual({
      checkedOn: '2026-03-01',
      checks: ['membership', 'identity'],
    });
    expect(JSON.stringify(dto)).not.toContain('NOTE-FOR-ADMINS-ONLY');
    expect(dto.confirmedOn).toBe('2026-04-02');
    expect(dto.leave).toEqual([
      { from: '2098-01-01', to: '2098-01-09', note: 'Pilgrimage' },
      { from: '2099-02-01', to: '2099-02-03', note: null },
    ]);
  });

  it('shows no verification when none was recorded', () => {
    expect(toHealerDto(row(), TODAY).verification).toBeNull();
  });
});
