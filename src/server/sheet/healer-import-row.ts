import { currentLeave } from '../../db/mappers.js';
import { DISTRICTS } from '../../shared/constants/districts.js';
import { isNotSaidField, YES_NO_FIELDS } from '../../shared/constants/healer-fields.js';
import {
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '../../shared/constants/validation-messages.js';
import { HEALER_GENDERS } from '../../shared/constants/visit-details.js';
import { unneutraliseFormula } from '../../shared/domain/spreadsheet-formula.js';
import type { ClinicTiming } from '../../shared/schemas/clinic-timing.js';
import type { LeavePeriod } from '../../shared/schemas/leave.js';
import {
  canonicalDistrict,
  clinicTimingsText,
  type HealerColumn,
  LIST_COLUMNS,
  leaveText,
  parseClinicTimings,
  parseLeave,
  TAKES_WHATSAPP_COLUMN,
} from './healer-sheet-columns.js';

export const ROW_MESSAGES = {
  isActive: 'Active must be true or false',
  rating: VALIDATION_MESSAGES.ratingRange,
  reviewCount: 'Review count must be a whole number',
  latitude: 'Latitude must be a number',
  longitude: 'Longitude must be a number',
  clinicTimings: "Clinic timings must read like 'Monday 09:00-13:00, 17:00-20:00; Sunday closed'",
  takesWhatsAppBookings: 'Takes WhatsApp bookings must be yes or no',
} as const;

/** The field table's yes/no cells; the ones that may be blank ("not said") read as null. */
const YES_NO_COLUMNS: Partial<Record<HealerColumn, 'nullable' | 'defaulted'>> = Object.fromEntries(
  YES_NO_FIELDS.map((field) => [field, isNotSaidField(field) ? 'nullable' : 'defaulted']),
);

const keyedError = (column: string, key: ValidationMessageKey, value: string): CellError => ({
  column,
  message: VALIDATION_MESSAGES[key],
  key,
  value,
});

/** A visit-details cell (DESIGN §10.2) as the form sends it, or undefined for other columns. */
function visitValue(
  column: HealerColumn,
  plain: string,
): { value?: unknown; error?: CellError } | undefined {
  const yesNo = YES_NO_COLUMNS[column];
  if (yesNo) {
    // A blank defaulted cell leaves the stored answer (or the default for a new healer).
    if (plain === '') return yesNo === 'nullable' ? { value: null } : {};
    const answer = ACTIVE[plain.toLowerCase()];
    return answer
      ? { value: answer === 'true' }
      : { error: keyedError(column, 'yesNoChoice', plain) };
  }
  if (column === 'feeFrom' || column === 'feeTo') {
    if (plain === '') return { value: null };
    const fee = Number(plain.replace(/^₹\s*|,/g, ''));
    // Not whole, negative or too big: the shared schema names it under this cell.
    return Number.isFinite(fee) ? { value: fee } : { error: keyedError(column, 'feeWhole', plain) };
  }
  if (column === 'gender') {
    if (plain === '') return { value: null };
    const gender = plain.toLowerCase();
    return (HEALER_GENDERS as readonly string[]).includes(gender)
      ? { value: gender }
      : { error: keyedError(column, 'genderChoice', plain) };
  }
  return undefined;
}

type CellError = { column: string; message: string; key?: string; value?: string };

/** Yes and no as sheets write them (Active, and Takes WhatsApp bookings). */
const ACTIVE: Record<string, 'true' | 'false'> = {
  true: 'true',
  yes: 'true',
  y: 'true',
  '1': 'true',
  active: 'true',
  false: 'false',
  no: 'false',
  n: 'false',
  '0': 'false',
  inactive: 'false',
};

/** One cell as the admin form would send the field; an error when the text cannot be one. */
function fieldValue(
  column: HealerColumn,
  raw: string,
): { value?: unknown; error?: string | CellError } {
  const text = raw.trim();
  if (LIST_COLUMNS.has(column)) {
    const items = text
      .split(';')
      .map((item) => unneutraliseFormula(item.trim()))
      .filter((item) => item !== '');
    // No titles in the cell: a new healer gets the default one, an existing one keeps theirs.
    return { value: column === 'titles' && items.length === 0 ? undefined : items };
  }
  const plain = unneutraliseFormula(text);
  const visit = visitValue(column, plain);
  if (visit) return visit;
  switch (column) {
    case 'district': {
      const district = canonicalDistrict(plain);
      if (plain === '' || (DISTRICTS as readonly string[]).includes(district)) {
        return { value: district };
      }
      // Name the value: 'District is required' reads wrong beside a district the file does give.
      return {
        error: {
          column,
          message: VALIDATION_MESSAGES.notKeralaDistrict.replace('{value}', plain),
          key: 'notKeralaDistrict',
          value: plain,
        },
      };
    }
    case 'isActive': {
      if (plain === '') return {};
      const active = ACTIVE[plain.toLowerCase()];
      return active ? { value: active } : { error: ROW_MESSAGES.isActive };
    }
    case TAKES_WHATSAPP_COLUMN: {
      if (plain === '') return {};
      const takes = ACTIVE[plain.toLowerCase()];
      return takes ? { value: takes === 'true' } : { error: ROW_MESSAGES.takesWhatsAppBookings };
    }
    case 'rating':
    case 'reviewCount': {
      if (plain === '') return {};
      const number = Number(plain);
      return Number.isFinite(number) ? { value: number } : { error: ROW_MESSAGES[column] };
    }
    case 'latitude':
    case 'longitude': {
      if (plain === '') return { value: null };
      const number = Number(plain);
      return Number.isFinite(number) ? { value: number } : { error: ROW_MESSAGES[column] };
    }
    case 'clinicTimings': {
      const timings = parseClinicTimings(plain);
      return timings ? { value: timings } : { error: ROW_MESSAGES.clinicTimings };
    }
    case 'leave': {
      const leave = parseLeave(plain);
      return leave
        ? { value: leave }
        : {
            error: {
              column,
              message: VALIDATION_MESSAGES.leaveFormat,
              key: 'leaveFormat',
              value: plain,
            },
          };
    }
    case 'name':
    case 'phone':
    case 'pincode':
      return { value: plain };
    default:
      return { value: plain === '' ? null : plain };
  }
}

/**
 * A sheet row as the fields of the admin's healer form, for the shared schema to check: only
 * the columns the file has, so an update leaves the others as they are.
 */
export function readRow(
  columns: readonly (HealerColumn | undefined)[],
  cells: readonly string[],
): { fields: Record<string, unknown>; errors: CellError[] } {
  const fields: Record<string, unknown> = {};
  const errors: CellError[] = [];
  columns.forEach((column, index) => {
    if (!column || column in fields) return;
    const cell = cells[index] ?? '';
    // The database cannot store a NUL (Excel writes one as _x0000_): say where it is now, not
    // fail the confirmed import without a row.
    if (cell.includes('\u0000'))
      errors.push({ column, message: VALIDATION_MESSAGES.nulCharacter, key: 'nulCharacter' });
    const { value, error } = fieldValue(column, cell);
    if (typeof error === 'string') errors.push({ column, message: error });
    else if (error) errors.push(error);
    else if (value !== undefined) fields[column] = value;
  });
  return { fields, errors };
}

/**
 * Whether a column's new value is what the healer's row already holds. Leave is compared as the
 * export shows it, current and upcoming periods only: the row may still hold ended ones, which
 * the exported file never had (decision 045).
 */
export function sameColumnValue(
  column: string,
  next: unknown,
  stored: unknown,
  today: string,
): boolean {
  if (column === 'leave') {
    const shown = (leave: unknown) =>
      leaveText(currentLeave((leave ?? []) as LeavePeriod[], today));
    return shown(next) === shown(stored);
  }
  if (column === 'clinicTimings') {
    return (
      clinicTimingsText((next ?? []) as ClinicTiming[]) ===
      clinicTimingsText((stored ?? []) as ClinicTiming[])
    );
  }
  return JSON.stringify(next ?? null) === JSON.stringify(stored ?? null);
}
