import { beforeAll, describe, expect, it } from 'vitest';
import { OFFSET_MESSAGE } from '../../src/shared/schemas/paging.js';
import { PAGE_MESSAGE, SEARCH_OFFSET_MESSAGE } from '../../src/shared/schemas/search.js';
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

describe('pages of a search and of the list', () => {
  async function page(url: string): Promise<{ names: string[]; total: number }> {
    const response = await t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return {
      names: response.json().map((healer: { name: string }) => healer.name),
      total: Number(response.headers['x-total-count']),
    };
  }

  it('gives a search in pages that fit together, each with the exact total', async () => {
    const whole = await page('/api/healers/search?language=english,malayalam,hindi,tamil,urdu');
    expect(whole.names).toEqual(ALL_ACTIVE);
    expect(whole.total).toBe(5);
    const first = await page(
      '/api/healers/search?language=english,malayalam,hindi,tamil,urdu&limit=2',
    );
    const second = await page(
      '/api/healers/search?language=english,malayalam,hindi,tamil,urdu&limit=2&offset=2',
    );
    const last = await page(
      '/api/healers/search?language=english,malayalam,hindi,tamil,urdu&limit=2&offset=4',
    );
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect([...first.names, ...second.names, ...last.names]).toEqual(ALL_ACTIVE);
    expect(last.names).toHaveLength(1);
    expect(await page('/api/healers/search?query=kumar&offset=9')).toEqual({ names: [], total: 2 });
  });

  it('keeps the rank order across pages', async () => {
    const first = await page('/api/healers/search?query=Anl%20Kumar&limit=1');
    expect(first.names).toEqual(['Anil Kumar']);
    expect(first.total).toBeGreaterThanOrEqual(2);
  });

  it.each(['a', 'kumar', 'acupunture', 'anl kumar', 'kollam, nair'])(
    'ranks %s the same one healer a page as all at once',
    async (query) => {
      const all = await page(`/api/healers/search?query=${encodeURIComponent(query)}&limit=100`);
      expect(all.names.length).toBeGreaterThan(0);
      const oneByOne: string[] = [];
      for (let offset = 0; offset < all.total; offset += 1) {
        const single = await page(
          `/api/healers/search?query=${encodeURIComponent(query)}&limit=1&offset=${offset}`,
        );
        oneByOne.push(...single.names);
      }
      expect(oneByOne).toEqual(all.names);
    },
  );

  it('gives the list in the order of a seed, the same for the same seed', async () => {
    const pages = async (seed: number) => [
      ...(await page(`/api/healers?seed=${seed}&limit=2`)).names,
      ...(await page(`/api/healers?seed=${seed}&limit=2&offset=2`)).names,
      ...(await page(`/api/healers?seed=${seed}&limit=2&offset=4`)).names,
    ];
    const orders = await Promise.all([1, 2, 3, 4, 5, 6].map(pages));
    for (const order of orders) expect([...order].sort()).toEqual(ALL_ACTIVE);
    expect(await pages(3)).toEqual(orders[2]);
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
    expect((await page('/api/healers?seed=1&limit=3')).total).toBe(5);
    // Without parameters the list is every active healer by name, as spec §7 has it.
    const all = await t.app.inject('/api/healers');
    expect(all.json().map((healer: { name: string }) => healer.name)).toEqual(ALL_ACTIVE);
    expect(all.headers['x-total-count']).toBeUndefined();
  });

  it.each([
    ['/api/healers/search?query=a&limit=0', 'limit', PAGE_MESSAGE],
    ['/api/healers/search?query=a&limit=101', 'limit', PAGE_MESSAGE],
    ['/api/healers/search?limit=ten', 'limit', PAGE_MESSAGE],
    ['/api/healers/search?offset=-1', 'offset', SEARCH_OFFSET_MESSAGE],
    ['/api/healers?offset=-1', 'offset', OFFSET_MESSAGE],
    ['/api/healers?limit=1.5', 'limit', PAGE_MESSAGE],
  ])('answers 400 for %s', async (url, path, message) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ path, message }] });
  });
});
