import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProfileUpdateSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { HttpError } from '../../plugins/error-handler.js';
import { getAdminProfile, updateAdminProfile } from '../../services/admin-account.js';

const adminProfileSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasCustomCredentials: z.boolean(),
});

const ADMIN_NOT_FOUND = 'Admin not found';

/** The admin's own e-mail, phone and password (spec §5 "Admin profile update"). */
export const adminProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The admin’s e-mail, phone and whether the initial password was replaced',
        response: { 200: adminProfileSchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => {
      const profile = await getAdminProfile(app.db, request.session!.subjectId);
      if (!profile) throw new HttpError(404, ADMIN_NOT_FOUND);
      return profile;
    },
  );

  app.put(
    '/admin/profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change the admin’s e-mail, phone or password',
        description:
          'Blank fields are left unchanged; at least one is needed. A new password makes `hasCustomCredentials` true and ends the admin’s other sessions.',
        body: adminProfileUpdateSchema,
        response: {
          200: z.object({ message: z.string(), profile: adminProfileSchema }),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      const profile = await updateAdminProfile(app.db, session.subjectId, request.body, session.id);
      if (!profile) throw new HttpError(404, ADMIN_NOT_FOUND);
      return { message: 'Profile updated successfully', profile };
    },
  );
};
