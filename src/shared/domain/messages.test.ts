import { describe, expect, it } from 'vitest';
import { bookingMessage, contactMessage } from './messages.js';

describe('bookingMessage', () => {
  const healer = { titles: ['Dr', 'Ac.Hlr'], name: 'Anil Kumar', specialty: 'Pain relief' };
  const booking = {
    patientName: ' Meera ',
    age: '42',
    sex: 'Female',
    phone: '9876543210',
    preferredDate: '2026-11-25',
    preferredTime: '16:30',
    preferredLanguage: 'Malayalam',
    healthConcerns: 'Back pain',
  };

  it('lists every detail, one label per line, with a 12-hour time', () => {
    expect(bookingMessage(healer, booking)).toBe(
      [
        '*Appointment Request*',
        '',
        'Healer: Acu Hr. Dr Anil Kumar',
        'Specialty: Pain relief',
        'Patient Name: Meera',
        'Age: 42',
        'Sex: Female',
        'Phone: 9876543210',
        'Preferred Date: Wednesday, 25 November 2026',
        'Preferred Time: 4:30 PM',
        'Preferred Language: Malayalam',
        'Health Concerns: Back pain',
      ].join('\n'),
    );
  });

  it('leaves out blank concerns and a missing specialty', () => {
    const text = bookingMessage(
      { ...healer, specialty: null },
      { ...booking, healthConcerns: ' ' },
    );
    expect(text).not.toContain('Specialty');
    expect(text).not.toContain('Health Concerns');
  });
});

describe('contactMessage', () => {
  it.each([
    [
      'with every field',
      {
        firstName: 'Ravi',
        lastName: 'Nair',
        email: 'r@x.in',
        phone: '9876543210',
        subject: 'Hi',
        message: 'Hello',
      },
      ['Name: Ravi Nair', 'Email: r@x.in', 'Phone: 9876543210', 'Subject: Hi', 'Message: Hello'],
    ],
    [
      'without the optional last name and phone',
      { firstName: 'Ravi', email: 'r@x.in', subject: 'Hi', message: 'Hello' },
      ['Name: Ravi', 'Email: r@x.in', 'Subject: Hi', 'Message: Hello'],
    ],
  ])('%s', (_case, form, lines) => {
    expect(contactMessage(form)).toBe(['*New Contact Message*', '', ...lines].join('\n'));
  });
});
