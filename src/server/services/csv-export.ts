import { stringify } from 'csv-stringify/sync';
import type { ClinicTiming } from '../../shared/schemas/clinic-timing.js';
import type { Healer } from '../../shared/schemas/healer.js';

/**
 * The export's columns: every healer field of the API shape, in its order. The API shape has no
 * password, hash or first-sign-in flag, so neither can the file.
 */
export const HEALER_CSV_COLUMNS = [
  'id',
  'titles',
  'name',
  'specialty',
  'phone',
  'location',
  'building',
  'addressField2',
  'addressField3',
  'city',
  'district',
  'state',
  'country',
  'pincode',
  'languages',
  'email',
  'website',
  'mapUrl',
  'googleReviewsUrl',
  'bio',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'isActive',
  'photoUrl',
  'bookingWhatsApp',
  'services',
  'availability',
  'experience',
  'qualifications',
  'rating',
  'reviewCount',
  'clinicTimings',
  'holidays',
  'latitude',
  'longitude',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Healer)[];

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection, ASVS 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with `'` so that a spreadsheet shows it as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const slot = (start?: string, end?: string) =>
  start || end ? `${start || '?'}-${end || '?'}` : undefined;

/** One line per week, e.g. 'Monday 09:00-13:00, 17:00-20:00; Sunday closed'. */
export function clinicTimingsText(timings: readonly ClinicTiming[]): string {
  return timings
    .map((timing) => {
      if (!timing.isOpen) return `${timing.day} closed`;
      const slots = [
        slot(timing.morningStart, timing.morningEnd),
        slot(timing.eveningStart, timing.eveningEnd),
      ].filter((part) => part !== undefined);
      return slots.length === 0 ? `${timing.day} open` : `${timing.day} ${slots.join(', ')}`;
    })
    .join('; ');
}

function cell(healer: Healer, column: (typeof HEALER_CSV_COLUMNS)[number]): string {
  const value = healer[column];
  if (value === null || value === undefined) return '';
  if (column === 'clinicTimings') return neutraliseFormula(clinicTimingsText(healer.clinicTimings));
  if (typeof value === 'number') return String(value);
  // Each item on its own: a spreadsheet that splits the list at its joiner must find no formula.
  if (Array.isArray(value)) return (value as string[]).map(neutraliseFormula).join('; ');
  return neutraliseFormula(String(value));
}

/**
 * The healers as CSV (RFC 4180: CRLF records, fields quoted where needed, quotes doubled),
 * formula-safe, UTF-8 with a byte-order mark so that spreadsheet programs read Malayalam right.
 */
export function healersToCsv(healers: readonly Healer[]): string {
  const rows = healers.map((healer) => HEALER_CSV_COLUMNS.map((column) => cell(healer, column)));
  return stringify([[...HEALER_CSV_COLUMNS], ...rows], {
    bom: true,
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    // A bare CR or LF inside a cell must be quoted too, or a reader splits the record.
    quoted_match: /[\r\n]/,
  });
}

/** The export's file name with the date in the clinics' time zone, e.g. healers-2026-11-22.csv. */
export function exportFileName(now: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `healers-${date}.csv`;
}
