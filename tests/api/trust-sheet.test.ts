import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import { createHealerViaDb, uniquePhone } from '../helpers/auth.js';
import { csvText, exportSheet, importSheet } from '../helpers/sheet.js';
import { setUpApiTest } from '../helpers/test-app.js';

// The spreadsheet's trust columns (decision 045): verification and confirmation read-only,
// leave editable in the '2026-12-10..2026-12-20 Pilgrimage; 2027-01-05' form.
const t = setUpApiTest();
const { call } = t;

const today = () => todayDate(new Date(), 'Asia/Kolkata');
const addDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const PRIVATE_NOTE = 'Private: seen the card';

const exportRows = () => exportSheet(t);
const importFile = (data: string, dryRun = false) => importSheet(t, data, dryRun);
const csv = csvText;

const rowOf = async (id: string) =>
  (await t.app.db.select().from(healers).where(eq(healers.id, id)))[0]!;

/** A healer with every trust field set, some leave ended, and a note with a ';' in it. */
async function trustedHealer(name: string) {
  const healer = await createHealerViaDb(t.app.db, {
    name,
    leave: [
      { from: addDays(30), to: addDays(30), note: null },
      { from: '2020-01-01', to: '2020-01-09', note: 'Ended long ago' },
      { from: addDays(5), to: addDays(12), note: 'Pilgrimage; Sabarimala' },
    ],
  });
  const verified = await call('PUT', `/api/admin/healers/${healer.id}/verification`, {
    checkedOn: '2026-01-15',
    checks: ['training', 'membership'],
    note: PRIVATE_NOTE,
  });
  expect(verified.statusCode).toBe(200);
  expect((await call('POST', `/api/admin/healers/${healer.id}/confirm`)).statusCode).toBe(200);
  return healer;
}

describe('the export’s trust columns', () => {
  it('carries the verification, the confirmation and current leave, never the private note', async () => {
    const healer = await trustedHealer('Sheet Sreeja');
    const { header, rows, text } = await exportRows();
    expect(header).toEqual(
      expect.arrayContaining([
        'verificationCheckedOn',
        'verificationChecks',
        'confirmedOn',
        'leave',
      ]),
    );
    expect(header).not.toContain('verification');
    expect(header).not.toContain('verificationNote');
    expect(text).not.toContain(PRIVATE_NOTE);
    const row = rows.find((cells) => cells[header.indexOf('id')] === healer.id)!;
    const cell = (column: string) => row[header.indexOf(column)];
    expect(cell('verificationCheckedOn')).toBe('2026-01-15');
    expect(cell('verificationChecks')).toBe('membership; training');
    expect(cell('confirmedOn')).toBe(today());
    expect(cell('leave')).toBe(
      `${addDays(5)}..${addDays(12)} Pilgrimage; Sabarimala; ${addDays(30)}..${addDays(30)}`,
    );
  });
});

describe('importing the trust columns', () => {
  it('a fresh export imports unchanged, and the stored rows stay exactly as they were', async () => {
    const healer = await trustedHealer('Round Trip Radha');
    const before = await rowOf(healer.id);
    const { text } = await exportRows();
    const preview = await importFile(text, true);
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ created: 0, updated: 0, errors: 0 });
    expect(report.rows.every((row: { action: string }) => row.action === 'unchanged')).toBe(true);
    const written = await importFile(text);
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ updated: 0, errors: 0 });
    const after = await rowOf(healer.id);
    // Even the ended period, which the file never showed, is still there.
    expect(after).toEqual(before);
  });

  it('ignores edited verification and confirmation cells: a sheet cannot verify or confirm', async () => {
    const healer = await trustedHealer('Read Only Rekha');
    const plain = await createHealerViaDb(t.app.db, { name: 'Never Checked' });
    const before = [await rowOf(healer.id), await rowOf(plain.id)];
    const { header, rows } = await exportRows();
    const edited = rows.map((cells) => {
      const id = cells[header.indexOf('id')];
      if (id !== healer.id && id !== plain.id) return cells;
      const copy = [...cells];
      copy[header.indexOf('verificationCheckedOn')] = '2026-02-02';
      copy[header.indexOf('verificationChecks')] = 'identity; clinic-visit';
      copy[header.indexOf('confirmedOn')] = '2026-02-03';
      return copy;
    });
    const file = csv([header, ...edited]);
    const preview = (await importFile(file, true)).json();
    expect(preview).toMatchObject({ updated: 0, errors: 0 });
    expect((await importFile(file)).statusCode).toBe(200);
    expect([await rowOf(healer.id), await rowOf(plain.id)]).toEqual(before);
  });

  it('a changed leave cell is an update of leave alone, stored and shown', async () => {
    const healer = await trustedHealer('Leave Leela');
    const { header, rows } = await exportRows();
    const next = `${addDays(60)}..${addDays(62)} Conference; ${addDays(90)} to ${addDays(91)}`;
    const edited = rows.map((cells) => {
      if (cells[header.indexOf('id')] !== healer.id) return cells;
      const copy = [...cells];
      copy[header.indexOf('leave')] = next;
      return copy;
    });
    const file = csv([header, ...edited]);
    const preview = (await importFile(file, true)).json();
    expect(preview).toMatchObject({ updated: 1, errors: 0 });
    const row = preview.rows.find((r: { name: string }) => r.name === 'Leave Leela');
    expect(row).toMatchObject({ action: 'update', changes: ['leave'] });
    expect((await importFile(file)).statusCode).toBe(200);
    const stored = await rowOf(healer.id);
    expect(stored.leave).toEqual([
      { from: addDays(60), to: addDays(62), note: 'Conference' },
      { from: addDays(90), to: addDays(91), note: null },
    ]);
    const publicOne = await call('GET', `/api/healers/${healer.id}`, undefined, {});
    expect(publicOne.json().leave).toEqual(stored.leave);
    // The confirmation and the verification were not touched by the update.
    expect(stored.confirmedOn).toBe(today());
    expect(stored.verificationCheckedOn).toBe('2026-01-15');
  });

  it('creates a healer with leave, and an empty cell clears it', async () => {
    const phone = uniquePhone();
    const header = ['name', 'phone', 'district', 'pincode', 'leave'];
    const created = await importFile(
      csv([header, ['Imported Indu', phone, 'Kannur', '670001', `${addDays(3)} Wedding`]]),
    );
    expect(created.json()).toMatchObject({ created: 1, errors: 0 });
    const [row] = await t.app.db.select().from(healers).where(eq(healers.phone, phone));
    expect(row?.leave).toEqual([{ from: addDays(3), to: addDays(3), note: 'Wedding' }]);
    expect(row?.confirmedOn).toBeNull();
    const cleared = await importFile(
      csv([header, ['Imported Indu', phone, 'Kannur', '670001', '']]),
    );
    expect(cleared.json()).toMatchObject({ updated: 1, errors: 0 });
    expect((await rowOf(row!.id)).leave).toEqual([]);
  });

  it('names the problem of each bad leave cell in its row, and writes nothing', async () => {
    const header = ['name', 'phone', 'district', 'pincode', 'leave'];
    const thirteen = Array.from(
      { length: 13 },
      (_, i) => `2027-03-${String(i + 1).padStart(2, '0')}`,
    );
    const cases: [string, string][] = [
      ['10/12/2026 to 20/12/2026', 'leaveFormat'],
      ['Pilgrimage in December', 'leaveFormat'],
      ['2027-02-10..2027-02-01', 'leaveOrder'],
      ['2027-01-01..2028-06-01 Sabbatical', 'leaveTooLong'],
      [thirteen.join('; '), 'leaveTooMany'],
      ['2027-02-30', 'dateFormat'],
      ['9999-12-31', 'dateRange'],
      ['2099-01-01..2099-01-05 Far off', 'leaveWindow'],
    ];
    const lines = cases.map(([leave], i) => [
      `Bad Leave ${i}`,
      uniquePhone(),
      'Kollam',
      '691001',
      leave,
    ]);
    const response = await importFile(csv([header, ...lines]), true);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ created: 0, errors: cases.length });
    cases.forEach(([leave, key], i) => {
      const row = report.rows.find((r: { row: number }) => r.row === i + 2);
      expect(row?.errors, leave).toEqual([expect.objectContaining({ column: 'leave', key })]);
    });
    const format = report.rows.find((r: { row: number }) => r.row === 2).errors[0];
    expect(format.message).toBe(
      "Leave must read like '2026-12-10..2026-12-20 Pilgrimage; 2027-01-05' (first and last day, then a note)",
    );
    expect((await importFile(csv([header, ...lines]))).statusCode).toBe(400);
  });
});
