import { describe, expect, it } from 'vitest';
import {
  HEALER_CSV_COLUMNS,
  leaveText,
  parseLeave,
  READ_ONLY_COLUMNS,
} from './healer-sheet-columns.js';

describe('the leave cell', () => {
  const leave = [
    { from: '2026-12-10', to: '2026-12-20', note: 'Pilgrimage; Sabarimala' },
    { from: '2027-01-05', to: '2027-01-05', note: null },
    { from: '2027-02-01', to: '2027-02-03', note: null },
    { from: '2027-03-01', to: '2027-03-01', note: 'Wedding' },
  ];

  it('writes periods as from..to and a note, a single day too (a lone date becomes a number in Excel)', () => {
    expect(leaveText(leave)).toBe(
      '2026-12-10..2026-12-20 Pilgrimage; Sabarimala; 2027-01-05..2027-01-05; 2027-02-01..2027-02-03; 2027-03-01..2027-03-01 Wedding',
    );
    expect(leaveText([])).toBe('');
  });

  it('reads back what it wrote, a ; inside a note included', () => {
    expect(parseLeave(leaveText(leave))).toEqual(leave);
  });

  it('takes the ways people type it: dashes, "to", a lone day, single digits, a trailing ;', () => {
    expect(
      parseLeave(
        ' 2027-1-5 – 2027-1-9 Family ; 2027-02-01 to 2027-02-02; 2027-03-04; 2027-04-01 Wedding;',
      ),
    ).toEqual([
      { from: '2027-01-05', to: '2027-01-09', note: 'Family' },
      { from: '2027-02-01', to: '2027-02-02', note: null },
      { from: '2027-03-04', to: '2027-03-04', note: null },
      { from: '2027-04-01', to: '2027-04-01', note: 'Wedding' },
    ]);
    expect(parseLeave('')).toEqual([]);
  });

  it('gives null for text that is not periods of days', () => {
    expect(parseLeave('10/12/2026..20/12/2026')).toBeNull();
    expect(parseLeave('Away in December')).toBeNull();
    expect(parseLeave('2026-12-10..')).toBeNull();
  });
});

describe('the trust columns', () => {
  it('export the verification as two read-only cells and confirmedOn read-only; leave is written', () => {
    expect(HEALER_CSV_COLUMNS).toEqual(
      expect.arrayContaining([
        'verificationCheckedOn',
        'verificationChecks',
        'confirmedOn',
        'leave',
      ]),
    );
    expect(HEALER_CSV_COLUMNS).not.toContain('verification');
    for (const column of ['verificationCheckedOn', 'verificationChecks', 'confirmedOn'] as const) {
      expect(READ_ONLY_COLUMNS.has(column)).toBe(true);
    }
    expect(READ_ONLY_COLUMNS.has('leave')).toBe(false);
  });
});
