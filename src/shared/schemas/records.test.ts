import { describe, expect, it } from 'vitest';
import { englishMessage } from '../constants/validation-messages.js';
import { bookingFormSchema, bookingFormSchemaFrom } from './booking.js';
import { contactFormSchema } from './contact.js';
import { errorReplyFromIssues } from './error.js';
import { healerPatchSchema } from './healer.js';
import { holidayInputSchema } from './holiday.js';
import { serviceInputSchema, servicePatchSchema } from './service.js';
import { contactSettingsUpdateSchema } from './settings.js';
import { teamMemberInputSchema, teamMemberPatchSchema } from './team-member.js';

/** The first issue's message in English (the schemas write message keys). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : englishMessage(result.error!.issues[0]!.message);

describe('service', () => {
  it.each([
    [{ name: '   ' }, 'Service name is required'],
    [{}, 'Service name is required'],
    [{ name: 'Cupping' }, null],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(serviceInputSchema.safeParse(body))).toBe(message);
  });

  it('trims the name and patches only what is sent', () => {
    expect(serviceInputSchema.parse({ name: ' Cupping ' }).name).toBe('Cupping');
    expect(servicePatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('team member', () => {
  const valid = { name: 'Asha', role: 'Treasurer' };

  it.each([
    [{ role: 'Treasurer' }, 'Name is required'],
    [{ name: 'Asha' }, 'Role is required'],
    [{ ...valid, role: 'King' }, 'Role is required'],
    [{ ...valid, email: 'asha@' }, 'Valid email required'],
    [{ ...valid, email: '' }, null],
    [{ ...valid, email: 'asha@fcah.in' }, null],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(teamMemberInputSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [undefined, 0],
    ['3', 3],
    ['abc', 0],
    ['', 0],
    [2.7, 2],
    [null, 0],
  ])('displayOrder %j → %d', (displayOrder, expected) => {
    expect(teamMemberInputSchema.parse({ ...valid, displayOrder }).displayOrder).toBe(expected);
  });

  it('is active by default, but a patch changes only what it sends', () => {
    expect(teamMemberInputSchema.parse(valid).isActive).toBe(true);
    expect(teamMemberPatchSchema.parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
  });
});

describe('healer patch', () => {
  it('does not reset defaulted fields that were not sent', () => {
    expect(healerPatchSchema.parse({ name: 'Anil' })).toEqual({ name: 'Anil' });
  });

  it('keeps the record rules', () => {
    expect(firstMessage(healerPatchSchema.safeParse({ rating: 6 }))).toBe(
      'Rating must be between 0 and 5',
    );
    expect(firstMessage(healerPatchSchema.safeParse({ name: ' ' }))).toBe('Name is required');
  });
});

describe('settings, holiday', () => {
  it('accepts a blank contact e-mail and refuses a wrong one', () => {
    expect(contactSettingsUpdateSchema.safeParse({ contactEmail: '' }).success).toBe(true);
    expect(firstMessage(contactSettingsUpdateSchema.safeParse({ contactEmail: 'x' }))).toBe(
      'Valid email is required',
    );
  });

  it('needs a holiday name', () => {
    expect(firstMessage(holidayInputSchema.safeParse({ name: '', date: '2026-12-25' }))).toBe(
      'Holiday name is required',
    );
  });
});

describe('booking form', () => {
  const valid = {
    patientName: 'Meera',
    age: '42',
    sex: 'Female',
    phone: '9876543210',
    preferredDate: '2026-11-25',
    preferredTime: '16:30',
  };

  it('defaults the language to English', () => {
    expect(bookingFormSchema.parse(valid).preferredLanguage).toBe('English');
  });

  it.each([
    ['patientName', '  '],
    ['age', ' '],
    ['phone', ''],
    ['sex', 'Unknown'],
    ['preferredDate', '2026-02-30'],
    ['preferredTime', '25:00'],
  ])('refuses %s = %j', (field, value) => {
    const result = bookingFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses a date before today', () => {
    const schema = bookingFormSchemaFrom('2026-11-26');
    expect(firstMessage(schema.safeParse(valid))).toBe('Preferred date cannot be in the past');
    expect(bookingFormSchemaFrom('2026-11-25').safeParse(valid).success).toBe(true);
  });
});

describe('contact form', () => {
  const valid = { firstName: 'Ravi', email: 'r@x.in', subject: 'Hi', message: 'Hello' };

  it.each([
    [
      { ...valid, firstName: ' ' },
      'Please fill in all required fields (First Name, Email, Subject, and Message).',
    ],
    [
      { ...valid, message: '' },
      'Please fill in all required fields (First Name, Email, Subject, and Message).',
    ],
    [
      { ...valid, email: '' },
      'Please fill in all required fields (First Name, Email, Subject, and Message).',
    ],
    [{ ...valid, email: 'ravi@x' }, 'Please enter a valid email address.'],
    [valid, null],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(contactFormSchema.safeParse(body))).toBe(message);
  });
});

describe('error reply', () => {
  it('uses the first validation message and dotted paths', () => {
    const result = teamMemberInputSchema.safeParse({ name: '', role: 'King' });
    expect(errorReplyFromIssues(result.error!.issues)).toEqual({
      message: 'Name is required',
      key: 'nameRequired',
      errors: [
        { path: 'name', message: 'Name is required', key: 'nameRequired' },
        { path: 'role', message: 'Role is required', key: 'roleRequired' },
      ],
    });
  });
});
