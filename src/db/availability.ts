/**
 * Whether PostgreSQL can be reached, as the server learns it from its own queries (decision 051).
 * A query that fails because the database is away (stopped, restarting, unreachable) marks it
 * unavailable and logs that once; a probe then pings it every PROBE_MS until it answers, and the
 * return is logged once too. Meanwhile requests that need the database answer 503 with
 * Retry-After (plugins/error-handler.ts) and public reads answer from memory.
 */

/** Node's socket errors that mean "no connection to the database". */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting or shutting down), and class 08 (connection exceptions).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  'Client was closed and is not queryable',
];

/** Whether `error` (or a cause of it: Drizzle wraps the driver's) means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The driver's own words under Drizzle's wrapping (which quotes the query): "ECONNREFUSED", ... */
function rootReason(error: unknown): string {
  let current = error as { cause?: unknown; code?: unknown; message?: unknown };
  for (let depth = 0; current.cause && depth < 6; depth++)
    current = current.cause as typeof current;
  const message = typeof current.message === 'string' ? current.message : String(current);
  return [current.code, message.split('\n')[0]].filter(Boolean).join(': ');
}

/** How often an unavailable database is pinged, and how long a ping may take. */
const PROBE_MS = 500;
const PING_TIMEOUT_MS = 2_000;

export interface AvailabilityLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export class DatabaseAvailability {
  private downSince: number | undefined;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private stopped = false;
  /** How many times the database went away since start (metrics). */
  outages = 0;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: AvailabilityLog,
  ) {}

  get available(): boolean {
    return this.downSince === undefined;
  }

  /**
   * Looks at a failed query's error; when it means the database is away, marks it so (logged
   * once) and returns true. Other errors return false and change nothing.
   */
  report(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (this.downSince === undefined && !this.stopped) {
      this.downSince = Date.now();
      this.outages++;
      this.log.warn(
        { reason: rootReason(error) },
        'database unavailable: writes answer 503 and public reads are served from memory until it returns',
      );
      this.probe = setInterval(() => void this.check(), PROBE_MS);
      this.probe.unref();
    }
    return true;
  }

  private async check(): Promise<void> {
    if (this.probing || this.downSince === undefined) return;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      const seconds = Math.round((Date.now() - this.downSince) / 100) / 10;
      this.markAvailable();
      this.log.info({ unavailableSeconds: seconds }, 'database available again');
    } catch {
      // Still away: the next probe tries again; nothing more to log.
    } finally {
      clearTimeout(timer);
      this.probing = false;
    }
  }

  private markAvailable(): void {
    this.downSince = undefined;
    clearInterval(this.probe);
    this.probe = undefined;
  }

  /** Stops probing (on close). */
  stop(): void {
    this.stopped = true;
    this.markAvailable();
  }
}
