import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISTRICTS } from '../../../shared/constants/districts.js';
import { MESSAGE_KEY } from '../../../shared/constants/validation-messages.js';
import { placeNameIn } from '../../../shared/domain/place-display.js';
import { DISTRICT_POSTERS_PATH } from '../../../shared/pages/pages.js';
import { posterTexts } from '../../../shared/pages/poster-texts.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { posterMessage, posterToolbar } from '../../pages/poster.js';
import {
  needsPublicUrlPage,
  posterContext,
  posterQuerySchema,
  postersPage,
  sendPosterPage,
} from '../../pages/poster.routes.js';

const districtPostersQuerySchema = posterQuerySchema.extend({
  district: z.enum(DISTRICTS, { error: MESSAGE_KEY.districtRequired }),
});

/**
 * "Print posters for a district" (decision 060): every active healer of a district, one sheet
 * each, as one printable document for the admin.
 */
export const adminPosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DISTRICT_POSTERS_PATH.replace(/^\/api/, ''),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminDistrictPosters',
        summary: 'The posters of every active healer of a district, as one printable page',
        description:
          'An HTML document with one printed page (A4, or A6 with `size=a6`) per active healer of `district`, in the public order, each as `/healer/{id}/poster` draws it; a district without one says so. Without PUBLIC_URL the page says it needs one.',
        querystring: districtPostersQuerySchema,
        produces: ['text/html'],
        response: {
          200: z.string().describe('A printable HTML page'),
          400: errorReplySchema,
          ...guardedErrorReplies,
        },
      },
    },
    async (request, reply) => {
      const { district, ...query } = request.query;
      const context = posterContext(app, query);
      if (!context) return sendPosterPage(reply, needsPublicUrlPage(query));
      const healers = (await app.directory.current()).healers.filter(
        (healer) => healer.district === district,
      );
      const language = context.languages === 'en' ? 'en' : 'ml';
      const title = posterTexts[language].districtTitle.replace(
        '{district}',
        placeNameIn(district, language),
      );
      const toolbar = posterToolbar(DISTRICT_POSTERS_PATH, context, { district });
      const page = await postersPage(healers, context, title, toolbar);
      if (healers.length === 0) {
        page.body = posterMessage(context.languages, (shown) =>
          posterTexts[shown].noHealers.replace('{district}', placeNameIn(district, shown)),
        );
      }
      return sendPosterPage(reply, page);
    },
  );
};
