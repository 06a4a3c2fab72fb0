import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MESSAGES } from '../../../shared/constants/upload.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { PHOTO_UPLOAD_CONFIG, photoUploadHandler } from '../photo-upload.js';

const ADMIN_PHOTO_MESSAGES = {
  invalidType: PHOTO_MESSAGES.invalidType,
  tooLarge: PHOTO_MESSAGES.adminTooLarge,
};

/** POST /api/admin/upload-photo: a healer's or team member's photo, re-encoded and stored. */
export const adminUploadPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/upload-photo',
    {
      onRequest: app.requireAdmin,
      config: { upload: PHOTO_UPLOAD_CONFIG },
      schema: {
        tags: ['admin'],
        operationId: 'adminUploadPhoto',
        summary: 'Upload a photo',
        description:
          'multipart/form-data with one file in the field `photo`: a JPG, PNG or WebP (recognised by content) of at most 5 MB and 24 megapixels; at most 20 uploads per 10 minutes per session (then 429), and only the newest 10 unsaved uploads are kept. It is re-encoded without metadata; `photoUrl` is its 512 px WebP, and `/photos/{id}/og.jpg` its 1200×630 link preview.',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ photoUrl: z.string() }),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          413: errorReplySchema,
          415: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    photoUploadHandler(app, 'admin', ADMIN_PHOTO_MESSAGES),
  );
};
