import { getTableColumns } from 'drizzle-orm';
import { YES_NO_FIELDS, type YesNoField, yesNoDefault } from '../shared/constants/healer-fields.js';
import type { ClinicTiming } from '../shared/schemas/clinic-timing.js';
import type { Healer } from '../shared/schemas/healer.js';
import type { LeavePeriod } from '../shared/schemas/leave.js';
import type { Service } from '../shared/schemas/service.js';
import type { Settings } from '../shared/schemas/settings.js';
import type { TeamMember } from '../shared/schemas/team-member.js';
import {
  type HealerRow,
  healers,
  type ServiceRow,
  type SettingsRow,
  type TeamMemberRow,
} from './schema.js';

const {
  passwordHash: _passwordHash,
  mustChangePassword: _mustChangePassword,
  signInCodeHash: _signInCodeHash,
  signInCodeExpiresAt: _signInCodeExpiresAt,
  signInCodeFailures: _signInCodeFailures,
  signInCodeUsedAt: _signInCodeUsedAt,
  searchText: _searchText,
  adminSearchText: _adminSearchText,
  geoLat: _geoLat,
  geoLng: _geoLng,
  geoApproximate: _geoApproximate,
  isDemo: _isDemo,
  verificationNote: _verificationNote,
  lastSignInAt: _lastSignInAt,
  remindedAt: _remindedAt,
  ...healerDtoColumnsObject
} = getTableColumns(healers);

/**
 * The healer columns an API reply may hold: `db.select(healerDtoColumns).from(healers)` never
 * reads a password hash, so none can leak by accident.
 */
export const healerDtoColumns = healerDtoColumnsObject;

/** A healers row without its secrets and derived columns: what toHealerDto needs. */
export type HealerDtoSource = Omit<
  HealerRow,
  | 'passwordHash'
  | 'mustChangePassword'
  | 'signInCodeHash'
  | 'signInCodeExpiresAt'
  | 'signInCodeFailures'
  | 'signInCodeUsedAt'
  | 'searchText'
  | 'adminSearchText'
  | 'geoLat'
  | 'geoLng'
  | 'geoApproximate'
  | 'isDemo'
  | 'verificationNote'
  | 'lastSignInAt'
  | 'remindedAt'
>;

/**
 * Maps a healers row to the API shape (healerSchema): ISO dates, no password fields, no private
 * note; leave that ended before `today` (the clinics' date, `YYYY-MM-DD`, from the env's
 * TIME_ZONE: decision 070) is left out.
 */
export function toHealerDto(row: HealerDtoSource, today: string): Healer {
  return {
    id: row.id,
    titles: row.titles ?? [],
    name: row.name,
    specialty: row.specialty,
    phone: row.phone,
    location: row.location,
    building: row.building,
    addressField2: row.addressField2,
    addressField3: row.addressField3,
    city: row.city,
    district: row.district,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    languages: row.languages,
    email: row.email,
    website: row.website,
    mapUrl: row.mapUrl,
    googleReviewsUrl: row.googleReviewsUrl,
    bio: row.bio,
    facebook: row.facebook,
    instagram: row.instagram,
    twitter: row.twitter,
    linkedin: row.linkedin,
    youtube: row.youtube,
    // Spec §3: any value other than 'true' means inactive.
    isActive: row.isActive === 'true' ? 'true' : 'false',
    photoUrl: row.photoUrl,
    bookingWhatsApp: row.bookingWhatsApp,
    services: row.services ?? [],
    availability: row.availability,
    experience: row.experience,
    qualifications: row.qualifications ?? [],
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    clinicTimings: (row.clinicTimings ?? []) as ClinicTiming[],
    holidays: row.holidays,
    latitude: row.latitude,
    longitude: row.longitude,
    feeFrom: row.feeFrom ?? null,
    feeTo: row.feeTo ?? null,
    gender: row.gender ?? null,
    ...yesNoAnswers(row),
    landmark: row.landmark ?? null,
    verification: row.verificationCheckedOn
      ? { checkedOn: String(row.verificationCheckedOn), checks: row.verificationChecks ?? [] }
      : null,
    confirmedOn: row.confirmedOn ? String(row.confirmedOn) : null,
    leave: currentLeave(row.leave ?? [], today),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The row's yes/no answers (the field table's), a missing one as its default or "not said". */
function yesNoAnswers(row: HealerDtoSource): Pick<Healer, YesNoField> {
  return Object.fromEntries(
    YES_NO_FIELDS.map((field) => [field, row[field] ?? yesNoDefault(field)]),
  ) as Pick<Healer, YesNoField>;
}

/** Maps a services row to the API shape (serviceSchema). */
export function toServiceDto(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameMl: row.nameMl,
    descriptionMl: row.descriptionMl,
    isActive: row.isActive,
    createdAt: toIso(row.createdAt),
  };
}

/** Maps a team_members row to the API shape (teamMemberSchema). */
export function toTeamMemberDto(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photoUrl,
    summary: row.summary,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Maps the settings row to the API shape (settingsSchema). */
export function toSettingsDto(row: SettingsRow): Settings {
  const { id: _id, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: toIso(updatedAt) };
}

/** Periods of leave that have not ended before `today`, soonest first. */
export function currentLeave(leave: readonly LeavePeriod[], today: string): LeavePeriod[] {
  return leave
    .filter((period) => period.to >= today)
    .map((period) => ({ from: period.from, to: period.to, note: period.note ?? null }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
