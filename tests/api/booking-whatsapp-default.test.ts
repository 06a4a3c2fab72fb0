import { describe, expect, it } from 'vitest';
import { signInAdmin, uniquePhone } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, setUpApiTest } from '../helpers/test-app.js';

// DESIGN §5 (wave 3), decision 037: a healer created or imported with an Indian mobile and no
// booking WhatsApp takes bookings on that mobile, unless the admin says it does not.
const t = setUpApiTest();

type Healer = { id: string; name: string; phone: string; bookingWhatsApp: string | null };

const create = async (fields: Record<string, unknown>) => {
  const response = await t.call('POST', '/api/admin/healers', {
    name: 'Default Booking',
    district: 'Kollam',
    pincode: '691001',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Healer;
};

const csv = (lines: string[][]) =>
  lines.map((line) => line.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

async function importCsv(app: typeof t.app, cookie: string, text: string, dryRun = false) {
  const body = multipartBody({
    field: 'file',
    fileName: 'healers.csv',
    contentType: 'text/csv',
    data: Buffer.from(text, 'utf8'),
  });
  return app.inject({
    method: 'POST',
    url: `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { cookie, ...body.headers },
  });
}

async function adminHealers(app: typeof t.app, cookie: string): Promise<Healer[]> {
  return (
    await app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })
  ).json();
}

describe('adding a healer (POST /api/admin/healers)', () => {
  it('makes a mobile phone the booking WhatsApp, as stored, and the public card books', async () => {
    const digits = uniquePhone();
    const healer = await create({ phone: `+91 ${digits}` });
    // The phone is kept as its 10 digits however it was typed (decision 041), and so is the
    // booking number made from it.
    expect(healer.phone).toBe(digits);
    expect(healer.bookingWhatsApp).toBe(digits);
    const shown = await t.call('GET', `/api/healers/${healer.id}`, undefined, {});
    expect(shown.json().bookingWhatsApp).toBe(digits);
  });

  it('does the same with the box ticked, and not when the admin unticks it', async () => {
    expect(
      (await create({ phone: uniquePhone(), takesWhatsAppBookings: true })).bookingWhatsApp,
    ).toMatch(/^9\d{9}$/);
    expect(
      (await create({ phone: uniquePhone(), takesWhatsAppBookings: false })).bookingWhatsApp,
    ).toBeNull();
  });

  it('keeps a booking WhatsApp the admin gave, and gives none to a landline', async () => {
    expect(
      (await create({ phone: uniquePhone(), bookingWhatsApp: '9895 000 111' })).bookingWhatsApp,
    ).toBe('9895 000 111');
    const landline = `0484 ${String(Date.now()).slice(-7)}`;
    expect((await create({ phone: landline })).bookingWhatsApp).toBeNull();
  });

  it('leaves an edit alone: a healer whose number was cleared keeps none', async () => {
    const healer = await create({ phone: uniquePhone() });
    const cleared = await t.call('PATCH', `/api/admin/healers/${healer.id}`, {
      bookingWhatsApp: '',
      takesWhatsAppBookings: true,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().bookingWhatsApp).toBeNull();
  });

  it('refuses a takesWhatsAppBookings that is not true or false, with a 400', async () => {
    const response = await t.call('POST', '/api/admin/healers', {
      name: 'Odd Box',
      phone: uniquePhone(),
      district: 'Kollam',
      pincode: '691001',
      takesWhatsAppBookings: 'perhaps',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('takesWhatsAppBookings');
  });
});

describe('importing healers', () => {
  it('gives new rows the default unless their Takes WhatsApp bookings says no', async () => {
    const [plain, no, yes, given, landline] = [
      uniquePhone(),
      uniquePhone(),
      uniquePhone(),
      uniquePhone(),
      `0471 ${String(Date.now()).slice(-7)}`,
    ];
    const file = csv([
      ['name', 'phone', 'district', 'pincode', 'WhatsApp', 'Takes WhatsApp bookings'],
      ['Plain Row', plain, 'Kollam', '691001', '', ''],
      ['No Row', no, 'Kollam', '691001', '', 'no'],
      ['Yes Row', yes, 'Kollam', '691001', '', 'Yes'],
      ['Given Row', given, 'Kollam', '691001', '9895 222 333', 'no'],
      ['Landline Row', landline, 'Kollam', '691001', '', 'yes'],
    ]);
    const response = await importCsv(t.app, t.cookie, file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 5, errors: 0 });
    const byName = new Map((await adminHealers(t.app, t.cookie)).map((h) => [h.name, h]));
    expect(byName.get('Plain Row')?.bookingWhatsApp).toBe(plain);
    expect(byName.get('No Row')?.bookingWhatsApp).toBeNull();
    expect(byName.get('Yes Row')?.bookingWhatsApp).toBe(yes);
    expect(byName.get('Given Row')?.bookingWhatsApp).toBe('9895 222 333');
    // A landline keeps its digits as the phone (decision 041) and books nothing.
    expect(byName.get('Landline Row')?.phone).toBe(landline.replace(/\D/g, '').slice(1));
    expect(byName.get('Landline Row')?.bookingWhatsApp).toBeNull();
  });

  it('applies the default to a sheet without the column, and not to rows that update', async () => {
    const existing = await create({ phone: uniquePhone(), takesWhatsAppBookings: false });
    const fresh = uniquePhone();
    const file = csv([
      ['name', 'phone', 'district', 'pincode'],
      ['Renamed Healer', existing.phone, 'Kollam', '691001'],
      ['Fresh Healer', fresh, 'Kollam', '691001'],
    ]);
    const response = await importCsv(t.app, t.cookie, file);
    expect(response.json()).toMatchObject({ created: 1, updated: 1, errors: 0 });
    const byPhone = new Map((await adminHealers(t.app, t.cookie)).map((h) => [h.phone, h]));
    expect(byPhone.get(existing.phone)?.bookingWhatsApp).toBeNull();
    expect(byPhone.get(fresh)?.bookingWhatsApp).toBe(fresh);
  });

  it('names the cell of a Takes WhatsApp bookings that is not yes or no', async () => {
    const file = csv([
      ['name', 'phone', 'district', 'pincode', 'takesWhatsAppBookings'],
      ['Maybe Row', uniquePhone(), 'Kollam', '691001', 'sometimes'],
    ]);
    const response = await importCsv(t.app, t.cookie, file, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0]).toMatchObject({
      action: 'error',
      errors: [
        { column: 'takesWhatsAppBookings', message: 'Takes WhatsApp bookings must be yes or no' },
      ],
    });
  });
});

describe('the export and import round trip', () => {
  it('exports whether each healer takes WhatsApp bookings, and stays clean in both directories', async () => {
    const takes = await create({ phone: uniquePhone() });
    const declines = await create({ phone: uniquePhone(), takesWhatsAppBookings: false });
    const exported = await t.call('GET', '/api/admin/healers/export');
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = exported.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(','));
    const column = header!.indexOf('takesWhatsAppBookings');
    expect(column).toBe(header!.indexOf('bookingWhatsApp') + 1);
    const cellOf = (phone: string) =>
      rows.find((row) => row.includes(phone) || row.includes(`"${phone}"`))?.[column];
    expect(cellOf(takes.phone)).toBe('yes');
    expect(cellOf(declines.phone)).toBe('no');

    // Back into the same directory: every row is matched by phone and nothing changes.
    const before = await adminHealers(t.app, t.cookie);
    const again = await importCsv(t.app, t.cookie, exported.body);
    expect(again.json()).toMatchObject({ updated: 0, errors: 0, unchanged: before.length });
    expect(await adminHealers(t.app, t.cookie)).toEqual(before);

    // Into another directory: the healer who declined still has no booking WhatsApp.
    const other = await createTestApp();
    try {
      const otherCookie = await signInAdmin(other.app);
      const moved = await importCsv(other.app, otherCookie, exported.body);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().errors).toBe(0);
      const byPhone = new Map(
        (await adminHealers(other.app, otherCookie)).map((h) => [h.phone, h]),
      );
      expect(byPhone.get(declines.phone)?.bookingWhatsApp).toBeNull();
      expect(byPhone.get(takes.phone)?.bookingWhatsApp).toBe(takes.phone);
    } finally {
      await other.close();
    }
  });
});
