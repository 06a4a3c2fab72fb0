import { describe, expect, it } from 'vitest';
import { externalUrl } from './external-url.js';
import { mapsLink, reviewLabel, reviewsLink } from './reviews-and-maps.js';

const healer = {
  name: 'Anil Kumar',
  building: 'Sree Nilayam',
  city: 'Pattom',
  district: 'Thiruvananthapuram',
  pincode: '695004',
};

describe('mapsLink', () => {
  it('uses the healer’s own map link when set', () => {
    expect(mapsLink({ ...healer, mapUrl: 'https://maps.app.goo.gl/abc' })).toBe(
      'https://maps.app.goo.gl/abc',
    );
  });

  it('otherwise searches Google Maps for the name and address', () => {
    expect(mapsLink(healer)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Anil Kumar, Sree Nilayam, Pattom, Thiruvananthapuram, 695004',
      )}`,
    );
  });

  it('never links to a script URL', () => {
    expect(mapsLink({ ...healer, mapUrl: 'javascript:alert(1)' })).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
  });
});

describe('reviewsLink', () => {
  it('uses googleReviewsUrl when set', () => {
    expect(reviewsLink({ ...healer, googleReviewsUrl: 'https://g.page/r/x' })).toBe(
      'https://g.page/r/x',
    );
  });

  it.each([
    [{ ...healer, location: 'Kowdiar' }, 'Anil Kumar Kowdiar'],
    [healer, 'Anil Kumar Pattom Thiruvananthapuram'],
  ])('otherwise searches the web for name and location', (target, query) => {
    expect(reviewsLink(target)).toBe(
      `https://www.google.com/search?q=${encodeURIComponent(query)}`,
    );
  });
});

describe('reviewLabel', () => {
  it.each([
    [0, '0 reviews'],
    [1, '1 review'],
    [2, '2 reviews'],
    [120, '120 reviews'],
  ])('%d → %s', (count, expected) => {
    expect(reviewLabel(count)).toBe(expected);
  });
});

describe('externalUrl', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['http://example.org', 'http://example.org/'],
    ['www.example.org', 'https://www.example.org/'],
    ['  ', null],
    [null, null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
  ])('%s → %s', (value, expected) => {
    expect(externalUrl(value)).toBe(expected);
  });
});
