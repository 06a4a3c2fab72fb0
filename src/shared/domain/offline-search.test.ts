import { describe, expect, it } from 'vitest';
import { healerRecord } from '../../../tests/factories/healer.js';
import type { Healer } from '../schemas/healer.js';
import { searchKeptHealers } from './offline-search.js';

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
