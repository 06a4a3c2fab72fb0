import { ORGANIZATION_NAME } from '../constants/limits.js';
import {
  LANGUAGE_NAMES_ML,
  ORGANIZATION_NAME_ML,
  SEX_NAMES_ML,
} from '../constants/malayalam-names.js';
import type { UiLanguage } from '../constants/ui-languages.js';
import { displayNameIn, formatLongDate, formatTime } from './localised-format.js';

// Why these label tables live here and not in the catalogues: they are the text of the WhatsApp
// message a clinic receives, not of the interface, and bookingMessage is tested without one.

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

type BookingLabels = Record<keyof typeof BOOKING_MESSAGE_LABELS, string>;

/**
 * The message's opening, as a patient would write to a clinic: greeting the healer by name,
 * saying where they were found, then the request (decision 067). The labelled lines follow.
 */
export const BOOKING_GREETING = {
  en: (name: string) =>
    `Hello ${name}, I found you on the directory of the ${ORGANIZATION_NAME} and would like to book an appointment. My details:`,
  ml: (name: string) =>
    `നമസ്കാരം ${name}, ${ORGANIZATION_NAME_ML}-ന്റെ ഡയറക്ടറിയിൽ നിന്നാണ് താങ്കളുടെ വിവരം കിട്ടിയത്. ഒരു അപ്പോയിന്റ്മെന്റ് വേണമെന്നുണ്ട്. എന്റെ വിവരങ്ങൾ:`,
} as const satisfies Record<UiLanguage, (name: string) => string>;

/** The booking message's labels in Malayalam, as a patient would write to a clinic. */
export const BOOKING_MESSAGE_LABELS_ML: BookingLabels = {
  header: 'അപ്പോയിന്റ്മെന്റിനുള്ള അപേക്ഷ',
  healer: 'ഹീലർ',
  specialty: 'ചികിത്സാ മേഖല',
  patientName: 'രോഗിയുടെ പേര്',
  age: 'പ്രായം',
  sex: 'ലിംഗം',
  phone: 'ഫോൺ',
  preferredDate: 'സൗകര്യപ്രദമായ തീയതി',
  preferredTime: 'സൗകര്യപ്രദമായ സമയം',
  preferredLanguage: 'സംസാരിക്കാൻ താൽപ്പര്യമുള്ള ഭാഷ',
  healthConcerns: 'ആരോഗ്യ പ്രശ്നങ്ങൾ',
};

/** Labels of the contact message, reusable by the contact form. */
export const CONTACT_MESSAGE_LABELS = {
  header: 'New Contact Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const;

/** The contact message's labels in Malayalam. */
export const CONTACT_MESSAGE_LABELS_ML: Record<keyof typeof CONTACT_MESSAGE_LABELS, string> = {
  header: 'പുതിയ സന്ദേശം',
  name: 'പേര്',
  email: 'ഇമെയിൽ',
  phone: 'ഫോൺ',
  subject: 'വിഷയം',
  message: 'സന്ദേശം',
};

/** A choice of the booking form (sex, language) by its Malayalam name; free text as typed. */
function optionName(value: string, names: Readonly<Record<string, string>>): string {
  const trimmed = value.trim();
  return Object.hasOwn(names, trimmed) ? names[trimmed]! : value;
}

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

/** A booking nobody has filled in yet: the message names only the healer (the poster's code). */
export const NO_BOOKING_DETAILS: BookingMessageDetails = {
  patientName: '',
  age: '',
  sex: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  preferredLanguage: '',
};

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

/**
 * The WhatsApp text of a booking request in the interface language: a greeting to the healer
 * by name (BOOKING_GREETING), then the spec's details one complete 'Label: value' line each;
 * labels, date, time and the form's fixed choices translated, what the visitor typed as typed.
 */
export function bookingMessage(
  healer: BookingMessageHealer,
  booking: BookingMessageDetails,
  language: UiLanguage = 'en',
  { greeting = true }: { greeting?: boolean } = {},
): string {
  const ml = language === 'ml';
  const l: BookingLabels = ml ? BOOKING_MESSAGE_LABELS_ML : BOOKING_MESSAGE_LABELS;
  const name = displayNameIn(healer.titles, healer.name, language);
  return [
    `*${l.header}*`,
    '',
    ...(greeting ? [BOOKING_GREETING[language](name), ''] : []),
    ...lines([
      [l.healer, name],
      [l.specialty, healer.specialty],
      [l.patientName, booking.patientName],
      [l.age, booking.age],
      [l.sex, ml ? optionName(booking.sex, SEX_NAMES_ML) : booking.sex],
      [l.phone, booking.phone],
      [l.preferredDate, formatLongDate(booking.preferredDate.trim(), language)],
      [l.preferredTime, formatTime(booking.preferredTime, language)],
      [
        l.preferredLanguage,
        ml ? optionName(booking.preferredLanguage, LANGUAGE_NAMES_ML) : booking.preferredLanguage,
      ],
      [l.healthConcerns, booking.healthConcerns],
    ]),
  ].join('\n');
}

/** The WhatsApp text of a contact form message, labelled in the interface language. */
export function contactMessage(form: ContactMessageDetails, language: UiLanguage = 'en'): string {
  const l = language === 'ml' ? CONTACT_MESSAGE_LABELS_ML : CONTACT_MESSAGE_LABELS;
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
