import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHealer,
  healerForm,
  listHealers,
  reportFigure,
  signInAdmin,
} from './support/api-client.js';
import { copyPgliteTemplate } from './support/databases.js';
import { startServer } from './support/server-process.js';

const READERS = 40;
const WRITERS = 6;
const SLOW_UPLOADS = 3;
const PUBLIC_PATHS = ['/api/healers', '/api/stats', '/api/settings', '/api/team-members'];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Outcome = { startedAt: number; endedAt: number; status?: number; error?: string };

/** A request: its status (body read in full) or the error that ended it. */
async function attempt(url: string, init?: RequestInit): Promise<Outcome & { body?: string }> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return { startedAt, endedAt: Date.now(), status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      startedAt,
      endedAt: Date.now(),
      error: cause?.code ?? cause?.message ?? String(error),
    };
  }
}

/**
 * A POST whose body arrives in two parts, around the signal: the server has begun it (it sent
 * "100 Continue", so it has parsed the headers) and can only finish it after the signal. Its
 * connection is kept alive afterwards, as a browser's is: it must not hold the shutdown open.
 */
async function slowUpload(url: string, cookie: string, body: string, agent: Agent) {
  const req = httpRequest(`${url}/api/admin/healers`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
      cookie,
    },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    req.on('error', reject);
  });
  reply.catch(() => {});
  const begun = new Promise((resolve) => req.once('continue', resolve));
  req.flushHeaders();
  await begun;
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { reply, finish: () => req.end(body.slice(half)) };
}

describe('graceful shutdown under load', () => {
  it('SIGTERM: in-flight requests complete, new ones are refused, exit 0 within 10 s', async () => {
    const data = await copyPgliteTemplate();
    cleanups.push(() => data.remove());
    const server = await startServer({ dataDir: data.dir });
    cleanups.push(() => server.stop('SIGKILL'));
    const cookie = await signInAdmin(server.url);

    let stopping = false;
    const outcomes: Outcome[] = [];
    const written: string[] = [];
    const reader = async (r: number) => {
      for (let i = r; !stopping; i++) {
        const path = PUBLIC_PATHS[i % PUBLIC_PATHS.length]!;
        const outcome = await attempt(`${server.url}${path}`);
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') return;
      }
    };
    const writer = async (w: number) => {
      for (let i = 0; !stopping; i++) {
        const outcome = await attempt(`${server.url}/api/admin/healers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(healerForm(`shutdown ${w}-${i}`)),
        });
        outcomes.push(outcome);
        if (outcome.status === 201) written.push(JSON.parse(outcome.body!).id);
        if (outcome.error === 'ECONNREFUSED') return;
      }
    };
    const load = Promise.all([
      ...Array.from({ length: READERS }, (_, r) => reader(r)),
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const keepAlive = new Agent({ keepAlive: true });
    cleanups.push(async () => keepAlive.destroy());
    const slow = await Promise.all(
      Array.from({ length: SLOW_UPLOADS }, (_, s) =>
        slowUpload(server.url, cookie, JSON.stringify(healerForm(`slow upload ${s}`)), keepAlive),
      ),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    // New connections are refused while the slow uploads are still open.
    let refusedAt: number | undefined;
    while (refusedAt === undefined && Date.now() - signalledAt < 5_000) {
      const probe = await attempt(`${server.url}/healthz`);
      if (probe.error === 'ECONNREFUSED' || probe.status === 503) refusedAt = probe.startedAt;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refusedAt).toBeDefined();
    expect(server.child.exitCode).toBeNull();

    for (const upload of slow) upload.finish();
    const slowReplies = (await Promise.allSettled(slow.map((upload) => upload.reply))).map(
      (settled) =>
        settled.status === 'fulfilled'
          ? settled.value
          : { status: 0, body: String(settled.reason) },
    );
    stopping = true;
    const exit = await server.exited;
    await load;

    // The requests the server had begun all completed normally.
    expect(slowReplies.map((reply) => reply.status)).toEqual(slow.map(() => 201));
    const slowIds = slowReplies.map((reply) => (JSON.parse(reply.body) as { id: string }).id);
    // It exited cleanly and in time.
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    // No server error, and nothing accepted after it began refusing.
    expect(outcomes.filter((o) => o.status && o.status >= 500 && o.status !== 503)).toEqual([]);
    const acceptedLate = outcomes.filter(
      (o) => o.startedAt > refusedAt! && o.status !== undefined && o.status < 500,
    );
    expect(acceptedLate).toEqual([]);

    const inFlight = outcomes.filter((o) => o.startedAt < signalledAt && o.endedAt > signalledAt);
    const summary = (list: Outcome[]) => {
      const counts = new Map<string, number>();
      for (const o of list) {
        const key = o.status ? String(o.status) : (o.error ?? '?');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([key, n]) => `${n}×${key}`).join(', ');
    };
    reportFigure(
      'graceful shutdown',
      `exit ${exit.code} ${exit.at - signalledAt} ms after SIGTERM; ${SLOW_UPLOADS} uploads begun before it completed 201; ` +
        `other requests in flight at the signal: ${summary(inFlight) || 'none'}; after: ${summary(
          outcomes.filter((o) => o.startedAt >= signalledAt),
        )}`,
    );

    // Every write it answered is there after a restart.
    const again = await startServer({ dataDir: data.dir });
    cleanups.push(() => again.stop());
    const ids = new Set((await listHealers(again.url, cookie)).map((healer) => healer.id));
    expect([...written, ...slowIds].filter((id) => !ids.has(id))).toEqual([]);
    expect(await createHealer(again.url, cookie, healerForm('after restart'))).toHaveProperty('id');
  });
});
