import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healers } from '../../../db/schema.js';
import { newPhoneSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { requestedNumberedPage } from '../../../shared/schemas/paging.js';
import { signInCodeSchema, userSchema } from '../../../shared/schemas/user.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import { removeHealerPasskeys } from '../../services/passkeys.js';
import { SIGN_IN_CODE_DAYS } from '../../services/sign-in-code.js';
import { changeUserPhone, listUsers, pageUsers, resetUserPassword } from '../../services/users.js';
import { recordPasskeyEntry } from '../passkey-routes.js';
import { ADMIN_USER_PAGES, adminListQuerySchema } from './list-query.js';

const userIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
/** The reset's one choice: also remove the healer's passkeys (kept by default; decision 063). */
const resetPasswordBodySchema = z.object({ removePasskeys: z.boolean().optional() }).nullish();
const userPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const userWithCodeReplySchema = z.object({
  message: z.string(),
  user: userSchema,
  signInCode: signInCodeSchema.optional(),
});

/** The replies' messages: the specification's in `phone` mode, the code's in `code` mode. */
const USER_MESSAGES = {
  phone: {
    phoneChanged: 'User phone number updated successfully. Password reset to new phone number.',
    reset: 'User password reset to default (phone number)',
  },
  code: {
    phoneChanged: 'User phone number updated successfully. A new one-time sign-in code was issued.',
    reset: 'A new one-time sign-in code was issued',
  },
} as const;

const guardedErrors = {
  400: errorReplySchema,
  ...guardedErrorReplies,
  404: errorReplySchema,
};

/** Healers' login accounts: list, phone change and password reset (DESIGN §5). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'healers');

  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListUsers',
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
      const mode = app.env.FIRST_PASSWORD;
      if (q === undefined && page === undefined && pageSize === undefined) {
        return listUsers(app.db, mode);
      }
      const asked = requestedNumberedPage(request.query, ADMIN_USER_PAGES);
      return pageUsers(app.db, { q, ...asked }, mode);
    },
  );

  app.patch(
    '/admin/users/:id/phone',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminChangeUserPhone',
        summary: 'Change a healer’s phone (their sign-in) and give them a new first sign-in',
        description:
          'FIRST_PASSWORD=code (default): the reply holds a new one-time `signInCode` (shown once; it cancels the previous code and the password). FIRST_PASSWORD=phone: the password becomes the new phone. Either way the healer must choose a password at the next sign-in and their sessions end. 409 when another healer has the phone.',
        params: userIdParamsSchema,
        body: newPhoneSchema,
        response: {
          200: userWithCodeReplySchema,
          ...guardedErrors,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const mode = app.env.FIRST_PASSWORD;
      const { id } = request.params;
      const write = { table: healers, kind: 'healer', action: 'healer.phone', id };
      const changed = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () =>
          changeUserPhone(
            tx,
            id,
            request.body.newPhone,
            app.env.COUNTRY_CODE,
            mode,
            app.signInCodeKey,
          ),
        ),
      );
      return { message: USER_MESSAGES[mode].phoneChanged, ...changed };
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminResetUserPassword',
        summary: 'Give a healer a new first sign-in (a one-time code, or the phone as password)',
        description: `FIRST_PASSWORD=code (default): the reply holds a new one-time \`signInCode\` (8 digits, ${SIGN_IN_CODE_DAYS} days, shown once) and the current password and any previous code stop working. FIRST_PASSWORD=phone: the password becomes the phone number. Either way the healer must choose a password at the next sign-in and their sessions end. The healer’s passkeys stay unless \`removePasskeys\` is true (the body may be empty).`,
        params: userIdParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: userWithCodeReplySchema, ...guardedErrors, 409: errorReplySchema },
      },
    },
    async (request) => {
      const mode = app.env.FIRST_PASSWORD;
      const { id } = request.params;
      // Code mode issues a new one-time code; phone mode makes the phone the password again.
      const action = mode === 'code' ? 'healer.sign-in-code' : 'healer.password-reset';
      const reset = await app.audited(request, async (tx, audit) => {
        const result = await recordedWrite(
          tx,
          audit,
          { table: healers, kind: 'healer', action, id },
          () => resetUserPassword(tx, id, mode, app.signInCodeKey),
        );
        if (request.body?.removePasskeys) {
          for (const passkey of await removeHealerPasskeys(tx, id)) {
            await recordPasskeyEntry(tx, audit, 'healer', id, 'passkey.remove', passkey.name);
          }
        }
        return result;
      });
      return { message: USER_MESSAGES[mode].reset, ...reset };
    },
  );
};
