import { errorCodes } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSIGHT_EVENT_TYPES, INSIGHT_LIMITS } from '../../../shared/constants/insights.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { insightEventSchema } from '../../../shared/schemas/insights.js';

/**
 * POST /api/events (DESIGN §10.5): what the pages report with `navigator.sendBeacon`. A beacon
 * with a string body arrives as `text/plain`, which would otherwise reach the route as a string;
 * here it is read as JSON, as `application/json` is. (A text/plain POST needs no CORS preflight,
 * which is why the security plugin's Origin check, not CORS, is what keeps other sites out.)
 */
export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      // Fastify's own error for bad JSON, so the reply is the one application/json gets.
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });

  app.post(
    '/events',
    {
      schema: {
        tags: ['public'],
        operationId: 'sendEvent',
        summary: 'Count a visit event (no cookie, nothing about the visitor kept)',
        description: `\`type\` is one of ${INSIGHT_EVENT_TYPES.join(', ')}; \`healerId\` names the healer for all but search-empty, which carries the search's \`query\` and \`district\` filter instead. Always 204 for a well-formed body, counted or not: requests from bots (by User-Agent), more than 60 a minute from one client address, an unknown type, a healer not in the public directory, more than ${INSIGHT_LIMITS.perAddressHealerDaily} events of one type for one healer from one client address in a day, and a search-empty whose words and district the public search does find healers for are dropped without saying so. A day keeps ${INSIGHT_LIMITS.emptySearchDistinctPerDay} distinct empty searches (the rest are counted together as other), for ${INSIGHT_LIMITS.emptySearchKeepDays} days. Accepts \`application/json\` and \`text/plain\` (what \`navigator.sendBeacon\` sends for a string). Counts are per day in TIME_ZONE and reach GET /api/admin/insights within 10 s. No cookie is set and no address stored.`,
        body: insightEventSchema,
        response: {
          204: z.null().describe('Accepted (counted or dropped)'),
          400: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.insights.record(request, request.body);
      if (outcome !== 'counted') request.log.debug({ outcome }, 'event not counted');
      return reply.code(204).send(null);
    },
  );
};
