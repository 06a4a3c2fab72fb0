import { and, eq } from 'drizzle-orm';
import { appendAudit } from '../../server/audit/audit-chain.js';
import { auditKeysOfSecret } from '../../server/audit/audit-key.js';
import { readEnv, resolveSessionSecret } from '../../server/env.js';
import { disableSecondFactor } from '../../server/services/admin-second-factor.js';
import { deleteSessionsOf } from '../../server/services/session.js';
import { AUDIT_SECRET_VALUE } from '../../shared/schemas/audit.js';
import type { Db } from '../client.js';
import { adminSecondFactorFailures, admins, sessions } from '../schema.js';
import { openForCli } from './backup-cli.js';
import { runCli } from './open-from-env.js';

// npm run admin:reset-2fa: for an admin who lost both the authenticator and the recovery codes
// (decision 055). Turns two-step sign-in off on the database the server uses (DATABASE_URL, else
// PGlite in DATA_DIR), ends the admin's sessions and writes the audit entry. It asks for no
// password: whoever runs it already holds the server and its database.
runCli(async () => {
  if (process.argv.length > 2) throw new Error('Usage: npm run admin:reset-2fa (no arguments)');
  // The entry is keyed as the server's are (decision 056): the same secret, read the same way.
  const env = readEnv();
  const auditKeys = auditKeysOfSecret(resolveSessionSecret(env), env.SESSION_SECRET_PREVIOUS);
  const database = await openForCli();
  try {
    const result = await database.handle.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [admin] = await tx.select().from(admins).limit(1);
      if (!admin) return null;
      const wasOn = admin.totpSecret !== null;
      const ended = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.kind, 'admin'), eq(sessions.subjectId, admin.id)));
      await disableSecondFactor(tx, admin.id);
      await tx
        .delete(adminSecondFactorFailures)
        .where(eq(adminSecondFactorFailures.adminId, admin.id));
      await deleteSessionsOf(tx, 'admin', admin.id);
      const label = admin.email || admin.phone || 'admin';
      await appendAudit(
        tx,
        auditKeys,
        { actor: { kind: 'system', id: null, label: 'operator' }, ip: null },
        [
          {
            action: 'admin.2fa-off',
            target: { kind: 'admin', id: admin.id, label },
            changes: wasOn
              ? [
                  { field: 'totpSecret', from: AUDIT_SECRET_VALUE, to: null },
                  { field: 'recoveryCodes', from: AUDIT_SECRET_VALUE, to: null },
                ]
              : [],
          },
        ],
      );
      return { wasOn, sessions: ended.length, label };
    });
    if (!result) throw new Error(`No admin account in ${database.where}: nothing to reset.`);
    console.log(
      `${result.wasOn ? 'Two-step sign-in turned off' : 'Two-step sign-in was already off'} ` +
        `for the admin (${result.label}) in ${database.where}; ${result.sessions} session(s) ` +
        'ended; audit entry written. Sign in with the password, then set it up again.',
    );
  } finally {
    await database.close();
  }
});
