import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ORGANIZATION_NAME } from '../../shared/constants/limits.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';
import { CLIENT_ROUTES } from '../pages/page-meta.js';
import { inlineStylesheets } from '../pages/page-meta-html.js';
import { createPageSender } from '../pages/page-sender.js';
import { loadPrerenderBuild, type PrerenderBuild } from '../pages/prerender.js';
import { seoRoutes } from '../pages/seo.routes.js';

export interface ClientOptions {
  /** The built client (vite's output), normally dist/client. */
  clientDir: string;
  /** The public pages' pre-render; by default the one built beside the client (dist/ssr). */
  prerender?: PrerenderBuild | undefined;
}

/** Shown when the client has not been built, so that the API still runs and says what to do. */
const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ORGANIZATION_NAME}</title>
</head>
<body>
<main>
<h1>${ORGANIZATION_NAME}</h1>
<p>The web client has not been built yet. Run <code>npm run build:client</code> and reload.</p>
<p>The API answers under <a href="/api/healers">/api</a>; its description is at
<a href="/api/openapi.json">/api/openapi.json</a>.</p>
</main>
</body>
</html>
`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The service worker (decision 015), built at the client's root so that its scope is the site. */
const SERVICE_WORKER = `${sep}sw.js`;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built client: hashed files under /assets/ cached for a year, the service worker
 * never without asking, other files for an hour, and the HTML shell (never cached, so a new
 * build reaches visitors at once) for `/` and for every other GET that asks for HTML: the
 * client's router then shows the page or its '404 Page Not Found'. Unknown /api paths and other
 * misses get JSON 404.
 */
export const clientPlugin = fp(
  async (app, options: ClientOptions) => {
    const indexFile = join(options.clientDir, 'index.html');
    const shell = existsSync(indexFile)
      ? inlineStylesheets(readFileSync(indexFile, 'utf8'), (path) => {
          const file = join(options.clientDir, path);
          return file.startsWith(options.clientDir) && existsSync(file)
            ? readFileSync(file, 'utf8')
            : undefined;
        })
      : PLACEHOLDER_HTML;
    if (!existsSync(indexFile)) {
      app.log.warn({ clientDir: options.clientDir }, 'client not built; serving a placeholder');
    }

    // The shell with each page's own <head> (title, OpenGraph, JSON-LD) and status; public pages
    // pre-rendered when the build holds the pre-render bundle.
    const prerender =
      options.prerender ??
      (existsSync(indexFile) ? await loadPrerenderBuild(options.clientDir) : undefined);
    const sendShell = createPageSender(app, shell, prerender);

    if (existsSync(options.clientDir)) {
      const assetsDir = `${sep}assets${sep}`;
      await app.register(fastifyStatic, {
        root: options.clientDir,
        prefix: '/',
        index: false,
        // The shell goes through sendShell so that page metadata can be added to it.
        allowedPath: (pathName) => pathName !== '/index.html',
        dotfiles: 'ignore',
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes(assetsDir)
              ? `public, max-age=${YEAR_SECONDS}, immutable`
              : path.endsWith(SERVICE_WORKER)
                ? // Asked again on every visit, so a new build's worker is found at once.
                  'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    }

    app.get('/', { schema: { hide: true } }, sendShell);
    // Link-preview fetchers may send no Accept header, so the client's routes answer whatever.
    for (const path of CLIENT_ROUTES) app.get(path, { schema: { hide: true } }, sendShell);
    await app.register(seoRoutes);

    app.setNotFoundHandler(async (request, reply) => {
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApiPath(request.url) && readsPage && acceptsHtml(request)) {
        return sendShell(request, reply);
      }
      throw new HttpError(404, VALIDATION_MESSAGES.notFound);
    });
  },
  { name: 'client' },
);
