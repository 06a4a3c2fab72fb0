import { yesNoDefaults } from '../../src/shared/constants/healer-fields.js';
import type { Healer } from '../../src/shared/schemas/healer.js';

/**
 * A healer as the API shows one (the `Healer` shape), for tests of what the client and the
 * pages do with it: every optional field unset, with `overrides` on top. API tests that need a
 * stored healer use buildHealerInput or createHealerViaDb instead.
 */
export function healerRecord(overrides: Partial<Healer> = {}): Healer {
  return {
    id: 'h1',
    titles: [],
    name: 'Anil Kumar',
    specialty: null,
    phone: '9847000001',
    location: null,
    building: null,
    addressField2: null,
    addressField3: null,
    city: null,
    district: 'Ernakulam',
    state: null,
    country: null,
    pincode: '682011',
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
    feeFrom: null,
    feeTo: null,
    gender: null,
    ...yesNoDefaults(),
    landmark: null,
    verification: null,
    confirmedOn: null,
    leave: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
