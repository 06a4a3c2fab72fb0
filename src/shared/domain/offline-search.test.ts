import { describe, expect, it } from 'vitest';
import { healerRecord } from '../../../tests/factories/healer.js';
import type { Healer } from '../schemas/healer.js';
import { searchKeptHealers, suggestKeptSearches } from './offline-search.js';

function healer(fields: Partial<Healer> & { id: string; name: string }): Healer {
  return healerRecord({
    phone: '9800000000',
    state: 'Kerala',
    country: 'India',
    pincode: '682001',
    ...fields,
  });
}

const KEPT = [
  healer({
    id: 'a',
    name: 'Anil Kumar',
    specialty: 'Back pain',
    city: 'Kochi',
    district: 'Ernakulam',
    languages: 'Malayalam, English',
    services: ['Cupping'],
  }),
  healer({
    id: 'b',
    name: 'Beena Thomas',
    specialty: 'Migraine',
    city: 'Kozhikode',
    district: 'Kozhikode',
    languages: 'Malayalam, Tamil',
    location: 'Near Mananchira',
  }),
  healer({ id: 'c', name: 'Chandran Nair', district: 'Kollam', languages: 'Malayalam' }),
];

const ids = (query: string) =>
  searchKeptHealers(KEPT, new URLSearchParams(query)).map((found) => found.id);

describe('searchKeptHealers', () => {
  it.each([
    ['query=anil', ['a']],
    ['query=  KUMAR  anil ', ['a']],
    ['query=cupping', ['a']],
    ['query=mananchira', ['b']],
    ['query=calicut', ['b']],
    ['query=quilon', ['c']],
    ['query=anil,beena', ['a', 'b']],
    ['query=anil beena', []],
    ['query=kōchi', ['a']],
    ['district=Kozhikode,Kollam', ['b', 'c']],
    ['district=Cannanore', []],
    ['city=cochin', ['a']],
    ['specialty=migraine', ['b']],
    ['language=tamil', ['b']],
    ['language=english,tamil', ['a', 'b']],
    ['district=Kozhikode&language=english', []],
    ['query=nair&district=Kollam&language=malayalam', ['c']],
    ['query=%20,%20&district=', ['a', 'b', 'c']],
    // Malayalam script and transliterations, from the same alias table as the server's search.
    [`query=${encodeURIComponent('കോഴിക്കോട്')}`, ['b']],
    [`query=${encodeURIComponent('കൊല്ലം')}`, ['c']],
    [`city=${encodeURIComponent('കൊച്ചി')}`, ['a']],
    [`district=${encodeURIComponent('എറണാകുളം')}`, ['a']],
    ['query=kozhikkode', ['b']],
  ])('%s finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe('searchKeptHealers in the patients’ own words (DESIGN §5)', () => {
  const kept = [
    healer({ id: 'back', name: 'Anil Kumar', specialty: 'Back and joint pain', city: 'Kochi' }),
    healer({ id: 'migraine', name: 'Beena Thomas', specialty: 'Migraine and headache' }),
    healer({
      id: 'malayalam',
      name: 'Chandran Nair',
      specialty: 'നടുവേദന ചികിത്സ',
      city: 'Kollam',
      district: 'Kollam',
    }),
    healer({ id: 'sleep', name: 'Deepa Menon', specialty: 'Stress and sleep' }),
  ];
  const found = (query: string) =>
    searchKeptHealers(kept, new URLSearchParams(query)).map((healer) => healer.id);

  it.each([
    ['specialty=Back pain', ['back', 'malayalam']],
    ['specialty=back joint', ['back']],
    ['specialty=നടുവേദന', ['back', 'malayalam']],
    ['specialty=നടുവേദനയ്ക്ക്', ['back', 'malayalam']],
    ['specialty=lumbago', ['back', 'malayalam']],
    ['specialty=മൈഗ്രെയ്ൻ', ['migraine']],
    ['specialty=ഉറക്കമില്ലായ്മ', ['sleep']],
    ['specialty=മൈഗ്രെയ്ൻ,insomnia', ['migraine', 'sleep']],
    ['query=മൈഗ്രെയ്ൻ', ['migraine']],
    ['query=നടുവേദന kochi', ['back']],
    ['query=back pain', ['back', 'malayalam']],
    ['specialty=back pain&query=chandran', ['malayalam']],
    // Knee pain is joint pain too; asthma is none of these.
    ['specialty=knee pain', ['back']],
    ['specialty=asthma', []],
  ])('%s finds %j', (query, expected) => {
    expect(found(query)).toEqual(expected);
  });
});

describe('searchKeptHealers keeps what the badges read (decision 044)', () => {
  it('answers the kept healers whole: verification, confirmation and leave included', () => {
    const kept = healerRecord({
      name: 'Leela Varghese',
      verification: { checkedOn: '2026-03-12', checks: ['membership', 'identity'] },
      confirmedOn: '2026-11-02',
      leave: [{ from: '2026-12-10', to: '2026-12-20', note: 'Family wedding' }],
    });
    const [found] = searchKeptHealers([kept], new URLSearchParams({ query: 'Leela' }));
    expect(found).toEqual(kept);
  });
});

describe('offline: what decides a visit (DESIGN §10.2)', () => {
  const VISIT = [
    healer({
      id: 'w',
      name: 'Woman Home',
      district: 'Ernakulam',
      gender: 'woman',
      homeVisits: true,
      stepFree: true,
      feeFrom: 300,
      feeTo: 500,
    }),
    healer({
      id: 'm',
      name: 'Man Full',
      district: 'Ernakulam',
      gender: 'man',
      acceptingNewPatients: false,
      stepFree: false,
      feeFrom: 800,
    }),
    healer({ id: 's', name: 'Silent', district: 'Kollam' }),
  ];
  const found = (query: string) =>
    searchKeptHealers(VISIT, new URLSearchParams(query)).map((kept) => kept.id);

  it('filters by each, as the server does; "not said" never matches', () => {
    expect(found('gender=woman')).toEqual(['w']);
    expect(found('gender=man')).toEqual(['m']);
    expect(found('homeVisits=true')).toEqual(['w']);
    expect(found('stepFree=true')).toEqual(['w']);
    expect(found('acceptingNewPatients=true')).toEqual(['w', 's']);
    expect(found('maxFee=300')).toEqual(['w']);
    expect(found('maxFee=1000')).toEqual(['w', 'm']);
  });

  it('combines them with AND and with the other filters', () => {
    expect(found('gender=woman&maxFee=200')).toEqual([]);
    expect(found('district=ernakulam&acceptingNewPatients=true')).toEqual(['w']);
    expect(found('query=man&gender=man')).toEqual(['m']);
  });

  it('treats values the API refuses, and a kept healer without the fields, as "any"', () => {
    expect(found('gender=female&maxFee=cheap&homeVisits=yes')).toEqual(['w', 'm', 's']);
    const old = { ...VISIT[2]! } as Partial<Healer>;
    delete old.acceptingNewPatients;
    delete old.gender;
    const kept = searchKeptHealers(
      [old as Healer],
      new URLSearchParams('acceptingNewPatients=true'),
    );
    expect(kept).toHaveLength(1);
  });
});

describe('near me offline, as the server orders it (decision 067)', () => {
  const near = [
    healer({ id: 'pinned', name: 'Pinned', city: 'Thrissur', latitude: 10.45, longitude: 76.22 }),
    healer({ id: 'town', name: 'Town', city: 'Chalakudy', district: 'Thrissur' }),
    healer({ id: 'nowhere', name: 'Nowhere', city: 'Unknown Village', district: 'Thrissur' }),
  ];
  const search = (query: string) => searchKeptHealers(near, new URLSearchParams(query));

  it('measures a healer without a pin from their town, and puts one with no town last', () => {
    const found = search('near=10.5276,76.2144');
    expect(found.map((hit) => [hit.id, hit.distanceKm && Math.round(hit.distanceKm)])).toEqual([
      ['pinned', 9],
      ['town', 28],
      ['nowhere', null],
    ]);
    expect(found[1]).toMatchObject({ distanceApproximate: true, distanceFrom: 'Chalakudy' });
    expect(found[0]).toMatchObject({ distanceApproximate: false });
    expect(found[0]).not.toHaveProperty('distanceFrom');
  });

  it('keeps within a radius only the healers measured inside it', () => {
    expect(search('near=10.5276,76.2144&radiusKm=20').map((hit) => hit.id)).toEqual(['pinned']);
  });

  it('adds no distance without near', () => {
    expect(search('query=town')[0]).not.toHaveProperty('distanceKm');
  });
});

describe('suggestions after an empty search offline (decision 067)', () => {
  const suggest = (query: string) =>
    suggestKeptSearches(
      [
        ...KEPT,
        healer({ id: 'p1', name: 'Pushpa', specialty: 'Back pain', district: 'Palakkad' }),
        healer({ id: 'p2', name: 'Prakash', specialty: 'നടുവേദന', district: 'Palakkad' }),
      ],
      new URLSearchParams(query),
    ).suggestions;

  it('counts the neighbouring districts and the condition without the place in the kept copy', () => {
    expect(suggest('query=back+pain+thrissur')).toEqual([
      { kind: 'district', district: 'Ernakulam', query: 'back pain Ernakulam', count: 1 },
      { kind: 'district', district: 'Palakkad', query: 'back pain Palakkad', count: 2 },
      { kind: 'withoutPlace', query: 'back pain', count: 3 },
    ]);
    expect(suggest('query=നടുവേദന+തൃശ്ശൂർ')).toEqual([
      { kind: 'district', district: 'Ernakulam', query: 'നടുവേദന എറണാകുളം', count: 1 },
      { kind: 'district', district: 'Palakkad', query: 'നടുവേദന പാലക്കാട്', count: 2 },
      { kind: 'withoutPlace', query: 'നടുവേദന', count: 3 },
    ]);
  });

  it('suggests nothing when the search finds someone or names no place', () => {
    expect(suggest('query=back+pain+palakkad')).toEqual([]);
    expect(suggest('query=gout')).toEqual([]);
  });
});

describe('names across scripts offline (decision 067)', () => {
  const kept = [
    healer({ id: 'ml', name: 'ശ്രീജ മേനോൻ', district: 'Thrissur' }),
    healer({ id: 'fb', name: 'ഫാത്തിമ ബീവി', district: 'Kozhikode' }),
    healer({ id: 'en', name: 'Sreeja Nair', district: 'Kollam' }),
  ];
  const found = (query: string) =>
    searchKeptHealers(kept, new URLSearchParams(query)).map((hit) => hit.id);

  it.each([
    ['query=sreeja', ['ml', 'en']],
    ['query=fathima+beevi', ['fb']],
    ['query=%E0%B4%B6%E0%B5%8D%E0%B4%B0%E0%B5%80%E0%B4%9C', ['ml', 'en']],
    ['name=fathima', ['fb']],
  ])('%s finds %j', (query, expected) => {
    expect(found(query)).toEqual(expected);
  });
});
