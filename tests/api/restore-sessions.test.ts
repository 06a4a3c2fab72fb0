import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackupFile, writeBackupFile } from '../../src/db/backup.js';
import { restoreBackup } from '../../src/db/restore.js';
import { sessions } from '../../src/db/schema.js';
import { createSignedInHealer, signInAdmin } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });
const work = mkdtempSync(join(tmpdir(), 'healers-restore-sessions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const adminSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/status', headers: { cookie } })).json<{
    isAuthenticated: boolean;
  }>().isAuthenticated;
const healerSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/healer/status', headers: { cookie } })).json<{
    isAuthenticated: boolean;
  }>().isAuthenticated;

describe('a restore (decision 055)', () => {
  it('ends every session it brings back: the admin and the healers sign in again', async () => {
    const admin = await signInAdmin(t.app);
    const { cookie: healer } = await createSignedInHealer(t.app);
    const file = join(work, 'with-sessions.jsonl.gz');
    const written = await writeBackupFile(t.app.db, 'test', file);
    expect(written.counts.sessions).toBe(2);

    const restored = await restoreBackup(t.app.db, readBackupFile(file), { force: true });
    // The file held both sessions; none of them is live after the restore.
    expect(restored.counts.sessions).toBe(2);
    expect(await t.app.db.select().from(sessions)).toEqual([]);
    expect(await adminSignedIn(admin)).toBe(false);
    expect(await healerSignedIn(healer)).toBe(false);
    // The accounts came back: signing in again works.
    expect(await adminSignedIn(await signInAdmin(t.app))).toBe(true);
  });
});
