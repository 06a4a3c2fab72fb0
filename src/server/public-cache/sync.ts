import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { PUBLIC_DATA_CHANGED_CHANNEL } from '../../db/notify-channels.js';
import type { PublicCache } from './store.js';

/** Wait before reconnecting a lost LISTEN connection (doubled up to the maximum). */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * Keeps the public caches of every instance on one PostgreSQL in step (DESIGN §7): a local
 * `invalidate()` sends NOTIFY, and a dedicated LISTEN connection (not one of the pool's, which
 * come and go) clears this cache when another instance writes. While that connection is down,
 * this instance cannot hear of writes, so it caches nothing until it is back.
 * Returns the function that stops it (on app close).
 */
export async function syncPublicCacheAcrossInstances(
  cache: PublicCache,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const instanceId = randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let closing = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANGED_CHANNEL && message.payload !== instanceId) {
        cache.clearLocal();
      }
    });
    // A dropped connection emits 'error' then 'end'; 'end' alone decides what happens next.
    next.on('error', (err) => log.debug({ err }, 'public cache listener error'));
    next.on('end', () => {
      if (client !== next || closing) return;
      client = undefined;
      cache.pause();
      log.warn('public cache listener lost; caching paused until it reconnects');
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    // Writes made elsewhere while nobody listened are unknown: start from an empty cache.
    cache.resume();
  };

  const scheduleReconnect = () => {
    if (closing) return;
    retryTimer = setTimeout(() => {
      connect().catch((err) => {
        // Said once per loss: while the database is away each retry fails alike.
        if (retryMs === RECONNECT_MIN_MS)
          log.warn({ err }, 'public cache listener could not reconnect');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  const stopSending = cache.onInvalidate(() => {
    pool
      .query('select pg_notify($1, $2)', [PUBLIC_DATA_CHANGED_CHANNEL, instanceId])
      .catch((err) => log.warn({ err }, 'public cache invalidation not sent to other instances'));
  });

  return async () => {
    closing = true;
    stopSending();
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
