import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MESSAGES } from '../../../shared/constants/upload.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { assertUploadAllowed } from '../../plugins/rate-limit.js';
import { parsePhotoUpload, storePhoto } from '../../services/photo.js';
import { capUnsavedPhotos } from '../../services/photo-lifecycle.js';

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
      config: { upload: { field: 'photo', description: 'A JPG, PNG or WebP image, at most 5 MB' } },
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
    async (request) => {
      assertUploadAllowed(request);
      const buffer = await parsePhotoUpload(request, ADMIN_PHOTO_MESSAGES);
      const owner = { kind: 'admin', id: request.session!.subjectId } as const;
      const { photoUrl } = await storePhoto(app.db, buffer, {
        messages: ADMIN_PHOTO_MESSAGES,
        owner,
      });
      await capUnsavedPhotos(app.db, owner);
      // The image is re-encoded before its row is written, so the entry follows in its own
      // transaction rather than holding PGlite meanwhile (decision 050).
      await app.auditAfter(request, {
        action: 'photo.upload',
        target: { kind: 'photo', id: photoUrl, label: photoUrl },
      });
      return { photoUrl };
    },
  );
};
