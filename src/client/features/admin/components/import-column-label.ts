import type { NamespaceT } from '../../../i18n/namespaces.js';

/** Columns the healer form labels under account `fields.*` (the export's column names). */
const FIELD_COLUMNS = new Set([
  'titles',
  'name',
  'specialty',
  'experience',
  'phone',
  'email',
  'website',
  'bookingWhatsApp',
  'building',
  'addressField2',
  'addressField3',
  'city',
  'district',
  'state',
  'country',
  'pincode',
  'location',
  'mapUrl',
  'googleReviewsUrl',
  'languages',
  'bio',
  'qualifications',
  'services',
  'availability',
  'holidays',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
]);

/**
 * A column of the import file in words, in the admin's language ('district' → 'District', 'ജില്ല'),
 * with the labels the healer form gives its fields; a column with no label keeps its name.
 */
export function importColumnLabel(
  column: string,
  t: NamespaceT<'admin'>,
  sharedT: NamespaceT<'account'>,
): string {
  if (FIELD_COLUMNS.has(column)) return sharedT(`fields.${column}` as 'fields.name');
  switch (column) {
    case 'isActive':
      return t('import.columnActive');
    case 'rating':
      return t('healerDialog.rating');
    case 'reviewCount':
      return t('healerDialog.reviewCount');
    case 'clinicTimings':
      return t('healerDialog.sections.timings');
    case 'latitude':
      return t('import.columnLatitude');
    case 'longitude':
      return t('import.columnLongitude');
    case 'leave':
      return t('import.columnLeave');
    // What decides a visit (decision 053): the healer form's own labels.
    case 'feeFrom':
    case 'feeTo':
    case 'gender':
    case 'stepFree':
    case 'parking':
    case 'homeVisits':
    case 'acceptingNewPatients':
    case 'landmark':
      return sharedT(`visit.${column}`);
    default:
      return column;
  }
}
