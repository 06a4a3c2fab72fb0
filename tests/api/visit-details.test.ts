import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healers } from '../../src/db/schema.js';
import { buildHealerInput } from '../factories/healer-input.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { csvText, exportSheet, importSheet } from '../helpers/sheet.js';
import { setUpApiTest } from '../helpers/test-app.js';

// What decides a visit (DESIGN §10.2, decision 053): the fields, their filters and their columns.
const t = setUpApiTest();
const { call } = t;
const noSession = {};

const EVERY_FIELD = {
  feeFrom: 300,
  feeTo: 500,
  gender: 'woman',
  homeVisits: true,
  acceptingNewPatients: false,
  stepFree: true,
  parking: false,
  landmark: 'Opposite the Town Hall bus stop',
} as const;

const NOT_SAID = {
  feeFrom: null,
  feeTo: null,
  gender: null,
  homeVisits: false,
  acceptingNewPatients: true,
  stepFree: null,
  parking: null,
  landmark: null,
};

/** The error reply's key and its first field error's path and key. */
function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { key?: string; errors?: { path: string; key?: string }[] };
  return { status: response.statusCode, key: body.key, path: body.errors?.[0]?.path };
}

const rowOf = async (id: string) =>
  (await t.app.db.select().from(healers).where(eq(healers.id, id)))[0]!;

/** The ids a public search answers, in its order. */
async function searchIds(query: string): Promise<string[]> {
  const response = await call(
    'GET',
    `/api/healers/search?limit=100&${query}`,
    undefined,
    noSession,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }[]).map((healer) => healer.id);
}

describe('the fields', () => {
  it('are "not said" for a healer who gave none, in every public reply', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Plain Prakash' });
    const one = (await call('GET', `/api/healers/${healer.id}`, undefined, noSession)).json();
    expect(one).toMatchObject(NOT_SAID);
    const list = (await call('GET', '/api/healers', undefined, noSession)).json() as {
      id: string;
    }[];
    expect(list.find((row) => row.id === healer.id)).toMatchObject(NOT_SAID);
  });

  it('the admin sets each on POST and changes them on PATCH; public replies carry them', async () => {
    const created = await call('POST', '/api/admin/healers', buildHealerInput(EVERY_FIELD));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject(EVERY_FIELD);
    const publicOne = (await call('GET', `/api/healers/${id}`, undefined, noSession)).json();
    expect(publicOne).toMatchObject(EVERY_FIELD);
    const searched = (
      await call(
        'GET',
        `/api/healers/search?query=${encodeURIComponent(publicOne.name)}`,
        undefined,
        noSession,
      )
    ).json() as { id: string }[];
    expect(searched.find((row) => row.id === id)).toMatchObject(EVERY_FIELD);

    // Back to "not said", one field at a time where the fee allows it.
    const patched = await call('PATCH', `/api/admin/healers/${id}`, {
      feeFrom: null,
      feeTo: null,
      gender: null,
      homeVisits: false,
      acceptingNewPatients: true,
      stepFree: null,
      parking: null,
      landmark: '   ',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject(NOT_SAID);
    expect((await call('GET', `/api/healers/${id}`, undefined, noSession)).json()).toMatchObject(
      NOT_SAID,
    );
    // A PATCH that names one field leaves the others.
    const gender = await call('PATCH', `/api/admin/healers/${id}`, { gender: 'other' });
    expect(gender.json()).toMatchObject({ ...NOT_SAID, gender: 'other' });
  });

  it('the healer saves their own, and a save without them leaves them as they were', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app, { name: 'Own Form Omana' });
    const base = { name: healer.name, district: healer.district, pincode: healer.pincode };
    const saved = await call('PUT', '/api/healer/profile', { ...base, ...EVERY_FIELD }, { cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().healer).toMatchObject(EVERY_FIELD);
    const again = await call('PUT', '/api/healer/profile', base, { cookie });
    expect(again.json().healer).toMatchObject(EVERY_FIELD);
    const stored = await rowOf(healer.id);
    expect(stored).toMatchObject(EVERY_FIELD);
  });

  it('refuses a fee "from" above "to", also against the stored fee, with its key', async () => {
    const created = await call(
      'POST',
      '/api/admin/healers',
      buildHealerInput({ feeFrom: 600, feeTo: 400 }),
    );
    expect(refusal(created)).toEqual({ status: 400, key: 'feeOrder', path: 'feeTo' });
    const healer = await createHealerViaDb(t.app.db, {
      name: 'Fee Order',
      feeFrom: 200,
      feeTo: 300,
    });
    const above = await call('PATCH', `/api/admin/healers/${healer.id}`, { feeFrom: 350 });
    expect(refusal(above)).toEqual({ status: 400, key: 'feeOrder', path: 'feeTo' });
    const below = await call('PATCH', `/api/admin/healers/${healer.id}`, { feeTo: 100 });
    expect(refusal(below)).toEqual({ status: 400, key: 'feeOrder', path: 'feeTo' });
    expect(await rowOf(healer.id)).toMatchObject({ feeFrom: 200, feeTo: 300 });
    // Equal is one fee; only a "from" is "from ₹N".
    const equal = await call('PATCH', `/api/admin/healers/${healer.id}`, { feeFrom: 300 });
    expect(equal.json()).toMatchObject({ feeFrom: 300, feeTo: 300 });
    const fromOnly = await call('PATCH', `/api/admin/healers/${healer.id}`, { feeTo: null });
    expect(fromOnly.json()).toMatchObject({ feeFrom: 300, feeTo: null });

    const { healer: own, cookie } = await createSignedInHealer(t.app, { feeTo: 100 });
    const base = { name: own.name, district: own.district, pincode: own.pincode };
    const mine = await call('PUT', '/api/healer/profile', { ...base, feeFrom: 150 }, { cookie });
    expect(refusal(mine)).toEqual({ status: 400, key: 'feeOrder', path: 'feeTo' });
  });

  it('refuses bad values of each field with its key, never a 500', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Bad Values' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ feeFrom: -1 }, 'feeWhole', 'feeFrom'],
      [{ feeTo: 250.5 }, 'feeWhole', 'feeTo'],
      [{ feeFrom: '300' }, 'feeWhole', 'feeFrom'],
      [{ gender: 'female' }, 'genderChoice', 'gender'],
      [{ homeVisits: 'yes' }, 'yesNoChoice', 'homeVisits'],
      [{ acceptingNewPatients: null }, 'yesNoChoice', 'acceptingNewPatients'],
      [{ stepFree: 'no' }, 'yesNoChoice', 'stepFree'],
      [{ parking: 1 }, 'yesNoChoice', 'parking'],
      [{ landmark: 'x'.repeat(121) }, 'landmarkMax', 'landmark'],
    ];
    for (const [body, key, path] of cases) {
      const response = await call('PATCH', `/api/admin/healers/${healer.id}`, body);
      expect(refusal(response), JSON.stringify(body)).toEqual({ status: 400, key, path });
    }
    expect(
      (await call('PATCH', `/api/admin/healers/${healer.id}`, { landmark: 'x'.repeat(120) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the search filters', () => {
  // Kochi and Thrissur pins; every healer is in Ernakulam and named so a query finds them all.
  const KOCHI = { latitude: 9.98, longitude: 76.28 };
  const THRISSUR = { latitude: 10.52, longitude: 76.21 };
  const seed = async () => {
    const make = (name: string, fields: Record<string, unknown>) =>
      createHealerViaDb(t.app.db, { name: `Filterhealer ${name}`, ...fields });
    return {
      woman: await make('Woman Home', {
        gender: 'woman',
        homeVisits: true,
        stepFree: true,
        feeFrom: 300,
        feeTo: 500,
        ...KOCHI,
      }),
      womanFar: await make('Woman Far', { gender: 'woman', feeFrom: 200, ...THRISSUR }),
      man: await make('Man Full', {
        gender: 'man',
        acceptingNewPatients: false,
        stepFree: false,
        feeFrom: 800,
        feeTo: 800,
        ...KOCHI,
      }),
      other: await make('Other Free', { gender: 'other', feeFrom: 0, homeVisits: true }),
      silent: await make('Silent', {}),
    };
  };
  let people: Awaited<ReturnType<typeof seed>> | undefined;
  const all = async () => {
    people ??= await seed();
    return people;
  };
  const idsOf = (...rows: { id: string }[]) => rows.map((row) => row.id).sort();
  const found = async (filters: string) =>
    (await searchIds(`query=filterhealer&${filters}`)).sort();

  it('gender=woman and gender=man find only those who said so', async () => {
    const p = await all();
    expect(await found('gender=woman')).toEqual(idsOf(p.woman, p.womanFar));
    expect(await found('gender=man')).toEqual(idsOf(p.man));
    expect(await found('gender=')).toEqual(idsOf(p.woman, p.womanFar, p.man, p.other, p.silent));
  });

  it('homeVisits, stepFree and acceptingNewPatients keep those who said yes', async () => {
    const p = await all();
    expect(await found('homeVisits=true')).toEqual(idsOf(p.woman, p.other));
    // "Not said" is not step-free.
    expect(await found('stepFree=true')).toEqual(idsOf(p.woman));
    // The default is taking new patients.
    expect(await found('acceptingNewPatients=true')).toEqual(
      idsOf(p.woman, p.womanFar, p.other, p.silent),
    );
    expect(await found('homeVisits=false')).toHaveLength(5);
  });

  it('maxFee keeps fees that start at or below it; no fee set never matches', async () => {
    const p = await all();
    expect(await found('maxFee=300')).toEqual(idsOf(p.woman, p.womanFar, p.other));
    expect(await found('maxFee=0')).toEqual(idsOf(p.other));
    expect(await found('maxFee=800')).toEqual(idsOf(p.woman, p.womanFar, p.man, p.other));
  });

  it('combine with AND, with each other, the other filters and near', async () => {
    const p = await all();
    expect(await found('gender=woman&homeVisits=true&maxFee=300')).toEqual(idsOf(p.woman));
    expect(await found('gender=man&acceptingNewPatients=true')).toEqual([]);
    expect(await found('homeVisits=true&stepFree=true')).toEqual(idsOf(p.woman));
    expect(await found('district=Ernakulam&gender=woman&maxFee=250')).toEqual(idsOf(p.womanFar));
    // Near Kochi: the woman in Kochi first, then the one in Thrissur, both with distances.
    const near = await call(
      'GET',
      '/api/healers/search?query=filterhealer&near=9.98,76.28&gender=woman',
      undefined,
      noSession,
    );
    const nearBody = near.json() as { id: string; distanceKm?: number }[];
    expect(nearBody.map((row) => row.id)).toEqual([p.woman.id, p.womanFar.id]);
    expect(nearBody[0]!.distanceKm).toBeLessThan(1);
    expect(Number(near.headers['x-total-count'])).toBe(2);
    expect(
      await searchIds('query=filterhealer&near=9.98,76.28&radiusKm=20&gender=woman&maxFee=400'),
    ).toEqual([p.woman.id]);
  });

  it('answers 400 with the key for a value it does not know', async () => {
    for (const bad of [
      'gender=other',
      'gender=female',
      'homeVisits=yes',
      'stepFree=1',
      'acceptingNewPatients=maybe',
      'maxFee=-5',
      'maxFee=cheap',
      'maxFee=2.5',
    ]) {
      const response = await call('GET', `/api/healers/search?${bad}`, undefined, noSession);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().key, bad).toBe('searchFilterValue');
    }
  });
});

describe('the spreadsheet columns', () => {
  const exportRows = () => exportSheet(t);
  const importFile = (data: string, dryRun = false) => importSheet(t, data, dryRun);
  const csv = csvText;

  it('exports fees as numbers, yes/no, the gender word, blanks for "not said"; a round trip changes nothing', async () => {
    const full = await createHealerViaDb(t.app.db, { name: 'Sheet Full', ...EVERY_FIELD });
    const silent = await createHealerViaDb(t.app.db, { name: 'Sheet Silent' });
    const before = [await rowOf(full.id), await rowOf(silent.id)];
    const { header, rows, text } = await exportRows();
    const cells = (id: string) => {
      const row = rows.find((line) => line[header.indexOf('id')] === id)!;
      return Object.fromEntries(
        Object.keys(EVERY_FIELD).map((key) => [key, row[header.indexOf(key)]]),
      );
    };
    expect(cells(full.id)).toEqual({
      feeFrom: '300',
      feeTo: '500',
      gender: 'woman',
      homeVisits: 'yes',
      acceptingNewPatients: 'no',
      stepFree: 'yes',
      parking: 'no',
      landmark: 'Opposite the Town Hall bus stop',
    });
    expect(cells(silent.id)).toEqual({
      feeFrom: '',
      feeTo: '',
      gender: '',
      homeVisits: 'no',
      acceptingNewPatients: 'yes',
      stepFree: '',
      parking: '',
      landmark: '',
    });
    const preview = (await importFile(text, true)).json();
    expect(preview).toMatchObject({ created: 0, updated: 0, errors: 0 });
    expect((await importFile(text)).json()).toMatchObject({ updated: 0, errors: 0 });
    expect([await rowOf(full.id), await rowOf(silent.id)]).toEqual(before);
  });

  it('imports edited cells, and names the bad ones with their keys', async () => {
    const healer = await createHealerViaDb(t.app.db, { name: 'Sheet Edited' });
    const { header, rows } = await exportRows();
    const row = [...rows.find((line) => line[header.indexOf('id')] === healer.id)!];
    const set = (column: string, value: string) => {
      row[header.indexOf(column)] = value;
    };
    set('feeFrom', '₹250');
    set('feeTo', '400');
    set('gender', 'Man');
    set('homeVisits', 'Yes');
    set('acceptingNewPatients', 'no');
    set('stepFree', 'y');
    set('parking', 'no');
    set('landmark', 'Behind the temple');
    const written = await importFile(csv([header, row]));
    expect(written.json()).toMatchObject({ updated: 1, errors: 0 });
    expect(await rowOf(healer.id)).toMatchObject({
      feeFrom: 250,
      feeTo: 400,
      gender: 'man',
      homeVisits: true,
      acceptingNewPatients: false,
      stepFree: true,
      parking: false,
      landmark: 'Behind the temple',
    });

    set('gender', 'female');
    set('stepFree', 'perhaps');
    set('feeFrom', 'cheap');
    const bad = (await importFile(csv([header, row]), true)).json();
    expect(bad.errors).toBe(1);
    const keys = bad.rows[0].errors.map((error: { key?: string }) => error.key).sort();
    expect(keys).toEqual(['feeWhole', 'genderChoice', 'yesNoChoice']);

    set('gender', 'man');
    set('stepFree', '');
    set('feeFrom', '500');
    const order = (await importFile(csv([header, row]), true)).json();
    expect(order.rows[0].errors.map((error: { key?: string }) => error.key)).toEqual(['feeOrder']);
  });
});
