import { DISTRICTS, type District } from '../../shared/constants/districts.js';
import { type YesNoField, yesNoDefaults } from '../../shared/constants/healer-fields.js';
import { ORGANIZATION_NAME } from '../../shared/constants/limits.js';
import { TEAM_ROLES, type TeamRole } from '../../shared/constants/people.js';
import type { HealerDtoSource } from '../mappers.js';
import type { NewServiceRow, NewSettingsRow, NewTeamMemberRow } from '../schema.js';
import {
  ACTIVE_DEMO_SERVICE_NAMES,
  AVAILABILITY_TEXTS,
  BIO_CLOSINGS,
  BIO_OPENINGS,
  BUILDINGS,
  DEMO_SERVICES,
  DISTRICT_PLACES,
  HOLIDAY_TEXTS,
  LANGUAGE_SETS,
  NAME_POOLS,
  QUALIFICATIONS,
  SPECIALTIES,
  STREETS,
  TITLE_SETS,
} from './kerala-data.js';
import { createRng, type Rng } from './random.js';
import { buildClinicTimings, TIMING_PATTERNS, type TimingPattern } from './timing-patterns.js';

/**
 * A healer's fields as the admin's healer form sends them (healerInputSchema) and as the
 * healers table stores them, less id, timestamps and password. Unset texts are null.
 */
export type HealerFields = Omit<HealerDtoSource, 'id' | 'createdAt' | 'updatedAt' | 'district'> & {
  district: District;
  isActive: 'true' | 'false';
};

/** Options that pin a generated healer's variety; everything else follows from the seed. */
export interface HealerVariety {
  timings?: TimingPattern;
}

const PHONE_PREFIXES = ['9', '8', '7'] as const;

/**
 * A 10-digit Indian mobile number, unique per seed below 10^9: the last nine digits are an
 * affine bijection of the seed modulo 10^9 (3^18 is coprime to 10).
 */
export function healerPhone(seed: number): string {
  const prefix = PHONE_PREFIXES[((seed % 3) + 3) % 3]!;
  const body = (BigInt(seed) * 387_420_489n + 123_456_789n) % 1_000_000_000n;
  return `${prefix}${body.toString().padStart(9, '0')}`;
}

/** Deterministic healer fields for `seed`, with `overrides` applied last. */
export function buildHealer(
  seed: number,
  overrides: Partial<HealerFields> = {},
  variety: HealerVariety = {},
): HealerFields {
  const rng = createRng(seed);
  const pool = rng.pick(NAME_POOLS);
  const given = rng.pick(pool.given);
  const family = rng.pick(pool.family);
  const name = `${given} ${family}`;
  const district = overrides.district ?? DISTRICTS[((seed % 14) + 14) % 14]!;
  const places = DISTRICT_PLACES[district];
  const city = rng.pick(places.towns);
  // The localities belong to the district's main town; other towns get no locality line.
  const locality = city === places.towns[0] ? rng.pick(places.localities) : null;
  const phone = healerPhone(seed);
  const slug = `${given}-${family}-${seed}`.toLowerCase();
  const rated = rng.chance(0.8);
  const hasCoordinates = rng.chance(0.7);
  const latitude = hasCoordinates ? round(places.centre[0] + (rng.next() - 0.5) * 0.2, 5) : null;
  const longitude = hasCoordinates ? round(places.centre[1] + (rng.next() - 0.5) * 0.2, 5) : null;
  const pattern = variety.timings ?? rng.pick(TIMING_PATTERNS.filter((p) => p !== 'none'));
  const years = rng.int(2, 30);
  const social = rng.chance(0.35);

  return {
    titles: [...rng.pick(TITLE_SETS[pool.sex])],
    name,
    specialty: rng.pick(SPECIALTIES),
    phone,
    location: locality ? `${locality}, ${city}` : city,
    building: rng.pick(BUILDINGS),
    addressField2: rng.pick(STREETS),
    addressField3: locality ? `${locality} P.O.` : null,
    city,
    district,
    state: 'Kerala',
    country: 'India',
    pincode: `${places.pincodePrefix}${String(rng.int(1, 599)).padStart(3, '0')}`,
    languages: rng.pick(LANGUAGE_SETS),
    email: rng.chance(0.55) ? `${given}.${family}${seed}@example.com`.toLowerCase() : null,
    website: rng.chance(0.2) ? `https://${slug}.example.in` : null,
    mapUrl:
      latitude !== null && longitude !== null
        ? `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
        : null,
    googleReviewsUrl: rng.chance(0.3) ? `https://g.page/r/${slug}/review` : null,
    bio: rng.chance(0.75)
      ? `${rng.pick(BIO_OPENINGS)}\n\n${rng.pick(BIO_CLOSINGS)}\nCall or WhatsApp for an appointment.`
      : null,
    facebook: social ? `https://www.facebook.com/${slug}` : null,
    instagram: social && rng.chance(0.6) ? `https://www.instagram.com/${slug}` : null,
    twitter: social && rng.chance(0.2) ? `https://x.com/${slug}` : null,
    linkedin: social && rng.chance(0.3) ? `https://www.linkedin.com/in/${slug}` : null,
    youtube: social && rng.chance(0.2) ? `https://www.youtube.com/@${slug}` : null,
    isActive: 'true',
    photoUrl: null,
    bookingWhatsApp: rng.chance(0.95)
      ? rng.chance(0.8)
        ? phone
        : healerPhone(seed + 500_000_000)
      : null,
    services: rng.some(ACTIVE_DEMO_SERVICE_NAMES, rng.int(1, 6)),
    availability: rng.chance(0.5) ? rng.pick(AVAILABILITY_TEXTS) : null,
    experience: `${years} years`,
    qualifications: rng.some(QUALIFICATIONS, rng.int(1, 3)),
    rating: rated ? round(3.5 + rng.next() * 1.5, 1) : 0,
    reviewCount: rated ? rng.int(1, 180) : 0,
    clinicTimings: buildClinicTimings(pattern),
    holidays: rng.chance(0.3) ? rng.pick(HOLIDAY_TEXTS) : null,
    latitude,
    longitude,
    // Drawn last, so the fields above stay what they were for every seed.
    ...visitDetails(rng, pool.sex),
    verificationCheckedOn: null,
    verificationChecks: [],
    confirmedOn: null,
    leave: [],
    ...overrides,
  };
}

/** What decides a visit (DESIGN §10.2): about half the healers say each, as a real sheet would. */
function visitDetails(
  rng: Rng,
  sex: 'male' | 'female',
): Pick<HealerFields, 'feeFrom' | 'feeTo' | 'gender' | YesNoField | 'landmark'> {
  const fee = rng.chance(0.6) ? rng.int(2, 10) * 50 : null;
  const yesNo = () => (rng.chance(0.5) ? rng.chance(0.6) : null);
  return {
    // A yes/no field added later starts at its default (or "not said") in the demo data.
    ...yesNoDefaults(),
    feeFrom: fee,
    feeTo: fee !== null && rng.chance(0.5) ? fee + rng.int(1, 6) * 50 : fee,
    gender: rng.chance(0.7) ? (sex === 'female' ? 'woman' : 'man') : null,
    homeVisits: rng.chance(0.25),
    acceptingNewPatients: rng.chance(0.9),
    stepFree: yesNo(),
    parking: yesNo(),
    landmark: rng.chance(0.3) ? rng.pick(LANDMARKS) : null,
  };
}

const LANDMARKS = [
  'Opposite the Town Hall bus stop',
  'Near the Government Hospital junction',
  'Behind the Sree Krishna temple',
  'Next to the State Bank ATM',
  'First floor, above the Milma booth',
] as const;

/** Service fields for `seed`: the demo services in turn, then numbered ones. */
export function buildService(
  seed: number,
  overrides: Partial<NewServiceRow> = {},
): Omit<NewServiceRow, 'id'> {
  const demo = DEMO_SERVICES[seed];
  return {
    name: demo?.name ?? `Therapy ${seed}`,
    description: demo ? demo.description : `Service number ${seed}.`,
    nameMl: demo?.nameMl ?? null,
    isActive: true,
    ...overrides,
  };
}

/** Team member fields for `seed`: a Malayali name, the given role (default by seed). */
export function buildTeamMember(
  seed: number,
  overrides: Partial<NewTeamMemberRow> = {},
): Omit<NewTeamMemberRow, 'id'> {
  const rng = createRng(seed + 7_000_000);
  const pool = rng.pick(NAME_POOLS);
  const given = rng.pick(pool.given);
  const family = rng.pick(pool.family);
  // The role given wins over the seed's, and the summary describes the role the member has.
  const role: TeamRole = overrides.role ?? TEAM_ROLES[((seed % 6) + 6) % 6]!;
  return {
    name: `${rng.pick(['Acu Hr.', 'Dr', 'Acu Hr.'])} ${given} ${family}`,
    role,
    email: rng.chance(0.7) ? `${given}.${family}.${seed}@example.org`.toLowerCase() : null,
    phone: rng.chance(0.8) ? healerPhone(seed + 900_000_000) : null,
    photoUrl: null,
    summary: rng.chance(0.8) ? memberSummary(rng, role) : null,
    displayOrder: 0,
    isActive: true,
    ...overrides,
  };
}

/** Organisation settings with contact details, a multi-line address and some social links. */
export function buildSettings(overrides: Partial<NewSettingsRow> = {}): NewSettingsRow {
  return {
    id: 1,
    organizationName: ORGANIZATION_NAME,
    description:
      'A federation of classical acupuncture healers across the 14 districts of Kerala, ' +
      'keeping the tradition safe, affordable and close to home.',
    contactEmail: 'info@fcah-kerala.example.org',
    contactPhone: '9447012345',
    address: 'FCAH Kerala Office\nTC 15/1024, Vazhuthacaud\nThiruvananthapuram, Kerala 695014',
    website: 'https://fcah-kerala.example.org',
    logoUrl: null,
    googleReviewsLink: 'https://g.page/r/fcah-kerala/review',
    facebookUrl: 'https://www.facebook.com/fcahkerala',
    instagramUrl: 'https://www.instagram.com/fcahkerala',
    linkedinUrl: null,
    xUrl: null,
    youtubeUrl: 'https://www.youtube.com/@fcahkerala',
    ...overrides,
  };
}

function memberSummary(rng: Rng, role: TeamRole): string {
  const years = rng.int(5, 30);
  const place = rng.pick(DISTRICTS);
  return `${role} of the federation; practising acupuncture in ${place} for ${years} years.`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
