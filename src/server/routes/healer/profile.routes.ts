import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toHealerDto } from '../../../db/mappers.js';
import { healers } from '../../../db/schema.js';
import { PHOTO_MESSAGES } from '../../../shared/constants/upload.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { healerProfileUpdateSchema, healerSchema } from '../../../shared/schemas/healer.js';
import { serviceOptionSchema } from '../../../shared/schemas/service.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import { assertProfileWriteAllowed } from '../../plugins/rate-limit.js';
import { updateOwnProfile } from '../../services/healer-account.js';
import { assertLeaveWindow } from '../../services/healer-columns.js';
import { confirmListing } from '../../services/healer-trust.js';
import { listActiveServiceOptions } from '../../services/services-catalogue.js';
import { PHOTO_UPLOAD_CONFIG, photoUploadHandler } from '../photo-upload.js';

/** The healer flow words the size limit its own way (spec §5). */
const HEALER_PHOTO_MESSAGES = {
  invalidType: PHOTO_MESSAGES.invalidType,
  tooLarge: PHOTO_MESSAGES.healerTooLarge,
};

const guardedErrors = {
  400: errorReplySchema,
  ...guardedErrorReplies,
  404: errorReplySchema,
};

/** The signed-in healer's own profile and photo (spec §7), and the services to choose from. */
export const healerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'healers');

  app.get(
    '/healer/services',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerListServices',
        summary: 'The services a healer can list on their own profile',
        description:
          'The active services of the federation, by name. The profile editor offers them as choices, so a healer lists the same names the admin manages.',
        response: { 200: z.array(serviceOptionSchema), ...guardedErrors },
      },
    },
    () => listActiveServiceOptions(app.db),
  );

  app.put(
    '/healer/profile',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerUpdateProfile',
        summary: 'Edit the signed-in healer’s own profile',
        description:
          'Only the profile fields: phone, isActive, rating, reviewCount, id and the password cannot be changed here (extra fields are ignored). A save also confirms the details as right (`confirmedOn` becomes today in TIME_ZONE). `leave` replaces every period of leave when sent (from ≤ to, at most 12 periods of at most 366 days each, within two years before or after today: else 400 `leaveWindow`). Services are the active ones of GET /api/healer/services (stored in their spelling there) or ones the healer already lists; any other is 400. At most 30 saves per healer in 10 minutes (then 429 with Retry-After).',
        body: healerProfileUpdateSchema,
        response: {
          200: z.object({ message: z.string(), healer: healerSchema }),
          ...guardedErrors,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const healerId = request.session!.subjectId;
      // Each save empties the public cache: a healer gets a person's share of them.
      assertProfileWriteAllowed(request, healerId);
      const today = app.clinicToday();
      assertLeaveWindow(request.body.leave, today);
      const write = { table: healers, kind: 'healer', action: 'healer.self-update', id: healerId };
      const row = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => updateOwnProfile(tx, healerId, request.body, today)),
      );
      return { message: 'Profile updated successfully', healer: toHealerDto(row, today) };
    },
  );

  app.post(
    '/healer/profile/confirm',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerConfirmProfile',
        summary: 'Say the signed-in healer’s details are still right',
        description:
          'Sets `confirmedOn` to today in TIME_ZONE and answers it; the public listing shows the date. Counts as a profile save for the limit of 30 in 10 minutes (then 429 with Retry-After).',
        response: {
          200: z.object({ confirmedOn: z.string() }),
          ...guardedErrors,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const healerId = request.session!.subjectId;
      assertProfileWriteAllowed(request, healerId);
      const today = app.clinicToday();
      const write = { table: healers, kind: 'healer', action: 'healer.self-confirm', id: healerId };
      const healer = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => confirmListing(tx, healerId, today)),
      );
      return { confirmedOn: healer.confirmedOn ?? today };
    },
  );

  app.post(
    '/healer/upload-photo',
    {
      onRequest: app.requireHealer,
      // The photo is only the healer's until PUT /healer/profile saves its URL.
      config: {
        changesData: false,
        upload: PHOTO_UPLOAD_CONFIG,
      },
      schema: {
        tags: ['healer'],
        operationId: 'healerUploadPhoto',
        summary: 'Upload a profile photo (multipart field `photo`)',
        description:
          'JPG, PNG or WebP recognised by content, at most 5 MB and 24 megapixels; re-encoded without metadata. Reply `photoUrl` is then saved with PUT /api/healer/profile. At most 20 uploads per 10 minutes per session (then 429); only the newest 10 unsaved uploads are kept.',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ photoUrl: z.string() }),
          ...guardedErrors,
          413: errorReplySchema,
          415: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    photoUploadHandler(app, 'healer', HEALER_PHOTO_MESSAGES),
  );
};
