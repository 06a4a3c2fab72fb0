import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseAvailability } from '../../db/availability.js';
import { OutageReplies } from '../public-cache/outage-replies.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether PostgreSQL answers, as learnt from failing queries (db/availability.ts). */
    databaseAvailability: DatabaseAvailability;
    /** The last small public replies, given again while the database is away. */
    outageReplies: OutageReplies;
  }
}

/**
 * What the server does while its database is away (decision 051): `databaseAvailability` hears
 * of it from the queries that fail (the error handler answers those 503 with Retry-After) and
 * logs the outage and the return once each. Public reads go on from memory: the directory keeps
 * its last index (directory/directory.ts, which also answers a healer's card) and the small
 * public replies their last answer (public-cache/outage-replies.ts). On PostgreSQL the directory
 * is read during start-up, so an instance that has served no search yet still has it when the
 * database goes, and no request after the start waits for that read.
 */
async function databaseOutagePlugin(app: FastifyInstance): Promise<void> {
  const availability = new DatabaseAvailability(() => app.database.ping(), app.log);
  app.decorate('databaseAvailability', availability);
  app.decorate('outageReplies', new OutageReplies());
  app.addHook('onClose', async () => availability.stop());
  if (app.database.kind === 'postgres') {
    // Part of start-up, before the port opens: building the index of a large directory holds
    // the process for seconds (about 8 s at 100,000 healers), which must not happen after a
    // balancer has been told the instance is ready. A failure is logged; searches retry it.
    app.addHook('onReady', async () => {
      await app.directory.current().catch((err) => {
        if (!availability.report(err)) app.log.warn({ err }, 'directory could not be read');
      });
    });
  }
}

/** Logs a database error from background work, unless it is the database being away (logged once). */
export function logDatabaseError(app: FastifyInstance, err: unknown, message: string): void {
  if (app.hasDecorator('databaseAvailability') && app.databaseAvailability.report(err)) return;
  app.log.warn({ err }, message);
}

export default fp(databaseOutagePlugin, {
  name: 'database-outage',
  dependencies: ['public-cache'],
});
