import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../public-cache/reply.js';
import { requestOrigin } from './page-sender.js';
import { listSitemapHealers, robotsTxt, sitemapXml } from './sitemap.js';

const XML = 'application/xml; charset=utf-8';

/**
 * /sitemap.xml (the public pages and every active healer) and /robots.txt pointing to it. Both name
 * PUBLIC_URL's origin; without it, the request's, and then neither is cached.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['public'],
        operationId: 'getSitemap',
        summary: 'Sitemap: /, /about, /contact and each active healer’s page',
        produces: ['application/xml'],
        response: { 200: z.string().describe('A sitemaps.org urlset') },
      },
    },
    async (request, reply) => {
      const publicUrl = app.env.PUBLIC_URL;
      if (!publicUrl) {
        // Without PUBLIC_URL the addresses come from the Host header, which the caller chooses:
        // such a reply is built for that request alone and kept by no cache (decision 032).
        return reply
          .header('content-type', XML)
          .header('cache-control', 'no-store')
          .send(sitemapXml(requestOrigin(request), await listSitemapHealers(app.db)));
      }
      // Kept in the public cache, so a write (which clears it) shows at once.
      const entry = await app.publicCache.fetch(`sitemap|${publicUrl}`, async () =>
        sitemapXml(publicUrl, await listSitemapHealers(app.db)),
      );
      // fetch gives undefined only when the producer does, and this one always returns the XML.
      if (!entry) throw new Error('The sitemap was not produced');
      return sendCached(request, reply, entry, { contentType: XML });
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['public'],
        operationId: 'getRobotsTxt',
        summary: 'Crawler rules and the sitemap’s address',
        produces: ['text/plain'],
        response: { 200: z.string().describe('robots.txt rules') },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        // Built for each request and kept by no cache of ours. Without PUBLIC_URL it names the
        // request's Host, which an HTTP cache keys the reply under too (decision 032).
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(requestOrigin(request))),
  );
};
