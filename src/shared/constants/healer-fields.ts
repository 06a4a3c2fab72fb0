import type { Healer } from '../schemas/healer.js';

/**
 * What a healer field holds, as the forms, the store and the spreadsheet treat it:
 * `optionalText` is blank in a form and null when stored; `list` is written as items joined by
 * '; ' in a spreadsheet; `server` is assigned by the server and never written by a caller.
 */
type HealerFieldKind = 'server' | 'text' | 'optionalText' | 'list' | 'value';

/**
 * Every healer field of the API shape, in its order (the spreadsheet's columns, decision 019),
 * with its kind: the one list the spreadsheet's columns and the forms' blank-to-null texts are
 * read from. `languages` is optional text too but has its own normalisation, so it is `text`.
 */
export const HEALER_FIELDS = {
  id: 'server',
  titles: 'list',
  name: 'text',
  specialty: 'optionalText',
  phone: 'text',
  location: 'optionalText',
  building: 'optionalText',
  addressField2: 'optionalText',
  addressField3: 'optionalText',
  city: 'optionalText',
  district: 'text',
  state: 'optionalText',
  country: 'optionalText',
  pincode: 'text',
  languages: 'text',
  email: 'optionalText',
  website: 'optionalText',
  mapUrl: 'optionalText',
  googleReviewsUrl: 'optionalText',
  bio: 'optionalText',
  facebook: 'optionalText',
  instagram: 'optionalText',
  twitter: 'optionalText',
  linkedin: 'optionalText',
  youtube: 'optionalText',
  isActive: 'value',
  photoUrl: 'optionalText',
  bookingWhatsApp: 'optionalText',
  services: 'list',
  availability: 'optionalText',
  experience: 'optionalText',
  qualifications: 'list',
  rating: 'value',
  reviewCount: 'value',
  clinicTimings: 'value',
  holidays: 'optionalText',
  latitude: 'value',
  longitude: 'value',
  feeFrom: 'value',
  feeTo: 'value',
  gender: 'value',
  homeVisits: 'value',
  acceptingNewPatients: 'value',
  stepFree: 'value',
  parking: 'value',
  landmark: 'optionalText',
  verification: 'server',
  confirmedOn: 'server',
  leave: 'value',
  createdAt: 'server',
  updatedAt: 'server',
} as const satisfies Record<keyof Healer, HealerFieldKind>;

export type HealerField = keyof typeof HEALER_FIELDS;
type FieldsOfKind<K extends HealerFieldKind> = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F] extends K ? F : never;
}[HealerField];

/** The fields of one kind, in the list's order. */
export function healerFieldsOfKind<K extends HealerFieldKind>(kind: K): FieldsOfKind<K>[] {
  return (Object.keys(HEALER_FIELDS) as HealerField[]).filter(
    (field): field is FieldsOfKind<K> => HEALER_FIELDS[field] === kind,
  );
}

/** A healer's optional free-text fields: blank in a form, null when stored. */
export const HEALER_OPTIONAL_TEXT_FIELDS: readonly FieldsOfKind<'optionalText'>[] =
  healerFieldsOfKind('optionalText');
