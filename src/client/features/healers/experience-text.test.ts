import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en/site.js';
import { mlSite } from '../../i18n/ml/site.js';
import { createTranslator, type Messages } from '../../i18n/translator.js';
import { experienceText } from './experience-text.js';

const ml = createTranslator(mlSite, 'ml');
const english = createTranslator(en as unknown as Messages, 'en');

describe('experienceText', () => {
  it.each([
    ['28 years', '28 വർഷത്തെ പരിചയം'],
    ['1 year', '1 വർഷത്തെ പരിചയം'],
    ['10+ yrs', '10+ വർഷത്തെ പരിചയം'],
    ['Since 1998', 'Since 1998 പരിചയം'],
  ])('says %j in Malayalam as %j, with no English "years"', (experience, expected) => {
    expect(experienceText(ml, experience)).toBe(expected);
  });

  it.each([
    ['28 years', '28 years experience'],
    ['1 year', '1 year experience'],
    ['Since 1998', 'Since 1998 experience'],
  ])('keeps %j in English as %j', (experience, expected) => {
    expect(experienceText(english, experience)).toBe(expected);
  });
});
