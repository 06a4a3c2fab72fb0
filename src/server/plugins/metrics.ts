import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { errorReplySchema } from '../../shared/schemas/error.js';
import { HttpError } from '../errors.js';

/** What the routes and the public cache record; `app.metrics`. */
export interface Metrics {
  readonly registry: Registry;
  /** One lookup of the public cache: answered from it (hit) or made (miss). */
  cacheLookup(hit: boolean): void;
  /** Times one search of the in-memory directory. */
  timeSearch<T>(run: () => T): T;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Request durations in seconds: public reads take a millisecond, imports many seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds to say whom it relays (Forwarded, Via, X-Forwarded-*, X-Real-IP and the
 * CDNs' client-address headers): a request with any of them came through a proxy, whichever
 * one the machine runs (decision 058).
 */
const RELAYED_BY =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip)$/;

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Who may read /metrics (decision 051): with METRICS_TOKEN, whoever sends it as a Bearer token
 * (compared in constant time, as hashes of equal length); without it, only a request made on this
 * machine directly: a loopback socket that no proxy relayed, since a proxy on this machine (Caddy)
 * would make every visitor look local. Others get 404, as if there were nothing there.
 */
function metricsGuard(token: string | undefined) {
  const expected = token === undefined ? undefined : sha256(token);
  return async (request: FastifyRequest) => {
    if (expected) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(.+)$/i.exec(header.trim());
      if (!match?.[1] || !timingSafeEqual(sha256(match[1]), expected)) {
        throw new HttpError(
          401,
          VALIDATION_MESSAGES.notAuthenticated,
          {},
          { 'www-authenticate': 'Bearer' },
        );
      }
      return;
    }
    const relayed = Object.keys(request.headers).some((name) => RELAYED_BY.test(name));
    if (relayed || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new HttpError(404, 'Not found');
    }
  };
}

function collectors(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  new Gauge({
    name: 'healers_directory_healers',
    help: 'Active healers in the in-memory directory index (0 before the first read)',
    registers,
    collect() {
      this.set(app.directory.lastBuilt?.size ?? 0);
    },
  });
  new Gauge({
    name: 'healers_directory_index_lag_versions',
    help: 'Writes to healers the in-memory index has not read yet (it catches up on the next public read)',
    registers,
    async collect() {
      const built = app.directory.lastBuilt;
      try {
        const current = await app.directory.databaseVersion();
        this.set(built ? Number(current - built.version) : Number(current));
      } catch {
        // The database is away: the lag is unknown, not zero.
        this.set(Number.NaN);
      }
    },
  });
  new Gauge({
    name: 'healers_public_cache_bytes',
    help: 'Bytes held by the public reply cache',
    registers,
    collect() {
      this.set(app.publicCache.bytes);
    },
  });
  new Gauge({
    name: 'healers_database_available',
    help: '1 while the database answers, 0 while it is away (writes then answer 503)',
    registers,
    collect() {
      this.set(app.databaseAvailability.available ? 1 : 0);
    },
  });
  new Gauge({
    name: 'healers_database_outages',
    help: 'Times the database went away since this process started',
    registers,
    collect() {
      this.set(app.databaseAvailability.outages);
    },
  });
  const pglite = app.database.pglite;
  if (pglite) {
    new Gauge({
      name: 'healers_database_wasm_memory_bytes',
      help: "Bytes of the embedded database's WebAssembly memory (it grows and never shrinks; in the resident size, not in the heap)",
      registers,
      collect() {
        this.set(pglite.Module.HEAPU8.byteLength);
      },
    });
  }
  const pool = app.database.pgPool;
  if (pool) {
    const poolGauge = new Gauge({
      name: 'healers_db_pool_connections',
      help: 'PostgreSQL pool connections by state (max: the pool size)',
      labelNames: ['state'],
      registers,
      collect() {
        poolGauge.set({ state: 'total' }, pool.totalCount);
        poolGauge.set({ state: 'idle' }, pool.idleCount);
        poolGauge.set({ state: 'waiting' }, pool.waitingCount);
        poolGauge.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
  }
}

async function metricsPlugin(app: FastifyInstance, options: { token?: string }): Promise<void> {
  const registry = new Registry();
  // Process figures (CPU, memory, handles, GC) and event-loop lag, sampled every 10 ms.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  const durations = new Histogram({
    name: 'healers_http_request_duration_seconds',
    help: 'Time from request to reply, by route (its pattern) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const searches = new Histogram({
    name: 'healers_search_duration_seconds',
    help: 'Time to match and rank one page of a search in the in-memory directory',
    buckets: SEARCH_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'healers_public_cache_requests_total',
    help: 'Public reads by whether the cache held the reply (ready: sent before routing)',
    labelNames: ['result'],
    registers,
  });
  // Replies sent again before Fastify's pipeline (ready-replies.ts) are cache hits too; they
  // never reach the hooks, so their count is read when scraped.
  new Gauge({
    name: 'healers_public_cache_ready_replies',
    help: 'Public replies sent again before routing since start (cache hits that skip Fastify)',
    registers,
    collect() {
      this.set(app.readyReplies.sent);
    },
  });
  collectors(app, registry);

  const metrics: Metrics = {
    registry,
    cacheLookup: (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
    timeSearch(run) {
      const end = searches.startTimer();
      try {
        return run();
      } finally {
        end();
      }
    },
  };
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (404s for anything) share one label, so a scanner cannot add series.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(metricsRoute, { guard: metricsGuard(options.token), registry });
}

const metricsRoute: FastifyPluginAsyncZod<{
  guard: ReturnType<typeof metricsGuard>;
  registry: Registry;
}> = async (app, { guard, registry }) => {
  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'getMetrics',
        tags: ['health'],
        summary:
          'Prometheus metrics (text format): with METRICS_TOKEN a Bearer token, without it loopback only',
        produces: ['text/plain'],
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
      logLevel: 'warn',
      onRequest: guard,
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

/** GET /metrics and what it reports (decision 051). */
export default fp(metricsPlugin, {
  name: 'metrics',
  dependencies: ['public-cache', 'database-outage'],
});
