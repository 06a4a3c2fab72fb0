import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

/**
 * A throw-away PostgreSQL cluster of its own (initdb on a temporary folder, a free port) for a
 * test that stops and starts PostgreSQL: the machine's shared server on 5432 serves other tests.
 * Uses Debian's packaged binaries (.ci/run installs them); as root, the cluster runs as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/healers (trust authentication, loopback only). */
  url: string;
  port: number;
  /** pg_ctl stop: `fast` ends sessions (as `systemctl restart postgresql` does). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return join(base, versions[0], 'bin');
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'healers-own-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, command),
      asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args,
      { stdio: 'pipe', timeout: 120_000 },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', '-t', '60', 'start']);
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  start();
  execFileSync('psql', [
    '-q',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-c',
    'create database healers',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/healers`,
    port,
    stop,
    start,
    destroy() {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
