import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, healers } from '../../src/db/schema.js';
import { createHealerViaDb, loginAsHealer, uniquePhone } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { setUpApiTest } from '../helpers/test-app.js';

// Decision 041, the healer's and the admin's first minutes (decision 041): phones as typed, 6-digit
// pincodes, the import's district message and changed columns, the bilingual invitation, and
// what the signed-out admin sign-in page may know.
const t = setUpApiTest({ env: { PUBLIC_URL: 'https://healers.example' } });

const storedPhone = async (id: string) =>
  (await t.app.db.select({ phone: healers.phone }).from(healers).where(eq(healers.id, id)))[0]
    ?.phone;

/** '94471 11222' for the digits 9447111222: as people write a mobile number. */
const spaced = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

const newHealer = (fields: Record<string, unknown>) =>
  t.call('POST', '/api/admin/healers', {
    name: 'Typed Phone',
    district: 'Thrissur',
    pincode: '680001',
    ...fields,
  });

describe('a phone taken as typed', () => {
  it.each([
    ['with a space', spaced],
    ['with +91 and a space', (digits: string) => `+91 ${spaced(digits)}`],
    ['with dashes', (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`],
    ['with a trunk 0', (digits: string) => `0${spaced(digits)}`],
  ])('signs a healer in %s', async (_label, written) => {
    const digits = uniquePhone();
    const healer = await createHealerViaDb(t.app.db, { phone: digits, password: 'own-secret-9' });
    const response = await t.call(
      'POST',
      '/api/healer/login',
      { phone: written(digits), password: 'own-secret-9' },
      {},
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().healer.id).toBe(healer.id);
  });

  it.each([
    ['94471 112223', 'Phone number must be 10 digits or less'],
    ['+91 94471 112223', 'Phone number must be 10 digits or less'],
    ['94471 1122x', 'Phone number must contain only digits'],
  ])('refuses %j at sign-in with "%s"', async (phone, message) => {
    const response = await t.call('POST', '/api/healer/login', { phone, password: 'x' }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('stores the 10 digits of a healer the admin adds or edits with +91 and spaces', async () => {
    const digits = uniquePhone();
    const created = await newHealer({ phone: `+91 ${spaced(digits)}` });
    expect(created.statusCode).toBe(201);
    expect(created.json().phone).toBe(digits);
    expect(await storedPhone(created.json().id)).toBe(digits);

    // The same number written again is not a new sign-in identity: no new code.
    const same = await t.call('PATCH', `/api/admin/healers/${created.json().id}`, {
      phone: `0${spaced(digits)}`,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().signInCode).toBeUndefined();
    expect(await storedPhone(created.json().id)).toBe(digits);
  });

  it('counts a number typed another way as the same healer (409)', async () => {
    const digits = uniquePhone();
    expect((await newHealer({ phone: digits })).statusCode).toBe(201);
    const again = await newHealer({ phone: `+91 ${spaced(digits)}` });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a healer phone of more than 10 digits, or with letters', async () => {
    const long = await newHealer({ phone: '94471 112223' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({
      path: 'phone',
      message: 'Phone number must be 10 digits or less',
    });
    const letters = await newHealer({ phone: '94471 CALL' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe('Phone number must contain only digits');
  });

  it("stores the 10 digits of a user's new phone typed with +91", async () => {
    const healer = await createHealerViaDb(t.app.db);
    const digits = uniquePhone();
    const response = await t.call('PATCH', `/api/admin/users/${healer.id}/phone`, {
      newPhone: `+91 ${spaced(digits)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedPhone(healer.id)).toBe(digits);
  });

  it("stores the 10 digits of the admin's own phone typed with +91", async () => {
    const digits = uniquePhone();
    const response = await t.call('PUT', '/api/admin/profile', { phone: `+91 ${spaced(digits)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.phone).toBe(digits);
  });
});

describe('a pincode of 6 digits', () => {
  it.each([
    ['12', 'Pincode must be 6 digits'],
    ['6800011', 'Pincode must be 6 digits'],
    ['68OO01', 'Pincode must be 6 digits'],
    [' ', 'Pincode is required'],
  ])('refuses %j in the admin form with "%s"', async (pincode, message) => {
    const response = await newHealer({ phone: uniquePhone(), pincode });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'pincode', message });
  });

  it('stores "680 001" as 680001', async () => {
    const response = await newHealer({ phone: uniquePhone(), pincode: '680 001' });
    expect(response.statusCode).toBe(201);
    expect(response.json().pincode).toBe('680001');
  });

  it("refuses '12' in the healer's own profile", async () => {
    const password = 'own-secret-7';
    const healer = await createHealerViaDb(t.app.db, { password });
    const cookie = await loginAsHealer(t.app, healer.phone, password);
    const response = await t.call(
      'PUT',
      '/api/healer/profile',
      { name: healer.name, district: healer.district, pincode: '12' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Pincode must be 6 digits');
  });
});

const importCsv = (lines: string[], dryRun = true) => {
  const body = multipartBody({
    field: 'file',
    fileName: 'healers.csv',
    contentType: 'text/csv',
    data: Buffer.from(lines.join('\r\n'), 'utf8'),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { cookie: t.cookie, ...body.headers },
  });
};

describe('the import preview', () => {
  it("names a district outside Kerala by its value, once, and refuses a pincode '12'", async () => {
    const [chennai, shortPin] = [uniquePhone(), uniquePhone()];
    const response = await importCsv([
      'Name,Phone,District,Pincode',
      `Madras Healer,${chennai},Chennai,600001`,
      `Short Pin,${shortPin},Kollam,12`,
    ]);
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().rows;
    expect(first).toMatchObject({ action: 'error', name: 'Madras Healer' });
    expect(first.errors).toEqual([
      {
        column: 'district',
        message: "'Chennai' is not a Kerala district",
        key: 'notKeralaDistrict',
        value: 'Chennai',
      },
    ]);
    expect(second.errors).toEqual([
      { column: 'pincode', message: 'Pincode must be 6 digits', key: 'pincodeDigits' },
    ]);
  });

  it('still says "District is required" for an empty district cell', async () => {
    const response = await importCsv(['Name,Phone,District,Pincode', `A,${uniquePhone()},,680001`]);
    expect(response.json().rows[0].errors).toEqual([
      { column: 'district', message: 'District is required', key: 'districtRequired' },
    ]);
  });

  it('lists the columns an update changes, and stores a phone typed with spaces as digits', async () => {
    const digits = uniquePhone();
    const healer = await createHealerViaDb(t.app.db, {
      phone: digits,
      name: 'Update Me',
      district: 'Kollam',
      pincode: '691001',
      specialty: 'Back pain',
    });
    const response = await importCsv([
      'Name,Phone,District,Pincode,Specialty',
      `Update Me,${spaced(digits)},Kollam,691002,Migraine`,
    ]);
    expect(response.json().rows[0].action).toBe('update');
    expect(response.json().rows[0].changes.sort()).toEqual(['pincode', 'specialty']);
    // An unchanged row lists none.
    const unchanged = await importCsv([
      'Name,Phone,District,Pincode,Specialty',
      `Update Me,${digits},Kollam,691001,Back pain`,
    ]);
    expect(unchanged.json().rows[0].action).toBe('unchanged');
    expect(unchanged.json().rows[0].changes).toBeUndefined();
    expect(healer.id).toBeTruthy();

    const fresh = uniquePhone();
    const created = await importCsv(
      ['Name,Phone,District,Pincode', `New Import,+91 ${spaced(fresh)},Thrissur,680 001`],
      false,
    );
    expect(created.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ phone: healers.phone, pincode: healers.pincode })
      .from(healers)
      .where(eq(healers.name, 'New Import'));
    expect(row).toEqual({ phone: fresh, pincode: '680001' });
    // The invitation, in Malayalam first, links to the Malayalam sign-in page.
    const text = new URL(created.json().invitations[0].whatsappUrl).searchParams.get('text')!;
    expect(text).toContain('https://healers.example/healer-login?lang=ml');
    expect(text).toMatch(/^നിങ്ങളുടെ FCAH Kerala ലോഗിൻ കോഡ് \d{4} \d{4} ആണ്/);
    expect(text).toContain('Your FCAH Kerala sign-in code is');
  });
});

describe('GET /api/admin/status signed out', () => {
  it('says whether the admin has set their own credentials, and nothing more', async () => {
    await t.app.db.update(admins).set({ hasCustomCredentials: false });
    const before = await t.call('GET', '/api/admin/status', undefined, {});
    expect(before.json()).toEqual({ isAuthenticated: false, hasCustomCredentials: false });
    await t.app.db.update(admins).set({ hasCustomCredentials: true });
    const after = await t.call('GET', '/api/admin/status', undefined, {});
    expect(after.json()).toEqual({ isAuthenticated: false, hasCustomCredentials: true });
    // Signed in, the panel reads the profile instead.
    expect((await t.call('GET', '/api/admin/status')).json()).toEqual({ isAuthenticated: true });
  });
});
