import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { adminRecoveryCodes, admins, auditEntries, sessions } from '../../src/db/schema.js';
import { ensureAdminAccount } from '../../src/server/services/admin-account.js';
import { encryptSecret } from '../../src/server/services/second-factor-crypto.js';
import { createSession } from '../../src/server/services/session.js';
import { cookieHeaderOf } from '../helpers/admin-sign-in.js';
import { TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import {
  createTestApp,
  emptyTestDatabase,
  TEST_SECOND_FACTOR_KEY,
  TEST_SERVER_SECRET,
  testDbKind,
} from '../helpers/test-app.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'healers-reset-2fa-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

// npm run admin:reset-2fa (decision 055), as an operator runs it: a child process on the
// configured database, a PGlite data directory here, PostgreSQL in the postgres project.
describe('npm run admin:reset-2fa', () => {
  it('turns two-step sign-in off, ends the admin’s sessions and writes the audit entry', async () => {
    const target =
      testDbKind() === 'pglite' ? { dataDir: join(work, 'data') } : await emptyTestDatabase();
    const options = 'options' in target ? target.options : target;
    if ('drop' in target) cleanups.push(target.drop);
    // The server's lasting secret, as an operator's environment file holds it: the command keys
    // its audit entry with it, as the server does (decision 056).
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      SESSION_SECRET: TEST_SERVER_SECRET,
    };
    if ('databaseUrl' in options && options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
    else env.DATA_DIR = (options as { dataDir: string }).dataDir;

    // An admin locked out: two-step sign-in on, two devices signed in.
    let database = await openDatabase(options);
    await migrate(database);
    await ensureAdminAccount(database.db, TEST_ADMIN_PASSWORD);
    const [admin] = await database.db.select().from(admins);
    await database.db.update(admins).set({
      totpSecret: encryptSecret(TEST_SECOND_FACTOR_KEY!, 'JBSWY3DPEHPK3PXP', admin!.id),
      totpEnabledAt: new Date(),
    });
    await database.db.insert(adminRecoveryCodes).values({ adminId: admin!.id, codeHash: 'x' });
    await createSession(database.db, { kind: 'admin', subjectId: admin!.id });
    await createSession(database.db, { kind: 'admin', subjectId: admin!.id });
    await database.close();

    const { stdout } = await run('npx', ['tsx', 'src/db/cli/reset-2fa.ts'], {
      env,
      timeout: 120_000,
    });
    expect(stdout).toContain('Two-step sign-in turned off for the admin (admin)');
    expect(stdout).toContain('2 session(s) ended; audit entry written');
    expect(stdout).not.toContain(TEST_ADMIN_PASSWORD);

    database = await openDatabase(options);
    const app = await createTestApp({ database });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    expect(await database.db.select().from(sessions)).toEqual([]);
    expect(await database.db.select().from(adminRecoveryCodes)).toEqual([]);
    const entries = await database.db.select().from(auditEntries);
    expect(entries.at(-1)).toMatchObject({
      action: 'admin.2fa-off',
      actorKind: 'system',
      actorLabel: 'operator',
      targetId: admin!.id,
    });
    // The password alone signs in again.
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // The command's entry extends the keyed chain as a server's would.
    const verify = await app.app.inject({
      url: '/api/admin/audit/verify',
      headers: { cookie: cookieHeaderOf([login.headers['set-cookie']].flat() as string[]) },
    });
    expect(verify.json()).toMatchObject({ ok: true });

    // Run again: nothing on, said so.
    await app.close();
    await database.close();
    const again = await run('npx', ['tsx', 'src/db/cli/reset-2fa.ts'], { env, timeout: 120_000 });
    expect(again.stdout).toContain('Two-step sign-in was already off');
    database = await openDatabase(options);
  }, 240_000);
});
