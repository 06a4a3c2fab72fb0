import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../../db/client.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type { AuditKeyRing } from '../audit/audit-key.js';
import type { Env } from '../env.js';
import type { SecondFactorKey } from '../services/second-factor-crypto.js';
import type { SignInCodeKey } from '../services/sign-in-code.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; its owner (main.ts or a test) closes it after the app. */
    database: DbHandle;
    /** The Drizzle database of `database`, for services (`service(app.db, ...)`). */
    db: Db;
    /** The validated environment. */
    env: Env;
    /** Today's date (YYYY-MM-DD) on the clinics' wall clock, the env's TIME_ZONE (decision 070). */
    clinicToday: () => string;
    /** Secret for anything the server signs; never logged or sent. */
    sessionSecret: string;
    /** What one-time sign-in codes are hashed with (decision 021); null: argon2id. */
    signInCodeKey: SignInCodeKey;
    /** What the admin's TOTP secret is encrypted with (decision 049); null: no two-step sign-in. */
    secondFactorKey: SecondFactorKey;
    /** What the audit chain's hashes are made and checked with (decision 056); empty: sha-256. */
    auditKeys: AuditKeyRing;
  }
}

export interface AppContextOptions {
  env: Env;
  database: DbHandle;
  sessionSecret: string;
  signInCodeKey: SignInCodeKey;
  secondFactorKey: SecondFactorKey;
  auditKeys: AuditKeyRing;
}

/** Decorates the app with the environment and the database so routes reach them as `app.x`. */
export const appContextPlugin = fp(
  async (app, options: AppContextOptions) => {
    app.decorate('env', options.env);
    app.decorate('clinicToday', () => todayDate(new Date(), options.env.TIME_ZONE));
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('sessionSecret', options.sessionSecret);
    app.decorate('signInCodeKey', options.signInCodeKey);
    app.decorate('secondFactorKey', options.secondFactorKey);
    app.decorate('auditKeys', options.auditKeys);
  },
  { name: 'app-context' },
);
