import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DbHandle, type OpenDatabaseOptions, openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { type App, buildApp } from '../../src/server/app.js';
import { type AuditKeyRing, auditKeyRing } from '../../src/server/audit/audit-key.js';
import { readEnv } from '../../src/server/env.js';
import type { PrerenderBuild } from '../../src/server/pages/prerender.js';
import { ensureAdminAccount } from '../../src/server/services/admin-account.js';
import {
  type SecondFactorKey,
  secondFactorKey,
} from '../../src/server/services/second-factor-crypto.js';
import { type SignInCodeKey, signInCodeKey } from '../../src/server/services/sign-in-code.js';
import { createSignedInHealer, signInAdmin, TEST_ADMIN_PASSWORD } from './auth.js';

export interface TestAppOptions {
  /** Extra environment variables (PUBLIC_URL, TIME_ZONE, ...), as strings like process.env. */
  env?: Record<string, string>;
  /** The built client to serve; by default none, so the placeholder page is served. */
  clientDir?: string;
  /** The public pages' pre-render (see BuildAppOptions); by default none without a built client. */
  prerender?: PrerenderBuild;
  /** Fastify logger (e.g. `{ level: 'info', stream }` to inspect log lines); off by default. */
  logger?: FastifyServerOptions['logger'];
  /** Create the admin account with TEST_ADMIN_PASSWORD (default true). */
  withAdmin?: boolean;
  /**
   * Build the app on this already open database instead of a fresh one (a second app with
   * other settings, without paying for another database); `close` then leaves it open.
   */
  database?: DbHandle;
  /**
   * What one-time codes are hashed with: by default TEST_SIGN_IN_CODE_KEY, as a server with a
   * stable secret; null for argon2id, as a server whose secret lasts one process.
   */
  signInCodeKey?: SignInCodeKey;
  /**
   * What the admin's TOTP secret is encrypted with: by default TEST_SECOND_FACTOR_KEY (a stable
   * secret); null for a server whose secret lasts one process (two-step sign-in refused).
   */
  secondFactorKey?: SecondFactorKey;
  /**
   * What the audit chain is keyed with: by default TEST_AUDIT_KEYS (a stable secret); NO_AUDIT_KEYS
   * for a server whose secret lasts one process (decision 056).
   */
  auditKeys?: AuditKeyRing;
}

/** The sign-in code key of every test app (one key, so apps on one database share it). */
/** The stable secret of every test app, for a child process that must hold the same keys. */
export const TEST_SERVER_SECRET = "the test servers' stable secret, 32+";
export const TEST_SIGN_IN_CODE_KEY = signInCodeKey(TEST_SERVER_SECRET);
/** The second-factor key of every test app (decision 049), from the same stable secret. */
export const TEST_SECOND_FACTOR_KEY = secondFactorKey(TEST_SERVER_SECRET);
/** The audit keys of every test app (decision 056), from the same stable secret. */
export const TEST_AUDIT_KEYS = auditKeyRing(TEST_SERVER_SECRET);

export interface TestApp {
  app: App;
  database: DbHandle;
  /** Closes the app and the database (and drops the PostgreSQL test database). */
  close(): Promise<void>;
}

/** The kind of database the API tests run on (vitest sets it per project). */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * Where a new, empty database is (not migrated yet): in-memory PGlite, or (TEST_DB_KIND=postgres)
 * a new uniquely named database on TEST_DATABASE_URL's server, dropped again by `drop`.
 */
export async function emptyTestDatabase(): Promise<{
  options: OpenDatabaseOptions;
  drop(): Promise<void>;
}> {
  if (testDbKind() === 'pglite') return { options: { memory: true }, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `healers_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // The name is ours (digits and hex), never input: safe to place in DDL.
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString(), poolMax: 4 },
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh migrated database (see emptyTestDatabase). */
export async function openTestDatabase(): Promise<{
  database: DbHandle;
  drop(): Promise<void>;
}> {
  const { options, drop } = await emptyTestDatabase();
  const database = await openDatabase(options);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return { database, drop };
}

/** The app on a fresh database, as main.ts builds it, for `app.inject()` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const { database, drop } = shared
    ? { database: shared, drop: async () => {} }
    : await openTestDatabase();
  const closeDatabase = shared ? async () => {} : () => database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'healers-test-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    // Tests send hundreds of distinct searches from one address; search-limit.test.ts sets it.
    SEARCH_LIMIT_PER_MINUTE: '0',
    ...options.env,
  });
  try {
    if (options.withAdmin !== false) await ensureAdminAccount(database.db, env.ADMIN_PASSWORD);
    const app = await buildApp({
      env,
      database,
      logger: options.logger ?? false,
      clientDir: options.clientDir ?? join(dataDir, 'no-client'),
      prerender: options.prerender,
      sessionSecret: randomBytes(32).toString('base64url'),
      signInCodeKey:
        options.signInCodeKey === undefined ? TEST_SIGN_IN_CODE_KEY : options.signInCodeKey,
      secondFactorKey:
        options.secondFactorKey === undefined ? TEST_SECOND_FACTOR_KEY : options.secondFactorKey,
      auditKeys: options.auditKeys ?? TEST_AUDIT_KEYS,
    });
    // An app that refuses to start (decision 056) must still let go of what it opened.
    try {
      await app.ready();
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    let closed = false;
    return {
      app,
      database,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await closeDatabase();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeDatabase();
    await drop();
    throw error;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiTestOptions extends TestAppOptions {
  /** Whom `cookie` and `call` are signed in as: the bootstrap admin (default), a healer, nobody. */
  signIn?: 'admin' | 'healer' | 'none';
}

export interface ApiTest extends TestApp {
  /** The signed-in Cookie header ('' with signIn 'none'). */
  readonly cookie: string;
  /** The signed-in healer (signIn 'healer'): their row and password. */
  readonly healer: Awaited<ReturnType<typeof createSignedInHealer>>;
  /**
   * `app.inject` with the signed-in cookie; other `headers` replace it (`{}` for no session).
   * A `payload` object is sent as JSON.
   */
  call(
    method: HttpMethod,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The app of one API test file: built on a fresh database before its tests (signed in as
 * asked) and closed after them. Read its fields inside tests and hooks, not at load time.
 */
export function setUpApiTest(options: ApiTestOptions = {}): ApiTest {
  const { signIn = 'admin', ...appOptions } = options;
  let state: { testApp: TestApp; cookie: string; healer?: ApiTest['healer'] } | undefined;
  const current = () => {
    if (!state) throw new Error('setUpApiTest: the app exists only inside tests and hooks');
    return state;
  };
  beforeAll(async () => {
    const testApp = await createTestApp(appOptions);
    try {
      if (signIn === 'admin') state = { testApp, cookie: await signInAdmin(testApp.app) };
      else if (signIn === 'healer') {
        const healer = await createSignedInHealer(testApp.app);
        state = { testApp, cookie: healer.cookie, healer };
      } else state = { testApp, cookie: '' };
    } catch (error) {
      await testApp.close();
      throw error;
    }
  });
  afterAll(async () => {
    await state?.testApp.close();
  });
  return {
    get app() {
      return current().testApp.app;
    },
    get database() {
      return current().testApp.database;
    },
    get cookie() {
      return current().cookie;
    },
    get healer() {
      const { healer } = current();
      if (!healer) throw new Error("setUpApiTest: no healer signed in (use signIn: 'healer')");
      return healer;
    },
    close: () => current().testApp.close(),
    call: (method, url, payload, headers) => {
      const { testApp, cookie } = current();
      return testApp.app.inject({
        method,
        url,
        headers: headers ?? (cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    },
  };
}
