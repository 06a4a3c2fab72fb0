import type { Healer } from '../schemas/healer.js';

/**
 * What a healer field holds, as the forms, the store and the spreadsheet treat it:
 * `optionalText` is blank in a form and null when stored; `list` is written as items joined by
 * '; ' in a spreadsheet; `server` is assigned by the server and never written by a caller.
 */
type HealerFieldKind = 'server' | 'text' | 'optionalText' | 'list' | 'value';

/**
 * One row of the field table (decision 061).
 * - `kind`: what the field holds (above).
 * - `yesNo`: a yes/no answer; `notSaid` may also be left unsaid (null, never shown, never
 *   matched), `{ default }` is always yes or no and starts at its default.
 * - `filter`: a search filter of the same name, and how it matches: `yes` keeps the healers who
 *   said yes (`?stepFree=true`); `equals` and `atMost` have their own parameters (gender;
 *   `maxFee` against `feeFrom`).
 * - `asked`: the form asks it in its own words (account `visit.<name>`) rather than by its label.
 * - `label: false`: no label (assigned by the server, or shown by its parts); every other field
 *   is named everywhere by the one key `fields.<name>` (the form, the Activity view, the import).
 * - `public: false`: the public replies never carry it (only the admin's and the audit trail).
 */
export interface HealerFieldRow {
  readonly kind: HealerFieldKind;
  readonly yesNo?: 'notSaid' | { readonly default: boolean };
  readonly filter?: 'yes' | 'equals' | 'atMost';
  readonly asked?: true;
  readonly label?: false;
  readonly public?: false;
}

/**
 * Every healer field of the API shape, in its order (the spreadsheet's columns, decision 019):
 * the one table the spreadsheet's columns and cells, the forms' defaults and blank-to-null texts,
 * the stored columns, the labels and the search's yes filters are read from; the reply's schema
 * (schemas/healer.ts) checks that it has exactly these fields. `languages` is
 * optional text too but has its own normalisation, so it is `text`.
 */
export const HEALER_FIELDS = {
  id: { kind: 'server', label: false },
  titles: { kind: 'list' },
  name: { kind: 'text' },
  specialty: { kind: 'optionalText' },
  phone: { kind: 'text' },
  location: { kind: 'optionalText' },
  building: { kind: 'optionalText' },
  addressField2: { kind: 'optionalText' },
  addressField3: { kind: 'optionalText' },
  city: { kind: 'optionalText' },
  district: { kind: 'text' },
  state: { kind: 'optionalText' },
  country: { kind: 'optionalText' },
  pincode: { kind: 'text' },
  languages: { kind: 'text' },
  email: { kind: 'optionalText' },
  website: { kind: 'optionalText' },
  mapUrl: { kind: 'optionalText' },
  googleReviewsUrl: { kind: 'optionalText' },
  bio: { kind: 'optionalText' },
  facebook: { kind: 'optionalText' },
  instagram: { kind: 'optionalText' },
  twitter: { kind: 'optionalText' },
  linkedin: { kind: 'optionalText' },
  youtube: { kind: 'optionalText' },
  isActive: { kind: 'value' },
  photoUrl: { kind: 'optionalText' },
  bookingWhatsApp: { kind: 'optionalText' },
  services: { kind: 'list' },
  availability: { kind: 'optionalText' },
  experience: { kind: 'optionalText' },
  qualifications: { kind: 'list' },
  rating: { kind: 'value' },
  reviewCount: { kind: 'value' },
  clinicTimings: { kind: 'value' },
  holidays: { kind: 'optionalText' },
  latitude: { kind: 'value' },
  longitude: { kind: 'value' },
  // What decides a visit (DESIGN §10.2, decision 053).
  feeFrom: { kind: 'value', filter: 'atMost' },
  feeTo: { kind: 'value' },
  gender: { kind: 'value', filter: 'equals' },
  homeVisits: { kind: 'value', yesNo: { default: false }, filter: 'yes', asked: true },
  acceptingNewPatients: { kind: 'value', yesNo: { default: true }, filter: 'yes', asked: true },
  stepFree: { kind: 'value', yesNo: 'notSaid', filter: 'yes', asked: true },
  parking: { kind: 'value', yesNo: 'notSaid', asked: true },
  landmark: { kind: 'optionalText' },
  verification: { kind: 'server', label: false },
  confirmedOn: { kind: 'server' },
  leave: { kind: 'value' },
  createdAt: { kind: 'server', label: false },
  updatedAt: { kind: 'server', label: false },
} as const satisfies Record<string, HealerFieldRow>;

/**
 * The healer's other fields, which the API shape does not carry as such: the spreadsheet's own
 * cells (decisions 037, 045) and what only the admin and the audit trail see.
 */
export const HEALER_OTHER_FIELDS = {
  takesWhatsAppBookings: { kind: 'value', public: false },
  verificationCheckedOn: { kind: 'server', public: false },
  verificationChecks: { kind: 'server', public: false },
  verificationNote: { kind: 'server', public: false },
  mustChangePassword: { kind: 'server', public: false },
  password: { kind: 'server', public: false },
  signInCode: { kind: 'server', public: false },
  remindedAt: { kind: 'server', public: false },
} as const satisfies Record<string, HealerFieldRow>;

export type HealerField = keyof typeof HEALER_FIELDS;
type AnyHealerField = HealerField | keyof typeof HEALER_OTHER_FIELDS;
type RowOf<F extends AnyHealerField> = F extends HealerField
  ? (typeof HEALER_FIELDS)[F]
  : F extends keyof typeof HEALER_OTHER_FIELDS
    ? (typeof HEALER_OTHER_FIELDS)[F]
    : never;

type FieldsOfKind<K extends HealerFieldKind> = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F]['kind'] extends K ? F : never;
}[HealerField];

const FIELD_NAMES = Object.keys(HEALER_FIELDS) as HealerField[];

/** The fields of one kind, in the table's order. */
export function healerFieldsOfKind<K extends HealerFieldKind>(kind: K): FieldsOfKind<K>[] {
  return FIELD_NAMES.filter(
    (field): field is FieldsOfKind<K> => HEALER_FIELDS[field].kind === kind,
  );
}

/** A healer's optional free-text fields: blank in a form, null when stored. */
export const HEALER_OPTIONAL_TEXT_FIELDS: readonly FieldsOfKind<'optionalText'>[] =
  healerFieldsOfKind('optionalText');

/** The fields answered yes or no (their `yesNo`). */
export type YesNoField = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F] extends { yesNo: unknown } ? F : never;
}[HealerField];
/** The yes/no fields that may be left unsaid (null). */
export type NotSaidField = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F] extends { yesNo: 'notSaid' } ? F : never;
}[HealerField];
/** The search's yes filters (`?<field>=true`). */
export type YesFilterField = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F] extends { filter: 'yes' } ? F : never;
}[HealerField];

/** The yes/no fields, in the table's order. */
export const YES_NO_FIELDS = FIELD_NAMES.filter(
  (field): field is YesNoField => 'yesNo' in HEALER_FIELDS[field],
);

/** The search's yes filters, in the table's order: only healers who said yes match. */
export const YES_FILTER_FIELDS = FIELD_NAMES.filter(
  (field): field is YesFilterField => (HEALER_FIELDS[field] as HealerFieldRow).filter === 'yes',
);

/** A yes/no field's answer when none is stored or sent: its default, or null ("not said"). */
export function yesNoDefault(field: YesNoField): boolean | null {
  const { yesNo } = HEALER_FIELDS[field] as HealerFieldRow;
  return typeof yesNo === 'object' ? yesNo.default : null;
}

/** Every yes/no field at its default or "not said": what a healer who said nothing holds. */
export function yesNoDefaults(): Pick<Healer, YesNoField> {
  return Object.fromEntries(YES_NO_FIELDS.map((field) => [field, yesNoDefault(field)])) as Pick<
    Healer,
    YesNoField
  >;
}

/** Whether a yes/no field may be left unsaid. */
export function isNotSaidField(field: YesNoField): field is NotSaidField {
  return (HEALER_FIELDS[field] as HealerFieldRow).yesNo === 'notSaid';
}

/** The fields the form asks in its own words (`visit.<name>`, account namespace). */
export type AskedField = {
  [F in HealerField]: (typeof HEALER_FIELDS)[F] extends { asked: true } ? F : never;
}[HealerField];

/** Whether the form asks a field in its own words rather than by its label. */
export function isAskedField(field: HealerField): field is AskedField {
  return (HEALER_FIELDS[field] as HealerFieldRow).asked === true;
}

/** The fields that have a label (`fields.<name>`). */
export type LabelledHealerField = {
  [F in AnyHealerField]: RowOf<F> extends { label: false } ? never : F;
}[AnyHealerField];

/** A labelled field's one catalogue key, in the account namespace. */
export type HealerFieldLabelKey = `fields.${LabelledHealerField}`;

/** A field of the table by its name (as the audit trail and the spreadsheet name it). */
export function healerFieldOf(name: string): HealerFieldRow | undefined {
  if (Object.hasOwn(HEALER_FIELDS, name)) return HEALER_FIELDS[name as HealerField];
  if (Object.hasOwn(HEALER_OTHER_FIELDS, name)) {
    return HEALER_OTHER_FIELDS[name as keyof typeof HEALER_OTHER_FIELDS];
  }
  return undefined;
}

/** A field's label key by its name, or undefined for a name the table does not label. */
export function healerFieldLabelKey(name: string): HealerFieldLabelKey | undefined {
  const row = healerFieldOf(name);
  return row && row.label !== false ? (`fields.${name}` as HealerFieldLabelKey) : undefined;
}
