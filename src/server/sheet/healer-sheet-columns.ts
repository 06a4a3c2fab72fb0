import { DISTRICTS } from '../../shared/constants/districts.js';
import {
  HEALER_FIELDS,
  type HealerField,
  healerFieldsOfKind,
} from '../../shared/constants/healer-fields.js';
import { DISTRICT_MALAYALAM } from '../../shared/constants/malayalam-names.js';
import { normaliseSearchText, PLACE_ALIASES } from '../../shared/domain/place-names.js';
import type { ClinicTiming } from '../../shared/schemas/clinic-timing.js';
import type { LeavePeriod } from '../../shared/schemas/leave.js';

/**
 * The one column that is no healer field (decision 037): 'yes' or 'no', whether a new healer's
 * mobile phone takes WhatsApp bookings when the bookingWhatsApp cell is blank. The export writes
 * 'no' for a healer without a booking WhatsApp, so a file exported and imported elsewhere does
 * not give them one.
 */
export const TAKES_WHATSAPP_COLUMN = 'takesWhatsAppBookings';

/**
 * The federation's verification as two plain cells (decision 045): the day it checked and what
 * it checked ('membership; identity'). The private note is not exported.
 */
export const VERIFICATION_COLUMNS = ['verificationCheckedOn', 'verificationChecks'] as const;

export type HealerColumn =
  | Exclude<HealerField, 'verification'>
  | typeof TAKES_WHATSAPP_COLUMN
  | (typeof VERIFICATION_COLUMNS)[number];

/**
 * The spreadsheet's columns, shared by the CSV export and the import (decision 019): every
 * healer field of the API shape, in its order (the shared field list), with
 * takesWhatsAppBookings after bookingWhatsApp and the verification as its two cells. The API
 * shape has no password, hash or first-sign-in flag, so neither can the file.
 */
export const HEALER_CSV_COLUMNS: readonly HealerColumn[] = (
  Object.keys(HEALER_FIELDS) as HealerField[]
).flatMap((field): HealerColumn[] =>
  field === 'bookingWhatsApp'
    ? [field, TAKES_WHATSAPP_COLUMN]
    : field === 'verification'
      ? [...VERIFICATION_COLUMNS]
      : [field],
);

/**
 * Columns the import reads but never writes: the server assigns ids and dates, and a photo
 * must be one the server issued (decision 012), so a file cannot name one. The verification and
 * `confirmedOn` are exported for the admin to read, but only the federation's own actions set
 * them (decision 045): a sheet cannot verify or confirm anyone.
 */
export const READ_ONLY_COLUMNS: ReadonlySet<HealerColumn> = new Set<HealerColumn>([
  ...healerFieldsOfKind('server').filter(
    (field): field is Exclude<typeof field, 'verification'> => field !== 'verification',
  ),
  ...VERIFICATION_COLUMNS,
  'photoUrl',
]);

/** The list columns, written as items joined by '; '. */
export const LIST_COLUMNS: ReadonlySet<HealerColumn> = new Set(healerFieldsOfKind('list'));

/** A header cell as a key: letters and digits only, lower case ('Booking WhatsApp' → 'bookingwhatsapp'). */
export const headerKey = (header: string): string =>
  header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Other names federations give these columns in their own sheets. */
const ALIASES: Record<string, HealerColumn> = {
  title: 'titles',
  fullname: 'name',
  healername: 'name',
  speciality: 'specialty',
  mobile: 'phone',
  mobileno: 'phone',
  mobilenumber: 'phone',
  phonenumber: 'phone',
  phoneno: 'phone',
  address: 'location',
  town: 'city',
  pin: 'pincode',
  pincode: 'pincode',
  postcode: 'pincode',
  postalcode: 'pincode',
  language: 'languages',
  emailaddress: 'email',
  mail: 'email',
  active: 'isActive',
  whatsapp: 'bookingWhatsApp',
  takeswhatsappbookingsonthisnumber: TAKES_WHATSAPP_COLUMN,
  whatsappbookings: TAKES_WHATSAPP_COLUMN,
  service: 'services',
  qualification: 'qualifications',
  timings: 'clinicTimings',
  clinichours: 'clinicTimings',
};

const BY_KEY = new Map<string, HealerColumn>([
  ...HEALER_CSV_COLUMNS.map((column) => [headerKey(column), column] as const),
  ...Object.entries(ALIASES),
]);

/** The column a header cell names, matched case-insensitively, or undefined. */
export function columnOfHeader(header: string): HealerColumn | undefined {
  return BY_KEY.get(headerKey(header));
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

const SLOT = /^(\?|\d{1,2}:\d{2})\s*-\s*(\?|\d{1,2}:\d{2})$/;
const time = (text: string | undefined) =>
  !text || text === '?' ? '' : text.length === 4 ? `0${text}` : text;

/**
 * The week clinicTimingsText wrote, read back; null when the text is not in that form. Times are
 * checked by the shared schema afterwards, so '25:00' still gets its own message.
 */
export function parseClinicTimings(text: string): ClinicTiming[] | null {
  const timings: ClinicTiming[] = [];
  for (const part of text.split(';').map((item) => item.trim())) {
    if (part === '') continue;
    const match = /^(\p{L}+)\s*(.*)$/u.exec(part);
    const day = match?.[1] ? match[1][0]!.toUpperCase() + match[1].slice(1).toLowerCase() : '';
    const rest = (match?.[2] ?? '').trim().toLowerCase();
    if (!match) return null;
    if (rest === 'closed') {
      timings.push({ day, isOpen: false } as ClinicTiming);
      continue;
    }
    const timing = { day, isOpen: true } as ClinicTiming;
    if (rest !== 'open') {
      const slots = rest.split(',').map((item) => SLOT.exec(item.trim()));
      if (slots.length > 2 || slots.some((found) => !found)) return null;
      const [morning, evening] = slots;
      timing.morningStart = time(morning?.[1]);
      timing.morningEnd = time(morning?.[2]);
      if (evening) {
        timing.eveningStart = time(evening[1]);
        timing.eveningEnd = time(evening[2]);
      }
    }
    timings.push(timing);
  }
  return timings;
}

/**
 * Periods of leave as one cell (decision 045): `from..to note`, periods joined by '; ', e.g.
 * '2026-12-10..2026-12-20 Pilgrimage; 2027-01-05..2027-01-05'. A one-day period keeps its '..':
 * a cell holding a lone date is turned into a date number by a spreadsheet program.
 */
export function leaveText(leave: readonly LeavePeriod[]): string {
  return leave
    .map((period) => {
      const days = `${period.from}..${period.to}`;
      return period.note ? `${days} ${period.note}` : days;
    })
    .join('; ');
}

const DAY = String.raw`\d{4}-\d{1,2}-\d{1,2}`;
/** A ';' that starts the next period (a date follows it); any other ';' belongs to a note. */
const NEXT_PERIOD = new RegExp(String.raw`;(?=\s*${DAY}(?:[\s.;–—]|$))`);
/** One period: a day, optionally '..' (or an en dash, or 'to') and a last day, then its note. */
const PERIOD = new RegExp(
  String.raw`^(${DAY})(?:\s*(?:\.\.|–|—|\sto\s)\s*(${DAY}))?(?:\s+([\s\S]*))?$`,
  'i',
);
/** '2026-1-5' as '2026-01-05': the schema then checks that the day exists. */
const padDay = (day: string) => day.replace(/-(\d)(?=-|$)/g, '-0$1');

/**
 * The periods leaveText wrote (or an admin typed that way), read back; null when the text is
 * not in that form. Order, length and count are the shared schema's to check afterwards, so
 * each gets its own message.
 */
export function parseLeave(
  text: string,
): { from: string; to: string; note: string | null }[] | null {
  const periods: { from: string; to: string; note: string | null }[] = [];
  const trimmed = text.trim().replace(/;\s*$/, '');
  if (trimmed === '') return periods;
  for (const part of trimmed.split(NEXT_PERIOD)) {
    const match = PERIOD.exec(part.trim());
    if (!match) return null;
    const from = padDay(match[1]!);
    periods.push({ from, to: match[2] ? padDay(match[2]) : from, note: match[3]?.trim() || null });
  }
  return periods;
}

/**
 * The district as the directory spells it, whatever the letter case in the file, and from the
 * old and Malayalam names search takes ('Trichur', 'Calicut', 'തൃശ്ശൂർ'; decision 068).
 */
export function canonicalDistrict(text: string): string {
  const wanted = normaliseSearchText(text);
  if (wanted === '') return text;
  return (
    DISTRICTS.find((district) =>
      [district, ...(PLACE_ALIASES[district] ?? []), ...DISTRICT_MALAYALAM[district]].some(
        (name) => normaliseSearchText(name) === wanted,
      ),
    ) ?? text
  );
}
