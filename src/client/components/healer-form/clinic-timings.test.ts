import { describe, expect, it } from 'vitest';
import { applyPreset, fromEditorDays, toEditorDays } from './clinic-timings.js';

describe('clinic timings editor rules', () => {
  it('shows seven days, Monday first, with unsaved days closed and blank', () => {
    const days = toEditorDays([
      { day: 'Wednesday', isOpen: true, morningStart: '10:00', morningEnd: '12:00' },
    ]);
    expect(days.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days[0]).toEqual({
      day: 'Monday',
      isOpen: false,
      morningStart: '',
      morningEnd: '',
      eveningStart: '',
      eveningEnd: '',
    });
    expect(days[2]).toMatchObject({
      isOpen: true,
      morningStart: '10:00',
      morningEnd: '12:00',
      eveningStart: '',
    });
  });

  it.each([
    ['fullDay', '09:00', '18:00'],
    ['halfDay', '09:00', '13:00'],
  ] as const)('the %s preset opens the day %s-%s with no evening', (preset, start, end) => {
    const [monday] = toEditorDays([
      { day: 'Monday', isOpen: false, eveningStart: '17:00', eveningEnd: '20:00' },
    ]);
    expect(applyPreset(monday!, preset)).toEqual({
      day: 'Monday',
      isOpen: true,
      morningStart: start,
      morningEnd: end,
      eveningStart: '',
      eveningEnd: '',
    });
  });

  it('saves an untouched empty week as no timings, and any set day as the full week', () => {
    expect(fromEditorDays(toEditorDays([]))).toEqual([]);
    const days = toEditorDays([]);
    days[1] = applyPreset(days[1]!, 'halfDay');
    const saved = fromEditorDays(days);
    expect(saved).toHaveLength(7);
    expect(saved[1]).toMatchObject({ day: 'Tuesday', isOpen: true, morningEnd: '13:00' });
  });
});
