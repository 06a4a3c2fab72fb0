import { SCHEDULE_DAYS } from '../../../shared/constants/days.js';
import { healerFieldOf } from '../../../shared/constants/healer-fields.js';
import { TEAM_ROLES } from '../../../shared/constants/people.js';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/constants/reports.js';
import { HEALER_GENDERS } from '../../../shared/constants/visit-details.js';
import { type DaySchedule, daySchedule } from '../../../shared/domain/open-status.js';
import { zonedNow } from '../../../shared/domain/zoned-time.js';
import { AUDIT_SECRET_VALUE, type AuditChange } from '../../../shared/schemas/audit.js';
import type { ClinicTiming } from '../../../shared/schemas/clinic-timing.js';
import { healerFieldLabel } from '../../components/healer-form/field-label.js';
import { CHECK_KEYS } from '../../i18n/check-keys.js';
import type { Formatters } from '../../i18n/format.js';
import type { NamespaceT } from '../../i18n/namespaces.js';
import { scheduleWords } from '../../i18n/schedule-words.js';
import type { Translate } from '../../i18n/translator.js';

/**
 * How a recorded value reads (decision 068): as the form that wrote it shows it.
 * - `text`: as it is; `list`: items joined; `yesNo`: the form's yes or no (also the text
 *   'true'/'false' of a healer's `isActive`); `notSaid`: yes, no or "Not said".
 * - `day`: a calendar date in words; `instant`: an ISO time as its day and clock time in the
 *   clinics' zone.
 * - `reason`, `status`, `checks`, `role`, `gender`: a catalogue's label of each value.
 * - `timings`: the days that changed, as the profile's weekly schedule writes them; `leave`:
 *   periods as the pages write them.
 * - `omit`: not shown (the id of a record the entry already names).
 */
export type AuditShown =
  | 'text'
  | 'list'
  | 'yesNo'
  | 'notSaid'
  | 'day'
  | 'instant'
  | 'reason'
  | 'status'
  | 'checks'
  | 'role'
  | 'gender'
  | 'timings'
  | 'leave'
  | 'omit';

type AdminKey = Parameters<NamespaceT<'admin'>>[0];

/** One audited field of a record that is not a healer: its label (admin catalogue), its value. */
interface AuditFieldRow {
  readonly label?: AdminKey;
  readonly shown: AuditShown;
}

/**
 * The audited fields of every record but a healer's, by the entry's target kind and the field's
 * name in the entry; a healer's fields are the field table's (decision 061), with `HEALER_SHOWN`.
 * A field in none of these is shown by its name and its value as it is.
 */
export const AUDIT_FIELDS: Readonly<Record<string, Readonly<Record<string, AuditFieldRow>>>> = {
  report: {
    // The entry's target names the healer the report is about.
    healerId: { shown: 'omit' },
    reason: { label: 'reports.reason', shown: 'reason' },
    note: { label: 'reports.note', shown: 'text' },
    status: { label: 'audit.fields.status', shown: 'status' },
  },
  'team-member': {
    name: { label: 'team.name', shown: 'text' },
    role: { label: 'team.role', shown: 'role' },
    email: { label: 'team.email', shown: 'text' },
    phone: { label: 'team.phone', shown: 'text' },
    photoUrl: { label: 'team.photo', shown: 'text' },
    summary: { label: 'team.summary', shown: 'text' },
    displayOrder: { label: 'team.displayOrder', shown: 'text' },
    isActive: { label: 'team.isActive', shown: 'yesNo' },
    isDemo: { label: 'audit.fields.isDemo', shown: 'yesNo' },
  },
  service: {
    name: { label: 'services.name', shown: 'text' },
    description: { label: 'services.descriptionField', shown: 'text' },
    nameMl: { label: 'services.nameMl', shown: 'text' },
    descriptionMl: { label: 'services.descriptionMl', shown: 'text' },
    isActive: { label: 'services.active', shown: 'yesNo' },
  },
  settings: {
    contactEmail: { label: 'contact.email', shown: 'text' },
    contactPhone: { label: 'contact.phone', shown: 'text' },
    address: { label: 'contact.address', shown: 'text' },
    website: { label: 'contact.website', shown: 'text' },
    isDemo: { label: 'audit.fields.isDemo', shown: 'yesNo' },
  },
  admin: {
    email: { label: 'profile.email', shown: 'text' },
    phone: { label: 'profile.phone', shown: 'text' },
    password: { label: 'profile.password', shown: 'text' },
    hasCustomCredentials: { label: 'audit.fields.hasCustomCredentials', shown: 'yesNo' },
    previousLogin: { label: 'audit.fields.previousLogin', shown: 'instant' },
    totpSecret: { label: 'audit.fields.totpSecret', shown: 'text' },
    totpPendingSecret: { label: 'audit.fields.totpSecret', shown: 'text' },
    totpEnabledAt: { label: 'audit.fields.totpEnabledAt', shown: 'instant' },
    recoveryCodes: { label: 'audit.fields.recoveryCodes', shown: 'text' },
  },
  import: {
    created: { label: 'audit.fields.created', shown: 'text' },
    updated: { label: 'audit.fields.updated', shown: 'text' },
  },
  'demo-data': {
    removed: { label: 'audit.fields.removed', shown: 'text' },
  },
};

/** A healer's fields whose value is not plain text, a list or a yes/no of the field table. */
const HEALER_SHOWN: Readonly<Record<string, AuditShown>> = {
  isActive: 'yesNo',
  mustChangePassword: 'yesNo',
  takesWhatsAppBookings: 'yesNo',
  gender: 'gender',
  clinicTimings: 'timings',
  leave: 'leave',
  verificationChecks: 'checks',
  verificationCheckedOn: 'day',
  confirmedOn: 'day',
  remindedAt: 'instant',
};

/** How a healer's field reads: by name above, else by its row of the field table. */
function healerShown(field: string): AuditShown {
  const named = HEALER_SHOWN[field];
  if (named) return named;
  const row = healerFieldOf(field);
  if (row?.yesNo) return row.yesNo === 'notSaid' ? 'notSaid' : 'yesNo';
  return row?.kind === 'list' ? 'list' : 'text';
}

/** The catalogues and formatters a change is written with (the page's language). */
export interface AuditWords {
  admin: NamespaceT<'admin'>;
  account: NamespaceT<'account'>;
  site: Translate;
  format: Formatters;
  /** The clinics' time zone, in which an instant's day and time are read. */
  timeZone: string;
}

/** A change as the reader reads it: the field's label and both values in words. */
export interface AuditChangeWords {
  label: string;
  from: string;
  to: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isLeavePeriod = (item: unknown): item is { from: string; to: string; note?: string | null } =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { from?: unknown }).from === 'string' &&
  typeof (item as { to?: unknown }).to === 'string';

const isTiming = (item: unknown): item is ClinicTiming =>
  typeof item === 'object' && item !== null && typeof (item as { day?: unknown }).day === 'string';

/** Any value as it is: text unchanged, anything else as its JSON. */
const raw = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const GENDER_KEYS = {
  woman: 'visit.genderWoman',
  man: 'visit.genderMan',
  other: 'visit.genderOther',
} as const;

/**
 * Clinic timings as the profile's weekly schedule writes them, only the days that read
 * differently in `other` (every day when none does): "Monday: Morning: 9:00 AM - 1:00 PM".
 */
function timingsWords(words: AuditWords, value: readonly unknown[], other: unknown): string {
  const scheduleOf = (timings: readonly unknown[]) => (day: string) =>
    daySchedule(timings.filter(isTiming).find((entry) => entry.day === day));
  const mine = scheduleOf(value);
  const theirs = scheduleOf(Array.isArray(other) ? other : []);
  const key = (schedule: DaySchedule) => JSON.stringify(schedule);
  const changed = SCHEDULE_DAYS.filter((day) => key(mine(day)) !== key(theirs(day)));
  return (changed.length > 0 ? changed : SCHEDULE_DAYS)
    .map(
      (day) =>
        `${words.site(`days.${day}`)}: ${scheduleWords(mine(day), words.site, words.format).join(', ')}`,
    )
    .join('; ');
}

/** An ISO time as its day and clock time where the clinics are: "2 December 2026, 12:05 PM". */
export function instantWords(words: AuditWords, value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const { date, minutes } = zonedNow(at, words.timeZone);
  const clock = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return `${words.format.dates.fullDate(date)}, ${words.format.time(clock)}`;
}

/** One value in words; `other` is the change's other side (the timings name what differs). */
function valueWords(words: AuditWords, shown: AuditShown, value: unknown, other: unknown): string {
  const { admin, account, site, format } = words;
  if (value === AUDIT_SECRET_VALUE) return admin('audit.secret');
  if (value === null || value === undefined || value === '') {
    if (shown === 'notSaid') return account('visit.notSaid');
    if (shown === 'gender') return account('visit.genderNotSaid');
    return admin('audit.emptyValue');
  }
  if (Array.isArray(value) && value.length === 0) return admin('audit.emptyValue');
  const flag = value === 'true' || value === 'false' ? value === 'true' : value;
  switch (shown) {
    case 'yesNo':
    case 'notSaid':
      if (typeof flag === 'boolean') return flag ? admin('audit.yes') : admin('audit.no');
      break;
    case 'day':
      if (typeof value === 'string') return format.dates.fullDate(value);
      break;
    case 'instant':
      if (typeof value === 'string') return instantWords(words, value);
      break;
    case 'reason':
      if (isOneOf(REPORT_REASONS, value)) return site(`report.reasons.${value}`);
      break;
    case 'status':
      if (isOneOf(REPORT_STATUSES, value)) return admin(`reports.statusOfOne.${value}`);
      break;
    case 'role':
      if (isOneOf(TEAM_ROLES, value)) return site(`about.roles.${value}`);
      break;
    case 'gender':
      if (isOneOf(HEALER_GENDERS, value)) return account(GENDER_KEYS[value]);
      break;
    case 'checks':
      if (Array.isArray(value)) {
        return value
          .map((check) =>
            isOneOf(Object.keys(CHECK_KEYS) as (keyof typeof CHECK_KEYS)[], check)
              ? admin(`trust.check.${CHECK_KEYS[check]}`)
              : raw(check),
          )
          .join(', ');
      }
      break;
    case 'timings':
      if (Array.isArray(value)) return timingsWords(words, value, other);
      break;
    case 'leave':
      if (Array.isArray(value) && value.every(isLeavePeriod)) {
        return value
          .map(
            ({ from, to, note }) =>
              `${format.dates.dateRange(from, to)}${note ? ` (${note})` : ''}`,
          )
          .join('; ');
      }
      break;
    case 'list':
      if (Array.isArray(value)) return value.map(raw).join(', ');
      break;
    default:
      break;
  }
  // A value the field's kind does not expect (an older entry's shape): as it is.
  return raw(value);
}

/**
 * A change of an entry about a record of `kind` in words, or null when it is not shown (a
 * report's healer id: the entry names the healer). A field no table knows reads by its name and
 * its value as it is.
 */
export function auditChangeWords(
  words: AuditWords,
  kind: string,
  change: AuditChange,
): AuditChangeWords | null {
  const row = kind === 'healer' ? undefined : AUDIT_FIELDS[kind]?.[change.field];
  const shown = kind === 'healer' ? healerShown(change.field) : (row?.shown ?? 'text');
  if (shown === 'omit') return null;
  const label =
    kind === 'healer'
      ? healerFieldLabel(words.account, change.field)
      : row?.label
        ? words.admin(row.label)
        : change.field;
  return {
    label,
    from: valueWords(words, shown, change.from, change.to),
    to: valueWords(words, shown, change.to, change.from),
  };
}
