/**
 * A healer's optional free-text fields: blank in a form, null when stored. `languages` is
 * optional text too but has its own normalisation, so it is listed apart.
 */
export const HEALER_OPTIONAL_TEXT_FIELDS = [
  'specialty',
  'location',
  'building',
  'addressField2',
  'addressField3',
  'city',
  'state',
  'country',
  'email',
  'website',
  'mapUrl',
  'googleReviewsUrl',
  'bio',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'photoUrl',
  'bookingWhatsApp',
  'availability',
  'experience',
  'holidays',
] as const;
