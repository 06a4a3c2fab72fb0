import { beforeAll, describe, expect, it } from 'vitest';
import { districtCentre, haversineKm, type LatLng } from '../../src/shared/domain/geo.js';
import {
  NEAR_MESSAGE,
  RADIUS_MESSAGE,
  RADIUS_NEEDS_NEAR_MESSAGE,
} from '../../src/shared/schemas/search.js';
import { buildHealerInput } from '../factories/healer-input.js';
import { createSignedInHealer, signInAdmin } from '../helpers/auth.js';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest({ signIn: 'none' });

/** Ernakulam town, where the visitor stands in most tests. */
const KOCHI: LatLng = { lat: 9.9816, lng: 76.2999 };
/** Chittur town (Palakkad), where a healer of Chittur without a pin is placed. */
const CHITTUR: LatLng = { lat: 10.699, lng: 76.746 };

const PINNED = [
  { name: 'Aluva Healer', district: 'Ernakulam', city: 'Aluva', lat: 10.1004, lng: 76.357 },
  { name: 'Kakkanad Healer', district: 'Ernakulam', city: 'Kakkanad', lat: 10.0159, lng: 76.3419 },
  { name: 'Thrissur Healer', district: 'Thrissur', city: 'Thrissur', lat: 10.5276, lng: 76.2144 },
  { name: 'Kollam Healer', district: 'Kollam', city: 'Kollam', lat: 8.8932, lng: 76.6141 },
  { name: 'Kannur Healer', district: 'Kannur', city: 'Kannur', lat: 11.8745, lng: 75.3704 },
  { name: 'Cherthala Healer', district: 'Alappuzha', city: 'Cherthala', lat: 9.684, lng: 76.336 },
] as const;

interface Hit {
  id: string;
  name: string;
  distanceKm: number | null;
  distanceApproximate?: boolean;
  distanceFrom?: string;
}

async function search(query: string): Promise<Hit[]> {
  const response = await t.app.inject(`/api/healers/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  const db = t.database.db;
  for (const healer of PINNED) {
    await insertHealer(db, {
      name: healer.name,
      district: healer.district,
      city: healer.city,
      latitude: healer.lat,
      longitude: healer.lng,
      specialty: healer.name.startsWith('K') ? 'Acupuncture' : 'Acupressure',
      languages: healer.district === 'Ernakulam' ? 'English, Hindi' : 'Malayalam',
    });
  }
  // No pin: placed at their town, Chittur, approximate (decision 067).
  await insertHealer(db, { name: 'Palakkad Unpinned', district: 'Palakkad', city: 'Chittur' });
  // Only one of the two coordinates, and no town: nowhere to measure from.
  await insertHealer(db, { name: 'Half Pinned', district: 'Kottayam', latitude: 9.6 });
  await insertHealer(db, {
    name: 'Hidden Near',
    district: 'Ernakulam',
    latitude: 9.9817,
    longitude: 76.3,
    isActive: 'false',
  });
});

describe('GET /api/healers/search?near=', () => {
  it('orders every active healer nearest first, with the haversine distance', async () => {
    const hits = await search(`near=${KOCHI.lat},${KOCHI.lng}`);
    expect(hits.map((hit) => hit.name)).not.toContain('Hidden Near');
    expect(hits).toHaveLength(PINNED.length + 2);
    for (const hit of hits.slice(0, -1)) {
      const own = PINNED.find((p) => p.name === hit.name);
      const place = own ? { lat: own.lat, lng: own.lng } : CHITTUR;
      expect(hit.distanceKm, hit.name).toBeCloseTo(haversineKm(KOCHI, place), 1);
      expect(hit.distanceApproximate, hit.name).toBe(own === undefined);
      expect(hit.distanceFrom, hit.name).toBe(own ? undefined : 'Chittur');
    }
    // No pin and no town: last, its distance unknown rather than guessed.
    expect(hits.at(-1)).toMatchObject({ name: 'Half Pinned', distanceKm: null });
    expect(hits.at(-1)).not.toHaveProperty('distanceApproximate');
    const pinned = hits
      .filter((hit) => hit.distanceApproximate === false)
      .map((hit) => hit.distanceKm!);
    expect(pinned).toEqual([...pinned].sort((a, b) => a - b));
    expect(hits.slice(0, 3).map((hit) => hit.name)).toEqual([
      'Kakkanad Healer',
      'Aluva Healer',
      'Cherthala Healer',
    ]);
  });

  it('puts an approximate healer after exact ones at a similar distance, before far ones', async () => {
    const centre = districtCentre('Kottayam');
    // About 3 km and 15 km north of Kottayam town, where 'Kottayam Unpinned' is placed.
    await insertHealer(t.database.db, {
      name: 'Kottayam Unpinned',
      district: 'Kottayam',
      city: 'Kottayam',
    });
    await insertHealer(t.database.db, {
      name: 'Kottayam Exact Near',
      district: 'Kottayam',
      latitude: centre.lat + 0.027,
      longitude: centre.lng,
    });
    await insertHealer(t.database.db, {
      name: 'Kottayam Exact Far',
      district: 'Kottayam',
      latitude: centre.lat + 0.135,
      longitude: centre.lng,
    });
    const hits = await search(`near=${centre.lat},${centre.lng}&district=Kottayam`);
    expect(hits.map((hit) => [hit.name, hit.distanceApproximate])).toEqual([
      ['Kottayam Exact Near', false],
      ['Kottayam Unpinned', true],
      ['Kottayam Exact Far', false],
      ['Half Pinned', undefined],
    ]);
    expect(hits.map((hit) => hit.distanceKm && Math.round(hit.distanceKm))).toEqual([
      3,
      0,
      15,
      null,
    ]);
  });

  it('gives the same order one healer a page as all at once, with the total', async () => {
    const point = `near=${KOCHI.lat},${KOCHI.lng}`;
    const all = await search(`${point}&limit=100`);
    expect(all.length).toBeGreaterThan(4);
    const oneByOne: string[] = [];
    for (let offset = 0; offset < all.length; offset += 1) {
      const response = await t.app.inject(`/api/healers/search?${point}&limit=1&offset=${offset}`);
      expect(response.headers['x-total-count']).toBe(String(all.length));
      oneByOne.push(...response.json().map((hit: Hit) => hit.id));
    }
    expect(oneByOne).toEqual(all.map((hit) => hit.id));
  });

  it('keeps only healers within radiusKm', async () => {
    const hits = await search(`near=${KOCHI.lat},${KOCHI.lng}&radiusKm=20`);
    expect(hits.map((hit) => hit.name)).toEqual(['Kakkanad Healer', 'Aluva Healer']);
    for (const hit of hits) expect(hit.distanceKm).toBeLessThanOrEqual(20);
  });

  it.each([
    [
      'district',
      'district=Ernakulam,Thrissur',
      ['Kakkanad Healer', 'Aluva Healer', 'Thrissur Healer'],
    ],
    ['specialty', 'specialty=acupuncture', ['Kakkanad Healer', 'Kollam Healer', 'Kannur Healer']],
    ['language', 'language=Hindi', ['Kakkanad Healer', 'Aluva Healer']],
    ['query', 'query=healer%20kollam', ['Kollam Healer']],
    ['city and radius', 'city=Aluva,Thrissur&radiusKm=100', ['Aluva Healer', 'Thrissur Healer']],
  ])('combines with %s (AND), still nearest first', async (_label, filters, expected) => {
    const hits = await search(`near=${KOCHI.lat},${KOCHI.lng}&${filters}`);
    expect(hits.map((hit) => hit.name)).toEqual(expected);
  });

  it('leaves searches without near as they were (no distance)', async () => {
    const hits = await search('district=Kollam');
    expect(hits.map((hit) => hit.name)).toEqual(['Kollam Healer']);
    expect(hits[0]).not.toHaveProperty('distanceKm');
  });

  it('places a clinic without a pin at its own town, not at its district’s (decision 067)', async () => {
    // The visitor in Thrissur town; the clinic in Chalakudy, 28 km south, in the same district.
    await insertHealer(t.database.db, {
      name: 'Chalakudy Unpinned',
      district: 'Thrissur',
      city: 'Chalakudy',
    });
    // Malayalam and old spellings of the town name the same town.
    await insertHealer(t.database.db, {
      name: 'Chalakudy Malayalam',
      district: 'Thrissur',
      city: 'ചാലക്കുടി',
    });
    const thrissur = districtCentre('Thrissur');
    const hits = await search(`near=${thrissur.lat},${thrissur.lng}&district=Thrissur`);
    expect(hits[0]!.name).toBe('Thrissur Healer');
    expect(
      hits
        .slice(1)
        .map((hit) => hit.name)
        .sort(),
    ).toEqual(['Chalakudy Malayalam', 'Chalakudy Unpinned']);
    for (const hit of hits.slice(1)) {
      expect(hit).toMatchObject({ distanceApproximate: true, distanceFrom: 'Chalakudy' });
      expect(Math.round(hit.distanceKm!)).toBe(28);
    }
  });

  it.each([
    ['near=abc', NEAR_MESSAGE],
    ['near=999,999', NEAR_MESSAGE],
    ['near=9.98', NEAR_MESSAGE],
    ['near=9.98,76.28,3', NEAR_MESSAGE],
    ['near=9.98,76.28&radiusKm=-5', RADIUS_MESSAGE],
    ['near=9.98,76.28&radiusKm=abc', RADIUS_MESSAGE],
    ['near=9.98,76.28&radiusKm=0', RADIUS_MESSAGE],
    ['near=9.98,76.28&radiusKm=1e9', RADIUS_MESSAGE],
    ['radiusKm=10', RADIUS_NEEDS_NEAR_MESSAGE],
  ])('answers %s with 400 and a message', async (query, message) => {
    const response = await t.app.inject(`/api/healers/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('coordinates from a saved Google Maps link', () => {
  it('places the pin from the link the admin saves', async () => {
    const cookie = await signInAdmin(t.app);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/healers',
      headers: { cookie },
      payload: buildHealerInput({
        name: 'Linked By Admin',
        district: 'Kozhikode',
        latitude: null,
        longitude: null,
        mapUrl:
          'https://www.google.com/maps/place/Clinic/@11.2500,75.7700,17z/data=!3d11.2512!4d75.7723',
      }),
    });
    expect(create.statusCode, create.body).toBe(201);
    const created = create.json();
    expect([created.latitude, created.longitude]).toEqual([11.2512, 75.7723]);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/healers/${created.id}`,
      headers: { cookie },
      payload: { mapUrl: 'https://maps.google.com/?q=11.3,75.8' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const hits = await search('near=11.3,75.8&radiusKm=1');
    expect(hits.map((hit) => [hit.name, hit.distanceKm, hit.distanceApproximate])).toEqual([
      ['Linked By Admin', 0, false],
    ]);
  });

  it('places the pin from the link a healer saves on their own profile', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app, {
      name: 'Linked By Healer',
      district: 'Wayanad',
      city: 'Kalpetta',
    });
    const before = await search('near=11.6085,76.083&radiusKm=1');
    expect(before.find((hit) => hit.id === healer.id)?.distanceApproximate).toBe(true);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/healer/profile',
      headers: { cookie },
      payload: {
        name: 'Linked By Healer',
        district: 'Wayanad',
        pincode: '673121',
        mapUrl: 'https://www.google.com/maps/@11.6634,76.2578,16z',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().healer).toMatchObject({ latitude: 11.6634, longitude: 76.2578 });
    const after = await search('near=11.6634,76.2578&radiusKm=1');
    expect(after.find((hit) => hit.id === healer.id)).toMatchObject({
      distanceKm: 0,
      distanceApproximate: false,
    });
  });
});
