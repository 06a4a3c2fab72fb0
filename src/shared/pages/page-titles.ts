import type { UiLanguage } from '../constants/ui-languages.js';

/**
 * The pages' titles in each interface language: the `meta` namespace of the client's catalogues
 * and what the server puts in <title> before any script runs, so that nothing flips after
 * loading. Kept here, not in the catalogue files, because the server may not import client code
 * (its build would write that file into the client's output). `{product}` is the short name
 * (ORGANIZATION_SHORT_NAME), `{name}` a healer's.
 */
export const pageTitlesEn = {
  home: 'Find Acupuncture Healers in Kerala | {product}',
  about: 'About | {product}',
  contact: 'Contact | {product}',
  healer: '{name} | {product}',
  healerNotFound: 'Healer Not Found | {product}',
  login: 'Healer Login | {product}',
  healerProfile: 'My Profile | {product}',
  admin: 'Admin | {product}',
  notFound: 'Page Not Found | {product}',
} as const;

type PageName = keyof typeof pageTitlesEn;

/** The same titles in Malayalam; a page added to the English table without one fails the type check. */
export const pageTitlesMl: Record<PageName, string> = {
  home: 'കേരളത്തിലെ അക്യുപങ്ചർ ഹീലർമാരെ കണ്ടെത്തൂ | {product}',
  about: 'ഞങ്ങളെക്കുറിച്ച് | {product}',
  contact: 'ബന്ധപ്പെടുക | {product}',
  healer: '{name} | {product}',
  healerNotFound: 'ഹീലറെ കണ്ടെത്തിയില്ല | {product}',
  login: 'ഹീലർ ലോഗിൻ | {product}',
  healerProfile: 'എന്റെ പ്രൊഫൈൽ | {product}',
  admin: 'അഡ്മിൻ | {product}',
  notFound: 'പേജ് കണ്ടെത്തിയില്ല | {product}',
};

/** Every language's titles. */
export const pageTitles: Record<UiLanguage, Record<PageName, string>> = {
  en: pageTitlesEn,
  ml: pageTitlesMl,
};

/** A catalogue key of a page title, as the page table names it. */
export type PageTitleKey = `meta.${PageName}`;

/** The title of `key` in `language` with its parameters filled in. */
export function pageTitle(
  language: UiLanguage,
  key: PageTitleKey,
  params: Readonly<Record<string, string>>,
): string {
  const name = key.slice('meta.'.length) as PageName;
  return pageTitles[language][name].replace(/\{(\w+)\}/g, (whole, param: string) =>
    Object.hasOwn(params, param) ? (params[param] ?? whole) : whole,
  );
}
