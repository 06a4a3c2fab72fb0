import { describe, expect, it } from 'vitest';
import { experienceYears } from './experience.js';

describe('experienceYears', () => {
  it.each([
    ['28 years', { count: 28, years: '28' }],
    ['1 year', { count: 1, years: '1' }],
    ['28 Years', { count: 28, years: '28' }],
    [' 12 yrs ', { count: 12, years: '12' }],
    ['10+ years', { count: 10, years: '10+' }],
    ['10 years+', { count: 10, years: '10+' }],
    ['15', { count: 15, years: '15' }],
    ['5 years experience', { count: 5, years: '5' }],
    ['5 years of experience', { count: 5, years: '5' }],
  ])('reads %j as a number of years', (text, expected) => {
    expect(experienceYears(text)).toEqual(expected);
  });

  it.each([
    'Since 1998',
    '28 വർഷം',
    'Ten years',
    '5 years in Kochi, 3 in Dubai',
    '',
    null,
    undefined,
  ])('leaves %j to be shown as written', (text) => {
    expect(experienceYears(text)).toBeNull();
  });
});
