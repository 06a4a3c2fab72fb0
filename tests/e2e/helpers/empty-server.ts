import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, startServer } from '../../helpers/server-process.js';
import { READY_TIMEOUT_MS, type RunningServer } from './server.js';

/**
 * Starts the built server on a new, empty data directory (no demo data) with the given admin
 * password, for the account tests that need empty states, exact counts and the first-start
 * admin. (startServer in server.ts always starts from the seeded demo template.)
 */
export async function startEmptyServer(
  adminPassword: string,
  extraEnv: Record<string, string> = {},
  /** A port chosen beforehand (when PUBLIC_URL must name it); a free one otherwise. */
  port?: number,
): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'healers-e2e-empty-'));
  try {
    const server = await startServer({
      dataDir,
      adminPassword,
      env: { SEED_DEMO: '0', ...extraEnv },
      readyTimeoutMs: READY_TIMEOUT_MS,
      ...(port === undefined ? {} : { port }),
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop('SIGTERM', 15_000);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
