import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { PUBLIC_DATA_CHANGED_CHANNEL } from '../../db/notify-channels.js';
import type { PublicCache } from './store.js';

/**
 * Wait before reconnecting a lost LISTEN connection (doubled up to the maximum). The maximum is
 * also how long, at most, this instance may answer from its cache after the database is back
 * before it hears of writes again (decision 058); a failed attempt while the database is away
 * costs one refused connection.
 */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 2_000;

/**
 * Keeps the public caches of every instance on one PostgreSQL in step (DESIGN §7): a local
 * `invalidate()` sends NOTIFY, and a dedicated LISTEN connection (not one of the pool's, which
 * come and go) clears this cache when another instance writes. That connection drops when the
 * database goes away, and then nobody can write: the cache is kept and goes on answering (and
 * keeping new replies, made from the directory's last index), and is emptied once when the
 * connection is back, for whatever was written in between (decision 058). Only when the database
 * answers but the connection cannot be made again (too many connections, a revoked role) would
 * writes go unheard: then the cache keeps nothing until it is back.
 * Returns the function that stops it (on app close).
 */
export async function syncPublicCacheAcrossInstances(
  cache: PublicCache,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const instanceId = randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let started = false;
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
      log.warn('public cache listener lost; the cache answers until it is back, then is emptied');
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
    if (started) log.info('public cache listener back; the cache was emptied');
    started = true;
  };

  const scheduleReconnect = () => {
    if (closing) return;
    retryTimer = setTimeout(() => {
      connect().catch((err) => {
        // The database answers, yet this instance cannot listen: writes elsewhere would go
        // unheard, so the cache stops keeping replies until the connection is back.
        if (!isDatabaseUnavailable(err)) cache.pause();
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
