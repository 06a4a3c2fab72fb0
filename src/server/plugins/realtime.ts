import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool, PoolClient } from 'pg';
import { Server, type Socket } from 'socket.io';
import { withSchemaLock } from '../../db/migrate.js';
import { adminListOrTotal } from '../services/admin-healers.js';
import { logDatabaseError } from './database-outage.js';
import { isCrossSiteRequest } from './security.js';

/**
 * Up to this many healers, 'healers-updated' carries the admin list (spec §7); beyond it, only
 * `{ total }`: the admin panel refetches its own page anyway, and a list of tens of thousands
 * would go to every admin on every write (decision 025).
 */
export const REALTIME_LIST_MAX_HEALERS = 1_000;

/** Room of signed-in admins; only they hear 'healers-updated'. */
export const ADMIN_ROOM = 'admins';
/** The adapter's table for payloads over NOTIFY's 8000-byte limit (its documented schema). */
const ATTACHMENTS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id          bigserial UNIQUE,
  created_at  timestamptz DEFAULT NOW(),
  payload     bytea
)`;
/** How often admin sockets are checked against their session (logout elsewhere, expiry). */
const SESSION_SWEEP_MS = 60_000;

/** The reply to 'join-admin' when the client passes an acknowledgement callback. */
export interface JoinAdminReply {
  ok: boolean;
  message?: string;
}

export interface Realtime {
  /** Sends the admin list to every signed-in admin, on every instance. Never throws. */
  healersUpdated(): Promise<void>;
  /**
   * Tells every signed-in admin that patients' reports changed (no payload, no read: the Reports
   * card refetches its page). Never throws.
   */
  reportsUpdated(): void;
  /**
   * Disconnects the admin sockets whose session has ended; runs every minute, without extending
   * any session's idle time.
   */
  checkSessions(): Promise<void>;
  /** Disconnects this instance's sockets that joined with the given session (logout). */
  endSession(sessionId: string): void;
  /** The socket.io server (tests and diagnostics). */
  readonly io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The pool as the PostgreSQL adapter sees it. The adapter takes its LISTEN client
 * asynchronously and only releases one it has finished setting up, so a close that comes first
 * (a quick SIGTERM, a short test) would leave that client checked out and `pool.end()` waiting
 * for ever. This view keeps track of the clients it hands out and lets `close()` destroy them;
 * after close it hands out none (a pending promise, so the adapter schedules no retries).
 */
function closableAdapterPool(pool: Pool): { pool: Pool; close(): void } {
  const handedOut = new Set<PoolClient>();
  let closed = false;
  const view = Object.create(pool) as Pool;
  view.query = pool.query.bind(pool) as Pool['query'];
  view.connect = (async () => {
    const client = await pool.connect();
    if (closed) {
      client.release(true);
      return new Promise<never>(() => {});
    }
    const release = client.release.bind(client);
    client.release = (destroy?: boolean | Error) => {
      handedOut.delete(client);
      return release(destroy);
    };
    handedOut.add(client);
    return client;
  }) as Pool['connect'];
  return {
    pool: view,
    close() {
      closed = true;
      for (const client of handedOut) client.release(true);
    },
  };
}

export interface RealtimeOptions {
  /** PUBLIC_URL, accepted as the page's Origin behind a proxy. */
  publicUrl?: string | undefined;
}

interface SocketData {
  adminSessionId?: string;
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  // No CORS: the app's own pages are same-origin, and other sites get nothing from this server.
  const io = new Server(app.server, { serveClient: false, cors: undefined });

  const pool = app.database.pgPool;
  let adapterPool: ReturnType<typeof closableAdapterPool> | undefined;
  if (app.database.kind === 'postgres' && pool) {
    await withSchemaLock(pool, (client) => client.query(ATTACHMENTS_TABLE_SQL));
    adapterPool = closableAdapterPool(pool);
    io.adapter(
      createAdapter(adapterPool.pool, {
        errorHandler: (err) => logDatabaseError(app, err, 'realtime adapter error'),
      }),
    );
  }

  const refuse = (ack: unknown, message: string) => {
    if (typeof ack === 'function') (ack as (reply: JoinAdminReply) => void)({ ok: false, message });
  };

  io.on(
    'connection',
    (
      socket: Socket<
        Record<string, never>,
        Record<string, never>,
        Record<string, never>,
        SocketData
      >,
    ) => {
      socket.on('join-admin', async (...args: unknown[]) => {
        const ack = args.at(-1);
        try {
          // A page on another site could open this socket with the visitor's cookie.
          if (isCrossSiteRequest(socket.handshake.headers, options.publicUrl)) {
            return refuse(ack, 'Cross-site connection refused');
          }
          const session = await app.sessionFromCookieHeader(socket.handshake.headers.cookie);
          if (session?.kind !== 'admin') return refuse(ack, 'Admin authentication required');
          socket.data.adminSessionId = session.id;
          await socket.join(ADMIN_ROOM);
          if (typeof ack === 'function') (ack as (reply: JoinAdminReply) => void)({ ok: true });
        } catch (err) {
          logDatabaseError(app, err, 'join-admin failed');
          refuse(ack, 'Could not join');
        }
      });
    },
  );

  const adminSockets = async () =>
    (await io.in(ADMIN_ROOM).local.fetchSockets()) as unknown as Socket<
      Record<string, never>,
      Record<string, never>,
      Record<string, never>,
      SocketData
    >[];

  // An open socket is not the admin at work: the check only reads the session, so an admin tab
  // left open still reaches the idle timeout.
  const checkSessions = async () => {
    try {
      for (const socket of await adminSockets()) {
        const session = await app.sessionFromCookieHeader(socket.handshake.headers.cookie, {
          touch: false,
        });
        if (session?.id !== socket.data.adminSessionId) socket.disconnect(true);
      }
    } catch (err) {
      logDatabaseError(app, err, 'realtime session sweep failed');
    }
  };
  const sweep = setInterval(checkSessions, SESSION_SWEEP_MS);
  sweep.unref();

  const embedded = app.database.kind === 'pglite';
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const broadcastHealers = async () => {
    // On the embedded database this is the only process, so with no admin here nobody listens.
    if (embedded && !io.of('/').adapter.rooms.get(ADMIN_ROOM)?.size) return;
    try {
      const payload = await adminListOrTotal(app.db, REALTIME_LIST_MAX_HEALERS, app.clinicToday());
      io.to(ADMIN_ROOM).emit('healers-updated', payload);
    } catch (err) {
      logDatabaseError(app, err, 'healers-updated broadcast failed');
    }
  };
  const realtime: Realtime = {
    io,
    checkSessions,
    healersUpdated() {
      // Coalesced: one list read at a time, and at most one more queued behind it, which starts
      // after every caller's write so it still carries their change. A burst of writes then
      // costs two list reads, not one each.
      if (!inFlight) {
        inFlight = broadcastHealers().finally(() => {
          inFlight = undefined;
        });
        return inFlight;
      }
      queued ??= inFlight.then(() => {
        queued = undefined;
        return realtime.healersUpdated();
      });
      return queued;
    },
    reportsUpdated() {
      try {
        io.to(ADMIN_ROOM).emit('reports-updated');
      } catch (err) {
        app.log.warn({ err }, 'reports-updated broadcast failed');
      }
    },
    endSession(sessionId) {
      void adminSockets().then((sockets) => {
        for (const socket of sockets) {
          if (socket.data.adminSessionId === sessionId) socket.disconnect(true);
        }
      });
    },
  };
  app.decorate('realtime', realtime);

  // preClose: open websockets would otherwise keep the HTTP server from closing. Not io.close():
  // it would also close the HTTP server, which is Fastify's to close.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    adapterPool?.close();
    io.engine.close();
  });
}

/** socket.io on the app's HTTP server, with the PostgreSQL adapter when on PostgreSQL. */
export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth'] });
