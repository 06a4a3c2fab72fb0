import { describe, expect, it } from 'vitest';
import {
  type BookingValues,
  bookingFieldProblems,
  bookingWarnings,
  canBook,
  hoursOnDate,
  missingBookingFields,
} from './booking-rules.js';

const filledForm: BookingValues = {
  patientName: 'Anitha',
  age: '42',
  sex: 'Female',
  phone: '9847012345',
  preferredDate: '2026-11-25',
  preferredTime: '10:00',
  preferredLanguage: 'English',
  healthConcerns: '',
};

// 2026-11-25 is a Wednesday, 2026-11-26 a Thursday.
const timings = [
  { day: 'Wednesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
  { day: 'Thursday', isOpen: false },
];

describe('Book button', () => {
  it('is enabled when the required fields are filled', () => {
    expect(canBook(filledForm, '2026-11-25')).toBe(true);
  });

  it.each(['patientName', 'age', 'sex', 'phone', 'preferredDate', 'preferredTime'] as const)(
    'is disabled while %s is blank',
    (field) => {
      expect(canBook({ ...filledForm, [field]: '   ' }, '2026-11-25')).toBe(false);
    },
  );

  it('does not need health concerns', () => {
    expect(canBook({ ...filledForm, healthConcerns: '' }, '2026-11-25')).toBe(true);
  });

  it('is disabled for a date before today', () => {
    expect(canBook(filledForm, '2026-11-26')).toBe(false);
  });
});

describe('soft warnings', () => {
  it.each([
    { date: '2026-11-25', time: '10:00', closedOnDate: false, outsideHours: false },
    { date: '2026-11-25', time: '13:00', closedOnDate: false, outsideHours: false },
    { date: '2026-11-25', time: '18:30', closedOnDate: false, outsideHours: true },
    { date: '2026-11-26', time: '10:00', closedOnDate: true, outsideHours: false },
    { date: '', time: '10:00', closedOnDate: false, outsideHours: false },
  ])('$date $time', ({ date, time, closedOnDate, outsideHours }) => {
    expect(bookingWarnings(timings, date, time)).toEqual({
      closedOnDate,
      outsideHours,
      onLeaveUntil: null,
    });
  });

  it('never warns for a healer without timings', () => {
    expect(bookingWarnings([], '2026-11-26', '23:00')).toEqual({
      closedOnDate: false,
      outsideHours: false,
      onLeaveUntil: null,
    });
  });

  it("says the healer is on leave, until when, instead of the day's hours", () => {
    const leave = [
      { from: '2026-11-24', to: '2026-11-26' },
      { from: '2026-11-27', to: '2026-11-30' },
    ];
    // A closed Thursday inside the leave, and an open Wednesday at a time outside the hours.
    for (const [date, time] of [
      ['2026-11-26', '10:00'],
      ['2026-11-25', '18:30'],
    ] as const) {
      expect(bookingWarnings(timings, date, time, leave)).toEqual({
        closedOnDate: false,
        outsideHours: false,
        onLeaveUntil: '2026-11-30',
      });
    }
    // The day after: the usual warnings again.
    expect(bookingWarnings(timings, '2026-12-01', '10:00', leave).onLeaveUntil).toBeNull();
  });
});

describe('hours on the chosen date', () => {
  it('lists the ranges of an open day', () => {
    expect(hoursOnDate(timings, '2026-11-25')).toEqual({
      kind: 'hours',
      day: 'Wednesday',
      ranges: [{ start: '09:00', end: '13:00' }],
    });
  });

  it('says closed on a closed day', () => {
    expect(hoursOnDate(timings, '2026-11-26')).toEqual({ kind: 'closed', day: 'Thursday' });
  });
});

describe('what Book waits for (wave 3: said, not only disabled)', () => {
  const blank: BookingValues = {
    ...filledForm,
    patientName: '',
    age: '',
    sex: '',
    phone: '',
    preferredDate: '',
    preferredTime: '',
  };

  it('names every blank required field, in the form’s order', () => {
    expect(missingBookingFields(blank)).toEqual([
      'patientName',
      'age',
      'sex',
      'phone',
      'preferredDate',
      'preferredTime',
    ]);
    expect(missingBookingFields({ ...blank, patientName: ' Anitha ', phone: '98' })).toEqual([
      'age',
      'sex',
      'preferredDate',
      'preferredTime',
    ]);
    expect(missingBookingFields(filledForm)).toEqual([]);
  });

  it('keeps the spec’s enabling rule: a short phone or odd age still enables Book', () => {
    expect(canBook({ ...filledForm, phone: '12', age: '150' }, '2026-11-25')).toBe(true);
  });
});

describe('phone and age checks', () => {
  it.each([
    ['12', 'phoneTooShort'],
    ['98470 1234', 'phoneTooShort'], // 9 digits
    ['98470 12345', undefined],
    ['+91 98470 12345', undefined],
    ['', undefined], // blank: Book waits instead
  ])('phone %j → %s', (phone, problem) => {
    expect(bookingFieldProblems({ phone, age: '40' }).phone).toBe(problem);
  });

  it.each([
    ['0', 'ageRange'],
    ['150', 'ageRange'],
    ['121', 'ageRange'],
    ['1', undefined],
    ['120', undefined],
    ['', undefined],
  ])('age %j → %s', (age, problem) => {
    expect(bookingFieldProblems({ phone: '9847012345', age }).age).toBe(problem);
  });
});
