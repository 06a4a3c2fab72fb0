import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../../src/db/client.js';
import { TEST_ADMIN_PASSWORD } from '../../helpers/admin-sign-in.js';
import { freePort, MAIN, ROOT, startServer as startProcess } from '../../helpers/server-process.js';

export { freePort } from '../../helpers/server-process.js';

export type RunningServer = { url: string; stop: () => Promise<void> };

/** Browser tests start many servers at once on a loaded machine: wait longer for /readyz. */
export const READY_TIMEOUT_MS = 120_000;

/** A fingerprint of the built server and database code: a new build gets a new seeded template. */
function buildFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stats = statSync(path);
        hash.update(`${path}:${stats.size}:${stats.mtimeMs}\n`);
      }
    }
  };
  for (const part of ['server', 'db', 'shared']) {
    const dir = join(ROOT, 'dist', part);
    if (existsSync(dir)) walk(dir);
  }
  // The template keeps the admin it was built with, so its password is part of its name.
  hash.update(TEST_ADMIN_PASSWORD);
  return hash.digest('hex').slice(0, 16);
}

interface LaunchPlace {
  /** The project whose build to run (its dist/server/main.js); this one by default. */
  root?: string;
  /** A fixed port, e.g. to restart on the same origin; a free one by default. */
  port?: number;
}

async function launch(
  dataDir: string,
  extraEnv: Record<string, string>,
  place: LaunchPlace = {},
): Promise<RunningServer> {
  const server = await startProcess({
    dataDir,
    port: place.port,
    install: place.root
      ? { root: place.root, main: join(place.root, 'dist/server/main.js') }
      : undefined,
    adminPassword: TEST_ADMIN_PASSWORD,
    env: { SEED_DEMO: '1', ...extraEnv },
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop('SIGTERM', 15_000);
    },
  };
}

/**
 * A data directory with the demo data already seeded, made once per build and copied for each
 * test file: seeding (argon2 hashes for every healer) is most of a cold start.
 */
async function seededTemplate(): Promise<string> {
  const template = join(tmpdir(), `healers-e2e-template-${buildFingerprint()}`);
  if (existsSync(template)) return template;
  const building = await mkdtemp(`${template}.building-`);
  const server = await launch(building, {});
  await server.stop();
  try {
    await rename(building, template);
  } catch {
    // Another run made it first; theirs is as good.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Starts the built server (it builds nothing: `npm run build` first) on a free port with its own
 * copy of a data directory seeded with the demo data, and waits for /readyz. With E2E_BASE_URL
 * set, uses that server instead.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  // Against a server that is already running (e.g. while working on the client).
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, stop: async () => {} };
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'healers-e2e-'));
  await cp(await seededTemplate(), dataDir, { recursive: true });
  try {
    const server = await launch(dataDir, extraEnv);
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh copy of the demo data directory, for a test that starts servers itself. */
export async function seededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'healers-e2e-'));
  await cp(await seededTemplate(), dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the build of another copy of the project (`root`, with its own dist/) on a fixed port
 * and data directory, which outlive the server: a test restarts it there, as a deploy would.
 */
export async function startServerAt(
  root: string,
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const server = await launch(dataDir, extraEnv, { root, port });
  return { url: server.url, stop: server.stop };
}

/**
 * A server on a copy of the seeded data to which `prepare` first adds its rows (the database
 * closed before the server opens it); `env` gets the origin it will listen on. Its stop() also
 * removes the copy.
 */
export async function startSeededServerWith(
  prepare: (db: Db) => Promise<void>,
  env: (origin: string) => Record<string, string> = () => ({}),
): Promise<RunningServer> {
  const dataDir = await seededDataDir();
  const handle = await openDatabase({ dataDir });
  try {
    await prepare(handle.db);
  } finally {
    await handle.close();
  }
  const port = await freePort();
  const server = await startServerAt(ROOT, port, dataDir, env(`http://127.0.0.1:${port}`));
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
