import { describe, expect, it } from 'vitest';
import {
  chosenLanguage,
  cookieLanguage,
  languageCookie,
  queryLanguage,
} from './language-choice.js';

describe('the language a page is drawn in', () => {
  it('is the query’s, remembered in a cookie, before the cookie’s', () => {
    expect(chosenLanguage('?lang=ml', 'lang=en')).toEqual({
      language: 'ml',
      setCookie: languageCookie('ml'),
    });
    expect(chosenLanguage('q=x&lang=en', 'lang=ml')).toEqual({
      language: 'en',
      setCookie: languageCookie('en'),
    });
  });

  it('is the cookie’s without a query, else English; unknown values are ignored', () => {
    expect(chosenLanguage('', 'a=1; lang=ml')).toEqual({ language: 'ml' });
    expect(chosenLanguage('?lang=fr', 'lang=de')).toEqual({ language: 'en' });
    expect(chosenLanguage('', undefined)).toEqual({ language: 'en' });
    expect(cookieLanguage('xlang=ml')).toBeUndefined();
    expect(queryLanguage('?lang=')).toBeUndefined();
  });

  it('is remembered for a year, for the whole site', () => {
    expect(languageCookie('ml')).toBe('lang=ml; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
