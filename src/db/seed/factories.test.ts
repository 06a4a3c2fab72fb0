import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '../../shared/constants/districts.js';
import { LANGUAGES } from '../../shared/constants/languages.js';
import { TEAM_ROLES } from '../../shared/constants/people.js';
import { TITLES } from '../../shared/constants/titles.js';
import { healerInputSchema } from '../../shared/schemas/healer.js';
import { teamMemberInputSchema } from '../../shared/schemas/team-member.js';
import { buildHealer, buildTeamMember, healerPhone } from './factories.js';
import { buildClinicTimings, TIMING_PATTERNS } from './timing-patterns.js';

describe('buildHealer', () => {
  it('builds the same healer for the same seed and another for another seed', () => {
    expect(buildHealer(42)).toEqual(buildHealer(42));
    expect(buildHealer(43)).not.toEqual(buildHealer(42));
  });

  it('builds healers the admin healer form accepts as they are', () => {
    for (let seed = 0; seed < 200; seed++) {
      const result = healerInputSchema.safeParse(buildHealer(seed));
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('uses the spec constants for titles, districts and languages', () => {
    for (let seed = 0; seed < 200; seed++) {
      const healer = buildHealer(seed);
      expect(TITLES).toEqual(expect.arrayContaining(healer.titles));
      expect(DISTRICTS).toContain(healer.district);
      const languages = (healer.languages ?? '').split(',').map((language) => language.trim());
      expect(LANGUAGES).toEqual(expect.arrayContaining(languages));
      expect(healer.pincode).toMatch(/^6\d{5}$/);
      expect(healer).toMatchObject({ state: 'Kerala', country: 'India' });
    }
  });

  it('applies overrides last', () => {
    expect(buildHealer(1, { name: 'Lakshmi Menon', district: 'Wayanad' })).toMatchObject({
      name: 'Lakshmi Menon',
      district: 'Wayanad',
    });
  });
});

describe('healerPhone', () => {
  it('gives 10-digit mobile numbers starting 9, 8 or 7, unique across seeds', () => {
    const phones = new Set<string>();
    for (let seed = 0; seed < 20_000; seed++) {
      const phone = healerPhone(seed);
      expect(phone).toMatch(/^[987]\d{9}$/);
      phones.add(phone);
    }
    expect(phones.size).toBe(20_000);
  });
});

describe('buildClinicTimings', () => {
  it.each(TIMING_PATTERNS.filter((pattern) => pattern !== 'none'))(
    '%s covers the seven days once, Monday first',
    (pattern) => {
      const days = buildClinicTimings(pattern).map((entry) => entry.day);
      expect(days).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
    },
  );

  it('has no entries for a healer without timings', () => {
    expect(buildClinicTimings('none')).toEqual([]);
  });

  it('has evening-only days in the evening-weekdays pattern', () => {
    const monday = buildClinicTimings('evening-weekdays')[0];
    expect(monday).toMatchObject({ isOpen: true, morningStart: '', eveningStart: '17:00' });
  });
});

describe('buildTeamMember', () => {
  it('builds members the team member form accepts, with roles in turn', () => {
    const roles = TEAM_ROLES.map((_, seed) => buildTeamMember(seed).role);
    expect(roles).toEqual([...TEAM_ROLES]);
    for (let seed = 0; seed < 50; seed++) {
      expect(teamMemberInputSchema.safeParse(buildTeamMember(seed)).success).toBe(true);
    }
  });

  it('describes the member in the role given, not the seed’s', () => {
    const summaries = Array.from({ length: 30 }, (_, seed) =>
      buildTeamMember(seed, { role: 'Vice President' }),
    ).map((member) => member.summary);
    expect(summaries.filter((summary) => summary !== null).length).toBeGreaterThan(0);
    for (const summary of summaries) {
      if (summary !== null) expect(summary).toMatch(/^Vice President of the federation/);
    }
  });
});
