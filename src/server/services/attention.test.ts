import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS } from '../../shared/constants/attention.js';
import { pagePositions, reasonMasks, reasonsOf } from './attention.js';
import { type AttentionSnapshot, NEVER_DAY, REASON_BIT } from './attention-snapshot.js';

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const popcount = (mask: number) => reasonsOf(mask).length;

/** The obvious version: every listed position, sorted by reasons then position, sliced. */
function slowPage(masks: Uint16Array, filterBit: number, offset: number, limit: number) {
  const listed = [...masks.keys()].filter((at) =>
    filterBit ? (masks[at]! & filterBit) !== 0 : masks[at]! !== 0,
  );
  listed.sort((a, b) => popcount(masks[b]!) - popcount(masks[a]!) || a - b);
  return { positions: listed.slice(offset, offset + limit), total: listed.length };
}

describe('pagePositions', () => {
  it('pages exactly as sorting every listed healer would, for any filter, offset and limit', () => {
    const random = rng(48);
    for (let round = 0; round < 60; round++) {
      const size = Math.floor(random() * 300);
      const masks = Uint16Array.from({ length: size }, () =>
        random() < 0.2 ? 0 : Math.floor(random() * (1 << ATTENTION_REASONS.length)),
      );
      const filterBit = random() < 0.3 ? 0 : 1 << Math.floor(random() * ATTENTION_REASONS.length);
      const limit = 1 + Math.floor(random() * 40);
      const offset = Math.floor(random() * (size + 10));
      expect(pagePositions(masks, filterBit, offset, limit)).toEqual(
        slowPage(masks, filterBit, offset, limit),
      );
    }
  });
});

describe('reasonMasks', () => {
  const snapshot = (overrides: Partial<AttentionSnapshot>): AttentionSnapshot => ({
    version: 1n,
    removals: 0n,
    ids: ['a'],
    names: ['A'],
    staticFlags: Uint16Array.of(0),
    codeExpiresAt: Float64Array.of(Number.NaN),
    confirmedDay: Int32Array.of(20_000),
    verifiedDay: Int32Array.of(20_000),
    ...overrides,
  });
  // 2024-10-04 is day 20,000; at 20:00 UTC it is already the 5th in Kolkata.
  const evening = new Date('2024-10-04T20:00:00Z');
  const zone = 'Asia/Kolkata';
  const reasons = (data: Partial<AttentionSnapshot>, reports: string[] = []) =>
    reasonsOf(reasonMasks(snapshot(data), new Set(reports), evening, zone)[0]!);

  it.each([
    [
      'a confirmation 180 days old (clinic date) is fresh',
      { confirmedDay: Int32Array.of(20_001 - 180) },
      [],
    ],
    ['one 181 days old is not', { confirmedDay: Int32Array.of(20_001 - 181) }, ['not-confirmed']],
    ['none is not', { confirmedDay: Int32Array.of(NEVER_DAY) }, ['not-confirmed']],
    ['a check 365 days old is fresh', { verifiedDay: Int32Array.of(20_001 - 365) }, []],
    ['one 366 days old is due', { verifiedDay: Int32Array.of(20_001 - 366) }, ['verification-due']],
    [
      'a code expiring at this instant has expired',
      { codeExpiresAt: Float64Array.of(evening.getTime()) },
      ['code-expired'],
    ],
    [
      'one expiring a millisecond later has not',
      { codeExpiresAt: Float64Array.of(evening.getTime() + 1) },
      [],
    ],
    ['the row’s own flags stay', { staticFlags: Uint16Array.of(REASON_BIT['no-pin']) }, ['no-pin']],
  ] as const)('%s', (_name, data, expected) => {
    expect(reasons(data)).toEqual(expected);
  });

  it('adds open reports by id', () => {
    expect(reasons({}, ['a'])).toEqual(['open-reports']);
    expect(reasons({}, ['b'])).toEqual([]);
  });
});
