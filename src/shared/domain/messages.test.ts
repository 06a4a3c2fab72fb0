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
        'Hello Acu Hr. Dr Anil Kumar, I found you on the directory of the Federation of Classical Acupuncture Healers, Kerala and would like to book an appointment. My details:',
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

describe('messages in Malayalam', () => {
  const healer = { titles: ['Dr', 'Ac.Hlr'], name: 'Anil Kumar', specialty: 'Pain relief' };
  const booking = {
    patientName: ' മീര ',
    age: '42',
    sex: 'Female',
    phone: '9876543210',
    preferredDate: '2026-11-25',
    preferredTime: '16:30',
    preferredLanguage: 'Malayalam',
    healthConcerns: 'നടുവേദന, back pain',
  };

  it('labels the booking in Malayalam and keeps what the visitor typed', () => {
    expect(bookingMessage(healer, booking, 'ml')).toBe(
      [
        '*അപ്പോയിന്റ്മെന്റിനുള്ള അപേക്ഷ*',
        '',
        'നമസ്കാരം അക്യു. ഹീലർ ഡോ. Anil Kumar, ഫെഡറേഷൻ ഓഫ് ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലേഴ്സ്, കേരളം-ന്റെ ഡയറക്ടറിയിൽ നിന്നാണ് താങ്കളുടെ വിവരം കിട്ടിയത്. ഒരു അപ്പോയിന്റ്മെന്റ് വേണമെന്നുണ്ട്. എന്റെ വിവരങ്ങൾ:',
        '',
        'ഹീലർ: അക്യു. ഹീലർ ഡോ. Anil Kumar',
        'ചികിത്സാ മേഖല: Pain relief',
        'രോഗിയുടെ പേര്: മീര',
        'പ്രായം: 42',
        'ലിംഗം: സ്ത്രീ',
        'ഫോൺ: 9876543210',
        'സൗകര്യപ്രദമായ തീയതി: 2026 നവംബർ 25, ബുധനാഴ്ച',
        'സൗകര്യപ്രദമായ സമയം: വൈകുന്നേരം 4:30',
        'സംസാരിക്കാൻ താൽപ്പര്യമുള്ള ഭാഷ: മലയാളം',
        'ആരോഗ്യ പ്രശ്നങ്ങൾ: നടുവേദന, back pain',
      ].join('\n'),
    );
  });

  it('keeps a choice it has no Malayalam name for as typed, and skips blanks', () => {
    const text = bookingMessage(
      { ...healer, titles: ['Vaidyar'], specialty: null },
      { ...booking, sex: 'Prefer not to say', preferredLanguage: 'Tulu', healthConcerns: '' },
      'ml',
    );
    expect(text).toContain('ഹീലർ: Vaidyar Anil Kumar');
    expect(text).toContain('ലിംഗം: പറയാൻ താൽപ്പര്യമില്ല');
    expect(text).toContain('സംസാരിക്കാൻ താൽപ്പര്യമുള്ള ഭാഷ: Tulu');
    expect(text).not.toContain('ചികിത്സാ മേഖല');
    expect(text).not.toContain('ആരോഗ്യ പ്രശ്നങ്ങൾ');
  });

  it('labels the contact message in Malayalam', () => {
    const form = {
      firstName: 'Ravi',
      lastName: 'നായർ',
      email: 'r@x.in',
      subject: 'അംഗത്വം',
      message: 'Hello',
    };
    expect(contactMessage(form, 'ml')).toBe(
      [
        '*പുതിയ സന്ദേശം*',
        '',
        'പേര്: Ravi നായർ',
        'ഇമെയിൽ: r@x.in',
        'വിഷയം: അംഗത്വം',
        'സന്ദേശം: Hello',
      ].join('\n'),
    );
  });

  it('stays English when no language is given', () => {
    expect(bookingMessage(healer, booking)).toBe(bookingMessage(healer, booking, 'en'));
    expect(bookingMessage(healer, booking)).toContain('Sex: Female');
  });
});
