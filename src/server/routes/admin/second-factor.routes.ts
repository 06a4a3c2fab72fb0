import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { admins } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { AUDIT_SECRET_VALUE } from '../../../shared/schemas/audit.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import {
  secondFactorDisableSchema,
  secondFactorEnableSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '../../../shared/schemas/second-factor.js';
import { diffRecords, snapshot } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import type { AuditRecorder } from '../../plugins/audit.js';
import { assertNotThrottled } from '../../plugins/rate-limit.js';
import { isAdminPassword } from '../../services/admin-account.js';
import {
  acceptSecondFactorOf,
  beginSecondFactorSetup,
  disableSecondFactor,
  enableSecondFactor,
  secondFactorStatus,
} from '../../services/admin-second-factor.js';
import { CURRENT_PASSWORD_INCORRECT } from '../../services/healer-account.js';

/** Wrong passwords and codes here count with the profile's password checks (profile.routes.ts). */
const PASSWORD_CHECK_SCOPE = 'admin-password-check';

/** How an entry says the recovery codes were made or removed: never the codes nor their hashes. */
const RECOVERY_CODES_CHANGED = { field: 'recoveryCodes', from: null, to: AUDIT_SECRET_VALUE };

/**
 * Throws the 400 (counted like the profile's password checks, 429 once limited) unless
 * `password` is the admin's: setting up and turning on need it as turning off does, so that a
 * stolen session alone cannot lock the admin out (decision 055).
 */
export async function assertCurrentPassword(
  request: FastifyRequest,
  adminId: string,
  password: string,
): Promise<void> {
  const app = request.server;
  const account = `admin:${adminId}`;
  assertNotThrottled(request, PASSWORD_CHECK_SCOPE, account);
  if (!(await isAdminPassword(app.db, adminId, password))) {
    app.loginThrottle.recordFailure(PASSWORD_CHECK_SCOPE, account, request.ip);
    throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  }
  app.loginThrottle.recordSuccess(PASSWORD_CHECK_SCOPE, account, request.ip);
}

/**
 * Runs one write of the admin's own two-step sign-in and records it as one entry on the admin:
 * the secrets read "(changed)" (audit-changes.ts), `recoveryCodes` is added when they changed.
 */
async function recordSecondFactorWrite<T>(
  tx: Db,
  audit: AuditRecorder,
  adminId: string,
  action: string,
  write: () => Promise<T>,
  recoveryCodesChanged = false,
): Promise<T> {
  const before = await snapshot(tx, admins, adminId);
  const result = await write();
  const after = await snapshot(tx, admins, adminId);
  const changes = diffRecords(before, after);
  if (recoveryCodesChanged) changes.push(RECOVERY_CODES_CHANGED);
  const row = after ?? before;
  const label = (row?.email as string | null) || (row?.phone as string | null) || 'admin';
  audit.record({ action, target: { kind: 'admin', id: adminId, label }, changes });
  return result;
}

/** The admin's two-step sign-in (DESIGN §10.4, decision 049): status, set up, on, off. */
export const adminSecondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/2fa',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetSecondFactor',
        summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
        response: { 200: secondFactorStatusSchema, ...guardedErrorReplies },
      },
    },
    async (request) => secondFactorStatus(app.db, app.secondFactorKey, request.session!.subjectId),
  );

  app.post(
    '/admin/2fa/setup',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminSetUpSecondFactor',
        summary: 'Start setting up two-step sign-in: a new TOTP secret and its QR code',
        description:
          'Needs the current password (a wrong one → 400, limited like sign-ins: 429 with Retry-After). RFC 6238: 30-second steps, 6 digits, SHA-1. The secret is kept (encrypted) as pending; sign-in does not change until `/api/admin/2fa/enable` confirms a code. `qrSvg` is the `otpauthUrl` as an SVG QR code. 409 when two-step sign-in is already on, or when the server has no lasting secret (SESSION_SECRET) to encrypt it with.',
        body: secondFactorSetupSchema,
        response: {
          200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
          400: errorReplySchema,
          ...guardedErrorReplies,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const adminId = request.session!.subjectId;
      await assertCurrentPassword(request, adminId, request.body.currentPassword);
      return app.audited(request, (tx, audit) =>
        recordSecondFactorWrite(tx, audit, adminId, 'admin.2fa-setup', () =>
          beginSecondFactorSetup(tx, app.secondFactorKey, adminId),
        ),
      );
    },
  );

  app.post(
    '/admin/2fa/enable',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminEnableSecondFactor',
        summary: 'Turn two-step sign-in on with the authenticator’s current code',
        description:
          'Needs the current password (a wrong one → 400, limited like sign-ins: 429 with Retry-After). Answers the 10 recovery codes, each usable once in place of a code; they are stored hashed and never shown again. The admin’s other sessions end. A wrong code → 400; nothing set up → 409.',
        body: secondFactorEnableSchema,
        response: {
          200: z.object({ recoveryCodes: z.array(z.string()) }),
          400: errorReplySchema,
          ...guardedErrorReplies,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      await assertCurrentPassword(request, session.subjectId, request.body.currentPassword);
      // One entry: ending the admin's other sessions is part of turning it on, not a write of
      // its own (unlike DELETE /api/admin/sessions/{id}, which is `session.end`).
      return app.audited(request, (tx, audit) =>
        recordSecondFactorWrite(
          tx,
          audit,
          session.subjectId,
          'admin.2fa-on',
          () =>
            enableSecondFactor(
              tx,
              app.secondFactorKey,
              session.subjectId,
              request.body.code,
              session.id,
            ),
          true,
        ),
      );
    },
  );

  app.delete(
    '/admin/2fa',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminDisableSecondFactor',
        summary: 'Turn two-step sign-in off (password and a code or recovery code)',
        description:
          'A wrong password or code → 400; wrong ones are limited like sign-ins (429 with Retry-After). 409 when it is not on.',
        body: secondFactorDisableSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorReplySchema,
          ...guardedErrorReplies,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const adminId = request.session!.subjectId;
      const { currentPassword, otp } = request.body;
      const status = await secondFactorStatus(app.db, app.secondFactorKey, adminId);
      if (!status.enabled) throw new HttpError(409, VALIDATION_MESSAGES.secondFactorOff);
      const account = `admin:${adminId}`;
      assertNotThrottled(request, PASSWORD_CHECK_SCOPE, account);
      const refuse = (message: string) => {
        app.loginThrottle.recordFailure(PASSWORD_CHECK_SCOPE, account, request.ip);
        return new HttpError(400, message);
      };
      if (!(await isAdminPassword(app.db, adminId, currentPassword))) {
        throw refuse(CURRENT_PASSWORD_INCORRECT);
      }
      if (!(await acceptSecondFactorOf(app.db, app.secondFactorKey, adminId, otp))) {
        throw refuse(VALIDATION_MESSAGES.invalidOtp);
      }
      app.loginThrottle.recordSuccess(PASSWORD_CHECK_SCOPE, account, request.ip);
      // The checks above spend the code (like a sign-in, not audited); the entry is the switch.
      await app.audited(request, (tx, audit) =>
        recordSecondFactorWrite(
          tx,
          audit,
          adminId,
          'admin.2fa-off',
          () => disableSecondFactor(tx, adminId),
          true,
        ),
      );
      return { message: 'Two-step sign-in is off' };
    },
  );
};
