import { longDate, to12Hour } from './time-format.js';
import { displayName } from './titles.js';

/** Labels of the booking message, reusable by the booking dialog. */
export const BOOKING_MESSAGE_LABELS = {
  header: 'Appointment Request',
  healer: 'Healer',
  specialty: 'Specialty',
  patientName: 'Patient Name',
  age: 'Age',
  sex: 'Sex',
  phone: 'Phone',
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  preferredLanguage: 'Preferred Language',
  healthConcerns: 'Health Concerns',
} as const;

/** Labels of the contact message, reusable by the contact form. */
export const CONTACT_MESSAGE_LABELS = {
  header: 'New Contact Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const;

export interface BookingMessageHealer {
  titles?: readonly string[] | null;
  name: string;
  specialty?: string | null;
}

export interface BookingMessageDetails {
  patientName: string;
  age: string;
  sex: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  preferredLanguage: string;
  healthConcerns?: string | null;
}

export interface ContactMessageDetails {
  firstName: string;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

/** 'Label: value' lines, skipping blank values. */
const lines = (entries: readonly (readonly [string, string | null | undefined])[]) =>
  entries
    .map(([label, value]) => [label, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`);

/** The WhatsApp text of a booking request. */
export function bookingMessage(
  healer: BookingMessageHealer,
  booking: BookingMessageDetails,
): string {
  const l = BOOKING_MESSAGE_LABELS;
  return [
    `*${l.header}*`,
    '',
    ...lines([
      [l.healer, displayName(healer.titles, healer.name)],
      [l.specialty, healer.specialty],
      [l.patientName, booking.patientName],
      [l.age, booking.age],
      [l.sex, booking.sex],
      [l.phone, booking.phone],
      [l.preferredDate, longDate(booking.preferredDate.trim())],
      [l.preferredTime, to12Hour(booking.preferredTime)],
      [l.preferredLanguage, booking.preferredLanguage],
      [l.healthConcerns, booking.healthConcerns],
    ]),
  ].join('\n');
}

/** The WhatsApp text of a contact form message. */
export function contactMessage(form: ContactMessageDetails): string {
  const l = CONTACT_MESSAGE_LABELS;
  const name = [form.firstName, form.lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [
    `*${l.header}*`,
    '',
    ...lines([
      [l.name, name],
      [l.email, form.email],
      [l.phone, form.phone],
      [l.subject, form.subject],
      [l.message, form.message],
    ]),
  ].join('\n');
}
