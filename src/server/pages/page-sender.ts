import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '../../shared/constants/limits.js';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import {
  PAGE_DATA_ELEMENT_ID,
  type RuntimeConfig,
  type SeededQuery,
  seededListQuery,
} from '../../shared/domain/page-data.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { sendCached } from '../public-cache/reply.js';
import { requestLanguage } from './page-language.js';
import {
  healerIdFromPath,
  healerNotFoundMeta,
  SITE_NAME,
  siteOrigin,
  sitePageMeta,
} from './page-meta.js';
import { healerPageMeta } from './page-meta-healer.js';
import {
  escapeHtml,
  jsonForScript,
  type PageMeta,
  renderPageHtml,
  type ShellParts,
  splitShell,
} from './page-meta-html.js';
import {
  healerApiPath,
  type PrerenderBuild,
  prerenderPlan,
  queryKeyOf,
  routePreloads,
  SITE_MESSAGES_MODULE,
} from './prerender.js';

/** The absolute origin for this request's links (PUBLIC_URL first; see siteOrigin). */
export function requestOrigin(request: FastifyRequest): string {
  return siteOrigin(request.server.env.PUBLIC_URL, request.protocol, request.headers.host);
}

const HTML = 'text/html; charset=utf-8';

/**
 * A public API read made through the app itself, so its cache and serialisation apply: the
 * reply's JSON, or undefined unless it answered 200.
 */
async function readApi(app: FastifyInstance, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 ? response.json() : undefined;
}

/**
 * The first page of a public list in the random order of `seed`, as the client's infinite query
 * holds it, or undefined unless the list answered 200.
 */
async function readFirstPage(
  app: FastifyInstance,
  list: string,
  seed: number,
): Promise<SeededQuery | undefined> {
  const query = new URLSearchParams({ seed: String(seed), limit: String(LIMITS.publicPageSize) });
  const response = await app.inject({ method: 'GET', url: `${list}?${query}` });
  if (response.statusCode !== 200) return undefined;
  const total = Number.parseInt(String(response.headers['x-total-count'] ?? ''), 10);
  const items = response.json() as unknown[];
  return seededListQuery(list, seed, { items, total: Number.isNaN(total) ? items.length : total });
}

/**
 * How many random orders of the home page's first cards a minute's pre-render picks from, one
 * per request (decision 043): each is a cached page of its own, and the client reshuffles
 * every few seconds anyway, so no healer is first for every visitor.
 */
export const FIRST_PAGE_ORDERS = 8;

/** The seed of order `order` of the minute `period`: the same for every request of that pair. */
export function firstPageSeed(period: number, order: number): number {
  // A multiplicative hash spreads neighbouring pairs over the whole 32-bit range.
  return Math.imul(period * FIRST_PAGE_ORDERS + order + 1, 0x9e3779b1) >>> 0;
}

/** Serves the HTML shell of one page with its status; see createPageSender. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const ROOT = '<div id="root"></div>';

/**
 * Set on the first page a browser gets; it has no expiry, so the browser forgets it when its
 * session ends, and with it the splash seen (decision 013).
 */
export const SPLASH_COOKIE = 'fcah_splash_seen';

function sawSplash(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SPLASH_COOKIE}=`));
}

/**
 * The splash's own style, in the page (decision 064): it is painted from the HTML's first bytes,
 * before the stylesheet, so that its 3.5 s and 0.5 s fade (spec §4) count from that paint. The
 * stylesheet's rules for the same element (src/client/features/shell/components/splash-screen.tsx)
 * take over when it comes; the animation, the same, runs on.
 */
export const SPLASH_STYLE = `<style>html{font-family:system-ui,sans-serif}#splash{position:fixed;inset:0;z-index:60;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.25rem;padding:0 1.5rem;text-align:center;color:#fff;background:linear-gradient(to bottom right,#4f46e5,#312e81);animation:splash-out ${LIMITS.splashFadeMs}ms ease-in ${LIMITS.splashMs}ms forwards}#splash>svg{width:5rem;height:5rem}#splash p{margin:0;max-width:28rem}#splash div>p:first-child{font-size:1.875rem;font-weight:700}@keyframes splash-out{from{opacity:1}to{opacity:0;visibility:hidden}}</style>`;

/** The page's stylesheets in its head: written in as <style> elements, or linked. */
const STYLESHEETS = /<style>[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/g;

/**
 * The page with the splash first in its body, over the page drawn beneath it. The splash's own
 * style is the head's only one and the page's stylesheet (60 KB, written into the page) comes
 * after the splash, so that a slow connection paints the splash from the HTML's first kilobytes
 * instead of after the whole stylesheet; the page beneath is drawn with it, as before.
 */
function withSplash(html: string, splash: string | undefined): string {
  if (!splash) return html;
  const end = html.indexOf('</head>');
  if (end === -1) return html.replace('<div id="root">', () => `${splash}<div id="root">`);
  const head = html.slice(0, end);
  const body = html.slice(end + '</head>'.length);
  const stylesheets = head.match(STYLESHEETS) ?? [];
  return `${head.replace(STYLESHEETS, '')}${SPLASH_STYLE}</head>${body.replace(
    '<div id="root">',
    () => `${splash}${stylesheets.join('')}<div id="root">`,
  )}`;
}
/** Pre-rendered pages show the time (open now, today's row): a cached one lasts this long. */
const PRERENDER_TTL_MS = 60_000;

/**
 * The page's HTML: the shell with its head tags and, for a public page when the pre-render build
 * is there, the page's markup in #root, the API data it was drawn from (the client's first render
 * reads the same) and modulepreload links for its route module, so the browser fetches the
 * route's code alongside the entry's instead of after it.
 */
async function pageHtml(
  app: FastifyInstance,
  shell: ShellParts,
  meta: PageMeta,
  config: RuntimeConfig,
  path: string,
  prerender: PrerenderBuild | undefined,
  alreadyRead: ReadonlyMap<string, unknown> = new Map(),
  listSeed?: number,
): Promise<string> {
  const { language } = meta;
  const page = renderPageHtml(shell, meta, SITE_NAME, config);
  // Another language's catalogue is fetched alongside the entry, not after it (decision 024).
  const messagesModule = prerender && SITE_MESSAGES_MODULE[language];
  const html = messagesModule
    ? page.replace(
        '</head>',
        `${modulePreloads(routePreloads(prerender.manifest, messagesModule))}</head>`,
      )
    : page;
  const plan = prerender && prerenderPlan(path, language);
  if (!prerender || !plan || !html.includes(ROOT)) return html;
  const queries: SeededQuery[] = [];
  for (const read of plan.reads) {
    const data = alreadyRead.has(read) ? alreadyRead.get(read) : await readApi(app, read);
    if (data !== undefined) queries.push([queryKeyOf(read), data]);
  }
  if (plan.firstPageOf && listSeed !== undefined) {
    const first = await readFirstPage(app, plan.firstPageOf, listSeed);
    if (first) queries.push(first);
  }
  let markup: string;
  try {
    markup = await prerender.module.renderPage({ path, queries, config, language });
  } catch (error) {
    // The browser renders the page itself; a pre-render fault costs speed, never the page.
    app.log.error({ err: error, path }, 'pre-render failed; sending the bare shell');
    return html;
  }
  const preloads = plan.routeModule ? routePreloads(prerender.manifest, plan.routeModule) : [];
  const links = modulePreloads(preloads);
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(queries)}</script>`;
  return lowerScriptPriority(html.replace('</head>', `${links}</head>`)).replace(
    ROOT,
    () => `<div id="root">${markup}</div>${data}`,
  );
}

function modulePreloads(hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
    .join('');
}

/**
 * A pre-rendered page is painted from its HTML (the stylesheet is inline), so its scripts are
 * not needed to show it, only to make it respond: they are fetched at low priority, leaving the
 * connection to what the visitor sees first (a healer's photo, say).
 */
function lowerScriptPriority(html: string): string {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * Makes the function that serves the client's HTML shell with the page's own <head>: title,
 * description, canonical link, OpenGraph and JSON-LD for link previews and search engines, and
 * the runtime config the client reads; public pages come pre-rendered (see pageHtml). Rendered
 * pages are kept in the public cache for a minute at most, so writes (which invalidate it) reach
 * previews and visitors at once. Unknown paths and missing or inactive healers get status 404
 * with the shell, whose router shows the message.
 */
export function createPageSender(
  app: FastifyInstance,
  html: string,
  prerender?: PrerenderBuild,
): PageSender {
  const shell: ShellParts = splitShell(html);
  // The splash in each language, drawn once (decisions 013 and 064).
  const splashes = new Map<UiLanguage, Promise<string | undefined>>();
  const splashIn = (language: UiLanguage) => {
    let splash = splashes.get(language);
    if (!splash) {
      splash = Promise.resolve(prerender?.module.renderSplash?.(language));
      splashes.set(language, splash);
    }
    return splash;
  };
  const config: RuntimeConfig = {
    timeZone: app.env.TIME_ZONE,
    countryCode: app.env.COUNTRY_CODE,
    publicUrl: app.env.PUBLIC_URL,
    firstPassword: app.env.FIRST_PASSWORD,
  };

  return async (request, reply) => {
    const origin = requestOrigin(request);
    const path = request.url.split('?')[0] ?? '/';
    const healerId = healerIdFromPath(path);
    const period = Math.floor(Date.now() / PRERENDER_TTL_MS);
    // A browser new to the session gets the splash in the page itself, so that it shows from
    // the first paint (the page's scripts are not needed for it, and none may be inline). Only
    // on the home page: a visitor sent to a profile or /about goes straight to it, and their
    // session has begun, so the splash does not come later either (DESIGN §5, wave 3).
    const sessionStarts = !sawSplash(request);
    const vary = 'Accept-Encoding, Cookie';
    // The page's language (decision 024): each language is its own cached page.
    const { language, setCookie } = requestLanguage(request);
    const splash = sessionStarts && path === '/' ? await splashIn(language) : undefined;
    const cookies = [sessionStarts && `${SPLASH_COOKIE}=1; Path=/; SameSite=Lax`, setCookie].filter(
      (cookie): cookie is string => Boolean(cookie),
    );
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const variant = `|${language}${splash ? '|splash' : ''}`;

    if (healerId !== undefined) {
      const key = `page|${origin}|healer|${healerId}|${period}${variant}`;
      const entry = await app.publicCache.fetch(key, async () => {
        // The healer as the public API sends it: for the head tags and, unread again, the page.
        const read = healerApiPath(healerId);
        const healer = (await readApi(app, read)) as Healer | undefined;
        if (!healer) return undefined;
        const meta = healerPageMeta(healer, origin, language);
        const page = await pageHtml(
          app,
          shell,
          meta,
          config,
          path,
          prerender,
          new Map([[read, healer]]),
        );
        return withSplash(page, splash);
      });
      if (entry) return sendCached(request, reply, entry, { contentType: HTML, vary });
    }

    const page =
      healerId !== undefined
        ? healerNotFoundMeta(healerId, origin, language)
        : sitePageMeta(path, origin, language);
    const plan = prerender && prerenderPlan(path);
    if (page.status === 200 && plan) {
      // A page with a list's first page comes in a few orders, picked per request.
      const order = plan.firstPageOf ? randomInt(FIRST_PAGE_ORDERS) : undefined;
      const seed = order === undefined ? undefined : firstPageSeed(period, order);
      const entry = await app.publicCache.fetch(
        `page|${origin}|${path}|${period}${variant}${order === undefined ? '' : `|order${order}`}`,
        async () =>
          withSplash(
            await pageHtml(app, shell, page.meta, config, path, prerender, new Map(), seed),
            splash,
          ),
      );
      if (entry) return sendCached(request, reply, entry, { contentType: HTML, vary });
    }
    return reply
      .code(page.status)
      .header('content-type', HTML)
      .header('cache-control', 'no-cache')
      .header('vary', vary)
      .send(withSplash(renderPageHtml(shell, page.meta, SITE_NAME, config), splash));
  };
}
