import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import { createHealerViaDb, createSignedInHealer, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import {
  CURRENT_PASSWORD,
  codeNow,
  resetSecondFactor,
  setUpSecondFactor,
} from '../helpers/second-factor.js';
import { setUpApiTest } from '../helpers/test-app.js';

/**
 * The entries of the trust, report and two-step sign-in writes (decision 050): what each keeps,
 * and what it must never keep (a reporter's address, a secret, a recovery code).
 */
const t = setUpApiTest();

/** The newest `count` entries and the trail's total. */
const newest = async (count = 5) => {
  const response = await t.call('GET', `/api/admin/audit?limit=${count}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    entries: response.json<AuditEntry[]>(),
  };
};

/** Sends `write` and answers the one entry it appended (failing if it wrote none or several). */
async function onlyEntryOf(write: () => Promise<LightMyRequestResponse>) {
  const before = (await newest(1)).total;
  const response = await write();
  expect(response.statusCode, response.body).toBeLessThan(300);
  const after = await newest(1);
  expect(after.total - before, 'entries written').toBe(1);
  return { entry: after.entries[0]!, response };
}

describe('trust writes', () => {
  it('a verification records its checks and date as changes, and its clearing takes them back', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Anil Varghese' });
    const body = { checks: ['identity', 'membership'], checkedOn: '2025-03-04' };
    const { entry } = await onlyEntryOf(() =>
      t.call('PUT', `/api/admin/healers/${healer.id}/verification`, body),
    );
    expect(entry).toMatchObject({
      action: 'healer.verify',
      actor: { kind: 'admin' },
      target: { kind: 'healer', id: healer.id, label: 'Anil Varghese' },
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'verificationCheckedOn', from: null, to: '2025-03-04' },
        // In the list's own order, as stored.
        { field: 'verificationChecks', from: [], to: ['membership', 'identity'] },
      ]),
    );
    expect(entry.changes).toHaveLength(2);

    const cleared = await onlyEntryOf(() =>
      t.call('DELETE', `/api/admin/healers/${healer.id}/verification`),
    );
    expect(cleared.entry.action).toBe('healer.verification-clear');
    expect(cleared.entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'verificationCheckedOn', from: '2025-03-04', to: null },
        { field: 'verificationChecks', from: ['membership', 'identity'], to: [] },
      ]),
    );
  });

  it('a healer’s own profile save that also confirms is one entry', async () => {
    const { cookie, healer } = await createSignedInHealer(t.app);
    const body = { name: healer.name, district: healer.district, pincode: healer.pincode };
    const { entry } = await onlyEntryOf(() =>
      t.call(
        'PUT',
        '/api/healer/profile',
        { ...body, bio: 'Thirty years of practice' },
        { cookie },
      ),
    );
    expect(entry).toMatchObject({
      action: 'healer.self-update',
      actor: { kind: 'healer', id: healer.id },
      target: { id: healer.id },
    });
    const fields = entry.changes.map((change) => change.field);
    expect(fields).toEqual(expect.arrayContaining(['bio', 'confirmedOn']));
  });

  it('an unknown healer writes no entry', async () => {
    const before = (await newest(1)).total;
    const response = await t.call('POST', '/api/admin/healers/no-such-healer/confirm');
    expect(response.statusCode).toBe(404);
    expect((await newest(1)).total).toBe(before);
  });
});

describe('patients’ reports', () => {
  it('a report’s entry is the system’s, names the healer and keeps nothing about the sender', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Sunitha Menon' });
    const note = 'The clinic moved to MG Road';
    const { entry, response } = await onlyEntryOf(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/healers/${healer.id}/reports`,
        payload: { reason: 'moved', note },
        headers: { 'user-agent': 'Reporter-Phone/1.0' },
        remoteAddress: '203.0.113.77',
      }),
    );
    const reportId = response.json<{ id: string }>().id;
    expect(entry).toMatchObject({
      action: 'report.create',
      actor: { kind: 'system', id: null, label: 'system' },
      target: { kind: 'report', id: reportId, label: 'Sunitha Menon' },
      ip: null,
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'reason', from: null, to: 'moved' },
        { field: 'note', from: null, to: note },
      ]),
    );
    const text = JSON.stringify(entry);
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('Reporter-Phone');

    const status = await onlyEntryOf(() =>
      t.call('PATCH', `/api/admin/reports/${reportId}`, { status: 'dismissed' }),
    );
    expect(status.entry).toMatchObject({
      action: 'report.status',
      actor: { kind: 'admin' },
      target: { kind: 'report', id: reportId, label: 'Sunitha Menon' },
      changes: [{ field: 'status', from: 'open', to: 'dismissed' }],
    });
  });

  it('a report the hidden field dropped writes no entry', async () => {
    const healer = await createHealerViaDb(t.app.db);
    const before = (await newest(1)).total;
    const response = await t.call(
      'POST',
      `/api/healers/${healer.id}/reports`,
      { reason: 'closed', website: 'http://spam.example' },
      {},
    );
    expect(response.statusCode).toBe(201);
    expect((await newest(1)).total).toBe(before);
  });
});

describe('two-step sign-in', () => {
  const SECRET = '(changed)';

  it('set up, on and off: secrets read "(changed)", never a value, a code or a recovery code', async () => {
    await resetSecondFactor(t.app.db);
    const setup = await onlyEntryOf(() => t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD));
    const secret = setup.response.json<{ secret: string }>().secret;
    expect(setup.entry).toMatchObject({
      action: 'admin.2fa-setup',
      target: { kind: 'admin' },
      changes: [{ field: 'totpPendingSecret', from: null, to: SECRET }],
    });

    // Turning it on also ends the admin's other sessions: still one entry.
    const code = codeNow(secret);
    const on = await onlyEntryOf(() =>
      t.call('POST', '/api/admin/2fa/enable', { ...CURRENT_PASSWORD, code }),
    );
    const recoveryCodes = on.response.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(on.entry.action).toBe('admin.2fa-on');
    expect(on.entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'totpSecret', from: null, to: SECRET },
        { field: 'totpPendingSecret', from: null, to: SECRET },
        { field: 'recoveryCodes', from: null, to: SECRET },
      ]),
    );
    expect(on.entry.changes.map((change) => change.field)).not.toContain('totpLastStep');

    const off = await onlyEntryOf(() =>
      t.call('DELETE', '/api/admin/2fa', {
        currentPassword: TEST_ADMIN_PASSWORD,
        otp: recoveryCodes[0],
      }),
    );
    expect(off.entry.action).toBe('admin.2fa-off');
    expect(off.entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'totpSecret', from: null, to: SECRET },
        { field: 'recoveryCodes', from: null, to: SECRET },
      ]),
    );

    const trail = JSON.stringify([setup.entry, on.entry, off.entry]);
    for (const value of [secret, code, TEST_ADMIN_PASSWORD, ...recoveryCodes]) {
      expect(trail).not.toContain(value);
    }
  });

  it('a refused code writes no entry', async () => {
    await resetSecondFactor(t.app.db);
    const secret = await setUpSecondFactor(t);
    // Not the current code (the one before or after it would be 1 in 500,000).
    const wrong = String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const before = (await newest(1)).total;
    const response = await t.call('POST', '/api/admin/2fa/enable', {
      ...CURRENT_PASSWORD,
      code: wrong,
    });
    expect(response.statusCode).toBe(400);
    expect((await newest(1)).total).toBe(before);
    await resetSecondFactor(t.app.db);
  });
});
