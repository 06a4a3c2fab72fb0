import { experienceYears } from '../../../shared/domain/experience.js';
import type { Translate } from '../../i18n/translator.js';

/**
 * The experience line in the interface language: '28 വർഷത്തെ പരിചയം' for '28 years', so no
 * English word sits inside a Malayalam line; any other text is shown as the healer wrote it.
 */
export function experienceText(t: Translate, experience: string): string {
  const years = experienceYears(experience);
  return years
    ? t('card.experienceYears', { count: years.count, years: years.years })
    : t('card.experience', { experience });
}
