import type { NewHealerRow } from '../../db/schema.js';
import {
  HEALER_OPTIONAL_TEXT_FIELDS,
  YES_NO_FIELDS,
} from '../../shared/constants/healer-fields.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { leaveWindowIssues } from '../../shared/domain/day-bounds.js';
import { parseMapCoordinates } from '../../shared/domain/geo.js';
import { joinLanguages, parseLanguages } from '../../shared/domain/languages.js';
import { normaliseTitles } from '../../shared/domain/titles.js';
import type { HealerPatch, HealerProfileUpdate } from '../../shared/schemas/healer.js';
import { fieldRefusal, HttpError } from '../errors.js';

/** Blank optional text means "not set": stored as null, as the API shows it. */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

const cleanList = (values: readonly string[]): string[] =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/**
 * The columns a (partial) profile edit writes, normalised as they are stored: the fields a
 * healer may change themselves, which the admin's form shares.
 */
export function profileColumns(input: Partial<HealerProfileUpdate>): Partial<NewHealerRow> {
  const columns: Partial<NewHealerRow> = {};
  for (const key of HEALER_OPTIONAL_TEXT_FIELDS) {
    const value = blankToNull(input[key]);
    if (value !== undefined) columns[key] = value;
  }
  if (input.name !== undefined) columns.name = input.name.trim();
  if (input.district !== undefined) columns.district = input.district;
  if (input.pincode !== undefined) columns.pincode = input.pincode.trim();
  if (input.titles !== undefined) columns.titles = normaliseTitles(input.titles);
  if (input.services !== undefined) columns.services = cleanList(input.services);
  if (input.qualifications !== undefined) columns.qualifications = cleanList(input.qualifications);
  if (input.clinicTimings !== undefined) columns.clinicTimings = input.clinicTimings;
  if (input.latitude !== undefined) columns.latitude = input.latitude;
  if (input.longitude !== undefined) columns.longitude = input.longitude;
  if (input.leave !== undefined) columns.leave = input.leave;
  // What decides a visit (DESIGN §10.2): null says "not said" and is stored as such.
  if (input.feeFrom !== undefined) columns.feeFrom = input.feeFrom;
  if (input.feeTo !== undefined) columns.feeTo = input.feeTo;
  if (input.gender !== undefined) columns.gender = input.gender;
  for (const field of YES_NO_FIELDS) {
    const answer = input[field];
    if (answer !== undefined) (columns as Record<typeof field, boolean | null>)[field] = answer;
  }
  // A saved Google Maps link that carries coordinates places the pin (decision 014).
  const pin = parseMapCoordinates(columns.mapUrl);
  if (pin) {
    columns.latitude = pin.lat;
    columns.longitude = pin.lng;
  }
  if (input.languages !== undefined) {
    const languages =
      input.languages === null ? '' : joinLanguages(parseLanguages(input.languages));
    columns.languages = languages === '' ? null : languages;
  }
  return columns;
}

/** The columns the admin's (partial) healer form writes: the profile plus admin-only fields. */
export function adminColumns(input: HealerPatch): Partial<NewHealerRow> {
  const columns = profileColumns(input);
  if (input.phone !== undefined) columns.phone = input.phone.trim();
  if (input.isActive !== undefined) columns.isActive = input.isActive;
  if (input.rating !== undefined) columns.rating = input.rating;
  if (input.reviewCount !== undefined) columns.reviewCount = input.reviewCount;
  return columns;
}

/**
 * `feeFrom ≤ feeTo` after a partial write (DESIGN §10.2): a body with both is checked by the
 * shared schema; one that sends one fee is checked here against the other as stored.
 */
export function assertFeeOrder(
  columns: Partial<NewHealerRow>,
  stored: { feeFrom: number | null; feeTo: number | null },
): void {
  const from = columns.feeFrom !== undefined ? columns.feeFrom : stored.feeFrom;
  const to = columns.feeTo !== undefined ? columns.feeTo : stored.feeTo;
  if (typeof from === 'number' && typeof to === 'number' && from > to) {
    throw fieldRefusal(400, VALIDATION_MESSAGES.feeOrder, 'feeTo');
  }
}

/**
 * Leave sent in a write lies within two years of `today`, the clinics' date (DESIGN §11.2,
 * decision 054): 400 naming the first period that does not. Only input is checked; stored
 * leave, however far, is still read and shown.
 */
export function assertLeaveWindow(
  leave: readonly { from: string; to: string }[] | undefined,
  today: string,
): void {
  const issues = leaveWindowIssues(leave, today);
  if (issues.length === 0) return;
  const message = VALIDATION_MESSAGES.leaveWindow;
  throw new HttpError(400, message, {
    errors: issues.map((issue) => ({ path: issue.path, message })),
  });
}
