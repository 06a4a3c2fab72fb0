import { describe, expect, it } from 'vitest';
import { healerRecord } from '../../../tests/factories/healer.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { siteOrigin } from './page-meta.js';
import {
  healerDescription,
  healerImageUrl,
  healerJsonLd,
  healerPlace,
  healerTitle,
  openingHours,
} from './page-meta-healer.js';

const ORIGIN = 'https://healers.example.org';

function healer(fields: Partial<Healer> = {}): Healer {
  return healerRecord(fields);
}

describe('healerPlace', () => {
  it.each([
    [{ city: 'Kochi', district: 'Ernakulam' }, 'Kochi, Ernakulam'],
    [{ city: 'thrissur', district: 'Thrissur' }, 'Thrissur'],
    [{ city: null, district: 'Kollam' }, 'Kollam'],
    [{ city: '  ', district: 'Kollam' }, 'Kollam'],
  ])('%j → %s', (fields, expected) => {
    expect(healerPlace(fields)).toBe(expected);
  });
});

describe('healerTitle and healerDescription', () => {
  it('fall back to a generic specialty and leave out what is missing', () => {
    const plain = healer();
    expect(healerTitle(plain)).toBe(
      'Anil Kumar – Classical acupuncture healer in Ernakulam | FCAH Kerala',
    );
    expect(healerDescription(plain)).toBe('Classical acupuncture healer in Ernakulam.');
  });

  it('keep titles in display order and fit the description in 160 characters', () => {
    const full = healer({
      titles: ['Dr', 'Ac.Hlr'],
      specialty: 'Pain relief',
      city: 'Kochi',
      languages: 'English,  Malayalam , english',
      bio: 'word '.repeat(100),
    });
    expect(healerTitle(full)).toBe(
      'Acu Hr. Dr Anil Kumar – Pain relief in Kochi, Ernakulam | FCAH Kerala',
    );
    const description = healerDescription(full);
    expect(description).toMatch(
      /^Pain relief in Kochi, Ernakulam\. Speaks English, Malayalam\. word/,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});

describe('healerImageUrl', () => {
  it.each([
    ['/photos/abc_DEF-123.webp', `${ORIGIN}/photos/abc_DEF-123/og.jpg`],
    [`${ORIGIN}/photos/abc.webp`, `${ORIGIN}/photos/abc/og.jpg`],
    ['https://elsewhere.example/photos/abc.webp', `${ORIGIN}/og-default.jpg`],
    ['/photos/../admin.webp', `${ORIGIN}/og-default.jpg`],
    ['/uploads/abc.jpg', `${ORIGIN}/og-default.jpg`],
    [null, `${ORIGIN}/og-default.jpg`],
  ])('%s → %s', (photoUrl, expected) => {
    expect(healerImageUrl(photoUrl, ORIGIN)).toBe(expected);
  });
});

describe('openingHours', () => {
  it('groups equal ranges across days, Sunday first, and skips closed or timeless days', () => {
    const hours = openingHours(
      healer({
        clinicTimings: [
          { day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '17:00' },
          { day: 'Sunday', isOpen: true, morningStart: '09:00', morningEnd: '17:00' },
          { day: 'Tuesday', isOpen: false, morningStart: '09:00', morningEnd: '17:00' },
          { day: 'Wednesday', isOpen: true },
          { day: 'Thursday', isOpen: true, eveningStart: '18:00', eveningEnd: '20:00' },
          { day: 'Friday', isOpen: true, morningStart: '12:00', morningEnd: '09:00' },
        ],
      }),
    );
    expect(hours).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'],
        opens: '09:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Thursday',
        opens: '18:00',
        closes: '20:00',
      },
    ]);
  });
});

describe('healerJsonLd', () => {
  it.each([
    [{ rating: 4.5, reviewCount: 3 }, true],
    [{ rating: 4.5, reviewCount: 0 }, false],
    [{ rating: 0, reviewCount: 3 }, false],
  ])('has aggregateRating for %j: %s', (fields, expected) => {
    const data = healerJsonLd(healer(fields), `${ORIGIN}/healer/h1`, `${ORIGIN}/x.jpg`, 'd');
    expect('aggregateRating' in data).toBe(expected);
  });

  it('lists only web links in sameAs and the coordinates when both are known', () => {
    const data = healerJsonLd(
      healer({
        website: 'www.anil.example',
        facebook: 'javascript:alert(1)',
        latitude: 9.97,
        longitude: 76.28,
      }),
      `${ORIGIN}/healer/h1`,
      `${ORIGIN}/x.jpg`,
      'd',
    );
    expect(data.sameAs).toEqual(['https://www.anil.example/']);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 9.97, longitude: 76.28 });
  });
});

describe('healerJsonLd: federation, languages and leave', () => {
  const ld = (fields: Partial<Healer>) =>
    healerJsonLd(healer(fields), `${ORIGIN}/healer/h1?lang=ml`, `${ORIGIN}/x.jpg`, 'd');

  it('names the federation the healer is a member of, on the site’s origin', () => {
    expect(ld({}).memberOf).toEqual({
      '@type': 'Organization',
      name: 'Federation of Classical Acupuncture Healers, Kerala',
      url: `${ORIGIN}/`,
    });
  });

  it('lists the languages spoken with their tags, none when there are none', () => {
    const data = JSON.parse(JSON.stringify(ld({ languages: 'Malayalam, English, Tulu' })));
    expect(data.knowsLanguage).toEqual([
      { '@type': 'Language', name: 'Malayalam', alternateName: 'ml' },
      { '@type': 'Language', name: 'English', alternateName: 'en' },
      { '@type': 'Language', name: 'Tulu' },
    ]);
    expect(ld({ languages: null }).knowsLanguage).toBeUndefined();
  });

  it('adds each period of leave as closed days after the weekly hours', () => {
    const data = ld({
      clinicTimings: [{ day: 'Monday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' }],
      leave: [
        { from: '2026-12-10', to: '2026-12-20', note: 'Family wedding' },
        { from: '2027-01-05', to: '2027-01-05', note: null },
      ],
    } as Partial<Healer>);
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-10',
        validThrough: '2026-12-20',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-05',
        validThrough: '2027-01-05',
      },
    ]);
  });

  it('has closed days even without weekly hours, and none without leave', () => {
    expect(
      ld({ leave: [{ from: '2026-12-10', to: '2026-12-11', note: null }] })
        .openingHoursSpecification,
    ).toHaveLength(1);
    expect(ld({}).openingHoursSpecification).toBeUndefined();
  });
});

describe('siteOrigin', () => {
  it.each([
    [ORIGIN, 'http', 'internal:8080', ORIGIN],
    [undefined, 'http', 'healers.local:5077', 'http://healers.local:5077'],
    [undefined, 'https', 'Healers.Example.org', 'https://healers.example.org'],
    [undefined, 'http', '127.0.0.1:5000', 'http://127.0.0.1:5000'],
    [undefined, 'http', '[::1]:5000', 'http://[::1]:5000'],
    [undefined, 'http', 'evil.example/"><script>', 'http://localhost'],
    [undefined, 'http', 'a.example@b.example', 'http://localhost'],
    [undefined, 'http', undefined, 'http://localhost'],
    [undefined, 'javascript', 'a.example', 'http://a.example'],
  ])('PUBLIC_URL %s, %s://%s → %s', (publicUrl, protocol, host, expected) => {
    expect(siteOrigin(publicUrl, protocol, host)).toBe(expected);
  });
});
