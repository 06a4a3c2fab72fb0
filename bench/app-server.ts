import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free loopback port, found by letting the OS pick one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** The admin password the benchmark's servers start with (ADMIN_PASSWORD). */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful /readyz. */
  startMs: number;
  /** The end of the server's output, and how it exited if it has (for error messages). */
  describe(): string;
  stop(): Promise<void>;
}

/** Resolves when `origin` answers /readyz with 200, polling; rejects after `timeoutMs`. */
async function waitUntilReady(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${origin} was not ready within ${timeoutMs} ms`);
}

/** Stops a child process with SIGTERM, then SIGKILL if it lingers. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built app (`node dist/server/main.js`) on `dataDir`, as an operator would: embedded
 * database (or the PostgreSQL at `databaseUrl`), no demo data, default log level (the tail of
 * its output is kept for errors).
 */
export async function startAppServer(
  root: string,
  dataDir: string,
  databaseUrl = '',
  /** More environment for this server (TRUST_PROXY for the events load, say). */
  env: Record<string, string> = {},
  /** How long the start may take (a large directory on a busy machine takes minutes). */
  readyTimeoutMs = 120_000,
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // The bench sends hundreds of new searches from one address to time the search itself.
      SEARCH_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Successful reads log at debug, so the info-level log stays short; its tail explains a crash.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilReady(origin, child, readyTimeoutMs);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const describe = () => {
    const exit =
      child.exitCode !== null || child.signalCode !== null
        ? `the server exited (code ${child.exitCode}, signal ${child.signalCode})`
        : 'the server is running';
    return `${exit}; its output ends with:\n${output || '(nothing)'}`;
  };
  return { origin, child, startMs: Date.now() - started, describe, stop: () => stopChild(child) };
}
