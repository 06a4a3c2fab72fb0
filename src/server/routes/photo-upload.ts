import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertUploadAllowed } from '../plugins/rate-limit.js';
import {
  type PhotoMessages,
  type PhotoOwner,
  parsePhotoUpload,
  storePhoto,
} from '../services/photo.js';
import { capUnsavedPhotos } from '../services/photo-lifecycle.js';

/** The route config of both upload routes: the multipart field the OpenAPI document names. */
export const PHOTO_UPLOAD_CONFIG = {
  field: 'photo',
  description: 'A JPG, PNG or WebP image, at most 5 MB',
} as const;

/**
 * The handler of POST /api/healer/upload-photo and /api/admin/upload-photo: the signed-in
 * uploader's photo, re-encoded and stored, only their newest unsaved uploads kept, and its audit
 * entry. The image is re-encoded before its row is written, so the entry follows in its own
 * transaction rather than holding PGlite meanwhile (decision 050).
 */
export function photoUploadHandler(
  app: FastifyInstance,
  ownerKind: PhotoOwner['kind'],
  messages: PhotoMessages,
) {
  return async (request: FastifyRequest): Promise<{ photoUrl: string }> => {
    assertUploadAllowed(request);
    const buffer = await parsePhotoUpload(request, messages);
    const owner = { kind: ownerKind, id: request.session!.subjectId };
    const { photoUrl } = await storePhoto(app.db, buffer, { messages, owner });
    await capUnsavedPhotos(app.db, owner);
    await app.auditAfter(request, {
      action: 'photo.upload',
      target: { kind: 'photo', id: photoUrl, label: photoUrl },
    });
    return { photoUrl };
  };
}
