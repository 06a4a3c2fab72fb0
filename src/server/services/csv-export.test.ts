import { describe, expect, it } from 'vitest';
import { clinicTimingsText, exportFileName, neutraliseFormula } from './csv-export.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98470', "'+91 98470"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Anil', 'Anil'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});

describe('clinicTimingsText', () => {
  it('reads as one line per week', () => {
    expect(
      clinicTimingsText([
        {
          day: 'Monday',
          isOpen: true,
          morningStart: '09:00',
          morningEnd: '13:00',
          eveningStart: '17:00',
          eveningEnd: '20:00',
        },
        { day: 'Tuesday', isOpen: true },
        { day: 'Wednesday', isOpen: true, eveningStart: '16:00', eveningEnd: '' },
        { day: 'Sunday', isOpen: false },
      ]),
    ).toBe('Monday 09:00-13:00, 17:00-20:00; Tuesday open; Wednesday 16:00-?; Sunday closed');
  });
});

describe('exportFileName', () => {
  it.each([
    ['2026-03-31T19:00:00Z', 'Asia/Kolkata', 'healers-2026-04-01.csv'],
    ['2026-03-31T18:00:00Z', 'Asia/Kolkata', 'healers-2026-03-31.csv'],
    ['2026-01-01T03:00:00Z', 'America/New_York', 'healers-2025-12-31.csv'],
  ])('%s in %s → %s', (instant, zone, name) => {
    expect(exportFileName(new Date(instant), zone)).toBe(name);
  });
});
