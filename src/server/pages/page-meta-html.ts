import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import { formatZoneOffsetMeta, type RuntimeConfig } from '../../shared/domain/page-data.js';
import { steadyZoneOffset } from '../../shared/domain/zoned-time.js';
import { type LanguageAlternate, OG_LOCALES } from './page-language.js';

/** What the server puts in a page's <head> for link previews and search engines. */
export interface PageMeta {
  /** The language the page is drawn in: `<html lang>`, og:locale. */
  language: UiLanguage;
  /** The page in each language (hreflang), for pages search engines may index. */
  alternates?: readonly LanguageAlternate[];
  title: string;
  description: string;
  /** Absolute URL of the page in its language (`?lang=ml` for Malayalam); also og:url. */
  canonicalUrl: string;
  ogType: 'website' | 'profile';
  /** Absolute URL of a 1200×630 JPEG. */
  imageUrl: string;
  imageAlt: string;
  /** Pages that must not appear in search results (not found, sign-in, private areas). */
  noindex?: boolean;
  /** schema.org data, written as one application/ld+json block. */
  jsonLd?: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const JSON_SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a <script> element: `<`, `>` and `&` become \u escapes so that no value can
 * close the element (`</script>`) or open a comment, and U+2028/2029 are escaped for old
 * JavaScript parsers. The result still parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_SCRIPT_ESCAPES[char]!);
}

/** One-line whitespace, and a control-character-free text for meta values. */
export function cleanText(value: string | null | undefined): string {
  return (
    (value ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Shortens text to at most `max` characters at a word boundary, ending with '…' when cut. */
export function truncateText(value: string, max: number): string {
  const text = cleanText(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`;
}

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

/** The head tags of one page: title, description, canonical link, OpenGraph, Twitter and JSON-LD. */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    meta.noindex ? metaName('robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    ...(meta.noindex ? [] : (meta.alternates ?? [])).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    ),
    metaProperty('og:type', meta.ogType),
    metaProperty('og:site_name', siteName),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.canonicalUrl),
    metaProperty('og:image', meta.imageUrl),
    metaProperty('og:image:type', 'image/jpeg'),
    metaProperty('og:image:width', '1200'),
    metaProperty('og:image:height', '630'),
    metaProperty('og:image:alt', meta.imageAlt),
    metaProperty('og:locale', OG_LOCALES[meta.language]),
    ...Object.entries(OG_LOCALES)
      .filter(([language]) => language !== meta.language)
      .map(([, locale]) => metaProperty('og:locale:alternate', locale)),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', meta.imageUrl),
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

/**
 * The meta tags runtime-config.ts reads: the clinics' time zone (with its UTC offset around `now`,
 * when steady, so that the browser needs no Intl for it), country code, public URL and how a
 * healer first signs in.
 */
export function renderRuntimeConfigTags(config: RuntimeConfig, now = new Date()): string {
  const offset = steadyZoneOffset(now, config.timeZone);
  return [
    metaName('clinic-time-zone', config.timeZone),
    offset ? metaName('clinic-utc-offset', formatZoneOffsetMeta(offset)) : '',
    metaName('country-code', config.countryCode),
    config.publicUrl ? metaName('public-url', config.publicUrl) : '',
    config.firstPassword ? metaName('first-password', config.firstPassword) : '',
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
}

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';

/** The HTML shell cut where the page's head tags go. */
export interface ShellParts {
  before: string;
  after: string;
}

/**
 * Cuts the client's index.html at its `<!--app-head-->` … `<!--/app-head-->` range, whose default
 * title and description (kept for the Vite dev server) the server replaces. A shell without the
 * markers loses its <title> and description and gets the tags before </head>.
 */
export function splitShell(html: string): ShellParts {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END);
  if (start !== -1 && end > start) {
    return { before: html.slice(0, start), after: html.slice(end + HEAD_END.length) };
  }
  // Without the closing marker: drop the default title and description, and put the tags at
  // the opening marker, else just before </head>.
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const marker = stripped.indexOf(HEAD_START);
  if (marker !== -1) {
    return {
      before: stripped.slice(0, marker),
      after: stripped.slice(marker + HEAD_START.length),
    };
  }
  const headEnd = stripped.search(/<\/head>/i);
  if (headEnd === -1) return { before: stripped, after: '' };
  return { before: stripped.slice(0, headEnd), after: stripped.slice(headEnd) };
}

/** The whole page: the shell with this page's head tags and the runtime config in place. */
export function renderPageHtml(
  shell: ShellParts,
  meta: PageMeta,
  siteName: string,
  config: RuntimeConfig,
): string {
  const head = `${renderHeadTags(meta, siteName)}\n    ${renderRuntimeConfigTags(config)}`;
  const before = shell.before.replace(/<html lang="[^"]*"/, `<html lang="${meta.language}"`);
  return `${before}${head}${shell.after}`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The shell with its built stylesheets written into the page as <style> elements: the page can
 * then be painted as soon as its HTML arrives, without waiting for a second request (a round
 * trip of several hundred milliseconds on a phone's mobile connection). `read` gives a file's
 * text by its URL path, or undefined to keep that link as it is.
 */
export function inlineStylesheets(
  html: string,
  read: (path: string) => string | undefined,
): string {
  return html.replace(STYLESHEET_LINK, (link, path: string) => {
    const css = read(path);
    // A stylesheet cannot end a <style> element unless it holds '</style'; keep such a file linked.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}
