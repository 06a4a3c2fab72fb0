import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// An import written row by row passed every test, because no test made a write fail
// part-way. Here the database refuses one row of the second batch of 500 (as a concurrent
// writer taking that phone would), and nothing at all may be left written.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAdmin(t.app);
  // What a second admin adding this phone between the check and the write looks like to the
  // import: PostgreSQL's own unique_violation, with its detail naming the key.
  await t.app.db.execute(sql`
    CREATE FUNCTION refuse_late_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name = 'Late Row' THEN
        RAISE EXCEPTION 'duplicate key value violates unique constraint "healers_phone_unique"'
          USING ERRCODE = 'unique_violation',
                DETAIL = format('Key (phone)=(%s) already exists.', NEW.phone);
      END IF;
      RETURN NEW;
    END $$`);
  await t.app.db.execute(sql`
    CREATE TRIGGER refuse_late_row BEFORE INSERT ON healers
    FOR EACH ROW EXECUTE FUNCTION refuse_late_row()`);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const healerCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/healers', headers: { cookie } })).json()
    .length as number;

describe('POST /api/admin/healers/import failing part-way', () => {
  it('answers 409 naming the row, and writes none of the 800 rows', async () => {
    const lines = ['name,phone,district,pincode'];
    for (let i = 0; i < 800; i++) {
      const name = i === 699 ? 'Late Row' : `Healer ${i}`;
      lines.push(`${name},97${String(i).padStart(8, '0')},Kollam,691001`);
    }
    const body = multipartBody({
      field: 'file',
      fileName: 'healers.csv',
      contentType: 'text/csv',
      data: Buffer.from(lines.join('\r\n')),
    });
    const before = await healerCount();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import?dryRun=true',
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(preview.json()).toMatchObject({ created: 800, errors: 0 });

    const written = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers/import',
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(written.statusCode).toBe(409);
    expect(written.json().message).toBe(
      'Row 701: A healer with this phone number already exists; nothing was imported',
    );
    expect(await healerCount()).toBe(before);
  });
});
