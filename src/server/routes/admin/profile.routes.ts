import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { adminProfileUpdateSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { diffRecords, snapshot } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import { assertNotThrottled } from '../../plugins/rate-limit.js';
import {
  getAdminProfile,
  isAdminPassword,
  updateAdminProfile,
} from '../../services/admin-account.js';
import { CURRENT_PASSWORD_INCORRECT } from '../../services/healer-account.js';

const adminProfileSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasCustomCredentials: z.boolean(),
});

const ADMIN_NOT_FOUND = VALIDATION_MESSAGES.adminNotFound;
const PASSWORD_CHECK_SCOPE = 'admin-password-check';

/** The admin's own e-mail, phone and password (spec §5 "Admin profile update"). */
export const adminProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetProfile',
        summary: 'The admin’s e-mail, phone and whether the initial password was replaced',
        response: { 200: adminProfileSchema, ...guardedErrorReplies },
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
        operationId: 'adminUpdateProfile',
        summary: 'Change the admin’s e-mail, phone or password',
        description:
          'Blank fields are left unchanged; at least one is needed. A new password needs `currentPassword` (400 without it or when it is wrong; wrong ones are limited like sign-ins, 429 with Retry-After), makes `hasCustomCredentials` true and ends the admin’s other sessions.',
        body: adminProfileUpdateSchema,
        response: {
          200: z.object({ message: z.string(), profile: adminProfileSchema }),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      const { currentPassword, ...update } = request.body;
      if (update.password !== undefined) {
        // A wrong current password is a guess: throttled like a sign-in.
        const account = `admin:${session.subjectId}`;
        assertNotThrottled(request, PASSWORD_CHECK_SCOPE, account);
        if (!(await isAdminPassword(app.db, session.subjectId, currentPassword ?? ''))) {
          app.loginThrottle.recordFailure(PASSWORD_CHECK_SCOPE, account, request.ip);
          throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
        }
        app.loginThrottle.recordSuccess(PASSWORD_CHECK_SCOPE, account, request.ip);
      }
      const profile = await app.audited(request, async (tx, audit) => {
        const before = await snapshot(tx, admins, session.subjectId);
        const updated = await updateAdminProfile(tx, session.subjectId, update, session.id);
        if (!updated) throw new HttpError(404, ADMIN_NOT_FOUND);
        const after = await snapshot(tx, admins, session.subjectId);
        const label = updated.email || updated.phone || 'admin';
        audit.record({
          action: 'admin.profile',
          target: { kind: 'admin', id: session.subjectId, label },
          changes: diffRecords(before, after),
        });
        return updated;
      });
      return { message: 'Profile updated successfully', profile };
    },
  );
};
