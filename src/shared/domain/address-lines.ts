/** The address fields of a healer; any may be missing or null. */
export interface AddressParts {
  location?: string | null;
  building?: string | null;
  addressField2?: string | null;
  addressField3?: string | null;
  city?: string | null;
  district?: string | null;
  state?: string | null;
  country?: string | null;
  pincode?: string | null;
}

const LINE_FIELDS = [
  ['building', 'addressField2'],
  ['addressField3', 'city'],
  ['district', 'state'],
  ['country', 'pincode'],
] as const satisfies readonly (readonly (keyof AddressParts)[])[];

const joinParts = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');

/** The card's address lines (spec §2); the free-text location only when no structured part exists. */
export function addressLines(address: AddressParts): string[] {
  const lines = LINE_FIELDS.map((fields) =>
    joinParts(fields.map((field) => address[field])),
  ).filter((line) => line !== '');
  if (lines.length > 0) return lines;
  const location = address.location?.trim() ?? '';
  return location === '' ? [] : [location];
}

/** The whole address on one line, as the profile's Location card shows it. */
export function joinedAddress(address: AddressParts): string {
  return addressLines(address).join(', ');
}
