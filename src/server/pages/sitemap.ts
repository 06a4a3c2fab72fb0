import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { UI_LANGUAGES } from '../../shared/constants/ui-languages.js';
import { healerPagePath } from '../../shared/pages/pages.js';
import { languageAlternates, languageUrl } from './page-language.js';
import { DISALLOWED_PAGES, SITEMAP_PAGES } from './page-meta.js';

/** One healer page in the sitemap. */
export interface SitemapHealer {
  id: string;
  updatedAt: Date;
}

/** The active healers' ids and last changes, for the sitemap. */
export async function listSitemapHealers(db: Db): Promise<SitemapHealer[]> {
  const rows = await db
    .select({ id: healers.id, updatedAt: healers.updatedAt })
    .from(healers)
    .where(eq(healers.isActive, 'true'))
    .orderBy(asc(healers.createdAt), asc(healers.id));
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML content and attributes. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The page at `path` once per interface language, each entry naming all of them (and the
 * x-default) as its alternates, as search engines ask of a multilingual sitemap.
 */
function pageEntries(origin: string, path: string, lastmod?: Date): string[] {
  const modified =
    lastmod && !Number.isNaN(lastmod.getTime())
      ? `<lastmod>${lastmod.toISOString()}</lastmod>`
      : '';
  const links = languageAlternates(origin, path)
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
  return UI_LANGUAGES.map(
    (language) =>
      `  <url><loc>${escapeXml(languageUrl(origin, path, language))}</loc>${modified}${links}</url>`,
  );
}

/**
 * sitemaps.org XML: the fixed public pages, then each active healer's page with its last change,
 * each in English and Malayalam (decision 024).
 */
export function sitemapXml(origin: string, entries: readonly SitemapHealer[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SITEMAP_PAGES.flatMap((path) => pageEntries(origin, path)),
    ...entries.flatMap((entry) => pageEntries(origin, healerPagePath(entry.id), entry.updatedAt)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

/** Crawlers may read everything public; sign-in areas and the API are left out. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PAGES.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
