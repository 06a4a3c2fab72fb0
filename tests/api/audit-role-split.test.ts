import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { appendAudit, verifyAudit } from '../../src/server/audit/audit-chain.js';
import { setUpApiTest } from '../helpers/test-app.js';

/**
 * The role split of docs/operations.md (decision 056): deploy/app-role.sql, as the operator runs
 * it, leaves the app's role able to append to the trail and read it, and nothing more on it.
 */
const t = setUpApiTest();

/** `work` as healers_app, in a transaction that is rolled back (one connection, both databases). */
async function asAppRole(work: (tx: Db) => Promise<void>): Promise<void> {
  await t.app.db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`set local role healers_app`);
      await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

class RolledBack extends Error {}

/** The database's own words for why `statement` failed as the app role (Drizzle wraps them). */
async function refusalAsAppRole(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await asAppRole(async (tx) => void (await tx.execute(statement)));
  } catch (error) {
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    return (cause as Error).message;
  }
  return 'not refused';
}

const refusedAsAppRole = async (statement: ReturnType<typeof sql>) =>
  expect(await refusalAsAppRole(statement)).toMatch(/permission denied|must be owner/);

describe('the app’s database role', () => {
  it('is set up by deploy/app-role.sql', async () => {
    await t.app.db.execute(
      sql.raw(
        `DO $$ BEGIN CREATE ROLE healers_app; EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
      ),
    );
    const statements = readFileSync('deploy/app-role.sql', 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .split(/;\s*\n/)
      .filter((statement) => statement.trim());
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));
  });

  it('appends audited writes and verifies the chain', async () => {
    await t.call('POST', '/api/admin/services', { name: 'Before the role' });
    await asAppRole(async (tx) => {
      await tx.execute(
        sql`insert into services (id, name) values ('svc-app-role', 'As the app role')`,
      );
      await appendAudit(
        tx,
        t.app.auditKeys,
        { actor: { kind: 'admin', id: 'a', label: 'admin' }, ip: '127.0.0.1' },
        [
          {
            action: 'service.create',
            target: { kind: 'service', id: 's', label: 'As the app role' },
          },
        ],
      );
      expect(await verifyAudit(tx, t.app.auditKeys)).toEqual({
        ok: true,
        entries: 2,
        keyedFrom: 1,
      });
    });
  });

  it('can neither change nor remove an entry, nor turn the trigger off', async () => {
    await refusedAsAppRole(sql`update audit_entries set target_label = 'x'`);
    await refusedAsAppRole(sql`delete from audit_entries`);
    await refusedAsAppRole(sql`truncate audit_entries`);
    await refusedAsAppRole(sql`delete from audit_head`);
    await refusedAsAppRole(sql`alter table audit_entries disable trigger user`);
    await refusedAsAppRole(sql`drop trigger audit_entries_append_only on audit_entries`);
  });
});
