import { ORGANIZATION_NAME, ORGANIZATION_SHORT_NAME } from '../../shared/constants/limits.js';
import { ORGANIZATION_NAME_ML } from '../../shared/constants/malayalam-names.js';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import { type PageTitleKey, pageTitle } from '../../shared/pages/page-titles.js';
import {
  healerPagePath,
  matchPage,
  NOT_FOUND_PAGE,
  PAGES,
  type PageModule,
  type PageRow,
} from '../../shared/pages/pages.js';
import { languageAlternates, languageUrl } from './page-language.js';
import { defaultImageUrl } from './page-meta-healer.js';
import type { PageMeta } from './page-meta-html.js';

/** og:site_name of every page. */
export const SITE_NAME = ORGANIZATION_NAME;

/** The page table (src/shared/pages/pages.ts), its rows seen with every optional field. */
const ROWS: readonly PageRow[] = PAGES;

/**
 * The client's pages besides `/`. Each is served the HTML shell whatever the Accept header says,
 * because link-preview fetchers often send none.
 */
export const CLIENT_ROUTES: readonly string[] = ROWS.map((page) => page.path).filter(
  (path) => path !== '/',
);

interface SitePage {
  title: string;
  description: string;
  noindex?: boolean;
}

/** The home page's description, which any page without its own shares. */
const HOME_DESCRIPTIONS: Readonly<Record<UiLanguage, string>> = {
  en: "Find certified classical acupuncture healers across Kerala's 14 districts, read their profiles and book by WhatsApp.",
  ml: 'കേരളത്തിലെ 14 ജില്ലകളിലുമുള്ള അംഗീകൃത ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലർമാരെ കണ്ടെത്തൂ, അവരുടെ പ്രൊഫൈൽ വായിക്കൂ, വാട്സാപ്പിലൂടെ ബുക്ക് ചെയ്യൂ.',
};

/** Pages described otherwise than the home page (the sign-in pages are not indexed anyway). */
const DESCRIPTIONS: Readonly<Record<UiLanguage, Partial<Record<PageModule, string>>>> = {
  en: {
    about: `The ${ORGANIZATION_NAME}: our mission, core values, leadership team and how healers are certified.`,
    contact: `Contact the ${ORGANIZATION_NAME} by phone, e-mail or WhatsApp, or send us a message.`,
  },
  ml: {
    about: `${ORGANIZATION_NAME_ML}: ഞങ്ങളുടെ ദൗത്യം, അടിസ്ഥാന മൂല്യങ്ങൾ, നേതൃത്വം, ഹീലർമാർക്ക് അംഗീകാരം നൽകുന്ന രീതി.`,
    contact: `${ORGANIZATION_NAME_ML}: ഫോൺ, ഇമെയിൽ, വാട്സാപ്പ് എന്നിവയിലൂടെ ബന്ധപ്പെടാം, അല്ലെങ്കിൽ ഞങ്ങൾക്ക് ഒരു സന്ദേശം അയയ്ക്കാം.`,
  },
};

/** A page's <title>: the client's own (the same table), so nothing flips after loading. */
function titleOf(key: PageTitleKey, language: UiLanguage): string {
  return pageTitle(language, key, { product: ORGANIZATION_SHORT_NAME });
}

function sitePage(
  page: Pick<PageRow, 'module' | 'title' | 'indexable'>,
  language: UiLanguage,
): SitePage {
  return {
    title: titleOf(page.title, language),
    description: DESCRIPTIONS[language][page.module as PageModule] ?? HOME_DESCRIPTIONS[language],
    ...(!page.indexable && { noindex: true }),
  };
}

/** Paths listed in the sitemap besides the healers' pages. */
export const SITEMAP_PAGES: readonly string[] = ROWS.filter((page) => page.inSitemap).map(
  (page) => page.path,
);

/** Paths robots.txt asks crawlers to leave alone: the signed-in areas. */
export const DISALLOWED_PAGES: readonly string[] = ROWS.filter((page) => page.disallowed)
  .map((page) => page.path)
  .sort();

/** A page's head and the status it is served with. */
export interface ResolvedPage {
  status: 200 | 404;
  meta: PageMeta;
}

function genericMeta(page: SitePage, origin: string, path: string, language: UiLanguage): PageMeta {
  return {
    language,
    alternates: languageAlternates(origin, path),
    title: page.title,
    description: page.description,
    canonicalUrl: languageUrl(origin, path, language),
    ogType: 'website',
    imageUrl: defaultImageUrl(origin),
    imageAlt: ORGANIZATION_SHORT_NAME,
    ...(page.noindex && { noindex: true }),
  };
}

function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    alternateName: ORGANIZATION_SHORT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** The path as the canonical URL spells it: percent-encoded, no query or fragment. */
function normalisedPath(path: string, origin: string): string {
  try {
    return new URL(path, origin).pathname;
  } catch {
    return '/';
  }
}

/**
 * The head of any page that is not a healer's: the fixed pages, or '404 Page Not Found' (status
 * 404, not indexed) for a path the client does not know.
 */
export function sitePageMeta(
  requestPath: string,
  origin: string,
  language: UiLanguage = 'en',
): ResolvedPage {
  // The shell's own file name is the home page under another address.
  const path = requestPath === '/index.html' ? '/' : requestPath;
  const found = matchPage(path);
  // A page of a pattern (a healer's) has its own head; only fixed addresses are answered here.
  if (found && !found.page.path.includes(':')) {
    const meta = genericMeta(sitePage(found.page, language), origin, path, language);
    if (path === '/') meta.jsonLd = organizationJsonLd(origin);
    return { status: 200, meta };
  }
  const notFound = sitePage(NOT_FOUND_PAGE, language);
  return {
    status: 404,
    meta: genericMeta(notFound, origin, normalisedPath(path, origin), language),
  };
}

/** The head of `/healer/{id}` when no active healer has that id (status 404, not indexed). */
export function healerNotFoundMeta(
  id: string,
  origin: string,
  language: UiLanguage = 'en',
): ResolvedPage {
  const page: SitePage = {
    title: titleOf('meta.healerNotFound', language),
    description: HOME_DESCRIPTIONS[language],
    noindex: true,
  };
  return {
    status: 404,
    meta: genericMeta(page, origin, healerPagePath(id), language),
  };
}

/** The healer id of a `/healer/{id}` path (decoded), or undefined for any other path. */
export function healerIdFromPath(path: string): string | undefined {
  const found = matchPage(path);
  return found?.page.module === 'healer' ? found.params.id : undefined;
}

/** Host names and IP literals, with an optional port: nothing that could smuggle markup or paths. */
const SANE_HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?))*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** Used when neither PUBLIC_URL nor a well-formed Host header says where the site lives. */
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The origin that absolute URLs (canonical, og:url, og:image, sitemap) start with: PUBLIC_URL
 * when set (recommended: behind a proxy the request says http and an internal host), else the
 * request's protocol and Host header, accepted only when the host is well formed.
 */
export function siteOrigin(
  publicUrl: string | undefined,
  protocol: string,
  host: string | undefined,
): string {
  if (publicUrl) return publicUrl;
  const scheme = protocol === 'https' ? 'https' : 'http';
  if (!host || host.length > 260 || !SANE_HOST.test(host)) return FALLBACK_ORIGIN;
  return `${scheme}://${host.toLowerCase()}`;
}
