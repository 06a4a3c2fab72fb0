import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../src/server/env.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('draining before a restart (SHUTDOWN_DRAIN_SECONDS)', () => {
  it('fails both probes while every other request is still served', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    t.app.draining = true;
    try {
      const health = await t.app.inject('/healthz');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'draining' });
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'closing' });
      expect((await t.app.inject('/api/healers')).statusCode).toBe(200);
      expect((await t.app.inject('/api/settings')).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('closes each connection after its reply while draining, so a balancer keeps none open', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    // A reply's status and the connection header it carries.
    const fetchOnce = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        }).on('error', reject);
      });
    try {
      // A public read twice: the second is the cache's ready reply, sent before the pipeline.
      for (const path of ['/api/healers', '/api/healers', '/api/settings']) {
        expect(await fetchOnce(path)).toMatchObject({ status: 200, connection: 'keep-alive' });
      }
      t.app.draining = true;
      for (const path of ['/api/healers', '/api/healers', '/api/settings', '/healthz']) {
        const reply = await fetchOnce(path);
        expect(reply.connection).toBe('close');
        expect(reply.status).toBe(path === '/healthz' ? 503 : 200);
      }
    } finally {
      t.app.draining = false;
      agent.destroy();
    }
  });

  it('is off by default and takes whole seconds up to 60', () => {
    expect(readEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(readEnv({ SHUTDOWN_DRAIN_SECONDS: '3' }).SHUTDOWN_DRAIN_SECONDS).toBe(3);
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: '61' })).toThrow(EnvError);
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: '1.5' })).toThrow(
      'Invalid environment variable SHUTDOWN_DRAIN_SECONDS: must be a whole number of seconds (got "1.5")',
    );
  });
});
