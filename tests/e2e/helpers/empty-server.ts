import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunningServer } from './server.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'dist/server/main.js');
const READY_TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server on a new, empty data directory (no demo data) with the given admin
 * password, for the account tests that need empty states, exact counts and the first-start
 * admin. (startServer in server.ts always starts from the seeded demo template.)
 */
export async function startEmptyServer(
  adminPassword: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'healers-e2e-empty-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: adminPassword,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} before it was ready:\n${log}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
