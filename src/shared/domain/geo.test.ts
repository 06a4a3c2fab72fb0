import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '../constants/districts.js';
import { KERALA_TOWNS } from '../constants/kerala-towns.js';
import {
  districtCentre,
  haversineKm,
  parseLatLng,
  parseMapCoordinates,
  pinLink,
  searchTowns,
} from './geo.js';

describe('haversineKm', () => {
  it('measures Thiruvananthapuram to Ernakulam as about 175 km', () => {
    const km = haversineKm({ lat: 8.5241, lng: 76.9366 }, { lat: 9.9816, lng: 76.2999 });
    expect(km).toBeGreaterThan(170);
    expect(km).toBeLessThan(180);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 10.5, lng: 76.2 };
    const b = { lat: 11.2, lng: 75.8 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });
});

describe('parseLatLng', () => {
  it.each([
    ['9.98,76.28', { lat: 9.98, lng: 76.28 }],
    [' 9.98 , 76.28 ', { lat: 9.98, lng: 76.28 }],
    ['-33.9,151.2', { lat: -33.9, lng: 151.2 }],
  ])('reads %s', (text, point) => {
    expect(parseLatLng(text)).toEqual(point);
  });

  it.each(['abc', '999,999', '91,10', '10,181', '10', '10,20,30', '', '1e3,2', 'NaN,NaN'])(
    'refuses %j',
    (text) => {
      expect(parseLatLng(text)).toBeUndefined();
    },
  );
});

describe('parseMapCoordinates', () => {
  it.each([
    ['https://www.google.com/maps/@9.9816,76.2999,15z', { lat: 9.9816, lng: 76.2999 }],
    ['https://maps.google.com/?q=10.5276,76.2144', { lat: 10.5276, lng: 76.2144 }],
    ['https://maps.google.com/maps?q=10.5276%2C76.2144&z=16', { lat: 10.5276, lng: 76.2144 }],
    [
      'https://www.google.com/maps/search/?api=1&query=8.8932,76.6141',
      { lat: 8.8932, lng: 76.6141 },
    ],
    [
      'https://www.google.com/maps/place/Kollam+Beach/@8.8800,76.5900,17z/data=!3m1!4b1',
      { lat: 8.88, lng: 76.59 },
    ],
    [
      'https://www.google.com/maps/place/Clinic/@8.8800,76.5900,17z/data=!4m6!3m5!1s0x0:0x0!8m2!3d8.8812!4d76.5923',
      { lat: 8.8812, lng: 76.5923 },
    ],
  ])('finds the pin in %s', (link, point) => {
    expect(parseMapCoordinates(link)).toEqual(point);
  });

  it.each([
    null,
    '',
    'https://maps.app.goo.gl/AbCdEf123',
    'https://www.google.com/maps/search/?api=1&query=Kollam',
    'https://www.google.com/maps/@999,999,15z',
  ])('finds no pin in %j', (link) => {
    expect(parseMapCoordinates(link)).toBeUndefined();
  });

  it('round-trips through pinLink', () => {
    const point = { lat: 11.2588, lng: 75.7804 };
    expect(parseMapCoordinates(pinLink(point))).toEqual(point);
  });
});

describe('towns', () => {
  it('has one headquarters per district, inside Kerala', () => {
    for (const district of DISTRICTS) {
      const hqs = KERALA_TOWNS.filter((t) => t.headquarters && t.district === district);
      expect(hqs, district).toHaveLength(1);
      const centre = districtCentre(district);
      expect(centre.lat).toBeGreaterThan(8.2);
      expect(centre.lat).toBeLessThan(12.8);
      expect(centre.lng).toBeGreaterThan(74.8);
      expect(centre.lng).toBeLessThan(77.5);
    }
  });

  it.each([
    ['Koll', 'Kollam'],
    ['quilon', 'Kollam'],
    ['Calicut', 'Kozhikode'],
    ['കൊല്ലം', 'Kollam'],
    ['തൃശൂർ', 'Thrissur'],
    ['Tellicherry', 'Thalassery'],
    ['Idukki', 'Painavu'],
    ['വയനാട്', 'Kalpetta'],
  ])('finds %s first as %s', (query, name) => {
    expect(searchTowns(query)[0]?.name).toBe(name);
  });

  it('lists every town, headquarters first, for an empty query', () => {
    const all = searchTowns(' ');
    expect(all).toHaveLength(KERALA_TOWNS.length);
    expect(all.slice(0, 14).every((t) => t.headquarters)).toBe(true);
  });

  it('finds nothing for an unknown place', () => {
    expect(searchTowns('Bengaluru')).toEqual([]);
  });
});
