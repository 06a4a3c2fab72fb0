import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { HttpError } from '../../errors.js';
import { loadPhoto } from '../../services/photo.js';

const PHOTO_NOT_FOUND = VALIDATION_MESSAGES.photoNotFound;
/** A photo's bytes never change (a new upload is a new id), so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const cardParamsSchema = z.object({ file: z.string().min(1).max(100) });
const ogParamsSchema = z.object({ id: z.string().min(1).max(100) });
const imageReply = z.any().describe('The image bytes');

/** Serves stored photos under the names the server chose: /photos/{id}.webp and /photos/{id}/og.jpg. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/:file',
    {
      schema: {
        tags: ['public'],
        operationId: 'getPhoto',
        summary: 'A photo’s 512 px WebP (`/photos/{id}.webp`)',
        params: cardParamsSchema,
        produces: ['image/webp'],
        response: { 200: imageReply, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.webp$/.exec(request.params.file);
      const photo = match?.[1] ? await loadPhoto(app.db, match[1], 'card') : undefined;
      if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );

  app.get(
    '/photos/:id/og.jpg',
    {
      schema: {
        tags: ['public'],
        operationId: 'getHealerLinkPreview',
        summary: 'A photo’s 1200×630 JPEG for link previews',
        params: ogParamsSchema,
        produces: ['image/jpeg'],
        response: { 200: imageReply, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const photo = await loadPhoto(app.db, request.params.id, 'og');
      if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
};
