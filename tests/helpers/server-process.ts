import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

// The one place tests start the built server as a child process: the browser tests
// (tests/e2e/helpers) and the reliability tests (tests/reliability/support) both come here.

/** The project root (this file is in tests/helpers). */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The built server (`npm run build` makes it). */
export const MAIN = join(ROOT, 'dist/server/main.js');

/** A free TCP port on loopback (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** The bootstrap admin's password (ADMIN_PASSWORD). */
  adminPassword: string;
  /** PGlite data directory (ignored by the server when databaseUrl is set). */
  dataDir?: string;
  databaseUrl?: string;
  /** More environment variables; a value of '' unsets one. */
  env?: Record<string, string>;
  port?: number;
  /** Run the server as this user id (to make a directory truly read-only when tests run as root). */
  uid?: number;
  /** Another copy of the built server to run (see server-install.ts): its root and main file. */
  install?: { root: string; main: string };
  /** How long waitReady waits by default (90 s). */
  readyTimeoutMs?: number;
  /**
   * How many characters of output to keep, the latest (50,000 by default). A test that counts
   * lines over a long run at LOG_LEVEL=info keeps everything (Infinity): request logs would push
   * an early line out of a smaller window.
   */
  outputLimit?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process exited. */
  at: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far: the last `outputLimit` characters. */
  output(): string;
  exited: Promise<Exit>;
  /** Resolves once GET /readyz answers 200; rejects if the process exits first. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Sends `signal` and waits for the exit (SIGKILL after `killAfterMs`). */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<Exit>;
}

const VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'SEED_DEMO',
  'LOG_LEVEL',
];

/** Starts `node dist/server/main.js` on a loopback port without waiting for it. */
export async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: options.adminPassword,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Browser and reliability tests send many searches from one address; the limit has its own
    // API test (tests/api/healer-search-limits.test.ts).
    SEARCH_LIMIT_PER_MINUTE: '0',
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === '') delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, [options.install?.main ?? MAIN], {
    cwd: options.install?.root ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let log = '';
  const limit = options.outputLimit ?? 50_000;
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > limit) log = log.slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
  });
  const url = `http://127.0.0.1:${port}`;

  const waitReady = async (timeoutMs = options.readyTimeoutMs ?? 90_000) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    const exitedFirst = exited.then((exit) => {
      if (!done) {
        throw new Error(
          `the server exited (${exit.code ?? exit.signal}) before it was ready:\n${log}`,
        );
      }
    });
    exitedFirst.catch(() => {});
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) await exitedFirst;
      try {
        const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) {
          done = true;
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    done = true;
    throw new Error(`the server was not ready within ${timeoutMs} ms:\n${log}`);
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 20_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    }
    return exited;
  };

  return { url, port, child, output: () => log, exited, waitReady, stop };
}

/** Starts the server and waits until it is ready (stopping it again if it never is). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await server.waitReady();
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
