import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { PublicDirectory } from '../directory/directory.js';
import { ReadyReplies } from '../public-cache/ready-replies.js';
import { PublicCache, type PublicCacheOptions } from '../public-cache/store.js';
import { syncPublicCacheAcrossInstances } from '../public-cache/sync.js';

export type { PublicCacheOptions } from '../public-cache/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** The cache's JSON replies as sent, which the server answers before Fastify (decision 028). */
    readyReplies: ReadyReplies;
    /** The active directory in memory, which public lists and searches read (decision 026). */
    directory: PublicDirectory;
  }
}

/**
 * Decorates `app.publicCache` (the store, public-cache/store.ts); route groups whose writes change
 * public data declare so (plugins/data-changed.ts), which invalidates it. On PostgreSQL the
 * invalidation reaches every instance on the database (public-cache/sync.ts). Replies are sent
 * from it by public-cache/reply.ts. The in-memory directory (`app.directory`), which fills the cache's misses of lists and
 * searches, follows the database's own version of the directory (directory/directory.ts).
 */
export const publicCachePlugin = fp(
  async (app, options: PublicCacheOptions) => {
    const cache = new PublicCache(options);
    app.decorate('publicCache', cache);
    const readyReplies = new ReadyReplies(cache);
    app.decorate('readyReplies', readyReplies);
    app.addHook('preClose', async () => readyReplies.stop());
    // While the database is away the directory answers from the index it last read (decision 051).
    app.decorate(
      'directory',
      new PublicDirectory(app.db, () => app.clinicToday(), isDatabaseUnavailable),
    );
    const pool = app.hasDecorator('database') ? app.database.pgPool : undefined;
    if (pool) {
      const stop = await syncPublicCacheAcrossInstances(cache, pool, app.log);
      app.addHook('onClose', stop);
    }
  },
  { name: 'public-cache' },
);
