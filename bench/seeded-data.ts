import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** What decides the seeded database's content: its migrations and the seed's code. */
const CONTENT_SOURCES = ['src/db/migrations', 'src/db/seed', 'src/db/schema.ts'];
const COMPLETE_MARKER = 'bench-seed-complete';

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

/** A hash of the migrations and seed code: a cached database is reused only while it matches. */
export async function contentHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const source of CONTENT_SOURCES) {
    for (const file of await filesUnder(join(root, source))) {
      hash
        .update(relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

export interface SeededDataDir {
  dataDir: string;
  /** True when the seeded template came from an earlier run's cache. */
  reused: boolean;
  seedMs: number;
  remove(): Promise<void>;
}

/**
 * A fresh DATA_DIR holding `healers` synthetic healers (and no demo data). Seeding 10,000 takes
 * tens of seconds, so the seeded directory is kept under the system temp folder, keyed by the
 * migrations' and seed's hash, and copied for each run (the server writes to its DATA_DIR).
 */
export async function seededDataDir(root: string, healers: number): Promise<SeededDataDir> {
  const hash = await contentHash(root);
  const cacheParent = join(tmpdir(), 'healers-bench-cache');
  const cacheRoot = join(cacheParent, hash);
  // Databases seeded for older migrations or seed code are of no further use.
  for (const stale of await readdir(cacheParent).catch(() => [] as string[])) {
    if (stale !== hash) await rm(join(cacheParent, stale), { recursive: true, force: true });
  }
  const template = join(cacheRoot, `healers-${healers}`);
  const marker = join(template, COMPLETE_MARKER);
  let reused = true;
  const started = Date.now();
  if (!(await stat(marker).catch(() => undefined))) {
    reused = false;
    await rm(template, { recursive: true, force: true });
    await mkdir(cacheRoot, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await run(npm, ['run', '--silent', 'db:seed', '--', '--healers', String(healers)], root, {
      ...process.env,
      DATA_DIR: template,
      DATABASE_URL: '',
    });
    await writeFile(marker, new Date().toISOString());
  }
  const seedMs = Date.now() - started;
  const dataDir = await mkdtemp(join(tmpdir(), `healers-bench-${healers}-`));
  await cp(template, dataDir, { recursive: true });
  await rm(join(dataDir, COMPLETE_MARKER), { force: true });
  return {
    dataDir,
    reused,
    seedMs,
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface SeededPostgres {
  url: string;
  remove(): Promise<void>;
}

/** The PostgreSQL the bench may use (this machine's, as CI's tests do). */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new PostgreSQL database holding the seeded `healers`, moved from a copy of the PGlite seed
 * (a running server holds its own copy's lock) with the product's own backup and restore, as an
 * operator moves a directory.
 */
export async function seededPostgres(root: string, healers: number): Promise<SeededPostgres> {
  const source = await seededDataDir(root, healers);
  const pg = (await import('pg')).default;
  const name = `healers_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  // The name is ours (hex digits), never input, so it is safe in DDL.
  await admin.query(`create database "${name}"`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  const work = await mkdtemp(join(tmpdir(), 'healers-bench-move-'));
  const file = join(work, 'backup.jsonl.gz');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const remove = async () => {
    await source.remove();
    await rm(work, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    await run(npm, ['run', '--silent', 'db:backup', '--', file], root, {
      ...process.env,
      DATA_DIR: source.dataDir,
      DATABASE_URL: '',
    });
    await run(npm, ['run', '--silent', 'db:restore', '--', file, '--force'], root, {
      ...process.env,
      DATABASE_URL: url.toString(),
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { url: url.toString(), remove };
}
