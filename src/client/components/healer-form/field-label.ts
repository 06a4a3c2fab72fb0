import { healerFieldLabelKey } from '../../../shared/constants/healer-fields.js';
import type { NamespaceT } from '../../i18n/namespaces.js';

/**
 * A healer field's name in the reader's language, by the field table's one key (decision 061):
 * what the form labels it, the Activity view and the import preview name it by; a name the table
 * does not label is kept as it is.
 */
export function healerFieldLabel(t: NamespaceT<'account'>, field: string): string {
  const key = healerFieldLabelKey(field);
  return key ? t(key) : field;
}
