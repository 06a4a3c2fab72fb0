/**
 * The pages' titles in English: the `meta` namespace of the client's English catalogue
 * (src/client/i18n/en.ts) and what the server puts in <title> before any script runs, so that
 * nothing flips after loading. Kept here, not in the catalogue file, because the server may not
 * import client code (its build would write that file into the client's output). `{product}` is
 * the short name (ORGANIZATION_SHORT_NAME), `{name}` a healer's.
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

/** A catalogue key of a page title, as the page table names it. */
export type PageTitleKey = `meta.${keyof typeof pageTitlesEn}`;

/** The English title of `key` with its parameters filled in. */
export function englishPageTitle(
  key: PageTitleKey,
  params: Readonly<Record<string, string>>,
): string {
  const name = key.slice('meta.'.length) as keyof typeof pageTitlesEn;
  return pageTitlesEn[name].replace(/\{(\w+)\}/g, (whole, param: string) =>
    Object.hasOwn(params, param) ? (params[param] ?? whole) : whole,
  );
}
