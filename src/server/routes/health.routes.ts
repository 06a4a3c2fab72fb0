import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

/** Time the readiness probe waits for the database before calling it unready. */
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a process manager or load balancer: /healthz says the process is alive (no database
 * work); /readyz says it can serve (the database answers), and is 503 while starting or closing
 * so that a balancer drains it before shutdown.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Set by main.ts on SIGTERM when SHUTDOWN_DRAIN_SECONDS > 0: the probes fail, all else serves. */
    draining: boolean;
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let ready = false;
  let closing = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary:
          'Whether the process is alive (no database work): 503 while it drains before closing',
        response: { 200: statusSchema, 503: statusSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' });
      return { status: 'ok' };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Whether the process can serve: 503 while starting, closing or without a database',
        response: { 200: statusSchema, 503: statusSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!ready) return reply.code(503).send({ status: 'starting' });
      if (closing || app.draining) return reply.code(503).send({ status: 'closing' });
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ready' };
      } catch (error) {
        // An outage is logged once by the tracker, not once per probe (decision 051).
        if (!app.databaseAvailability.report(error)) {
          request.log.warn({ err: error }, 'database ping failed');
        }
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );
};
