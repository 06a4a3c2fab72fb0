import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealerViaDb, signInAdmin, uniquePhone } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { sheetXml, xlsxFile } from '../helpers/xlsx-file.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://healers.example' } });
  cookie = await signInAdmin(t.app);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const importFile = (
  data: Buffer | string,
  { fileName = 'healers.csv', dryRun = false, headers = { cookie } } = {},
) => {
  const body = multipartBody({
    field: 'file',
    fileName,
    contentType: fileName.endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv',
    data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const healerCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })).json()
    .length as number;

const csv = (lines: string[][]) =>
  lines.map((line) => line.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

describe('POST /api/admin/healers/import', () => {
  it('is for admins only', async () => {
    const response = await importFile('name,phone\r\n', { headers: {} as { cookie: string } });
    expect(response.statusCode).toBe(401);
  });

  it('reports every row of a fresh export unchanged, and writes nothing when imported', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers',
      headers: { cookie },
      payload: {
        titles: ['Dr', 'Acu Hr.'],
        name: 'ശ്രീജ നായർ',
        phone: '+91 98470 11111',
        district: 'Thrissur',
        pincode: '680001',
        specialty: '=HYPERLINK("x")',
        services: ['Acupuncture', '-Cupping'],
        qualifications: ['BAMS'],
        languages: 'Malayalam, English',
        bio: 'Line one\nline two, with "quotes"',
        rating: 4.5,
        reviewCount: 12,
        isActive: 'false',
        mapUrl: 'https://www.google.com/maps/@10.5276,76.2144,15z',
        clinicTimings: [
          { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
          {
            day: 'Tuesday',
            isOpen: true,
            morningStart: '09:00',
            morningEnd: '12:00',
            eveningStart: '17:00',
            eveningEnd: '20:00',
          },
          { day: 'Sunday', isOpen: false },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    await createHealerViaDb(t.app.db, { name: 'Plain Healer', district: 'Kollam' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/healers/export',
      headers: { cookie },
    });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })
    ).json();

    const preview = await importFile(exported.body, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ created: 0, updated: 0, errors: 0, unchanged: before.length });
    expect(report.rows.every((row: { action: string }) => row.action === 'unchanged')).toBe(true);
    expect(report.rows.map((row: { name: string }) => row.name)).toContain('ശ്രീജ നായർ');

    const written = await importFile(exported.body);
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ unchanged: before.length, invitations: [] });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })
    ).json();
    expect(after).toEqual(before);
  });

  it('lists the spec messages per cell and flags duplicate phones, and writes nothing', async () => {
    const count = await healerCount();
    const [a, b] = [uniquePhone(), uniquePhone()];
    const file = csv([
      ['Name', 'Mobile', 'District', 'Pincode'],
      ['Good Healer', uniquePhone(), 'Ernakulam', '682001'],
      ['', uniquePhone(), 'Ernakulam', '682001'],
      ['No District', uniquePhone(), '', '682001'],
      ['No Pincode', uniquePhone(), 'Kollam', ''],
      ['Twin One', a, 'Kollam', '691001'],
      ['Twin Two', `+91 ${a.slice(0, 5)} ${a.slice(5)}`, 'Kollam', '691001'],
      ['Bad District', b, 'Atlantis', '691001'],
    ]);
    const preview = await importFile(file, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    const { rows, created, errors } = preview.json();
    expect({ created, errors }).toEqual({ created: 1, errors: 6 });
    expect(rows[0]).toMatchObject({ row: 2, action: 'create', name: 'Good Healer' });
    expect(rows[1]).toMatchObject({
      row: 3,
      action: 'error',
      errors: [{ column: 'name', message: 'Name is required' }],
    });
    expect(rows[2].errors).toEqual([
      { column: 'district', message: 'District is required', key: 'districtRequired' },
    ]);
    expect(rows[3].errors).toEqual([
      { column: 'pincode', message: 'Pincode is required', key: 'pincodeRequired' },
    ]);
    expect(rows[4].errors).toEqual([
      { column: 'phone', message: 'This phone number is also in row 7' },
    ]);
    expect(rows[5].errors).toEqual([
      { column: 'phone', message: 'This phone number is also in row 6' },
    ]);
    // A district the file gives is named, not called missing (decision 041).
    expect(rows[6].errors).toEqual([
      {
        column: 'district',
        message: "'Atlantis' is not a Kerala district",
        key: 'notKeralaDistrict',
        value: 'Atlantis',
      },
    ]);

    const refused = await importFile(file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: '6 of 7 rows have errors; nothing was imported',
      errors: 6,
    });
    expect(refused.json().rows).toHaveLength(7);
    expect(await healerCount()).toBe(count);
  });

  it('creates and updates in one go; each invitation code signs its healer in', async () => {
    const existing = await createHealerViaDb(t.app.db, { name: 'Old Name', district: 'Kannur' });
    const [p1, p2] = [uniquePhone(), uniquePhone()];
    const file = csv([
      ['name', 'PHONE', 'district', 'pin', 'Services', 'clinicTimings'],
      ['New One', p1, 'kozhikode', '673001', 'Acupuncture; Cupping', 'Monday 09:00-13:00'],
      ['New Two', p2, 'Idukki', '685601', '', ''],
      ['New Name', `0${existing.phone}`, 'Kannur', existing.pincode, '', ''],
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 2, updated: 1, unchanged: 0, errors: 0 });
    expect(body.invitations).toHaveLength(2);
    const one = body.invitations.find((inv: { phone: string }) => inv.phone === p1);
    expect(one.code).toMatch(/^\d{4} \d{4}$/);
    expect(new Date(one.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(one.whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/91${p1}\\?text=`));
    expect(decodeURIComponent(one.whatsappUrl)).toContain(one.code);
    expect(decodeURIComponent(one.whatsappUrl)).toContain('https://healers.example/healer-login');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: p1, password: one.code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: p2, password: one.code },
    });
    expect(wrong.statusCode).toBe(401);

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })
    ).json() as { id: string; name: string; phone: string; district: string; services: string[] }[];
    const updated = list.find((healer) => healer.id === existing.id)!;
    expect(updated).toMatchObject({ name: 'New Name', phone: existing.phone });
    const added = list.find((healer) => healer.phone === p1)!;
    expect(added).toMatchObject({ district: 'Kozhikode', services: ['Acupuncture', 'Cupping'] });
  });

  it('reads an .xlsx workbook, numbers and rich text included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    const phone = uniquePhone();
    sheet.addRow(['Full Name', 'Mobile Number', 'District', 'Pincode', 'Rating']);
    sheet.addRow(['ലക്ഷ്മി മേനോൻ', Number(phone), 'Palakkad', 678001, 4]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importFile(buffer, { fileName: 'members.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created: 1,
      rows: [{ row: 2, action: 'create', name: 'ലക്ഷ്മി മേനോൻ', phone }],
    });
    expect(response.json().invitations[0].code).toMatch(/^\d{4} \d{4}$/);
  });

  it('refuses a NUL in the preview, naming its row and column (Excel writes it _x0000_)', async () => {
    const file = xlsxFile(
      sheetXml([
        { A1: 'Name', B1: 'Phone', C1: 'District', D1: 'Pincode' },
        { A2: 'Good Healer', B2: uniquePhone(), C2: 'Kollam', D2: '691001' },
        { A3: 'Anil_x0000_', B3: uniquePhone(), C3: 'Kollam', D3: '691001' },
      ]),
    );
    const preview = await importFile(file, { fileName: 'nul.xlsx', dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 1, errors: 1 });
    expect(preview.json().rows[1]).toMatchObject({
      row: 3,
      action: 'error',
      errors: [
        {
          column: 'name',
          message: 'This cell holds an invisible NUL character; delete it and type the text again',
          key: 'nulCharacter',
        },
      ],
    });
  });

  it('refuses files over 5 MB (413) and over 10,000 rows (400)', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const large = await importFile(big);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file is larger than 5 MB; split it into smaller files');
    const lines = ['name,phone,district,pincode'];
    for (let i = 0; i < 10_001; i++) lines.push(`H${i},9${String(i).padStart(9, '0')},Kollam,1`);
    const long = await importFile(lines.join('\n'), { dryRun: true });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      'The file has more than 10,000 rows; split it into smaller files',
    );
  });

  it.each([
    [
      'a broken workbook',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      'x.xlsx',
      'The file could not be read as an Excel workbook',
    ],
    [
      'Latin-1 text',
      Buffer.from('name,phone\r\nJos\xe9,9847000000\r\n', 'latin1'),
      'x.csv',
      'The file is not UTF-8 text; save it from your spreadsheet as "CSV UTF-8"',
    ],
    [
      'an unclosed quote',
      Buffer.from('name,phone\r\n"Anil,9847000000\r\n'),
      'x.csv',
      'The file could not be read as CSV',
    ],
    [
      'an image named .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
      'x.csv',
      'The file could not be read as CSV',
    ],
    ['a PDF', Buffer.from('%PDF-1.4'), 'x.pdf', 'The file must be a .csv or .xlsx spreadsheet'],
    [
      'no header',
      Buffer.from('Anil,9847000000\r\n'),
      'x.csv',
      'The first row must name the columns, as the export does; Name and Phone are needed at least',
    ],
    ['an empty file', Buffer.alloc(0), 'x.csv', 'Choose a .csv or .xlsx file to import'],
  ])('answers 400 with a message for %s', async (_label, data, fileName, message) => {
    const response = await importFile(data, { fileName, dryRun: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400 without a multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a .csv or .xlsx file to import');
  });
});

describe('importing the good rows of a sheet with bad ones (decision 068)', () => {
  const auditActions = async (limit: number) => {
    const reply = await t.app.inject({
      url: `/api/admin/audit?limit=${limit}`,
      headers: { cookie },
    });
    return {
      total: Number(reply.headers['x-total-count']),
      entries: reply.json<{ action: string }[]>(),
    };
  };

  const sheet = (good: string, alsoGood: string) =>
    csv([
      ['Name', 'Phone', 'District', 'Pincode'],
      ['Good Trichur', good, 'Trichur', '680001'],
      ['Short Phone', '12345', 'Kollam', '691001'],
      ['Good Calicut', alsoGood, 'calicut', '673001'],
      ['Bad District', uniquePhone(), 'Chennai', '600001'],
    ]);

  it('reads the districts’ old names as search does, and flags a phone too short to be one', async () => {
    const response = await importFile(sheet(uniquePhone(), uniquePhone()), { dryRun: true });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.rows.map((row: { action: string }) => row.action)).toEqual([
      'create',
      'error',
      'create',
      'error',
    ]);
    expect(report.rows[1].errors).toEqual([
      {
        column: 'phone',
        message: 'Phone number is too short: a phone in India has 10 digits',
        key: 'phoneTooShort',
        value: '12345',
      },
    ]);
    // The bad rows, as the file had them, with their errors, ready to correct and import again.
    const rejected = String(report.rejectedSheet)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rejected[0]).toBe('Name,Phone,District,Pincode,Errors');
    expect(rejected[1]).toBe(
      'Short Phone,12345,Kollam,691001,phone: Phone number is too short: a phone in India has 10 digits',
    );
    expect(rejected[2]).toMatch(/^Bad District,\d+,Chennai,600001,district: 'Chennai' /);
  });

  it('is refused whole by default; goodRowsOnly imports the good rows in one audited write', async () => {
    const [good, alsoGood] = [uniquePhone(), uniquePhone()];
    const before = await healerCount();
    const refused = await importFile(sheet(good, alsoGood));
    expect(refused.statusCode).toBe(400);
    expect(await healerCount()).toBe(before);

    const { total: auditBefore } = await auditActions(1);
    const body = multipartBody({
      field: 'file',
      fileName: 'healers.csv',
      contentType: 'text/csv',
      data: Buffer.from(sheet(good, alsoGood), 'utf8'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import?goodRowsOnly=true',
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect([report.created, report.errors]).toEqual([2, 2]);
    expect(
      report.invitations.map((invitation: { name: string }) => invitation.name).sort(),
    ).toEqual(['Good Calicut', 'Good Trichur']);
    expect(await healerCount()).toBe(before + 2);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })
    ).json<{ name: string; district: string }[]>();
    expect(listed.find((healer) => healer.name === 'Good Trichur')?.district).toBe('Thrissur');
    expect(listed.find((healer) => healer.name === 'Good Calicut')?.district).toBe('Kozhikode');
    expect(listed.some((healer) => healer.name === 'Short Phone')).toBe(false);
    const { total, entries } = await auditActions(3);
    expect(total - auditBefore).toBe(3);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'healer.create',
      'healer.create',
      'import.run',
    ]);
  });
});
