import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newPhoneSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { userSchema } from '../../../shared/schemas/user.js';
import { changeUserPhone, listUsers, pageUsers, resetUserPassword } from '../../services/users.js';
import { adminListQuerySchema } from './list-query.js';

const userIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const userPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const guardedErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** Healers' login accounts: list, phone change and password reset (DESIGN §5). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every healer’s login account',
        description:
          'Without parameters: every account by name, as an array. With `page`, `pageSize` or `q`: `{ users, total, page, pageSize }` (pageSize defaults to 20), the accounts having every word of `q` in the healer’s name, titles, place, services or phone (what the admin panel reads).',
        querystring: adminListQuerySchema,
        response: {
          200: z.union([z.array(userSchema), userPageSchema]),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      if (q === undefined && page === undefined && pageSize === undefined) return listUsers(app.db);
      return pageUsers(app.db, { q, page: page ?? 1, pageSize: pageSize ?? 20 });
    },
  );

  app.patch(
    '/admin/users/:id/phone',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change a healer’s phone (their sign-in) and reset the password to it',
        description:
          'The healer must change the password at the next sign-in; their sessions end. 409 when another healer has the phone.',
        params: userIdParamsSchema,
        body: newPhoneSchema,
        response: {
          200: z.object({ message: z.string(), user: userSchema }),
          ...guardedErrors,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const user = await changeUserPhone(
        app.db,
        request.params.id,
        request.body.newPhone,
        app.env.COUNTRY_CODE,
      );
      app.publicCache.invalidate();
      await app.realtime.healersUpdated();
      return {
        message: 'User phone number updated successfully. Password reset to new phone number.',
        user,
      };
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reset a healer’s password to their phone number',
        description: 'The healer must change the password at the next sign-in; their sessions end.',
        params: userIdParamsSchema,
        response: { 200: z.object({ message: z.string(), user: userSchema }), ...guardedErrors },
      },
    },
    async (request) => {
      const user = await resetUserPassword(app.db, request.params.id);
      await app.realtime.healersUpdated();
      return { message: 'User password reset to default (phone number)', user };
    },
  );
};
