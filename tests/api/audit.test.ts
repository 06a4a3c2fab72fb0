import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema.js';
import { appendAudit } from '../../src/server/audit/audit-chain.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import {
  createHealerViaDb,
  createSignedInHealer,
  signInAdmin,
  uniquePhone,
} from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, setUpApiTest, type TestApp } from '../helpers/test-app.js';

const t = setUpApiTest({ env: { TIME_ZONE: 'Asia/Kolkata' } });

const list = async (query = '') => {
  const response = await t.call('GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    entries: response.json<AuditEntry[]>(),
  };
};

const historyOf = async (id: string) => (await list(`?targetId=${id}`)).entries;

describe('entries written by the routes', () => {
  it('records an admin’s edit of a healer: who, from where, and each field from → to', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Meera K', specialty: 'Back pain' });
    const response = await t.call('PATCH', `/api/admin/healers/${healer.id}`, {
      name: 'Meera Krishnan',
      specialty: 'Back and joint pain',
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await historyOf(healer.id);
    expect(entry).toMatchObject({
      action: 'healer.update',
      actor: { kind: 'admin', label: 'admin' },
      target: { kind: 'healer', id: healer.id, label: 'Meera Krishnan' },
      ip: '127.0.0.1',
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Meera K', to: 'Meera Krishnan' },
        { field: 'specialty', from: 'Back pain', to: 'Back and joint pain' },
      ]),
    );
    expect(entry!.changes).toHaveLength(2);
  });

  it('names hiding a listing as such', async () => {
    const healer = await createHealerViaDb(t.app.db);
    await t.call('PATCH', `/api/admin/healers/${healer.id}`, { isActive: 'false' });
    const [entry] = await historyOf(healer.id);
    expect(entry).toMatchObject({
      action: 'healer.deactivate',
      changes: [{ field: 'isActive', from: 'true', to: 'false' }],
    });
  });

  it('records a healer’s own edit as the healer, by name', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app, { name: 'Anil Kumar' });
    const body = { name: 'Anil Kumar', district: healer.district, pincode: healer.pincode };
    const response = await t.call(
      'PUT',
      '/api/healer/profile',
      { ...body, bio: 'Twenty years' },
      {
        cookie,
      },
    );
    expect(response.statusCode).toBe(200);
    const [entry] = await historyOf(healer.id);
    expect(entry).toMatchObject({
      action: 'healer.self-update',
      actor: { kind: 'healer', id: healer.id, label: 'Anil Kumar' },
      // A save also confirms the details (DESIGN §10.1): one entry holds both changes.
      changes: [
        { field: 'bio', from: null, to: 'Twenty years' },
        { field: 'confirmedOn', from: null, to: todayDate(new Date(), 'Asia/Kolkata') },
      ],
    });
  });

  it('never shows a password, a hash or a sign-in code: the change reads (changed)', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const reset = await t.call('POST', `/api/admin/users/${healer.id}/reset-password`);
    const code = reset.json<{ signInCode: { code: string } }>().signInCode.code;
    const [entry] = await historyOf(healer.id);
    expect(entry!.action).toBe('healer.sign-in-code');
    expect(entry!.changes).toContainEqual({ field: 'signInCode', from: null, to: '(changed)' });

    const { cookie, password } = await createSignedInHealer(t.app);
    const newPassword = 'my-very-own-secret';
    await t.call(
      'POST',
      '/api/healer/change-password',
      { currentPassword: password, newPassword },
      { cookie },
    );

    const everything = JSON.stringify((await list('?limit=200')).entries);
    const csv = (await t.call('GET', '/api/admin/audit.csv')).body;
    for (const text of [everything, csv]) {
      expect(text).toContain('(changed)');
      expect(text).not.toContain(code.replace(' ', ''));
      expect(text).not.toContain(newPassword);
      expect(text).not.toContain(password);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/passwordHash|signInCodeHash/);
    }
  });

  it('writes one entry for an import and one per healer it wrote', async () => {
    const { total: before } = await list();
    const rows = ['A', 'B', 'C'].map(
      (name) => `Imported ${name},${uniquePhone()},Ernakulam,682001`,
    );
    const body = multipartBody({
      field: 'file',
      fileName: 'healers.csv',
      contentType: 'text/csv',
      data: Buffer.from(['Name,Mobile,District,Pincode', ...rows].join('\r\n')),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: t.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { total, entries } = await list('?limit=4');
    expect(total - before).toBe(4);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'healer.create',
      'healer.create',
      'healer.create',
      'import.run',
    ]);
    const run = entries.find((entry) => entry.action === 'import.run')!;
    expect(run.changes).toContainEqual({ field: 'created', from: null, to: 3 });
  });

  it('leaves no entry when the write is rolled back', async () => {
    const { total: before } = await list();
    const request = { session: null, ip: '127.0.0.1' } as unknown as FastifyRequest;
    await expect(
      t.app.audited(request, async (tx, audit) => {
        await tx.insert(services).values({ name: 'Rolled back' });
        audit.record({
          action: 'service.create',
          target: { kind: 'service', id: 'x', label: 'x' },
        });
        throw new Error('the write fails after its insert');
      }),
    ).rejects.toThrow('the write fails');
    expect((await list()).total).toBe(before);
    const names = (await t.call('GET', '/api/admin/services')).json<{ name: string }[]>();
    expect(names.map((s) => s.name)).not.toContain('Rolled back');
  });
});

describe('reading the trail', () => {
  it('pages newest first with the exact total, and filters by target, actor, action and time', async () => {
    const all = await list('?limit=3');
    expect(all.entries).toHaveLength(3);
    expect(all.entries[0]!.seq).toBe(all.total);
    expect(all.entries.map((entry) => entry.seq)).toEqual([
      all.total,
      all.total - 1,
      all.total - 2,
    ]);
    const second = await list('?limit=3&offset=3');
    expect(second.entries[0]!.seq).toBe(all.total - 3);

    const healers = await list('?actorKind=healer');
    expect(healers.total).toBeGreaterThan(0);
    expect(healers.entries.every((entry) => entry.actor.kind === 'healer')).toBe(true);
    const creates = await list('?action=healer.create');
    expect(creates.total).toBe(3);
    expect(creates.entries.every((entry) => entry.action === 'healer.create')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(soon)}`)).total).toBe(0);
    const combined = await list(`?actorKind=admin&from=${today}&limit=1`);
    expect(combined.total).toBe(all.total - healers.total);
  });

  it('refuses a time that is neither a date nor an ISO time, and an unknown actor kind', async () => {
    const bad = await t.call('GET', '/api/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'auditTimeFormat' });
    expect((await t.call('GET', '/api/admin/audit?actorKind=robot')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/audit?limit=0')).statusCode).toBe(400);
  });

  it('is the admin’s alone', async () => {
    const { cookie } = await createSignedInHealer(t.app);
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit/verify']) {
      expect((await t.call('GET', url, undefined, {})).statusCode).toBe(401);
      expect((await t.call('GET', url, undefined, { cookie })).statusCode).toBe(403);
    }
  });

  it('exports the same entries as a CSV file, with the filters', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Csv Healer' });
    await t.call('PATCH', `/api/admin/healers/${healer.id}`, { city: '=HYPERLINK("x")' });
    const response = await t.call('GET', `/api/admin/audit.csv?targetId=${healer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'seq,id,at,actorKind,actorId,actorLabel,action,targetKind,targetId,targetLabel,changes,ip',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('healer.update');
    expect(lines[1]).toContain('Csv Healer');
    expect(lines[1]).toContain('city:  → =HYPERLINK');
  });
});

describe('the chain', () => {
  it('verifies as intact after the writes above', async () => {
    const { total } = await list();
    const verify = await t.call('GET', '/api/admin/audit/verify');
    expect(verify.json()).toEqual({ ok: true, entries: total, keyedFrom: 1 });
  });

  it('cannot be changed or removed through the database', async () => {
    const db = t.app.db;
    await expect(db.execute(sql`update audit_entries set actor_label = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_head`)).rejects.toThrow();
    expect((await t.call('GET', '/api/admin/audit/verify')).json()).toMatchObject({ ok: true });
  });
});

describe('tampering found by the check', () => {
  let tampered: TestApp;
  let cookie: string;
  const verify = async () =>
    (await tampered.app.inject({ url: '/api/admin/audit/verify', headers: { cookie } })).json<{
      ok: boolean;
      entries: number;
      brokenId?: string | null;
    }>();
  const entries = async () =>
    (await tampered.app.inject({ url: '/api/admin/audit?limit=10', headers: { cookie } })).json<
      AuditEntry[]
    >();
  /** What a superuser with the database in hand could do: the trigger off, the row changed. */
  const behindTheTrigger = async (statement: ReturnType<typeof sql>) => {
    const db = tampered.app.db;
    await db.execute(sql`alter table audit_entries disable trigger user`);
    await db.execute(statement);
    await db.execute(sql`alter table audit_entries enable trigger user`);
  };

  beforeAll(async () => {
    tampered = await createTestApp();
    cookie = await signInAdmin(tampered.app);
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      await tampered.app.inject({
        method: 'POST',
        url: '/api/admin/services',
        payload: { name },
        headers: { cookie },
      });
    }
  });
  afterAll(() => tampered.close());

  it('names the first entry whose content was edited', async () => {
    expect(await verify()).toEqual({ ok: true, entries: 4, keyedFrom: 1 });
    const [, , second] = [...(await entries())].reverse();
    await behindTheTrigger(
      sql`update audit_entries set target_label = 'Something else' where seq = 3`,
    );
    expect(second!.seq).toBe(3);
    expect(await verify()).toMatchObject({ ok: false, brokenId: second!.id });
    await behindTheTrigger(
      sql`update audit_entries set target_label = ${second!.target.label} where seq = 3`,
    );
    expect(await verify()).toEqual({ ok: true, entries: 4, keyedFrom: 1 });
  });

  it('names the entry after a deleted one, and notices the last ones deleted', async () => {
    const byNumber = [...(await entries())].reverse();
    await behindTheTrigger(sql`delete from audit_entries where seq = 2`);
    expect(await verify()).toMatchObject({ ok: false, brokenId: byNumber[2]!.id });

    await behindTheTrigger(sql`delete from audit_entries where seq >= 2`);
    expect(await verify()).toMatchObject({ ok: false, entries: 1, brokenId: null });
  });
});

describe('concurrent writers', () => {
  it('keep one valid chain, numbered without gaps, from two servers on one database', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const otherCookie = await signInAdmin(second.app);
      const { total: before } = await list();
      const writes = Array.from({ length: 16 }, (_, index) => {
        const [app, cookie] = index % 2 === 0 ? [t.app, t.cookie] : [second.app, otherCookie];
        return app.inject({
          method: 'POST',
          url: '/api/admin/services',
          payload: { name: `Parallel ${index}` },
          headers: { cookie },
        });
      });
      const replies = await Promise.all(writes);
      expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 201));
      const { total, entries } = await list('?limit=16');
      expect(total - before).toBe(16);
      expect(entries.map((entry) => entry.seq)).toEqual(
        Array.from({ length: 16 }, (_, index) => total - index),
      );
      const verify = await t.call('GET', '/api/admin/audit/verify');
      expect(verify.json()).toEqual({ ok: true, entries: total, keyedFrom: 1 });
    } finally {
      await second.close();
    }
  });

  it('appends straight from a service’s own transaction as the system, without an address', async () => {
    await t.app.db.transaction(async (tx) => {
      await appendAudit(
        tx as never,
        t.app.auditKeys,
        { actor: { kind: 'system', id: null, label: 'system' }, ip: '10.0.0.1' },
        [{ action: 'settings.update', target: { kind: 'settings', id: 'contact', label: 'x' } }],
      );
    });
    const [entry] = (await list('?actorKind=system&limit=1')).entries;
    expect(entry).toMatchObject({ actor: { kind: 'system' }, ip: null });
  });
});
