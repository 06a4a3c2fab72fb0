import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '../db/client.js';
import { type AuditKeyRing, NO_AUDIT_KEYS } from './audit/audit-key.js';
import type { Env } from './env.js';
import { loggerOptions } from './logger.js';
import { openApiOptions } from './openapi.js';
import { posterRoutes } from './pages/poster.routes.js';
import type { PrerenderBuild } from './pages/prerender.js';
import { appContextPlugin } from './plugins/app-context.js';
import auditPlugin from './plugins/audit.js';
import authPlugin from './plugins/auth.js';
import { clientPlugin } from './plugins/client.js';
import { installClientAddressCheck } from './plugins/client-address.js';
import databaseOutagePlugin from './plugins/database-outage.js';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandler,
} from './plugins/error-handler.js';
import { insightsPlugin } from './plugins/insights.js';
import { installMessageKeys } from './plugins/message-keys.js';
import metricsPlugin from './plugins/metrics.js';
import photoSweepPlugin from './plugins/photo-sweep.js';
import { type PublicCacheOptions, publicCachePlugin } from './plugins/public-cache.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import realtimePlugin from './plugins/realtime.js';
import { searchLimitPlugin } from './plugins/search-limit.js';
import { securityPlugin } from './plugins/security.js';
import { replySerializerCompiler } from './reply-serializer.js';
import { healthRoutes } from './routes/health.routes.js';
import { photoRoutes } from './routes/public/photos.routes.js';
import { API_ROUTE_GROUPS } from './routes/route-groups.js';
import { PHOTO_MULTIPART_LIMITS } from './services/photo.js';
import type { SecondFactorKey } from './services/second-factor-crypto.js';
import type { SignInCodeKey } from './services/sign-in-code.js';

/** src/server and dist/server both sit two levels below the project root. */
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuildAppOptions {
  env: Env;
  database: DbHandle;
  /** Fastify's logger; defaults to pino at LOG_LEVEL with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** The built client to serve; defaults to dist/client. */
  clientDir?: string;
  /** The public pages' pre-render; by default the one built beside the client (dist/ssr). */
  prerender?: PrerenderBuild;
  cache?: PublicCacheOptions;
  /** Secret for anything the server signs (resolveSessionSecret); random when not given. */
  sessionSecret?: string;
  /**
   * What one-time sign-in codes are hashed with: a key from a secret that outlives the process
   * (`signInCodeKey(secret)`), or null for argon2id (decision 021). Null when not given.
   */
  signInCodeKey?: SignInCodeKey;
  /**
   * What the admin's TOTP secret is encrypted with: `secondFactorKey(secret)` of a secret that
   * outlives the process, or null, which refuses two-step sign-in (decision 049). Null when not given.
   */
  secondFactorKey?: SecondFactorKey;
  /**
   * What the audit chain is keyed with: `auditKeyRing(secret, previous)` of a secret that outlives
   * the process, or none, which hashes entries without a key (decision 056). None when not given.
   */
  auditKeys?: AuditKeyRing;
}

export type App = FastifyInstance;

/** The log levels at which a successful read writes its log line (see the onResponse hook). */
const READS_LOGGED = new Set(['debug', 'trace']);

/** Fastify's trustProxy for TRUST_PROXY: a hop count as proxy-addr's function of the hop. */
function trustedProxies(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Builds the whole server (used by main.ts and by the API tests): error format, security,
 * public cache, OpenAPI document, probes, the API routes and the client. It does not listen,
 * and it does not own the database: whoever opened it closes it after `app.close()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env } = options;
  // Fastify's own HTTP/1 server, with one step first: a public JSON reply the cache has already
  // sent is sent again as it was, before the request pipeline (decision 028). Not when reads are
  // logged (LOG_LEVEL=debug): each of them then goes through the pipeline to its log line.
  const serverFactory: FastifyServerOptions['serverFactory'] = (handler, settings) => {
    const server = createServer((request, response) => {
      // While draining before a restart, every reply closes its connection: the balancer's
      // kept-alive connections end here after a whole reply, rather than being cut by the close
      // as it sends a request on one (decision 069).
      if (app.draining) response.setHeader('connection', 'close');
      if (READS_LOGGED.has(app.log.level) || !app.readyReplies.trySend(request, response)) {
        handler(request, response);
      }
    });
    // As Fastify sets them on the server it makes (its defaults: 72 s, none, none).
    server.keepAliveTimeout = Number(settings.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(settings.requestTimeout ?? 0);
    server.setTimeout(Number(settings.connectionTimeout ?? 0));
    return server;
  };
  const app = Fastify({
    serverFactory,
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    // Fastify's two lines per request are replaced by the one below.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200 },
    // Off unless TRUST_PROXY names the proxies: then request.ip (sign-in limits, logs) and
    // request.protocol come from their X-Forwarded-* headers.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Admin forms are small JSON; photo uploads are multipart with their own 5 MB limit.
    bodyLimit: 256 * 1024,
    // Start-up reads the whole directory before the port opens (plugins/database-outage.ts):
    // about 8 s at 100,000 healers on PostgreSQL on a quiet machine, longer on a busy one, past
    // Fastify's 10 s default for a plugin or an onReady hook, which failed the start (decision 069).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  installErrorHandler(app);
  installMessageKeys(app);

  // One line per request, written when it completes. Successful reads (the bulk of the traffic,
  // and what a reverse proxy logs anyway) are at debug: a synchronous log write per public read
  // cost more than serving it. Writes, client errors and failures stay at info and above.
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    // An insight event (POST /api/events, as many as the page views) is logged like a read.
    const read =
      request.method === 'GET' || request.method === 'HEAD' || request.url === '/api/events';
    // 503 is a known state (the database away, closing), said once elsewhere: not an error per request.
    const level =
      status >= 500 && status !== 503 ? 'error' : read && status < 400 ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  // A proxy in front that TRUST_PROXY does not name makes every visitor one client to the
  // sign-in limits: say so once, naming the setting (decision 007).
  if (env.TRUST_PROXY === undefined) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        'Requests carry X-Forwarded-For but TRUST_PROXY is unset, so every visitor counts as the proxy for sign-in limits and logs; behind a reverse proxy set TRUST_PROXY (e.g. TRUST_PROXY=1).',
      );
    });
  }

  if (env.TRUST_PROXY !== undefined) installClientAddressCheck(app);

  await app.register(appContextPlugin, {
    env,
    database: options.database,
    sessionSecret: options.sessionSecret ?? randomBytes(32).toString('base64url'),
    signInCodeKey: options.signInCodeKey ?? null,
    secondFactorKey: options.secondFactorKey ?? null,
    auditKeys: options.auditKeys ?? NO_AUDIT_KEYS,
  });
  await app.register(securityPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(publicCachePlugin, options.cache ?? {});
  await app.register(databaseOutagePlugin);
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  // Explicit: the plugin's default file limit is 1 MiB; photos may be 5 MB (DESIGN §6).
  await app.register(multipart, { limits: PHOTO_MULTIPART_LIMITS });
  await app.register(rateLimitPlugin, {});
  await app.register(searchLimitPlugin, { perMinute: env.SEARCH_LIMIT_PER_MINUTE });
  await app.register(insightsPlugin);
  await app.register(authPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(auditPlugin);
  await app.register(realtimePlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(swagger, openApiOptions(app));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.decorate('draining', false);
  await app.register(healthRoutes);

  // The API under /api: the public, healer and admin groups, in that order (routes/route-groups.ts).
  await app.register(
    async (api) => {
      for (const group of [
        API_ROUTE_GROUPS.public,
        API_ROUTE_GROUPS.healer,
        API_ROUTE_GROUPS.admin,
      ]) {
        for (const routes of group) await api.register(routes);
      }
    },
    { prefix: '/api' },
  );

  await app.register(photoRoutes);
  await app.register(posterRoutes);
  await app.register(photoSweepPlugin);

  await app.register(clientPlugin, {
    clientDir: options.clientDir ?? resolve(PROJECT_ROOT, 'dist', 'client'),
    prerender: options.prerender,
  });

  return app;
}
