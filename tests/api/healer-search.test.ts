import { beforeAll, describe, expect, it } from 'vitest';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ withAdmin: false, signIn: 'none' });

beforeAll(async () => {
  const db = t.database.db;
  await insertHealer(db, {
    name: 'Anil Kumar',
    district: 'Kollam',
    city: 'Karunagappally',
    specialty: 'Acupuncture',
    languages: 'English, Malayalam',
    services: ['Cupping', 'Pain Relief'],
  });
  await insertHealer(db, {
    name: 'Anand Kumar',
    district: 'Thiruvananthapuram',
    city: 'Kazhakoottam',
    specialty: 'Acupressure',
    languages: 'Malayalam, Tamil',
    services: ['Foot Reflexology'],
  });
  await insertHealer(db, {
    name: 'Lakshmi Nair',
    district: 'Ernakulam',
    city: 'Kochi',
    building: 'Sree Nilayam',
    specialty: 'Pain Management',
    languages: 'English, Hindi',
    services: ['Acupuncture', 'Diet Counselling'],
  });
  await insertHealer(db, {
    name: 'Fathima Beevi',
    district: 'Kozhikode',
    city: 'Vadakara',
    specialty: 'Acupuncture',
    languages: 'Malayalam, Urdu',
  });
  await insertHealer(db, {
    name: 'Joseph Thomas',
    district: 'Alappuzha',
    city: 'Cherthala',
    specialty: 'Sujok Therapy',
    languages: 'English',
  });
  await insertHealer(db, {
    name: 'Suresh Babu',
    district: 'Kollam',
    specialty: 'Acupuncture',
    languages: 'Malayalam, Urdu',
    isActive: 'false',
  });
});

async function names(query: string): Promise<string[]> {
  const response = await t.app.inject(`/api/healers/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((healer: { name: string }) => healer.name);
}

const ALL_ACTIVE = ['Anand Kumar', 'Anil Kumar', 'Fathima Beevi', 'Joseph Thomas', 'Lakshmi Nair'];

describe('GET /api/healers/search', () => {
  it.each([
    ['no filter at all', ''],
    ['blank filters (trimmed and dropped)', 'query=%20%20&district=&city=%20&name='],
    ['a comma list of blanks', 'district=%20,%20,'],
  ])('returns every active healer for %s', async (_label, query) => {
    expect((await names(query)).sort()).toEqual(ALL_ACTIVE);
  });

  it.each([
    ['name', 'name=lakshmi', ['Lakshmi Nair']],
    ['name with surrounding spaces', 'name=%20%20Joseph%20', ['Joseph Thomas']],
    ['district', 'district=Kollam', ['Anil Kumar']],
    ['district, any case', 'district=kozhikode', ['Fathima Beevi']],
    ['city', 'city=Vadakara', ['Fathima Beevi']],
    ['specialty', 'specialty=Sujok%20Therapy', ['Joseph Thomas']],
    ['language', 'language=Tamil', ['Anand Kumar']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('never returns an inactive healer', async () => {
    // Suresh Babu matches every one of these but is inactive.
    expect(await names('name=Suresh')).toEqual([]);
    expect(await names('district=Kollam&language=Urdu')).toEqual([]);
    expect(await names('query=suresh')).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await names('specialty=Acupuncture&language=Urdu')).toEqual(['Fathima Beevi']);
    expect(await names('specialty=Acupuncture&district=Kollam')).toEqual(['Anil Kumar']);
    expect(await names('specialty=Acupuncture&district=Alappuzha')).toEqual([]);
  });

  it('treats a comma list inside one filter as OR', async () => {
    expect((await names('district=Kollam,Ernakulam')).sort()).toEqual([
      'Anil Kumar',
      'Lakshmi Nair',
    ]);
    expect((await names('language=Tamil,Hindi')).sort()).toEqual(['Anand Kumar', 'Lakshmi Nair']);
  });

  it('accepts a repeated parameter like a comma list', async () => {
    expect((await names('district=Kollam&district=Alappuzha')).sort()).toEqual([
      'Anil Kumar',
      'Joseph Thomas',
    ]);
  });

  describe('query', () => {
    it.each([
      ['name', 'fathima', ['Fathima Beevi']],
      ['specialty', 'sujok', ['Joseph Thomas']],
      ['services', 'reflexology', ['Anand Kumar']],
      ['city', 'cherthala', ['Joseph Thomas']],
      ['district', 'kozhikode', ['Fathima Beevi']],
      ['address words', 'nilayam', ['Lakshmi Nair']],
      ['words in any order, all required', 'kumar kollam', ['Anil Kumar']],
    ])('matches the %s', async (_label, query, expected) => {
      expect(await names(`query=${encodeURIComponent(query)}`)).toEqual(expected);
    });

    it('tolerates a typo in a name and ranks the closest first', async () => {
      const found = await names('query=Anl%20Kumar');
      expect(found[0]).toBe('Anil Kumar');
    });

    it('tolerates a misspelt specialty', async () => {
      expect((await names('query=acupunture')).sort()).toEqual([
        'Anil Kumar',
        'Fathima Beevi',
        'Lakshmi Nair',
      ]);
    });

    it.each([
      ['Quilon', ['Anil Kumar']],
      ['Trivandrum', ['Anand Kumar']],
      ['Calicut', ['Fathima Beevi']],
      ['Alleppey', ['Joseph Thomas']],
      ['Cochin', ['Lakshmi Nair']],
    ])('knows the old place name %s', async (old, expected) => {
      expect(await names(`query=${old}`)).toEqual(expected);
      expect(await names(`district=${old}`)).toEqual(expected);
    });

    it('knows old names in the city filter', async () => {
      expect(await names('city=Cochin')).toEqual(['Lakshmi Nair']);
    });

    it.each([
      ['%', '%25'],
      ['_', '_'],
      ['%%%', '%25%25%25'],
      ['a backslash', '%5C'],
      ['an SQL quote', "x'%20or%20'1'='1"],
      ['an SQL comment', 'kumar--'],
      ['a NUL byte between words', 'a%00b'],
    ])('takes %s literally', async (_label, encoded) => {
      const response = await t.app.inject(`/api/healers/search?query=${encoded}`);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
      expect(response.json().length).toBeLessThan(ALL_ACTIVE.length);
    });
  });

  it('answers 400 with a message for a search text over the length limit', async () => {
    const response = await t.app.inject(`/api/healers/search?query=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Search text is too long',
      errors: [{ path: 'query', message: 'Search text is too long' }],
    });
  });
});
