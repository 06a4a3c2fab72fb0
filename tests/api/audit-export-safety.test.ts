import { isIP } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../src/server/audit/audit-chain.js';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

/** The audit CSV and the addresses it holds (DESIGN §11.7, decision 056). */
const t = setUpApiTest({ env: { TIME_ZONE: 'Asia/Kolkata' } });

describe('the audit CSV’s filters', () => {
  const refused = [
    // A year the database has not got (year 0): JavaScript takes it, PostgreSQL does not.
    { query: 'from=0000-01-01', key: undefined },
    { query: 'action=healer.%00update', key: 'auditFilterNul' },
    { query: 'targetId=a%00b', key: 'auditFilterNul' },
    // No 29 February in 2026: JavaScript moves it to the 28th, the database refuses it.
    { query: 'to=2026-02-29T00:00:00%2B14:00', key: 'auditTimeFormat' },
    { query: 'from=2026-02-30', key: 'auditTimeFormat' },
  ];

  for (const { query, key } of refused) {
    it(`answers ?${query} as the JSON twin does, with a 400 before any of the file`, async () => {
      const json = await t.call('GET', `/api/admin/audit?${query}`);
      const csv = await t.call('GET', `/api/admin/audit.csv?${query}`);
      expect(json.statusCode).toBe(400);
      expect(csv.statusCode).toBe(400);
      expect(csv.headers['content-type']).toMatch(/^application\/json/);
      expect(csv.json()).toEqual(json.json());
      if (key) expect(csv.json()).toMatchObject({ key });
    });
  }

  it('still exports with a real time range', async () => {
    await t.call('POST', '/api/admin/services', { name: 'Range check' });
    const csv = await t.call('GET', '/api/admin/audit.csv?from=2026-01-01T00:00:00%2B05:30');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('service.create');
  });
});

describe('the audit CSV’s cells', () => {
  it('starts no cell, and no piece of a cell between two ";", with a formula', async () => {
    const formula = "=cmd|' /C calc'!A0";
    await t.app.db.transaction(async (tx) => {
      await appendAudit(
        tx as never,
        t.app.auditKeys,
        // An address as an entry from before decision 056 could hold it.
        { actor: { kind: 'admin', id: '@admin', label: `Ann; ${formula}` }, ip: formula },
        [
          {
            action: 'service.update',
            target: { kind: 'service', id: '+1', label: `Cupping;-2+3` },
            changes: [{ field: 'name', from: 'Cupping', to: `Cupping; ${formula}` }],
          },
        ],
      );
    });
    const response = await t.call('GET', '/api/admin/audit.csv?action=service.update');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toContain('ip');
    const row = rows.find((cells) => cells.some((cell) => cell.includes('Cupping;')))!;
    expect(row).toBeDefined();
    const risky = row.flatMap((cell) =>
      cell.split(';').filter((piece) => /^[=+\-@\t\r]/.test(piece.trimStart())),
    );
    expect(risky).toEqual([]);
    expect(row[header!.indexOf('ip')!]).toBe(`'${formula}`);
  });
});

describe('the client address behind a proxy', () => {
  let proxied: TestApp;
  let cookie: string;

  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    cookie = await signInAdmin(proxied.app);
  });
  afterAll(() => proxied.close());

  const ipOfWriteWith = async (forwardedFor: string) => {
    const created = await proxied.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      payload: { name: `Service ${Math.random()}` },
      headers: { cookie, 'x-forwarded-for': forwardedFor },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = (
      await proxied.app.inject({ url: '/api/admin/audit?limit=1', headers: { cookie } })
    ).json<AuditEntry[]>();
    return entry!.ip;
  };

  it('is the forwarded one when it is an IP address', async () => {
    expect(await ipOfWriteWith('203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOfWriteWith('2001:db8::7')).toBe('2001:db8::7');
  });

  for (const [name, junk] of [
    ['a formula', "=cmd|' /C calc'!A0"],
    ['a NUL', '203.0.113.9\u0000'],
    ['10 KB of text', 'x'.repeat(10_240)],
    ['a formula after a real address', "203.0.113.9, =cmd|' /C calc'!A0"],
  ] as const) {
    it(`is the proxy’s own when X-Forwarded-For holds ${name}`, async () => {
      const ip = await ipOfWriteWith(junk);
      expect(isIP(ip ?? '')).not.toBe(0);
      expect(ip).toBe('127.0.0.1');
    });
  }
});
