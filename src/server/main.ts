import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { sql } from 'drizzle-orm';
import { DatabaseConnectError, type DbHandle, openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { MigrationError, migrate } from '../db/migrate.js';
import { isEmpty, seedDemo } from '../db/seed/demo.js';
import { todayDate } from '../shared/domain/zoned-time.js';
import { buildApp } from './app.js';
import { AuditKeyError } from './audit/audit-chain.js';
import { auditKeysOfSecret } from './audit/audit-key.js';
import { EnvError, readEnv, resolveSessionSecret } from './env.js';
import { adminPasswordNotice, ensureAdminAccount } from './services/admin-account.js';
import { secondFactorKey as secondFactorKeyOf } from './services/second-factor-crypto.js';
import { signInCodeKey as signInCodeKeyOf } from './services/sign-in-code.js';
import { demoSignInNotice, issueDemoSignInCode } from './services/users.js';

/** Time allowed for in-flight requests to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

type Release = () => Promise<void>;

/** File-system errors that mean "this user may not write here". */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** A start-up failure as one line an operator can act on (no stack, no secret). */
function describeStartupError(error: unknown, port: number | undefined): string {
  // These already say what is wrong and where, without the connection string's password.
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseConnectError ||
    error instanceof AuditKeyError ||
    error instanceof MigrationError
  ) {
    return error.message;
  }
  const err = error as NodeJS.ErrnoException;
  if (err?.syscall === 'listen') {
    if (err.code === 'EADDRINUSE')
      return `Port ${port} is already in use; set PORT to a free port.`;
    if (err.code === 'EACCES') return `Not allowed to listen on port ${port}; set PORT above 1023.`;
  }
  if (err?.code && NOT_WRITABLE.has(err.code) && err.path) {
    const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
    const where = err.path.startsWith(dataDir) ? `DATA_DIR ${dataDir}` : err.path;
    return `${where} is not writable (${err.code} on ${err.path}); give this user write access or choose another folder.`;
  }
  const message = err instanceof Error ? err.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}

async function start(): Promise<void> {
  const env = readEnv();
  const cleanups: Release[] = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const release of [...cleanups].reverse()) await release().catch(() => {});
  };
  try {
    // PGlite lets two processes open one directory and corrupt it; the lock refuses the second.
    if (!env.DATABASE_URL) {
      cleanups.push(
        await lockDataDir(env.DATA_DIR, {
          // A refresh held up past the stale limit (a very busy machine) must not crash a healthy
          // server: the pid check still keeps another process on this host from taking over.
          onCompromised: (error) =>
            console.error(
              `Warning: the data directory lock could not be refreshed: ${error.message}`,
            ),
        }),
      );
    }
    const database: DbHandle = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    );
    cleanups.push(() => database.close());
    await migrate(database);
    let demoSeeded = false;
    if (!env.DATABASE_URL && env.SEED_DEMO && (await isEmpty(database))) {
      await seedDemo(database, todayDate(new Date(), env.TIME_ZONE));
      demoSeeded = true;
    }
    // One-time codes are hashed with a key from the secret when the secret outlives this process
    // (decision 021); a per-process secret would leave the codes unverifiable after a restart.
    const resolvedSecret = resolveSessionSecret(env);
    const { secret: sessionSecret, source } = resolvedSecret;
    const signInCodeKey = source === 'per-process' ? null : signInCodeKeyOf(sessionSecret);
    // The admin's TOTP secret likewise (decision 049): without a lasting key, no two-step sign-in.
    const secondFactorKey = source === 'per-process' ? null : secondFactorKeyOf(sessionSecret);
    // The audit chain's hashes too (decision 056), and the previous secrets still check theirs.
    const auditKeys = auditKeysOfSecret(resolvedSecret, env.SESSION_SECRET_PREVIOUS);
    if (database.kind === 'pglite') {
      // PGlite has no autovacuum, so nothing gathers planner statistics: without them the
      // planner guesses and can scan every healer for a search. Cheap at this size.
      await database.db.execute(sql`analyze`);
    }
    const admin = await ensureAdminAccount(database.db, env.ADMIN_PASSWORD);
    // The one place a password is ever printed: generated, shown once, to the operator only.
    if (admin.generatedPassword) process.stdout.write(adminPasswordNotice(admin.generatedPassword));
    // So that a newcomer can try the healer area: one demo healer's phone and a fresh code.
    if (demoSeeded && env.FIRST_PASSWORD === 'code') {
      const demo = await issueDemoSignInCode(database.db, signInCodeKey);
      if (demo) process.stdout.write(demoSignInNotice(demo));
    }

    const app = await buildApp({
      env,
      database,
      sessionSecret,
      signInCodeKey,
      secondFactorKey,
      auditKeys,
    });
    cleanups.push(() => app.close());

    const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
    closeWithGrace(
      {
        delay: SHUTDOWN_GRACE_MS + drainMs,
        logger: { error: (message) => app.log.error(message) },
      },
      async ({ signal, err }) => {
        if (err) app.log.error({ err }, 'closing after an unexpected error');
        else app.log.info({ signal }, 'closing');
        // Behind a load balancer: first fail its health checks while still serving, so that it
        // sends nothing new here before the connections close (decision 051).
        if (!err && drainMs > 0) {
          app.draining = true;
          await new Promise((resolve) => setTimeout(resolve, drainMs));
        }
        // app.close() stops accepting, answers 503 to new requests and waits for in-flight
        // ones; then the database, then the lock. Node closes the keep-alive connections that
        // are idle when closing starts, not those whose request finishes later: they would hold
        // the close open until their keep-alive timeout, so they are closed as they go idle.
        const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await cleanUp();
        } finally {
          clearInterval(closeIdle);
        }
      },
    );

    const address = await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      {
        url: env.PUBLIC_URL ?? address,
        database: database.kind,
        coldStartMs: Math.round(process.uptime() * 1000),
      },
      'listening',
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

start().catch((error: unknown) => {
  const port = Number(process.env.PORT) || 5000;
  process.stderr.write(`Startup failed: ${describeStartupError(error, port)}\n`);
  process.exit(1);
});
