import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../public-cache/reply.js';
import { requestOrigin } from './page-sender.js';
import { listSitemapHealers, robotsTxt, sitemapXml } from './sitemap.js';

/** /sitemap.xml (the public pages and every active healer) and /robots.txt pointing to it. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['public'],
        operationId: 'getSitemap',
        summary: 'Sitemap: /, /about, /contact and each active healer’s page',
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const origin = requestOrigin(request);
      // Kept in the public cache per origin, so a write (which clears it) shows at once.
      const entry = await app.publicCache.fetch(`sitemap|${origin}`, async () =>
        sitemapXml(origin, await listSitemapHealers(app.db)),
      );
      // fetch gives undefined only when the producer does, and this one always returns the XML.
      if (!entry) throw new Error('The sitemap was not produced');
      return sendCached(request, reply, entry, { contentType: 'application/xml; charset=utf-8' });
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
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(requestOrigin(request))),
  );
};
