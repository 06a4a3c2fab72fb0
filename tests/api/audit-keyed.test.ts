import { asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { type AuditEntryRow, auditEntries, auditHead } from '../../src/db/schema.js';
import { entryHash, headMac } from '../../src/server/audit/audit-chain.js';
import {
  type AuditKey,
  auditKey,
  auditKeyRing,
  NO_AUDIT_KEYS,
} from '../../src/server/audit/audit-key.js';
import type { AuditVerify } from '../../src/shared/schemas/audit.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Keyed audit hashes (DESIGN §11.7, decision 056). The forger holds the database as its owner
 * (the tests' connection): the trigger can be turned off, rows edited and every hash recomputed,
 * but the key comes from the server's secret, which the database does not hold.
 */

const DEPLOYMENT_SECRET = 'the deployment secret of the keyed audit tests';
const ROTATED_SECRET = 'the secret the deployment rotated to, later on';

/** Writes `count` services as the admin: one audit entry each. */
async function write(testApp: TestApp, cookie: string, count: number, prefix: string) {
  for (let index = 0; index < count; index++) {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      payload: { name: `${prefix} ${index}` },
      headers: { cookie },
    });
    expect(reply.statusCode, reply.body).toBe(201);
  }
}

async function verify(testApp: TestApp, cookie: string): Promise<AuditVerify> {
  const reply = await testApp.app.inject({ url: '/api/admin/audit/verify', headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  return reply.json<AuditVerify>();
}

/** As the table owner: the trigger off, `change` done, the trigger on again. */
async function behindTheTrigger(db: Db, change: () => Promise<void>): Promise<void> {
  await db.execute(sql`alter table audit_entries disable trigger user`);
  try {
    await change();
  } finally {
    await db.execute(sql`alter table audit_entries enable trigger user`);
  }
}

interface Forgery {
  /** The entry whose target label is changed. */
  seq: number;
  /** What the forger hashes with: nothing (sha-256, as the code is public), or a guessed key. */
  key: AuditKey | null;
  /** The key id written on the rewritten rows (the guessed key's by default). */
  keyId?: string | null;
}

/**
 * The forgery of the second security review: one entry edited, its hash and every later one
 * recomputed the way someone with only the database could, and the head moved to the new end.
 */
async function forge(db: Db, { seq, key, keyId = key?.id ?? null }: Forgery): Promise<void> {
  await behindTheTrigger(db, async () => {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(gte(auditEntries.seq, seq - 1))
      .orderBy(asc(auditEntries.seq));
    let prevHash = rows[0]!.seq === seq ? rows[0]!.prevHash : rows[0]!.hash;
    for (const row of rows.filter((candidate) => candidate.seq >= seq)) {
      const edited = {
        ...row,
        targetLabel: row.seq === seq ? 'Forged label' : row.targetLabel,
        prevHash,
      };
      const hash = entryHash(edited, key);
      await db
        .update(auditEntries)
        .set({ targetLabel: edited.targetLabel, prevHash, hash, hashKey: keyId })
        .where(eq(auditEntries.seq, row.seq));
      prevHash = hash;
    }
    const last = rows[rows.length - 1]!;
    await db
      .update(auditHead)
      .set({
        seq: last.seq,
        hash: prevHash,
        hashKey: keyId,
        mac: key ? headMac(key, last.seq, prevHash) : null,
      })
      .where(eq(auditHead.id, 1));
  });
}

/** The entries' rows as the forgery left them, to put back between tests. */
async function snapshotOf(db: Db) {
  return {
    entries: await db.select().from(auditEntries).orderBy(asc(auditEntries.seq)),
    head: (await db.select().from(auditHead))[0]!,
  };
}

async function restore(db: Db, saved: Awaited<ReturnType<typeof snapshotOf>>): Promise<void> {
  await behindTheTrigger(db, async () => {
    for (const row of saved.entries) {
      await db.update(auditEntries).set(row).where(eq(auditEntries.seq, row.seq));
    }
    await db.update(auditHead).set(saved.head).where(eq(auditHead.id, 1));
  });
}

describe('a forged entry on a keyed chain', () => {
  let keyed: TestApp;
  let cookie: string;
  let intact: Awaited<ReturnType<typeof snapshotOf>>;
  let third: AuditEntryRow;

  beforeAll(async () => {
    keyed = await createTestApp({ auditKeys: auditKeyRing(DEPLOYMENT_SECRET) });
    cookie = await signInAdmin(keyed.app);
    await write(keyed, cookie, 5, 'Keyed');
    intact = await snapshotOf(keyed.app.db);
    third = intact.entries[2]!;
  });
  afterAll(() => keyed.close());

  it('verifies while nobody has touched it, keyed from the first entry', async () => {
    expect(await verify(keyed, cookie)).toEqual({ ok: true, entries: 5, keyedFrom: 1 });
    expect(intact.entries.every((row) => row.hashKey === auditKey(DEPLOYMENT_SECRET).id)).toBe(
      true,
    );
  });

  it('is reported when its hashes are recomputed without a key and the head moved', async () => {
    await forge(keyed.app.db, { seq: third.seq, key: null });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      entries: 2,
      brokenId: third.id,
      brokenSeq: third.seq,
      reason: 'unkeyed',
    });
    await restore(keyed.app.db, intact);
    expect(await verify(keyed, cookie)).toMatchObject({ ok: true });
  });

  it('is reported when recomputed without a key under the entries’ own key id', async () => {
    await forge(keyed.app.db, { seq: third.seq, key: null, keyId: third.hashKey });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      brokenId: third.id,
      reason: 'changed',
    });
    await restore(keyed.app.db, intact);
  });

  it('is reported when recomputed with a guessed key, named as such or as the real one', async () => {
    const guessed = auditKey('a guess at the deployment secret, 32+ chars');
    await forge(keyed.app.db, { seq: third.seq, key: guessed });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      brokenId: third.id,
      reason: 'unknownKey',
    });
    await restore(keyed.app.db, intact);

    await forge(keyed.app.db, { seq: third.seq, key: guessed, keyId: third.hashKey });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      brokenId: third.id,
      reason: 'changed',
    });
    await restore(keyed.app.db, intact);
  });

  it('is reported when the whole chain is recomputed without a key', async () => {
    await forge(keyed.app.db, { seq: 1, key: null });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      brokenId: null,
      reason: 'unkeyed',
    });
    await restore(keyed.app.db, intact);
  });

  it('notices its last entries cut off with the head moved back', async () => {
    const db = keyed.app.db;
    const fourth = intact.entries[3]!;
    await behindTheTrigger(db, async () => {
      await db.execute(sql`delete from audit_entries where seq > ${fourth.seq}`);
      await db
        .update(auditHead)
        .set({ seq: fourth.seq, hash: fourth.hash })
        .where(eq(auditHead.id, 1));
    });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      entries: 4,
      brokenId: null,
      reason: 'changed',
    });
    await behindTheTrigger(db, async () => {
      await db.insert(auditEntries).values(intact.entries[4]!);
      await db.update(auditHead).set(intact.head).where(eq(auditHead.id, 1));
    });
    expect(await verify(keyed, cookie)).toEqual({ ok: true, entries: 5, keyedFrom: 1 });
  });
});

describe('a chain written before keyed hashes', () => {
  let legacy: TestApp;
  let keyed: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // A server without a lasting secret writes as every server did before migration 0019.
    legacy = await createTestApp({ auditKeys: NO_AUDIT_KEYS });
    const legacyCookie = await signInAdmin(legacy.app);
    await write(legacy, legacyCookie, 3, 'Unkeyed');
  });
  afterAll(async () => {
    await keyed?.close();
    await legacy.close();
  });

  it('is unkeyed and intact on the server that wrote it', async () => {
    const rows = await legacy.app.db.select().from(auditEntries);
    expect(rows.map((row) => row.hashKey)).toEqual([null, null, null]);
  });

  it('gets a keyed head when a server with a key starts, and keyed entries after it', async () => {
    keyed = await createTestApp({
      database: legacy.database,
      auditKeys: auditKeyRing(DEPLOYMENT_SECRET),
    });
    cookie = await signInAdmin(keyed.app);
    const [head] = await keyed.app.db.select().from(auditHead);
    expect(head).toMatchObject({ seq: 3, hashKey: auditKey(DEPLOYMENT_SECRET).id });
    expect(await verify(keyed, cookie)).toEqual({ ok: true, entries: 3, keyedFrom: null });
    await write(keyed, cookie, 2, 'Keyed');
    expect(await verify(keyed, cookie)).toEqual({ ok: true, entries: 5, keyedFrom: 4 });
  });

  it('shows an unkeyed entry edited and rehashed at the first keyed entry after it', async () => {
    const db = keyed.app.db;
    const saved = await snapshotOf(db);
    await behindTheTrigger(db, async () => {
      const second = saved.entries[1]!;
      const third = saved.entries[2]!;
      const editedSecond = { ...second, targetLabel: 'Forged label' };
      const secondHash = entryHash(editedSecond, null);
      const thirdHash = entryHash({ ...third, prevHash: secondHash }, null);
      await db
        .update(auditEntries)
        .set({ targetLabel: 'Forged label', hash: secondHash })
        .where(eq(auditEntries.seq, 2));
      await db
        .update(auditEntries)
        .set({ prevHash: secondHash, hash: thirdHash })
        .where(eq(auditEntries.seq, 3));
    });
    expect(await verify(keyed, cookie)).toMatchObject({
      ok: false,
      brokenId: saved.entries[3]!.id,
      brokenSeq: 4,
      reason: 'changed',
    });
    await restore(db, saved);
    expect(await verify(keyed, cookie)).toMatchObject({ ok: true });
  });

  it('refuses an entry without a key once keyed, and a server without a lasting secret', async () => {
    const [last] = await keyed.app.db
      .select()
      .from(auditEntries)
      .orderBy(sql`${auditEntries.seq} desc`)
      .limit(1);
    await expect(
      keyed.app.db.insert(auditEntries).values({
        ...last!,
        seq: last!.seq + 1,
        id: 'unkeyed-after-keyed',
        prevHash: last!.hash,
        hashKey: null,
      }),
    ).rejects.toThrow();
    await expect(
      createTestApp({ database: legacy.database, auditKeys: NO_AUDIT_KEYS }),
    ).rejects.toThrow(/keyed with SESSION_SECRET.*set SESSION_SECRET/);
  });
});

describe('rotating SESSION_SECRET', () => {
  let before: TestApp;
  let cookie: string;

  beforeAll(async () => {
    before = await createTestApp({ auditKeys: auditKeyRing(DEPLOYMENT_SECRET) });
    cookie = await signInAdmin(before.app);
    await write(before, cookie, 2, 'Before rotation');
  });
  afterAll(() => before.close());

  it('verifies the old entries with SESSION_SECRET_PREVIOUS and names them without it', async () => {
    const rotated = await createTestApp({
      database: before.database,
      auditKeys: auditKeyRing(ROTATED_SECRET, [DEPLOYMENT_SECRET]),
    });
    try {
      const rotatedCookie = await signInAdmin(rotated.app);
      await write(rotated, rotatedCookie, 2, 'After rotation');
      expect(await verify(rotated, rotatedCookie)).toEqual({ ok: true, entries: 4, keyedFrom: 1 });
    } finally {
      await rotated.close();
    }
    const forgetful = await createTestApp({
      database: before.database,
      auditKeys: auditKeyRing(ROTATED_SECRET),
    });
    try {
      const forgetfulCookie = await signInAdmin(forgetful.app);
      expect(await verify(forgetful, forgetfulCookie)).toMatchObject({
        ok: false,
        entries: 0,
        brokenSeq: 1,
        reason: 'unknownKey',
      });
    } finally {
      await forgetful.close();
    }
  });
});
