import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { EXPORT_BATCH_SIZE } from '../../src/server/services/admin-healers.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ env: { TIME_ZONE: 'Asia/Kolkata' } });

/** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (c === '\r' || c === '\n' || c === '"') {
      throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const exportCsv = (headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/healers/export', headers });

describe('GET /api/admin/healers/export', () => {
  it('answers 401 without a session and 403 for a healer', async () => {
    const anonymous = await exportCsv({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    const healer = await createSignedInHealer(t.app);
    expect((await exportCsv({ cookie: healer.cookie })).statusCode).toBe(403);
  });

  it('sends every healer as a dated UTF-8 CSV attachment with a byte-order mark', async () => {
    const healer = await createHealerViaDb(t.app.db, {
      name: 'അനിൽ കുമാർ',
      titles: ['Dr', 'Acu Hr.'],
      services: ['Cupping', 'Moxa, warm'],
      bio: 'Says "hello"\nand more',
      isActive: 'false',
      rating: 4.5,
      clinicTimings: [
        { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
        { day: 'Sunday', isOpen: false },
      ],
    });
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="healers-${today}.csv"`,
    );

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toContain('phone');
    expect(header).toContain('clinicTimings');
    const row = rows.find((r) => r[header!.indexOf('id')] === healer.id)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('name')).toBe('അനിൽ കുമാർ');
    expect(cell('services')).toBe('Cupping; Moxa, warm');
    expect(cell('bio')).toBe('Says "hello"\nand more');
    expect(cell('isActive')).toBe('false');
    expect(cell('rating')).toBe('4.5');
    expect(cell('clinicTimings')).toBe('Monday 09:00-13:00; Sunday closed');
  });

  it('holds no password, hash or first-sign-in flag', async () => {
    await createHealerViaDb(t.app.db, { password: 'a-secret-password' });
    const response = await exportCsv();
    const text = response.rawPayload.toString('utf8');
    const [header] = parseCsv(text.slice(1));
    expect(header!.join(',')).not.toMatch(/password|hash|mustChange/i);
    expect(text).not.toMatch(/argon2|a-secret-password/);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+91 cmd'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\tTabbed'],
    ['\rCarriage'],
  ])('neutralises a cell starting like a formula: %j', async (value) => {
    const healer = await createHealerViaDb(t.app.db, { name: value, specialty: value });
    const text = (await exportCsv()).rawPayload.toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text);
    const row = rows.find((r) => r[header!.indexOf('id')] === healer.id)!;
    expect(row[header!.indexOf('name')]).toBe(`'${value}`);
    expect(row[header!.indexOf('specialty')]).toBe(`'${value}`);
  });

  it('neutralises every item of the list columns, not only the first (a qualification typed as =HYPERLINK)', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const healer = await createHealerViaDb(t.app.db, {
      qualifications: ['BAMS', formula, '@SUM(A1:A2)'],
      services: ['Cupping', '+91 cmd'],
      titles: ['Acu Hr.', '-2+3'],
    });
    const text = (await exportCsv()).rawPayload.toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text);
    const row = rows.find((r) => r[header!.indexOf('id')] === healer.id)!;
    const column = (name: string) => row[header!.indexOf(name)];
    expect(column('qualifications')).toBe(`BAMS; '${formula}; '@SUM(A1:A2)`);
    expect(column('services')).toBe("Cupping; '+91 cmd");
    expect(column('titles')).toBe("Acu Hr.; '-2+3");
    // Split at its joiner, as a spreadsheet's text-to-columns does, no piece is a formula.
    for (const name of ['qualifications', 'services', 'titles']) {
      for (const piece of column(name)!.split('; ')) expect(piece).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('streams every healer once, in the admin list order, across its read batches', async () => {
    // One statement: the rows share one created_at, so the batches must break ties by id.
    const many = 2 * EXPORT_BATCH_SIZE + 100;
    await t.app.db.insert(healers).values(
      Array.from({ length: many }, (_, i) => ({
        name: `Batch healer ${i}`,
        phone: `7${String(i).padStart(9, '0')}`,
        pincode: '682001',
        district: 'Ernakulam' as const,
        passwordHash: '$argon2id$unused-in-export-tests',
      })),
    );
    const list = await t.app.inject({
      url: '/api/admin/healers',
      headers: { cookie: t.cookie },
    });
    const listed = (list.json() as { id: string }[]).map((healer) => healer.id);
    expect(listed.length).toBeGreaterThan(many);

    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const exported = rows.map((row) => row[header!.indexOf('id')]);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported).toEqual(listed);
  });
});
