import { describe, expect, it } from 'vitest';
import type { Healer } from '../schemas/healer.js';
import { searchKeptHealers } from './offline-search.js';

function healer(fields: Partial<Healer> & { id: string; name: string }): Healer {
  return {
    titles: [],
    specialty: null,
    phone: '9800000000',
    location: null,
    building: null,
    addressField2: null,
    addressField3: null,
    city: null,
    district: 'Ernakulam',
    state: 'Kerala',
    country: 'India',
    pincode: '682001',
    languages: null,
    email: null,
    website: null,
    mapUrl: null,
    googleReviewsUrl: null,
    bio: null,
    facebook: null,
    instagram: null,
    twitter: null,
    linkedin: null,
    youtube: null,
    isActive: 'true',
    photoUrl: null,
    bookingWhatsApp: null,
    services: [],
    availability: null,
    experience: null,
    qualifications: [],
    rating: 0,
    reviewCount: 0,
    clinicTimings: [],
    holidays: null,
    latitude: null,
    longitude: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
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
