import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/helpers/browser.js';
import { TEST_ADMIN_PASSWORD } from '../helpers/admin-sign-in.js';
import { healerForm, reportFigure } from './support/api-client.js';
import { createPostgresDatabase, type TestPostgres } from './support/databases.js';
import { DEPLOY, readEnvironmentFile, readUnit } from './support/deploy-files.js';
import { ROOT } from './support/paths.js';
import { freePort, type ServerProcess, spawnServer } from './support/server-process.js';
import { longestWriteGap, type Outcome, send, summarise } from './support/traffic.js';

// The deployment of docs/operations.md, as deployed: Caddy with deploy/Caddyfile (`tls internal`)
// in front of two instances started as deploy/healers@.service starts them, with the variables of
// deploy/healers.env.example, on PostgreSQL; the backup of deploy/healers-backup.service and a
// restore drill. Only what differs on a test machine is set here: ports, the database, secrets.

const TRAFFIC_MS = 30_000;

let database: TestPostgres;
let work: string;
let caddy: ChildProcess;
let caddyLog = '';
let site: string;
let browser: Browser | undefined;
const instances = new Map<number, ServerProcess>();
let environment: Record<string, string>;
const unit = readUnit('healers@.service');

/** The instance's environment: the unit's Environment= over the environment file's. */
function instanceEnv(port: number): Record<string, string> {
  return { ...environment, ...readUnit('healers@.service', String(port)).environment };
}

async function startInstance(port: number): Promise<ServerProcess> {
  const server = await spawnServer({ port, env: instanceEnv(port) });
  instances.set(port, server);
  await server.waitReady();
  return server;
}

/** Waits until `check` holds (polling every 100 ms), or throws after `ms`. */
async function until(ms: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms: ${what}\n${caddyLog.slice(-2000)}`);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'healers-deploy-'));
  database = await createPostgresDatabase('deploy');
  const [httpsPort, httpPort, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  site = `https://localhost:${httpsPort}`;
  expect(unit.execStart.slice(1)).toEqual(['dist/server/main.js']);
  expect(unit.environmentFile).toBe('/etc/healers/healers.env');
  environment = {
    ...readEnvironmentFile(join(DEPLOY, 'healers.env.example')),
    // What an operator fills in, and this machine's folders.
    DATABASE_URL: database.url,
    PUBLIC_URL: site,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DATA_DIR: join(work, 'data'),
    // Low enough to see the per-client limit bite within a few searches.
    SEARCH_LIMIT_PER_MINUTE: '6',
    LOG_LEVEL: 'warn',
  };
  // Both at once, as `systemctl enable --now healers@A healers@B` starts them.
  await Promise.all([startInstance(portA), startInstance(portB)]);

  const caddyHome = join(work, 'caddy');
  mkdirSync(caddyHome);
  caddy = spawn('caddy', ['run', '--config', join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: caddyHome,
      XDG_DATA_HOME: join(caddyHome, 'data'),
      XDG_CONFIG_HOME: join(caddyHome, 'config'),
      HEALERS_SITE: 'localhost',
      HEALERS_TLS: 'internal',
      HEALERS_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
      HEALERS_HTTPS_PORT: String(httpsPort),
      HEALERS_HTTP_PORT: String(httpPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    caddyLog = (caddyLog + chunk.toString()).slice(-50_000);
  };
  caddy.stdout?.on('data', keep);
  caddy.stderr?.on('data', keep);
  await until(60_000, 'Caddy answers over HTTPS', async () => {
    const probe = await send('read', `${site}/api/settings`, { insecure: true, timeoutMs: 2_000 });
    return probe.status === 200;
  });
  caddyPorts = { http: httpPort, https: httpsPort };
});

let caddyPorts: { http: number; https: number };

/** The TCP ports process `pid` listens on (its socket inodes matched in /proc/net/tcp{,6}). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // Closed meanwhile.
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX-IP:HEX-PORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields[3] === '0A' && inodes.has(fields[9]!)) {
        ports.add(Number.parseInt(fields[1]!.split(':')[1]!, 16));
      }
    }
  }
  return [...ports].sort((a, b) => a - b);
}

afterAll(async () => {
  await browser?.close();
  caddy?.kill('SIGTERM');
  await Promise.all([...instances.values()].map((server) => server.stop('SIGKILL')));
  await database?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the deployment of docs/operations.md', () => {
  let cookie = '';

  it('signs the admin in over HTTPS with the __Host- cookie, and live updates arrive through the proxy', async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const frames: string[] = [];
    let socketOpen = false;
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        socketOpen = true;
        frames.push(String(payload));
      });
    });
    await page.goto(`${site}/admin`);
    await page.getByLabel('Email or Phone').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const cookies = await context.cookies(site);
    const session = cookies.find((c) => c.name.startsWith('__Host-'));
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(session?.domain).toBe('localhost');
    cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    // The page's socket, upgraded to a WebSocket through Caddy.
    await until(20_000, 'the admin socket is open', async () => socketOpen);
    const name = `Live through Caddy ${randomBytes(3).toString('hex')}`;
    const created = await send('write', `${site}/api/admin/healers`, {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ ...healerForm('live'), name }),
      insecure: true,
    });
    expect(created.status).toBe(201);
    await page.getByText(name).first().waitFor({ timeout: 15_000 });
    expect(frames.some((frame) => frame.includes('healers-updated'))).toBe(true);
    await context.close();
  });

  it('has the instances see each client by its own address (X-Forwarded-For set by Caddy)', async () => {
    const search = (from: string, n: number, headers: Record<string, string> = {}) =>
      send('read', `${site}/api/healers/search?query=limit-${from}-${n}`, {
        insecure: true,
        localAddress: from,
        headers,
      });
    // One client spends its searches on both instances, even claiming to be someone else.
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const outcome = await search('127.0.0.2', n, { 'x-forwarded-for': `203.0.113.${n}` });
      statuses.push(outcome.status ?? 0);
      if (statuses.slice(-2).every((s) => s === 429) && statuses.length >= 2) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    // Another client, from another address, is not held back by the first one's searches.
    const other = await search('127.0.0.3', 0);
    expect(other.status).toBe(200);
    const again = await search('127.0.0.2', 99);
    expect(again.status).toBe(429);
    expect(again.retryAfter).toBeDefined();
  });

  it("has Caddy's admin endpoint off: Caddy listens on the site's ports only", () => {
    expect(listeningPorts(caddy.pid!)).toEqual(
      [caddyPorts.http, caddyPorts.https].sort((a, b) => a - b),
    );
  });

  it('keeps /metrics from the public while the machine itself reads it', async () => {
    const outside = await send('read', `${site}/metrics`, { insecure: true });
    expect(outside.status).toBe(404);
    expect(outside.body).not.toContain('healers_');
    const [first] = [...instances.values()];
    const local = await send('read', `${first!.url}/metrics`);
    expect(local.status).toBe(200);
    expect(local.body).toContain('healers_http_request_duration_seconds_count');
  });

  it('loses no request while each instance is restarted in turn under 30 s of steady traffic', async () => {
    expect(cookie).not.toBe('');
    const agent = new Agent({ keepAlive: true, rejectUnauthorized: false });
    const outcomes: Outcome[] = [];
    const reads = ['/api/healers?limit=20', '/api/settings', '/api/service-names', '/'];
    let running = true;
    const reader = async (r: number) => {
      for (let i = r; running; i++) {
        outcomes.push(await send('read', `${site}${reads[i % reads.length]}`, { agent }));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const writer = async (w: number) => {
      for (let i = 0; running; i++) {
        outcomes.push(
          await send('write', `${site}/api/admin/healers`, {
            method: 'POST',
            headers: { cookie },
            body: JSON.stringify(healerForm(`rolling ${w}-${i}`)),
            agent,
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const began = Date.now();
    const load = Promise.all([reader(0), reader(1), reader(2), writer(0), writer(1)]);

    // docs/operations.md, "Upgrade": restart one instance, wait until it is ready and Caddy's
    // health check has seen it, then the next.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const restarts: string[] = [];
    const events: string[] = [];
    for (const port of [...instances.keys()]) {
      const started = Date.now();
      events.push(`+${started - began} ms SIGTERM to :${port}`);
      const exit = await instances.get(port)!.stop(unit.killSignal);
      expect(exit.code).toBe(0);
      const stopped = Date.now();
      events.push(`+${stopped - began} ms :${port} exited`);
      await startInstance(port);
      events.push(`+${Date.now() - began} ms :${port} ready`);
      restarts.push(`stop ${stopped - started} ms, start ${Date.now() - stopped} ms`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const rest = TRAFFIC_MS - (Date.now() - began);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rest)));
    running = false;
    await load;
    agent.destroy();

    const failed = outcomes.filter((o) => o.error || (o.status ?? 0) >= 400);
    reportFigure(
      'rolling restart behind Caddy',
      `${outcomes.length} requests in ${Date.now() - began} ms (${
        outcomes.filter((o) => o.kind === 'write').length
      } writes), ${failed.length} failed${failed.length ? ` (${summarise(failed)})` : ''}; ` +
        `restarts: ${restarts.join(', ')}; longest write outage ${longestWriteGap(
          outcomes,
          began,
        )} ms; slowest reply ${Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))} ms`,
    );
    // What each failure was and when, beside the restarts, so that a failure says whose it is.
    if (failed.length > 0) {
      reportFigure(
        'rolling restart failures',
        [
          ...events,
          ...failed.map(
            (o) =>
              `+${o.startedAt - began}..${o.endedAt - began} ms ${o.kind} ${o.path} ` +
              `${o.status ?? o.error} ${o.body?.slice(0, 160) ?? ''}`,
          ),
        ].join('; '),
      );
    }
    expect(Date.now() - began).toBeGreaterThanOrEqual(TRAFFIC_MS);
    expect(failed.map((o) => `${o.kind} ${o.path} ${o.status ?? o.error}`)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(200);
  });

  it('backs up with retention (7 daily, 4 weekly) and restores the backup into a new database', async () => {
    const backupUnit = readUnit('healers-backup.service');
    expect(backupUnit.execStart).toEqual(['/bin/sh', 'deploy/backup.sh']);
    const backups = join(work, 'backups');
    for (const kind of ['daily', 'weekly']) {
      mkdirSync(join(backups, kind), { recursive: true });
      for (let day = 1; day <= 9; day++) {
        writeFileSync(join(backups, kind, `healers-2020-01-0${day}.jsonl.gz`), 'old');
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    const sunday = new Date().getDay() === 0;
    const output = execFileSync(backupUnit.execStart[0]!, backupUnit.execStart.slice(1), {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        ...environment,
        ...backupUnit.environment,
        BACKUP_DIR: backups,
        BACKUP_DATE: today,
      },
    }).toString();
    expect(output).toContain('backup: kept 7 daily and 4 weekly');
    const daily = readdirSync(join(backups, 'daily')).sort();
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toBe(`healers-${today}.jsonl.gz`);
    expect(daily[0]).toBe('healers-2020-01-04.jsonl.gz');
    const weekly = readdirSync(join(backups, 'weekly')).sort();
    expect(weekly).toHaveLength(4);
    expect(weekly.includes(`healers-${today}.jsonl.gz`)).toBe(sunday);

    // The restore drill: into a new, empty database, then the same healers as the live one.
    const drill = await createPostgresDatabase('drill');
    try {
      execFileSync(
        process.execPath,
        ['dist/db/cli/restore.js', join(backups, 'daily', `healers-${today}.jsonl.gz`)],
        { cwd: ROOT, env: { PATH: process.env.PATH, DATABASE_URL: drill.url } },
      );
      const count = async (db: TestPostgres) =>
        (await db.query<{ n: string }>('select count(*)::text as n from healers'))[0]!.n;
      const live = await count(database);
      expect(Number(live)).toBeGreaterThan(100);
      // Nothing writes now: the backup holds every healer of the live database.
      expect(await count(drill)).toBe(live);
    } finally {
      await drill.drop();
    }
  });
});
