import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/demo.js';
import { createHealerViaDb, signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAdmin(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'DELETE',
  url: string,
  headers: Record<string, string> = { cookie },
) => t.app.inject({ method, url, headers });

describe('demo data', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/demo-data', {})).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/demo-data', {})).statusCode).toBe(401);
  });

  it('counts what the demo seed created and removes all of it, and nothing else', async () => {
    expect((await call('GET', '/api/admin/demo-data')).json()).toEqual({
      healers: 0,
      teamMembers: 0,
      settings: false,
    });
    const summary = await seedDemo(t.database);
    const real = await createHealerViaDb(t.app.db, { name: 'Real Member' });
    const left = (await call('GET', '/api/admin/demo-data')).json();
    expect(left).toEqual({
      healers: summary.healers,
      teamMembers: summary.teamMembers,
      settings: true,
    });

    const removed = await call('DELETE', '/api/admin/demo-data');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: summary.healers + summary.teamMembers + 1 });
    expect((await call('GET', '/api/admin/demo-data')).json()).toEqual({
      healers: 0,
      teamMembers: 0,
      settings: false,
    });
    const healers = (await call('GET', '/api/admin/healers')).json();
    expect(healers.map((healer: { id: string }) => healer.id)).toEqual([real.id]);
    expect((await call('GET', '/api/team-members')).json()).toEqual([]);
    // The contact settings are back to their defaults, not gone.
    const settings = await call('GET', '/api/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json().contactEmail ?? null).toBeNull();
    expect((await call('DELETE', '/api/admin/demo-data')).json()).toEqual({ removed: 0 });
  });
});
