import type { z } from 'zod';
import { DEFAULT_DISTRICT, type District } from '../../../shared/constants/districts.js';
import {
  HEALER_OPTIONAL_TEXT_FIELDS,
  YES_NO_FIELDS,
  type YesNoField,
  yesNoDefault,
} from '../../../shared/constants/healer-fields.js';
import type {
  Healer,
  HealerProfileUpdate,
  healerProfileUpdateSchema,
} from '../../../shared/schemas/healer.js';

/** The healer fields both the healer's editor and the admin's dialog hold (the schema's input). */
export type HealerFieldValues = z.input<typeof healerProfileUpdateSchema>;

const TEXT_FIELDS = [...HEALER_OPTIONAL_TEXT_FIELDS, 'languages'] as const;

/** A healer's saved values as form values: unset texts become blank inputs. */
export function healerToFieldValues(healer: Healer | null | undefined): HealerFieldValues {
  const values: HealerFieldValues = {
    titles: [...(healer?.titles ?? [])],
    name: healer?.name ?? '',
    district: (healer?.district as District | undefined) ?? DEFAULT_DISTRICT,
    pincode: healer?.pincode ?? '',
    services: [...(healer?.services ?? [])],
    qualifications: [...(healer?.qualifications ?? [])],
    clinicTimings: healer?.clinicTimings.map((entry) => ({ ...entry })) ?? [],
    latitude: healer?.latitude ?? null,
    longitude: healer?.longitude ?? null,
    leave: healer?.leave.map((period) => ({ ...period, note: period.note ?? '' })) ?? [],
    feeFrom: healer?.feeFrom ?? null,
    feeTo: healer?.feeTo ?? null,
    gender: healer?.gender ?? null,
  };
  for (const field of TEXT_FIELDS) values[field] = healer?.[field] ?? '';
  // Yes/no fields start at their default, or at "not said" (null).
  const answers = values as Record<YesNoField, boolean | null>;
  for (const field of YES_NO_FIELDS) answers[field] = healer?.[field] ?? yesNoDefault(field);
  return values;
}

const keepFilled = (list: readonly string[] | undefined) =>
  list?.map((item) => item.trim()).filter((item) => item !== '');

/** The validated form as it is sent: blank lines of the list fields dropped. */
export function cleanHealerFields<T extends HealerProfileUpdate>(values: T): T {
  return {
    ...values,
    titles: keepFilled(values.titles),
    services: keepFilled(values.services),
    qualifications: keepFilled(values.qualifications),
  };
}
