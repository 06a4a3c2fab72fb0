import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupFile, writeBackupFile } from '../../src/db/backup.js';
import { openDatabase } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { restoreBackup } from '../../src/db/restore.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { seedSynthetic } from '../../src/db/seed/synthetic.js';
import {
  createHealer,
  healerForm,
  listHealers,
  reportFigure,
  signInAdmin,
} from './support/api-client.js';
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  type TestDataDir,
  type TestPostgres,
} from './support/databases.js';
import { ROOT } from './support/paths.js';
import { type ServerOptions, startServer } from './support/server-process.js';

const run = promisify(execFile);

/**
 * The deployment's SESSION_SECRET, carried to the restored servers as an operator moving the
 * directory would: unused one-time codes are keyed with it (decision 021).
 */
const SESSION_SECRET = 'the federation deployment secret for the backup test';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `npm run db:backup|db:restore -- ARGS` on PGlite in `dataDir` or PostgreSQL at `databaseUrl`. */
async function npmRun(
  script: 'db:backup' | 'db:restore',
  args: string[],
  target: { dataDir?: string; databaseUrl?: string },
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const started = Date.now();
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, '--', ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr, ms: Date.now() - started };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
      ms: Date.now() - started,
    };
  }
}

/** A backup's row lines (header and trailer left out): equal lists mean equal data. */
async function rowsOf(file: string): Promise<string[]> {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .trim()
    .split('\n');
  return lines.slice(1, -1);
}

/** The row lines of every table but sessions, which a restore ends (decision 055). */
async function dataRowsOf(file: string): Promise<string[]> {
  return (await rowsOf(file)).filter((line) => !line.startsWith('{"t":"sessions"'));
}

/** The CLI's error text without npm's own lines. */
const messageOf = (result: CliResult) =>
  result.stderr
    .split('\n')
    .filter((line) => line && !line.startsWith('npm '))
    .join('\n');

let work: string;
let source: TestDataDir;
let postgres: TestPostgres;
let pgliteTarget: TestDataDir;
let cookie: string;
let healerPhone: string;
let healerCode: string;
let photoUrl: string;
let sourceHealers: unknown[];
let photoBytes: Buffer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'healers-rel-backup-'));
  source = await copyPgliteTemplate();
  postgres = await createPostgresDatabase('restore');
  pgliteTarget = await copyPgliteTemplate();

  // A directory with everything in it: the demo data, a signed-in admin, a healer added
  // through the API (an account with its own hash), an uploaded photo, the settings.
  const server = await startServer({
    dataDir: source.dir,
    env: { SEED_DEMO: '1', SESSION_SECRET },
  });
  try {
    cookie = await signInAdmin(server.url);
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'portrait.png');
    const upload = await fetch(`${server.url}/api/admin/upload-photo`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    photoUrl = ((await upload.json()) as { photoUrl: string }).photoUrl;
    const added = healerForm('backed up');
    healerPhone = added.phone;
    const created = await createHealer(server.url, cookie, { ...added, photoUrl } as typeof added);
    if (!created.signInCode) throw new Error('The new healer got no one-time sign-in code');
    healerCode = created.signInCode.code;
    sourceHealers = await listHealers(server.url, cookie);
    photoBytes = Buffer.from(await (await fetch(`${server.url}${photoUrl}`)).arrayBuffer());
    expect(photoBytes.length).toBeGreaterThan(100);

    // While the server runs, the embedded database is its alone: the backup says so.
    const refused = await npmRun('db:backup', [join(work, 'refused.jsonl.gz')], {
      dataDir: source.dir,
    });
    expect(refused.code).not.toBe(0);
    expect(messageOf(refused)).toContain('Another process is already using the data directory');
    expect(messageOf(refused)).toContain('stop the server');
  } finally {
    expect((await server.stop('SIGTERM')).code).toBe(0);
  }
});

afterAll(async () => {
  await postgres?.drop();
  await source?.remove();
  await pgliteTarget?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Starts a server on a restored database and checks what users would notice. */
async function expectSameDirectory(options: ServerOptions): Promise<void> {
  const server = await startServer({ ...options, env: { ...options.env, SESSION_SECRET } });
  try {
    // The admin's session from before the backup ended with the restore; signing in works.
    const before = await fetch(`${server.url}/api/admin/status`, { headers: { cookie } });
    expect(await before.json()).toMatchObject({ isAuthenticated: false });
    expect(await listHealers(server.url, await signInAdmin(server.url))).toEqual(sourceHealers);
    const photo = await fetch(`${server.url}${photoUrl}`);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(photoBytes);
    // The healer account came along: first sign-in with the one-time code (only its hash was
    // backed up).
    const login = await fetch(`${server.url}/api/healer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: healerPhone, password: healerCode }),
    });
    expect(login.status).toBe(200);
    const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as {
      organizationName: string;
    };
    expect(settings.organizationName).toBeTruthy();
  } finally {
    await server.stop();
  }
}

describe('backup and restore (npm run db:backup / db:restore)', () => {
  it('round-trips PGlite → PostgreSQL with identical data', async () => {
    const file = join(work, 'from-pglite.jsonl.gz');
    const backup = await npmRun('db:backup', [file], { dataDir: source.dir });
    expect(messageOf(backup)).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/written to .*from-pglite\.jsonl\.gz/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const restore = await npmRun('db:restore', [file], { databaseUrl: postgres.url });
    expect(messageOf(restore)).toBe('');
    expect(restore.code).toBe(0);

    const again = join(work, 'from-postgres.jsonl.gz');
    expect((await npmRun('db:backup', [again], { databaseUrl: postgres.url })).code).toBe(0);
    const [before, after] = [await rowsOf(file), await rowsOf(again)];
    expect(await dataRowsOf(again)).toEqual(await dataRowsOf(file));
    expect(after.some((line) => line.startsWith('{"t":"sessions"'))).toBe(false);
    expect(before.some((line) => line.startsWith('{"t":"photos"'))).toBe(true);
    expect(before.some((line) => line.startsWith('{"t":"sessions"'))).toBe(true);

    await expectSameDirectory({ databaseUrl: postgres.url });
    const rows = before.length;
    reportFigure(
      'backup of PGlite (demo directory, 1 photo, sessions)',
      `${(await stat(file)).size} bytes gzip for ${rows} rows, backup ${backup.ms} ms, ` +
        `restore into PostgreSQL ${restore.ms} ms (both including npm and tsx start-up)`,
    );
  });

  it('refuses to restore into a database with data unless --force', async () => {
    const file = join(work, 'from-postgres.jsonl.gz');
    const refused = await npmRun('db:restore', [file], { databaseUrl: postgres.url });
    expect(refused.code).not.toBe(0);
    expect(messageOf(refused)).toMatch(/^The database is not empty \(.*\); add --force/);

    // The PGlite template already has its admin account: --force replaces it.
    const noForce = await npmRun('db:restore', [file], { dataDir: pgliteTarget.dir });
    expect(messageOf(noForce)).toMatch(/^The database is not empty \(1 in admin\)/);
    const forced = await npmRun('db:restore', [file, '--force'], { dataDir: pgliteTarget.dir });
    expect(messageOf(forced)).toBe('');
    expect(forced.code).toBe(0);
    const again = join(work, 'pglite-again.jsonl.gz');
    expect((await npmRun('db:backup', [again], { dataDir: pgliteTarget.dir })).code).toBe(0);
    expect(await dataRowsOf(again)).toEqual(await dataRowsOf(file));
    await expectSameDirectory({ dataDir: pgliteTarget.dir });
    reportFigure('restore into PGlite with --force', `${forced.ms} ms (including npm and tsx)`);
  });

  it('restores nothing from a damaged or cut-short file', async () => {
    const good = gunzipSync(await readFile(join(work, 'from-pglite.jsonl.gz')));
    const lines = good.toString('utf8').trim().split('\n');
    const cases: [string, Buffer, RegExp][] = [
      ['no end mark', gzipSync(`${lines.slice(0, -1).join('\n')}\n`), /cut short/],
      [
        'a row missing',
        gzipSync(`${[...lines.slice(0, 3), ...lines.slice(4)].join('\n')}\n`),
        /damaged: .* should have \d+ rows, found \d+/,
      ],
      ['broken gzip', gzipSync(good).subarray(0, 2_000), /unexpected end of file/i],
      ['not a backup', gzipSync('{"hello":"world"}\n'), /not a backup of the directory/],
    ];
    const database = await createPostgresDatabase('damaged');
    try {
      for (const [label, bytes, message] of cases) {
        const file = join(work, `damaged-${label.replaceAll(' ', '-')}.jsonl.gz`);
        await writeFile(file, bytes);
        const result = await npmRun('db:restore', [file], { databaseUrl: database.url });
        expect(result.code, label).not.toBe(0);
        expect(messageOf(result), label).toMatch(message);
        const [count] = await database.query<{ n: number }>(
          'select (select count(*) from healers) + (select count(*) from admin) as n',
        );
        expect(Number(count?.n), label).toBe(0);
      }
    } finally {
      await database.drop();
    }
  });

  it('backs up and restores a directory of 2,000 healers quickly (figures)', async () => {
    const from = await createPostgresDatabase('big');
    const to = await createPostgresDatabase('bigcopy');
    const source = await openDatabase({ databaseUrl: from.url, poolMax: 2 });
    const target = await openDatabase({ databaseUrl: to.url, poolMax: 2 });
    try {
      await migrate(source);
      await migrate(target);
      await seedDemo(source);
      await seedSynthetic(source, 2_000 - 64);
      const file = join(work, 'big.jsonl.gz');
      let started = performance.now();
      const written = await writeBackupFile(source.db, 'postgres', file);
      const backupMs = performance.now() - started;
      started = performance.now();
      const restored = await restoreBackup(target.db, readBackupFile(file));
      const restoreMs = performance.now() - started;
      expect(restored.counts).toEqual(written.counts);
      expect(written.counts.healers).toBe(2_000);
      const again = join(work, 'big-again.jsonl.gz');
      await writeBackupFile(target.db, 'postgres', again);
      expect(await dataRowsOf(again)).toEqual(await dataRowsOf(file));
      reportFigure(
        'backup of 2,000 healers on PostgreSQL (in process)',
        `${written.bytes} bytes gzip (${(written.bytes / 2_000).toFixed(0)} B per healer), ` +
          `backup ${backupMs.toFixed(0)} ms, restore ${restoreMs.toFixed(0)} ms`,
      );
    } finally {
      await source.close();
      await target.close();
      await from.drop();
      await to.drop();
    }
  });
});
